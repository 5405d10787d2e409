// See package.json: what react-native-url-polyfill reads from React Native, for the benchmark.
export const NativeModules = {};
export const Platform = { OS: "android", Version: 34 };
