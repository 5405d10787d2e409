//! The only module with wasm exports. Everything crosses as numbers and bytes in linear memory:
//! no JS types, no per-URL state in wasm (nothing to `.free()`). The numbers both sides use are
//! named in [`crate::contract`] (and rendered from there into `js/wasm/contract.mjs`).
//!
//! # Protocol
//! - `buffer(n)` grows the shared input buffer to at least `n` bytes and returns its address.
//!   JS writes UTF-8 there (lone surrogates already replaced by U+FFFD: USVString conversion).
//!   Its address changes only when `buffer()` grows it (callers may cache address and capacity),
//!   but `memory.buffer` may be replaced whenever memory grows: re-check views after every call.
//! - `result()` returns the address of [`RESULT_LEN`] little-endian `u32`s that calls fill (see
//!   [`slot`]): the address and length of the output bytes; for a URL, its components from
//!   [`slot::COMPONENTS`] (in the order of [`Components::to_slots`]; [`crate::OMITTED`] marks an
//!   absent port, query or fragment). The output of a URL call is its href, which is always ASCII.
//! - Strings are passed by length: a call that takes two strings reads the first from
//!   `buffer[0..a]` and the second from `buffer[a..a+b]`; for `parse` and `can_parse` the first is
//!   the base (the longer string, usually), the second the input. A `base_len` of [`NO_BASE`]
//!   means "no base", and [`SAME_BASE`] "the base string of the previous `parse` or `can_parse`
//!   call that had one" (which wasm keeps, so JS need not send it again); with either, the input
//!   is at `buffer[0..input_len]`.
//! - Every function returns a [`Status`]: success or failure (then the output is the failure
//!   reason, ASCII, for error messages); `parse` may also return [`Status::InputIsHref`].
//!
//! # Exports
//! - `parse(input_len, base_len, splice)`: the API URL parser; output href + components. With
//!   [`Status::Success`] and `splice` not 0, [`slot::COMMON_PREFIX`] is the length of the longest
//!   common prefix of the href and the base string (the input string without a base), and
//!   [`slot::COMMON_SUFFIX`] that of the longest common suffix of the rest of the href and the
//!   input string: JS can slice those from its strings (the href is ASCII, so byte lengths are
//!   UTF-16 lengths there) and decode only the bytes between. With `splice` 0 both are 0: JS
//!   decodes the whole href (Node, where that costs about the same at any length).
//! - `can_parse(input_len, base_len)`: status only.
//! - `set(setter, href_len, value_len, offsets_given)`: runs the named setter (see [`Setter`]) on
//!   the URL that [`OffsetsGiven`] describes, with the value after the href (or at the start of
//!   the buffer when the href is not sent); output the new href + components. On success
//!   [`slot::COMMON_PREFIX`] and [`slot::COMMON_SUFFIX`] are the lengths of the longest common
//!   prefix and suffix (not overlapping) of the old and the new href: the caller need only
//!   decode the rest. Failure only when the `href` setter's parse fails (the URL is then
//!   unchanged).
//! - `origin(href_len)`: output the ASCII serialization of the URL's origin.
//! - `form_parse(input_len)`: application/x-www-form-urlencoded parse of `buffer[0..input_len]`;
//!   output = the decoded names and values concatenated (UTF-8); [`slot::FORM_LENGTHS`] and
//!   [`slot::FORM_LENGTHS_LEN`] = the address and number of their `2 * pairs` u32 byte lengths
//!   (name0, value0, name1, ...).
//! - `basic_parse(base_len, href_len, input_len, state)` (tools flavour, `src/wasm/records.rs`):
//!   the basic URL parser on a URL record, for `url-wasm/whatwg-url`; output its href (ASCII
//!   unless the record it was given had non-ASCII in a component the parse left alone) and its
//!   components.
//! - `parse_encoded(base_len, input_len, label_len)` (encoding flavour, `src/wasm/encoding.rs`):
//!   the API URL parser with a legacy encoding; output the href.
//! - `debug_trap()` (only with the `debug-trap` feature): panics, to test trap recovery.
//! - `form_serialize(count)`: the buffer holds `count` u32 byte lengths (name0, value0, ...,
//!   `count` is even), then the strings' UTF-8 bytes back to back starting at `4 * count`;
//!   output = the serialization (ASCII).
//! - The authoring tools (`parse_with_errors`, `validate_url_string`, `domain_to_ascii`,
//!   `domain_to_unicode`, `host_to_unicode`), only with the `authoring` feature (the tools
//!   flavour of the wasm; `tools` below): UTF-8 output, and a list of `u32` words at
//!   [`slot::LIST`] (address) and [`slot::LIST_LEN`] (count); their indices count UTF-16 code
//!   units of the input, and errors, productions and reasons are codes (`js/tools-text.mjs`).
//!   Those with a base take `(base_len, input_len, …)`, the base first in the buffer too
//!   ([`NO_BASE`]: no base, the input at the start).
use crate::api_url_parser::{already_serialized, can_parse_bytes};
use crate::contract::{slot, OffsetsGiven, Status, NO_BASE, RESULT_LEN, SAME_BASE};
use crate::prelude::*;
use crate::{form_urlencoded, Components, ParseError, Setter, Url};
use alloc::borrow::Cow;
use core::cell::RefCell;
use wasm_bindgen::prelude::wasm_bindgen;

#[cfg(all(feature = "authoring", feature = "encoding"))]
mod encoding;
#[cfg(feature = "authoring")]
mod records;
#[cfg(feature = "authoring")]
mod tools;
#[cfg(all(feature = "authoring", feature = "encoding"))]
pub use encoding::parse_encoded;
#[cfg(feature = "authoring")]
pub use records::basic_parse;
#[cfg(feature = "authoring")]
pub use tools::{
    domain_to_ascii, domain_to_unicode, host_to_unicode, parse_with_errors, validate_url_string,
};

#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The `no_std` module's panic handler (Cargo.toml, feature `std`): a trap, as `panic = "abort"`
/// gives with std, but without std's hook and message formatting, which no one could read anyway
/// (the module has no import to print with). The JS shim replaces a trapped instance.
#[cfg(not(feature = "std"))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    core::arch::wasm32::unreachable()
}

struct Io {
    input: Vec<u8>,
    /// The output bytes (an href is written here directly by the serializer).
    output: String,
    lengths: Vec<u32>,
    result: [u32; RESULT_LEN],
    /// A spare href allocation for the setters (swapped with `output` after each call).
    spare: String,
    /// The components of the URL whose href is `output`, when it is one (a successful parse
    /// with status 1, or set): a setter on it need not check them against the href.
    last: Option<Components>,
    /// The last base URL string and its parse (`None`: failure), reused while JS passes the
    /// same base again; on a miss both allocations are reused.
    base: (String, Option<Url>),
}

crate::local::local! {
    static IO: RefCell<Io> = const { RefCell::new(Io {
        input: Vec::new(), output: String::new(), lengths: Vec::new(), result: [0; RESULT_LEN],
        spare: String::new(), last: None, base: (String::new(), None),
    }) };
}

/// Run an export's body on the shared state. (Exports never call each other, so the state is
/// never borrowed already; the failure status there only keeps panic code out of the module.)
fn with_io(f: impl FnOnce(&mut Io) -> u32) -> u32 {
    let failure = Status::Failure as u32;
    IO.try_with(|io| io.try_borrow_mut().map_or(failure, |mut io| f(&mut io)))
        .unwrap_or(failure)
}

/// Wasm addresses are 32-bit: the cast is exact on wasm32.
fn addr<T>(p: *const T) -> u32 {
    p as usize as u32
}

/// `len` bytes of `input` from `start` (fewer at its end).
fn input_bytes(input: &[u8], start: usize, len: usize) -> &[u8] {
    let end = start.saturating_add(len).min(input.len());
    input.get(start.min(end)..end).unwrap_or_default()
}

/// `bytes` as a string: borrowed when valid UTF-8 (JS always sends valid UTF-8), lossily decoded
/// otherwise (nothing here may trust the caller blindly).
fn utf8(bytes: &[u8]) -> Cow<'_, str> {
    // from_utf8 first: its validation is much faster than the lossy decoder's.
    match core::str::from_utf8(bytes) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => String::from_utf8_lossy(bytes),
    }
}

/// `len` bytes of `input` from `start`, as a string (see [`utf8`]).
fn input_str(input: &[u8], start: usize, len: usize) -> Cow<'_, str> {
    utf8(input_bytes(input, start, len))
}

/// The input's offset, the input (as bytes: see [`parse`]) and the base of `parse` and
/// `can_parse`. The base: `None` for [`NO_BASE`], `Some(None)` for [`SAME_BASE`] (the kept one,
/// see [`Io::base_url`]), else `Some` of the string at the start of the input buffer, with the
/// input after it.
fn input_and_base(
    buf: &[u8],
    input_len: u32,
    base_len: u32,
) -> (usize, &[u8], Option<Option<Cow<'_, str>>>) {
    match base_len {
        NO_BASE => (0, input_bytes(buf, 0, input_len as usize), None),
        SAME_BASE => (0, input_bytes(buf, 0, input_len as usize), Some(None)),
        _ => {
            let at = (base_len as usize).min(buf.len());
            let base = input_str(buf, 0, at);
            (
                at,
                input_bytes(buf, at, input_len as usize),
                Some(Some(base)),
            )
        }
    }
}

impl Io {
    /// Publish `output` (which a call has just written) as the call's output.
    fn set_output_len(&mut self) {
        self.last = None;
        self.result[slot::OUTPUT] = addr(self.output.as_ptr());
        self.result[slot::OUTPUT_LEN] = self.output.len() as u32;
    }

    fn set_output(&mut self, text: &str) {
        self.output.clear();
        self.output.push_str(text);
        self.set_output_len();
    }

    /// The components a caller wrote into the component slots.
    fn components_in_result(&self) -> Option<Components> {
        let mut slots = [0u32; 10];
        slots.copy_from_slice(self.result.get(slot::COMPONENTS..slot::COMPONENTS + 10)?);
        Components::from_slots(slots)
    }

    /// The href is already in `output`: publish it with its components.
    fn set_components(&mut self, c: &Components) -> u32 {
        self.set_output_len();
        self.set_slots(c);
        self.last = Some(*c);
        Status::Success as u32
    }

    /// The component slots = the components.
    fn set_slots(&mut self, c: &Components) {
        for (dst, src) in self
            .result
            .iter_mut()
            .skip(slot::COMPONENTS)
            .zip(c.to_slots())
        {
            *dst = src;
        }
    }

    fn set_failure(&mut self, error: ParseError) -> u32 {
        self.output.clear();
        error.write_message(&mut self.output);
        self.set_output_len();
        Status::Failure as u32
    }

    /// The parsed base URL for `base`, from the one-entry cache when it is the same string (the
    /// initial entry, "" and `None`, is right: "" is no valid base); `None` for [`SAME_BASE`]:
    /// the cached one.
    fn base_url<'a>(
        (text, url): &'a mut (String, Option<Url>),
        base: Option<&str>,
    ) -> Result<&'a Url, ParseError> {
        if let Some(base) = base.filter(|base| text != base) {
            text.clear();
            text.push_str(base);
            let mut href = url.take().map(Url::into_href).unwrap_or_default();
            *url = Url::parse_into(base, None, &mut href)
                .ok()
                .map(|c| Url::from_parts(href, c));
        }
        url.as_ref().ok_or(ParseError::InvalidBase)
    }
}

/// The 8 bytes of `s` at `at` as one word (0 past the end: callers stay in bounds).
fn word(s: &[u8], at: usize) -> u64 {
    s.get(at..at + 8)
        .and_then(|w| w.try_into().ok())
        .map_or(0, u64::from_ne_bytes)
}

/// The length of the longest common prefix of `a` and `b` (compared a word at a time first).
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let mut i = 0;
    while i + 8 <= n && word(a, i) == word(b, i) {
        i += 8;
    }
    while i < n && a.get(i) == b.get(i) {
        i += 1;
    }
    i
}

/// The length of the longest common suffix of `a` and `b`.
fn common_suffix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let mut i = 0;
    while i + 8 <= n && word(a, a.len() - i - 8) == word(b, b.len() - i - 8) {
        i += 8;
    }
    while i < n && a.get(a.len() - i - 1) == b.get(b.len() - i - 1) {
        i += 1;
    }
    i
}

/// Grow the input buffer to at least `len` bytes; returns its address.
#[wasm_bindgen]
pub fn buffer(len: u32) -> u32 {
    with_io(|io| {
        let len = len as usize;
        if io.input.len() < len {
            io.input.resize(len, 0);
        }
        addr(io.input.as_ptr())
    })
}

/// Address of the result array.
#[wasm_bindgen]
pub fn result() -> u32 {
    with_io(|io| addr(io.result.as_ptr()))
}

/// The API URL parser. <https://url.spec.whatwg.org/#api-url-parser>
#[wasm_bindgen]
pub fn parse(input_len: u32, base_len: u32, splice: u32) -> u32 {
    with_io(|io| {
        let (at, raw, base_text) = input_and_base(&io.input, input_len, base_len);
        let base = match base_text.map(|text| Io::base_url(&mut io.base, text.as_deref())) {
            Some(Err(e)) => return io.set_failure(e),
            Some(Ok(b)) => Some(b),
            None => None,
        };
        // Already serialized: the href is the input. Asked of the bytes, before they are checked
        // to be UTF-8: an input it accepts is ASCII (for the serialized URLs most programs parse,
        // the check was a second pass over them: ~7% of canParse's time on kasztp.txt in Node 24).
        if let Some(c) = already_serialized(raw) {
            io.result[slot::OUTPUT] = addr(io.input.as_ptr()) + at as u32;
            io.result[slot::OUTPUT_LEN] = raw.len() as u32;
            io.set_slots(&c);
            return Status::InputIsHref as u32;
        }
        let input = utf8(raw);
        match Url::parse_into_unless_serialized(&input, base, &mut io.output) {
            Ok(c) => {
                // What the href shares with the base string (the input without a base) at its
                // start and with the input at its end, so that JS decodes only the rest.
                let (mut prefix, mut suffix) = (0, 0);
                if splice != 0 {
                    let starts_like = match base {
                        Some(_) => io.base.0.as_bytes(),
                        None => input.as_bytes(),
                    };
                    let out = io.output.as_bytes();
                    prefix = common_prefix(starts_like, out);
                    suffix = common_suffix(input.as_bytes(), out.get(prefix..).unwrap_or_default());
                }
                io.set_components(&c);
                io.result[slot::COMMON_PREFIX] = prefix as u32;
                io.result[slot::COMMON_SUFFIX] = suffix as u32;
                Status::Success as u32
            }
            Err(e) => io.set_failure(e),
        }
    })
}

/// <https://url.spec.whatwg.org/#dom-url-canparse>
#[wasm_bindgen]
pub fn can_parse(input_len: u32, base_len: u32) -> u32 {
    with_io(|io| {
        let (_, raw, base) = input_and_base(&io.input, input_len, base_len);
        let base = match base.map(|text| Io::base_url(&mut io.base, text.as_deref())) {
            Some(Err(_)) => return Status::from_success(false) as u32,
            Some(Ok(b)) => Some(b),
            None => None,
        };
        // (As in `parse`: the fast paths on the bytes, before the UTF-8 check.)
        let ok = can_parse_bytes(raw, base, || utf8(raw));
        Status::from_success(ok) as u32
    })
}

/// Run one of the URL class's setters. <https://url.spec.whatwg.org/#urlutils-members>
#[wasm_bindgen]
pub fn set(setter: u32, href_len: u32, value_len: u32, offsets_given: u32) -> u32 {
    with_io(|io| {
        let Some(setter) = Setter::from_code(setter) else {
            return io.set_failure(ParseError::SetterFailure);
        };
        let offsets_given = OffsetsGiven::from_code(offsets_given);
        // With offsets given, the caller wrote the URL's components into the component slots
        // (as a call returned them): use them when they describe the href, else parse it again.
        let given = match offsets_given {
            OffsetsGiven::No => None,
            OffsetsGiven::WithHref | OffsetsGiven::WithLastOutput => io.components_in_result(),
        };
        // The href: the output of the previous call, or sent in the buffer.
        // (Copied: the old href stays where it is, to compare the new one with.)
        let mut href = core::mem::take(&mut io.spare);
        href.clear();
        let value_start = if offsets_given == OffsetsGiven::WithLastOutput {
            href.push_str(&io.output);
            0
        } else {
            let len = (href_len as usize).min(io.input.len());
            href.push_str(&input_str(&io.input, 0, len));
            len
        };
        let url = match given {
            // Our own last output, with its components: known to be a URL.
            Some(c) if offsets_given == OffsetsGiven::WithLastOutput && io.last == Some(c) => {
                Ok(Url::from_parts(href, c))
            }
            Some(c) => {
                let url = Url::from_parts(href, c);
                match url.check_structure() {
                    Ok(()) => Ok(url),
                    Err(_) => Url::parse(url.href(), None),
                }
            }
            None => Url::parse(&href, None),
        };
        let mut url = match url {
            Ok(url) => url,
            Err(e) => return io.set_failure(e),
        };
        let result = url.set(
            setter,
            &input_str(&io.input, value_start, value_len as usize),
        );
        match result {
            Ok(()) => {
                // What the new href shares with the old one, so that JS decodes only the rest.
                let old = if offsets_given == OffsetsGiven::WithLastOutput {
                    io.output.as_bytes()
                } else {
                    io.input.get(..value_start).unwrap_or_default()
                };
                let new = url.href().as_bytes();
                let prefix = common_prefix(old, new);
                let suffix = common_suffix(
                    old.get(prefix..).unwrap_or_default(),
                    new.get(prefix..).unwrap_or_default(),
                );
                // The new href becomes the output; the old output's allocation the next spare.
                let components = *url.components();
                io.spare = core::mem::replace(&mut io.output, url.into_href());
                io.result[slot::COMMON_PREFIX] = prefix as u32;
                io.result[slot::COMMON_SUFFIX] = suffix as u32;
                io.set_components(&components)
            }
            Err(e) => io.set_failure(e),
        }
    })
}

/// <https://url.spec.whatwg.org/#dom-url-origin>
#[wasm_bindgen]
pub fn origin(href_len: u32) -> u32 {
    with_io(|io| {
        let href = input_str(&io.input, 0, href_len as usize);
        match Url::parse(&href, None) {
            Ok(url) => {
                io.set_output(&url.origin().ascii_serialization());
                Status::Success as u32
            }
            Err(e) => io.set_failure(e),
        }
    })
}

/// <https://url.spec.whatwg.org/#concept-urlencoded-parser>
#[wasm_bindgen]
pub fn form_parse(input_len: u32) -> u32 {
    with_io(|io| {
        let end = (input_len as usize).min(io.input.len());
        let pairs = form_urlencoded::parse(io.input.get(..end).unwrap_or_default());
        io.output.clear();
        io.lengths.clear();
        for (name, value) in &pairs {
            io.output.push_str(name);
            io.output.push_str(value);
            io.lengths.push(name.len() as u32);
            io.lengths.push(value.len() as u32);
        }
        io.set_output_len();
        io.result[slot::FORM_LENGTHS] = addr(io.lengths.as_ptr());
        io.result[slot::FORM_LENGTHS_LEN] = io.lengths.len() as u32;
        Status::Success as u32
    })
}

/// <https://url.spec.whatwg.org/#concept-urlencoded-serializer>
#[wasm_bindgen]
pub fn form_serialize(count: u32) -> u32 {
    with_io(|io| {
        let count = count as usize;
        let header = count.saturating_mul(4).min(io.input.len());
        let (lens, mut rest) = io.input.split_at(header);
        let mut strings = Vec::with_capacity(count);
        for len in lens.chunks_exact(4) {
            let len = <[u8; 4]>::try_from(len).map_or(0, u32::from_le_bytes) as usize;
            let (s, tail) = rest.split_at(len.min(rest.len()));
            strings.push(String::from_utf8_lossy(s));
            rest = tail;
        }
        let pairs = strings.chunks_exact(2).filter_map(|p| match p {
            [name, value] => Some((&**name, &**value)),
            _ => None,
        });
        let out = form_urlencoded::serialize(pairs);
        io.set_output(&out);
        Status::Success as u32
    })
}

/// Panics, so the instance traps: lets the JS tests check that the shim recovers from a trap
/// (it re-instantiates the module). Built only with the `debug-trap` feature.
#[cfg(feature = "debug-trap")]
#[wasm_bindgen]
#[allow(clippy::panic)]
pub fn debug_trap() -> u32 {
    panic!("debug_trap: deliberate panic for the trap-recovery test")
}

// URLPattern (src/urlpattern/). `urlpattern_compile` and `urlpattern_input` read their strings
// as `form_serialize` does: the buffer holds `count` u32 byte lengths (`u32::MAX`: the string is
// absent), then the strings' UTF-8 bytes back to back from `4 * count` on. `count` is 2 for a
// string (the pattern, then the base URL) and 9 for a URLPatternInit (protocol … hash, then
// baseURL). `urlpattern_url` takes its input and base as `parse` does.
#[cfg(feature = "urlpattern")]
mod urlpattern_exports {
    use super::{addr, input_and_base, input_str, utf8, with_io, Io};
    use crate::prelude::*;
    use crate::Url;
    use alloc::borrow::Cow;
    use core::cell::RefCell;
    use wasm_bindgen::prelude::wasm_bindgen;

    /// The `count` strings in the buffer (`None`: absent).
    fn urlpattern_strings(input: &[u8], count: u32) -> Vec<Option<Cow<'_, str>>> {
        let count = count as usize;
        let header = count.saturating_mul(4).min(input.len());
        let (lens, mut at) = (input.get(..header).unwrap_or_default(), header);
        let mut strings = Vec::with_capacity(count);
        for len in lens.chunks_exact(4) {
            match <[u8; 4]>::try_from(len).map_or(u32::MAX, u32::from_le_bytes) {
                u32::MAX => strings.push(None),
                len => {
                    strings.push(Some(input_str(input, at, len as usize)));
                    at = at.saturating_add(len as usize);
                }
            }
        }
        strings
    }

    /// Which `Input` the strings are: a string (count 2) or an init (count 9), and the base URL.
    fn urlpattern_input_of<'a>(
        strings: &'a [Option<Cow<'a, str>>],
        init: &'a mut crate::urlpattern::UrlPatternInit,
    ) -> (crate::urlpattern::Input<'a>, Option<&'a str>) {
        use crate::urlpattern::{ComponentName, Input};
        if let [input, base] = strings {
            return (
                Input::String(input.as_deref().unwrap_or_default()),
                base.as_deref(),
            );
        }
        for (c, s) in ComponentName::ALL.iter().zip(strings) {
            *init.member_mut(*c) = s.as_deref().map(str::to_owned);
        }
        init.base_url = strings.get(8).and_then(|s| s.as_deref()).map(str::to_owned);
        (Input::Init(init), None)
    }

    /// <https://urlpattern.spec.whatwg.org/#url-pattern-create>, except creating the RegExps.
    /// `flags`: bit 0 = `ignoreCase`; bits 1-2 = whether the protocol component's regular expression
    /// matches a special scheme, when the caller has tested it (0 unknown, 1 no, 2 yes); bit 3 = the
    /// caller has forgotten the components described before (see below); bit 4 = describe the
    /// regular expression of components without regexp groups too (the tests compare the matcher
    /// programs with it). Status 1:
    /// the output is every component's strings back to back, and `result[2..4]` the address and
    /// count of u32s describing them: per component its serial (a compile cache hit repeats it), the
    /// number of u32s and of bytes after this three-u32 header (both 0 for a component described in
    /// an earlier call, unless bit 3 was set since: the caller keeps those by serial), `has regexp groups` (0/1), the pattern string's length, the group count,
    /// each group name's length, the regular expression's length (0 without regexp groups, unless
    /// bit 4 is set: JS runs the matcher program instead), and without regexp groups the
    /// matcher program ([`crate::urlpattern::Program::encode`], then the literal count and each
    /// literal's length); the strings come in that order.
    /// Status 0: invalid; the output is the message. Status 2: the protocol has regexp groups and
    /// its match against the special schemes is needed: the output is its regular expression
    /// (flags "v"); call again with bits 1-2 set.
    #[wasm_bindgen]
    pub fn urlpattern_compile(count: u32, flags: u32) -> u32 {
        use crate::urlpattern::{ComponentName, Reason, UrlPattern, UrlPatternInit};
        with_io(|io| {
            let strings = urlpattern_strings(&io.input, count);
            let mut init = UrlPatternInit::default();
            let (input, base) = urlpattern_input_of(&strings, &mut init);
            let answer = (flags >> 1) & 3;
            if flags & 8 != 0 {
                URLPATTERN_SENT.with_borrow_mut(alloc::collections::BTreeSet::clear);
            }
            let mut regexp = |protocol: &crate::urlpattern::Component| match answer {
                0 => Err(crate::urlpattern::Error {
                    component: Some(ComponentName::Protocol),
                    pattern: protocol.regular_expression.clone(),
                    position: None,
                    reason: Reason::NeedsRegExpEngine,
                }),
                _ => Ok(answer == 2),
            };
            let pattern = UrlPattern::new(input, base, flags & 1 != 0, &mut regexp);
            io.output.clear();
            io.lengths.clear();
            let status = match pattern {
                Ok(pattern) => {
                    let all_expressions = flags & 16 != 0;
                    for c in ComponentName::ALL {
                        let c = pattern.component(c);
                        urlpattern_component(c, all_expressions, &mut io.output, &mut io.lengths);
                    }
                    1
                }
                Err(e) if e.reason == Reason::NeedsRegExpEngine => {
                    io.output.push_str(&e.pattern);
                    2
                }
                Err(e) => {
                    e.write_message(&mut io.output);
                    0
                }
            };
            io.set_output_len();
            io.result[2] = addr(io.lengths.as_ptr());
            io.result[3] = io.lengths.len() as u32;
            status
        })
    }

    crate::local::local! {
        /// The serials of the components `urlpattern_compile` has described in full since JS last
        /// asked to forget them (flags bit 3): JS keeps those, so they are sent as a header only.
        static URLPATTERN_SENT: RefCell<alloc::collections::BTreeSet<u32>> =
            const { RefCell::new(alloc::collections::BTreeSet::new()) };
    }

    /// One component's part of `urlpattern_compile`'s output.
    fn urlpattern_component(
        c: &crate::urlpattern::Component,
        expression: bool,
        out: &mut String,
        lens: &mut Vec<u32>,
    ) {
        // The header: serial, then how many u32s and bytes follow (0 and 0 for a component sent before).
        let (header, start) = (lens.len(), out.len());
        lens.extend([c.serial, 0, 0]);
        if !URLPATTERN_SENT.with_borrow_mut(|sent| sent.insert(c.serial)) {
            return;
        }
        lens.push(u32::from(c.has_regexp_groups));
        lens.push(c.pattern_string.len() as u32);
        out.push_str(&c.pattern_string);
        lens.push(c.group_names.len() as u32);
        for name in &c.group_names {
            lens.push(name.len() as u32);
            out.push_str(name);
        }
        if expression || c.program.is_none() {
            lens.push(c.regular_expression.len() as u32);
            out.push_str(&c.regular_expression);
        } else {
            lens.push(0);
        }
        if let Some(program) = &c.program {
            let literals = program.encode(lens);
            lens.push(literals.len() as u32);
            for literal in literals {
                lens.push(literal.len() as u32);
                out.push_str(literal);
            }
        }
        let (words, bytes) = ((lens.len() - header - 3) as u32, (out.len() - start) as u32);
        if let Some(h) = lens.get_mut(header + 1..header + 3) {
            h.copy_from_slice(&[words, bytes]);
        }
    }

    /// The URL side of <https://urlpattern.spec.whatwg.org/#url-pattern-match> for a URLPatternInit
    /// (`count` 9): its eight canonical component strings. Status 1: the output is them back to back
    /// (ASCII), their lengths in `result[2..10]`. Status 0: no match (the base URL or a component
    /// does not parse). Status 3: the spec's TypeError; the output is the message.
    #[wasm_bindgen]
    pub fn urlpattern_input(count: u32) -> u32 {
        with_io(|io| {
            let strings = urlpattern_strings(&io.input, count);
            let mut init = crate::urlpattern::UrlPatternInit::default();
            let (input, base) = urlpattern_input_of(&strings, &mut init);
            let components = crate::urlpattern::url_components(input, base);
            io.output.clear();
            let status = match components {
                Ok(Some(components)) => {
                    for (slot, c) in io.result.iter_mut().skip(2).zip(&components) {
                        *slot = c.len() as u32;
                    }
                    components.iter().for_each(|c| io.output.push_str(c));
                    1
                }
                Ok(None) => 0,
                Err(e) => {
                    e.write_message(&mut io.output);
                    3
                }
            };
            io.set_output_len();
            status
        })
    }

    /// The URL side of <https://urlpattern.spec.whatwg.org/#url-pattern-match> for a URL string:
    /// the basic URL parser on the input (and base, passed as to `parse`). Status 0: no match.
    /// Status 1: the output is the href; status 2: the href is the input itself (JS keeps its
    /// string). Either way `result[2..4]` are the address and count (16) of u32s: the start and end
    /// in the href of the scheme, username, password, host, port, path, query and fragment (0, 0
    /// for an empty one) that the regular expressions run on.
    #[wasm_bindgen]
    pub fn urlpattern_url(input_len: u32, base_len: u32) -> u32 {
        with_io(|io| {
            let (_, raw, base_text) = input_and_base(&io.input, input_len, base_len);
            let input = utf8(raw);
            let base = match base_text.map(|text| Io::base_url(&mut io.base, text.as_deref())) {
                Some(Err(_)) => return 0,
                Some(Ok(b)) => Some(b),
                None => None,
            };
            let Ok(c) = Url::parse_into(&input, base, &mut io.output) else {
                return 0;
            };
            let url = Url::from_parts(core::mem::take(&mut io.output), c);
            let status = if url.href() == input { 2 } else { 1 };
            let href = url.href().as_ptr() as usize;
            io.lengths.clear();
            for part in crate::urlpattern::url_strings(&url) {
                // Empty parts may be slices of a literal: only a non-empty one is in the href.
                let start = if part.is_empty() {
                    0
                } else {
                    (part.as_ptr() as usize).saturating_sub(href)
                };
                io.lengths
                    .extend([start as u32, (start + part.len()) as u32]);
            }
            io.output = url.into_href();
            io.set_output_len();
            io.result[2] = addr(io.lengths.as_ptr());
            io.result[3] = io.lengths.len() as u32;
            status
        })
    }
}
