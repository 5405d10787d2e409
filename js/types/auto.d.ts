// url-wasm/auto: installs URL and URLSearchParams on globalThis where they are missing or fail a
// small conformance probe, and URLPattern likewise. The global types are lib.dom's (or
// @types/node's) URL, URLSearchParams and URLPattern.

export interface InstallOptions {
  /** Replace the global classes even when the native ones pass the probes. */
  force?: boolean;
}

/** Whether the given pair of classes passes url-wasm's conformance probe. */
export declare function isConformant(URLClass: unknown, URLSearchParamsClass: unknown): boolean;

/** Install (again). Resolves to whether any of url-wasm's classes was installed by this call. */
export declare function install(options?: InstallOptions): Promise<boolean>;

/** The automatic installation done on import: resolves to whether it installed url-wasm's classes. */
export declare const ready: Promise<boolean>;
