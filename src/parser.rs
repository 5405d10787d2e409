//! The basic URL parser: <https://url.spec.whatwg.org/#concept-basic-url-parser>.
//!
//! [`basic_url_parser`] sets up the spec's variables in a [`Parser`] and runs its loop over the
//! input's code points: each run calls the function of the current [`State`], named after it
//! (`scheme_start_state` ... `fragment_state`, in `parser/{scheme,relative,authority,file,path}.rs`),
//! which returns a [`Step`]: continue, reprocess ("decrease pointer by 1"), continue at an offset
//! (after a run of code points taken at once), start over or return; or `Err` for failure.
//! The spec's *buffer* is a [`String`] in the scheme and path states; in the authority, host,
//! port, file host and query states it only ever collects input code points unchanged, so there
//! it is the input slice from `buf_start` to the pointer.

use crate::encoding::QueryEncoding;
use crate::error::{ParseError, Reporter, ValidationError as VE};
use crate::infra::without_tab_or_newline;
use crate::prelude::*;
use crate::record::UrlRecord;
use crate::url::Url;

mod authority;
mod file;
mod path;
mod relative;
mod scheme;

/// The states of the basic URL parser, named as the spec names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// <https://url.spec.whatwg.org/#scheme-start-state>
    SchemeStart,
    /// <https://url.spec.whatwg.org/#scheme-state>
    Scheme,
    /// <https://url.spec.whatwg.org/#no-scheme-state>
    NoScheme,
    /// <https://url.spec.whatwg.org/#special-relative-or-authority-state>
    SpecialRelativeOrAuthority,
    /// <https://url.spec.whatwg.org/#path-or-authority-state>
    PathOrAuthority,
    /// <https://url.spec.whatwg.org/#relative-state>
    Relative,
    /// <https://url.spec.whatwg.org/#relative-slash-state>
    RelativeSlash,
    /// <https://url.spec.whatwg.org/#special-authority-slashes-state>
    SpecialAuthoritySlashes,
    /// <https://url.spec.whatwg.org/#special-authority-ignore-slashes-state>
    SpecialAuthorityIgnoreSlashes,
    /// <https://url.spec.whatwg.org/#authority-state>
    Authority,
    /// <https://url.spec.whatwg.org/#host-state>
    Host,
    /// <https://url.spec.whatwg.org/#hostname-state>: the host state, except that a `:` is a
    /// failure. Only ever a state override (the parser itself goes to the host state).
    Hostname,
    /// <https://url.spec.whatwg.org/#port-state>
    Port,
    /// <https://url.spec.whatwg.org/#file-state>
    File,
    /// <https://url.spec.whatwg.org/#file-slash-state>
    FileSlash,
    /// <https://url.spec.whatwg.org/#file-host-state>
    FileHost,
    /// <https://url.spec.whatwg.org/#path-start-state>
    PathStart,
    /// <https://url.spec.whatwg.org/#path-state>
    Path,
    /// <https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state>
    OpaquePath,
    /// <https://url.spec.whatwg.org/#query-state>
    Query,
    /// <https://url.spec.whatwg.org/#fragment-state>
    Fragment,
}

/// The *state override* of the basic URL parser: the state it starts in, when a caller (the URL
/// class's setters, HTML's `Location` and hyperlink setters, …) runs it on an existing URL. Any
/// state the spec names. <https://url.spec.whatwg.org/#basic-url-parser-state-override>
pub type StateOverride = State;

#[inline]
fn char_at(input: &str, i: usize) -> Option<char> {
    match input.as_bytes().get(i) {
        Some(&b) if b < 0x80 => Some(char::from(b)),
        Some(_) => input.get(i..).and_then(|s| s.chars().next()),
        None => None,
    }
}

/// The [URL parser](https://url.spec.whatwg.org/#concept-url-parser) without an existing URL:
/// strips leading and trailing C0 control or space, then runs the state machine; `then` gets
/// the resulting record. (The blob URL entry step does not apply: there is no blob URL store.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Increase pointer by 1 and continue; after the EOF code point, go to the next step.
    Continue,
    /// "Decrease pointer by 1": the next run sees the same c.
    Reprocess,
    /// Continue with the code point at this offset: a fast path handled the whole run before it
    /// (each one as the state's "append c to buffer" step would), or the authority state went
    /// back to the start of its buffer.
    ContinueAt(usize),
    /// "Start over (from the first code point in input)".
    StartOver,
    /// "Return": the steps done so far stand (a state override was given).
    Return,
}

/// The variables of the basic URL parser, shared by the state functions (src/parser/*.rs).
///
/// Speed: every method that takes `self` must be inlined into [`Parser::run`] (the state
/// functions are, having one caller each; helpers with several callers are `#[inline]`). A call
/// left out of line, or a field whose address is passed on (which is why `buffer` is a
/// reference), makes the compiler keep the whole struct in memory instead of in registers: at
/// opt-level "s" that cost up to 2.4 KB of wasm and many loads and stores per code point.
struct Parser<'a, 'r> {
    /// input, without ASCII tab or newline.
    input: &'a str,
    base: Option<&'a Url>,
    url: &'a mut UrlRecord,
    state_override: Option<StateOverride>,
    /// The parser's encoding (used by the query state only).
    #[cfg_attr(not(feature = "encoding"), allow(dead_code))]
    encoding: QueryEncoding,
    reporter: &'a mut Reporter<'r>,
    /// Whether the reporter listens (when not, the fast paths skip the URL-unit checks).
    reporting: bool,
    /// Stop with success at the first state that cannot fail (see [`basic_url_parser_until`]).
    validity_only: bool,
    state: State,
    /// The buffer, in the scheme and path states.
    buffer: &'a mut String,
    /// Where the buffer starts in the authority, host, port, file host and query states, which
    /// only append input code points unchanged: there the buffer is `input[buf_start..pointer]`.
    buf_start: usize,
    at_sign_seen: bool,
    inside_brackets: bool,
    password_token_seen: bool,
    /// The [pointer](https://url.spec.whatwg.org/#pointer), a byte offset into input.
    pointer: usize,
    /// The offset after [c](https://url.spec.whatwg.org/#c), the code point the pointer points
    /// to: where remaining starts. Set by the loop before each run.
    c_end: usize,
}

/// <https://url.spec.whatwg.org/#concept-basic-url-parser>, on an existing `url` record.
/// Returns `Err` where the spec returns failure; `Ok` where it returns (with or without a URL).
pub(crate) fn basic_url_parser(
    input: &str,
    base: Option<&Url>,
    url: &mut UrlRecord,
    state_override: Option<StateOverride>,
    reporter: &mut Reporter<'_>,
) -> Result<(), ParseError> {
    basic_url_parser_until(
        input,
        base,
        url,
        state_override,
        crate::encoding::UTF_8,
        reporter,
        false,
    )
}

/// [`basic_url_parser`] with its *encoding* argument (`crate::encoding::UTF_8` is UTF-8; step 5,
/// "get an output encoding", is done by [`crate::encoding`] when the encoding is chosen). With
/// `validity_only` (and no state override, nothing to report), it stops with success where the
/// rest cannot fail: on entering the path start, path, opaque path, query or fragment state, none
/// of which returns failure. Only `can_parse` wants this: the record is then incomplete.
pub(crate) fn basic_url_parser_until(
    input: &str,
    base: Option<&Url>,
    url: &mut UrlRecord,
    state_override: Option<StateOverride>,
    encoding: QueryEncoding,
    reporter: &mut Reporter<'_>,
    validity_only: bool,
) -> Result<(), ParseError> {
    // 2-3. If input contains any ASCII tab or newline, invalid-URL-unit validation error.
    // Remove all ASCII tab or newline from input.
    let (first, without) = without_tab_or_newline(input);
    if let Some(at) = first {
        reporter.report(VE::InvalidUrlUnit, at);
        reporter.map_removed_tabs_and_newlines(input);
    }
    let input = without;
    // 6. Let buffer be the empty string (the record's buffer allocation, given back at the end).
    let mut buffer = core::mem::take(&mut url.buffer);
    buffer.clear();
    let mut parser = Parser {
        input: &input,
        base,
        url,
        state_override,
        encoding,
        reporting: reporter.is_active(),
        validity_only: validity_only && state_override.is_none() && !reporter.is_active(),
        reporter,
        // 4. Let state be state override if given, or scheme start state otherwise.
        state: state_override.unwrap_or(State::SchemeStart),
        buffer: &mut buffer,
        buf_start: 0,
        // 7. Let atSignSeen, insideBrackets, and passwordTokenSeen be false.
        at_sign_seen: false,
        inside_brackets: false,
        password_token_seen: false,
        // 8. Let pointer be a pointer for input.
        pointer: 0,
        c_end: 0,
    };
    let result = parser.run();
    // 10. Return url.
    url.buffer = buffer;
    result
}

impl<'a> Parser<'a, '_> {
    /// 9. Keep running the state machine: one run of the current state's function per step.
    #[inline]
    fn run(&mut self) -> Result<(), ParseError> {
        loop {
            // The path start state and the four after it (the last five states) never fail;
            // the href's length bound (offsets are u32) is then decided: the rest of the input
            // percent-encoded at most triples (the whole input's length: a bound that needs no
            // pointer arithmetic; in u64, where it cannot overflow).
            if self.validity_only && self.state as u8 >= State::PathStart as u8 {
                let bound = self.url.serialized_len() as u64 + 3 * self.input.len() as u64;
                if bound < u64::from(crate::OMITTED) {
                    return Ok(());
                }
                self.validity_only = false;
            }
            let c = char_at(self.input, self.pointer);
            self.c_end = self.pointer + c.map_or(0, char::len_utf8);
            let step = match self.state {
                State::SchemeStart => self.scheme_start_state(c),
                State::Scheme => self.scheme_state(c),
                State::NoScheme => self.no_scheme_state(c),
                State::SpecialRelativeOrAuthority => self.special_relative_or_authority_state(c),
                State::PathOrAuthority => self.path_or_authority_state(c),
                State::Relative => self.relative_state(c),
                State::RelativeSlash => self.relative_slash_state(c),
                State::SpecialAuthoritySlashes => self.special_authority_slashes_state(c),
                State::SpecialAuthorityIgnoreSlashes => {
                    self.special_authority_ignore_slashes_state(c)
                }
                State::Authority => self.authority_state(c),
                State::Host | State::Hostname => self.host_state(c),
                State::Port => self.port_state(c),
                State::File => self.file_state(c),
                State::FileSlash => self.file_slash_state(c),
                State::FileHost => self.file_host_state(c),
                State::PathStart => self.path_start_state(c),
                State::Path => self.path_state(c),
                State::OpaquePath => self.opaque_path_state(c),
                State::Query => self.query_state(c),
                State::Fragment => self.fragment_state(c),
            }?;
            match step {
                // If after a run pointer points to the EOF code point, go to the next step.
                // Otherwise, increase pointer by 1 and continue with the state machine.
                Step::Continue => match c {
                    Some(c) => self.pointer += c.len_utf8(),
                    None => return Ok(()),
                },
                Step::Reprocess => {}
                Step::ContinueAt(at) => self.pointer = at,
                Step::StartOver => self.pointer = 0,
                Step::Return => return Ok(()),
            }
        }
    }

    #[inline]
    fn has_override(&self) -> bool {
        self.state_override.is_some()
    }

    /// <https://url.spec.whatwg.org/#remaining>: the input after c.
    #[inline]
    fn remaining(&self) -> &'a str {
        self.input.get(self.c_end..).unwrap_or_default()
    }

    /// "Set url's query to the empty string and state to query state" (whose buffer starts after c).
    #[inline]
    fn start_query(&mut self) {
        self.url.query.set(Some(""));
        self.state = State::Query;
        self.buf_start = self.c_end;
    }

    /// "Set url's fragment to the empty string and state to fragment state."
    #[inline]
    fn start_fragment(&mut self) {
        self.url.fragment.set(Some(""));
        self.state = State::Fragment;
    }

    /// The buffer in the states where it is a slice of input (see `buf_start`).
    #[inline]
    fn buffered(&self) -> &'a str {
        self.input
            .get(self.buf_start..self.pointer)
            .unwrap_or_default()
    }
}
