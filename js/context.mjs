// A parsed URL as the JS classes keep it, like Node's URLContext (lib/internal/url.js): the href
// (always ASCII) and the component offsets documented in src/components.rs, as wasm returns them
// (bridge.mjs fills them in). The URL class's getters slice `href`; nothing here lives in wasm.
import { StringPrototypeSlice } from "./primordials.mjs";
import { OMITTED } from "./wasm/contract.mjs";

export class Context {
  constructor() {
    // Every field, always in this order: all Contexts share one shape (monomorphic accesses).
    /** The serialized URL. While `pending` is not null: the href before those edits (current()). */
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
    // The setters' bookkeeping (Pending), after the fields that every URL reads:
    /** The components that setters replaced since the href was last built (Pending), or null. */
    this.pending = null;
    /** Whether a setter has run (see Pending). */
    this.edited = false;
    /** A Pending to reuse, or null. */
    this.spare = null;
  }

  /** The serialized URL, which the offsets index: `href`, once the pending edits are in it. (A
   * data field and this method, not an accessor: made an accessor, `href` cost `new URL(s).href`
   * ~10% in a microbenchmark on Node 20, its every write and read included.) */
  current() {
    return this.pending === null ? this.href : this.join();
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
    if (this.searchStart !== OMITTED) return this.searchStart;
    if (this.hashStart !== OMITTED) return this.hashStart;
    return this.pending === null ? this.href.length : this.pending.length;
  }

  /** The end of the query (when there is one): the start of the fragment, else the href's end. */
  get searchEnd() {
    if (this.hashStart !== OMITTED) return this.hashStart;
    return this.pending === null ? this.href.length : this.pending.length;
  }

  /** The URL's query without "?", "" when it is null. */
  get query() {
    return this.searchStart === OMITTED
      ? ""
      : StringPrototypeSlice(this.current(), this.searchStart + 1, this.searchEnd);
  }

  /** Replace href[start, end), which lies before the path (scheme, credentials, host, port), by
   * `text`, moving the query's and fragment's offsets. (The caller moves the offsets inside it.) */
  splice(start, end, text) {
    const p = this.edit(start, end, text);
    if (p !== null) {
      const head = p.head ?? StringPrototypeSlice(this.href, 0, p.pathStart);
      p.head = StringPrototypeSlice(head, 0, start) + text + StringPrototypeSlice(head, end);
    }
    this.moveTail(text.length - (end - start));
  }

  /** The path becomes `text` (serialized: "/" before each segment). */
  setPath(text) {
    const start = this.pathnameStart;
    const end = this.pathEnd;
    const p = this.edit(start, end, text);
    if (p !== null) p.path = text;
    this.moveTail(text.length - (end - start));
  }

  /** The query becomes `text`: "?" and the query, or "" for null. */
  setSearch(text) {
    const start = this.pathEnd;
    const end = this.searchEnd;
    const p = this.edit(start, end, text);
    if (p !== null) p.search = text;
    this.searchStart = text === "" ? OMITTED : start;
    if (this.hashStart !== OMITTED) this.hashStart += text.length - (end - start);
  }

  /** The fragment becomes `text`: "#" and the fragment, or "" for null. */
  setHash(text) {
    const start = this.searchEnd;
    const p = this.edit(start, this.pending === null ? this.href.length : this.pending.length, text);
    if (p !== null) p.hash = text;
    this.hashStart = text === "" ? OMITTED : start;
  }

  /** Move the query's and the fragment's offsets by `delta`. */
  moveTail(delta) {
    if (this.searchStart !== OMITTED) this.searchStart += delta;
    if (this.hashStart !== OMITTED) this.hashStart += delta;
  }

  /** href[start, end) becomes `text`: in `href` itself for the first setter after a parse (then
   * null), else in the Pending edits, begun now if need be and returned with their length updated,
   * for the caller to record the component. (The offsets are the caller's to move.) */
  edit(start, end, text) {
    if (this.pending === null) {
      if (!this.edited) {
        this.edited = true;
        this.href = StringPrototypeSlice(this.href, 0, start) + text + StringPrototypeSlice(this.href, end);
        return null;
      }
      this.pending = (this.spare ?? new Pending()).begin(this);
    }
    this.pending.length += text.length - (end - start);
    return this.pending;
  }

  /** Build the href from the old one and the pending edits, copying what was not replaced in as
   * few slices as it allows; returns it. */
  join() {
    const p = this.pending;
    const old = this.href;
    let out = p.head ?? "";
    let from = p.head === null ? 0 : p.pathStart; // what of `old` is not copied yet
    if (p.path !== null) {
      out += StringPrototypeSlice(old, from, p.pathStart) + p.path;
      from = p.pathEnd;
    }
    if (p.search !== null) {
      out += StringPrototypeSlice(old, from, p.pathEnd) + p.search;
      from = p.searchEnd;
    }
    if (p.hash !== null) {
      out += StringPrototypeSlice(old, from, p.searchEnd) + p.hash;
      from = old.length;
    }
    if (from < old.length) out += StringPrototypeSlice(old, from);
    p.head = p.path = p.search = p.hash = null;
    this.spare = p;
    this.pending = null;
    this.href = out;
    return out;
  }
}

/**
 * The components that setters replaced in a Context since its href was last built, each the new
 * text or null (as in the Context's `href`), and where they are in that href.
 *
 * A setter builds the new href from slices of the old one and the new component: a concatenation,
 * which V8 keeps as a tree of the pieces until it is sliced, and then copies flat. So a run of
 * setters copied the whole href once per setter, each flattening the last one's result. From the
 * second setter on (`Context.edited`), the setters write here instead, and the href is built once,
 * when something reads it (Context.current): four setters then `href` ran ~20% faster. The first
 * setter after a parse still edits the href itself, which costs the same as building it from here
 * and spares the usual single setter this bookkeeping.
 */
class Pending {
  constructor() {
    /** href[0, pathnameStart): scheme, credentials, host and port. */
    this.head = null;
    /** The path, serialized. */
    this.path = null;
    /** "?" and the query, or "" (null query). */
    this.search = null;
    /** "#" and the fragment, or "" (null fragment). */
    this.hash = null;
    /** Where the path starts and ends and the query ends, in the Context's `href`. */
    this.pathStart = 0;
    this.pathEnd = 0;
    this.searchEnd = 0;
    /** The length of the href with the edits. */
    this.length = 0;
  }

  /** Begin edits on Context `c`, which has none pending (a Context keeps its Pending for reuse:
   * ~5% faster than a new one each time). */
  begin(c) {
    this.pathStart = c.pathnameStart;
    this.pathEnd = c.pathEnd;
    this.searchEnd = c.searchEnd;
    this.length = c.href.length;
    return this;
  }
}
