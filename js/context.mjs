// A parsed URL as the JS classes keep it, like Node's URLContext (lib/internal/url.js): the href
// (always ASCII) and the component offsets documented in src/components.rs, as wasm returns them
// (bridge.mjs fills them in). The URL class's getters slice `href`; nothing here lives in wasm.
import { StringPrototypeSlice } from "./primordials.mjs";
import { OMITTED } from "./wasm/contract.mjs";

export class Context {
  constructor() {
    // Every field, always in this order: all Contexts share one shape (monomorphic accesses).
    /** The serialized URL. */
    this.href = "";
    /** After the scheme's ":". */
    this.protocolEnd = 0;
    /** At ":" or "@" after the username, or = hostStart. */
    this.usernameEnd = 0;
    /** After "@", or after "//". */
    this.hostStart = 0;
    /** At ":" before the port, or = pathnameStart. */
    this.hostEnd = 0;
    /** The port number, or OMITTED. */
    this.port = OMITTED;
    /** After the host and port (and after a "/." prefix of the path). */
    this.pathnameStart = 0;
    /** At "?", or OMITTED. */
    this.searchStart = OMITTED;
    /** At "#", or OMITTED. */
    this.hashStart = OMITTED;
    /** A SCHEME_* code of contract.mjs. */
    this.schemeType = 0;
    /** A HOST_* code of contract.mjs. */
    this.hostKind = 0;
  }

  /** Whether the URL's query is not null. */
  get hasSearch() {
    return this.searchStart !== OMITTED;
  }

  /** Whether the URL's fragment is not null. */
  get hasHash() {
    return this.hashStart !== OMITTED;
  }

  /** The end of the path: the start of the query, else of the fragment, else the href's end. */
  get pathEnd() {
    return this.searchStart !== OMITTED
      ? this.searchStart
      : this.hashStart !== OMITTED
        ? this.hashStart
        : this.href.length;
  }

  /** The end of the query (when there is one): the start of the fragment, else the href's end. */
  get searchEnd() {
    return this.hashStart !== OMITTED ? this.hashStart : this.href.length;
  }

  /** The URL's query without "?", "" when it is null. */
  get query() {
    return this.searchStart === OMITTED ? "" : StringPrototypeSlice(this.href, this.searchStart + 1, this.searchEnd);
  }

  /** Replace href[start, end) by `text`, shifting the query and fragment offsets that follow. */
  splice(start, end, text) {
    const delta = text.length - (end - start);
    this.href = StringPrototypeSlice(this.href, 0, start) + text + StringPrototypeSlice(this.href, end);
    if (this.searchStart !== OMITTED && this.searchStart >= end) this.searchStart += delta;
    if (this.hashStart !== OMITTED && this.hashStart >= end) this.hashStart += delta;
  }
}
