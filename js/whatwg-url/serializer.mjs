// The URL Standard's serializers of URL records (url-record.mjs describes records): the host
// serializer (IPv4 and IPv6 included), the URL path serializer and the URL serializer, which can also
// give the offsets of a Context (record-transfer.mjs sends records to wasm that way).
import { OMITTED } from "../wasm/contract.mjs";
import { serializeIPv4 } from "../fast-path.mjs";

/** https://url.spec.whatwg.org/#concept-ipv6-serializer: the first longest run of two or more
 * 0 pieces is compressed to "::". */
function serializeIPv6(pieces) {
  let compress = -1;
  let longest = 1;
  for (let i = 0; i < 8; ) {
    let end = i;
    while (end < 8 && pieces[end] === 0) end++;
    if (end - i > longest) [compress, longest] = [i, end - i];
    i = end === i ? i + 1 : end;
  }
  let output = "";
  for (let i = 0; i < 8; i++) {
    if (i === compress) {
      output += i === 0 ? "::" : ":";
      i += longest - 1;
      continue;
    }
    output += pieces[i].toString(16);
    if (i !== 7) output += ":";
  }
  return output;
}

/** https://url.spec.whatwg.org/#concept-host-serializer */
export function serializeHost(host) {
  if (typeof host === "number") return serializeIPv4(host);
  if (Array.isArray(host)) return `[${serializeIPv6(host)}]`;
  return host;
}

/** https://url.spec.whatwg.org/#url-opaque-path */
export function hasAnOpaquePath(url) {
  return typeof url.path === "string";
}

/** https://url.spec.whatwg.org/#url-path-serializer */
export function serializePath(url) {
  if (hasAnOpaquePath(url)) return url.path;
  let output = "";
  for (const segment of url.path) output += `/${segment}`;
  return output;
}

/**
 * https://url.spec.whatwg.org/#concept-url-serializer; with a Context `c`, also the offsets of the
 * components in the output, as src/components.rs defines them (in UTF-16 code units), into `c`.
 */
export function serialize(url, excludeFragment, c) {
  let output = `${url.scheme}:`;
  const protocolEnd = output.length;
  let usernameEnd = protocolEnd;
  let hostStart = protocolEnd;
  let hostEnd = protocolEnd;
  if (url.host !== null) {
    output += "//";
    if (url.username !== "" || url.password !== "") {
      output += url.username;
      usernameEnd = output.length;
      if (url.password !== "") output += `:${url.password}`;
      output += "@";
    } else {
      usernameEnd = output.length;
    }
    hostStart = output.length;
    output += serializeHost(url.host);
    hostEnd = output.length;
    if (url.port !== null) output += `:${url.port}`;
  }
  // A path that starts with an empty segment, without a host, would read as one: "/." keeps it a path.
  if (url.host === null && !hasAnOpaquePath(url) && url.path.length > 1 && url.path[0] === "") output += "/.";
  const pathnameStart = output.length;
  output += serializePath(url);
  const searchStart = url.query === null ? OMITTED : output.length;
  if (url.query !== null) output += `?${url.query}`;
  const hashStart = excludeFragment || url.fragment === null ? OMITTED : output.length;
  if (hashStart !== OMITTED) output += `#${url.fragment}`;
  if (c !== null) {
    c.href = output;
    c.protocolEnd = protocolEnd;
    c.usernameEnd = usernameEnd;
    c.hostStart = hostStart;
    c.hostEnd = hostEnd;
    c.port = url.port ?? OMITTED;
    c.pathnameStart = pathnameStart;
    c.searchStart = searchStart;
    c.hashStart = hashStart;
  }
  return output;
}
