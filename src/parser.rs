//! The basic URL parser: <https://url.spec.whatwg.org/#concept-basic-url-parser>.
//!
//! One loop over the input's code points, switching on [`State`] exactly as the spec does.
//! "Decrease pointer by 1" is written `reprocess = true` (the next run sees the same `c`).
//! The spec's *buffer* is a [`String`] in the scheme and path states; in the authority, host,
//! port, file host and query states it only ever collects input code points unchanged, so there
//! it is the input slice from `buf_start` to the pointer.

use crate::components::{HostKind, SchemeType};
use crate::error::{ParseError, Reporter, ValidationError as VE};
use crate::host::{host_parser, Host};
use crate::infra::{
    is_double_dot, is_normalized_windows_drive_letter, is_single_dot, is_url_code_point,
    is_windows_drive_letter, run_end, starts_with_windows_drive_letter, without_tab_or_newline,
};
use crate::percent_encode::{self as pe, EncodeSet};
use crate::record::{first_segment, UrlRecord};
use crate::url::Url;

/// The states of the basic URL parser, named as the spec names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
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
    /// <https://url.spec.whatwg.org/#host-state> (also the hostname state)
    Host,
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

/// The states a caller (the URL class's setters) may pass as *state override*.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StateOverride {
    SchemeStart,
    Host,
    Hostname,
    Port,
    PathStart,
    /// Only URLPattern's "canonicalize an opaque pathname" uses this one.
    #[cfg(feature = "urlpattern")]
    OpaquePath,
    Query,
    Fragment,
}

impl StateOverride {
    fn state(self) -> State {
        match self {
            StateOverride::SchemeStart => State::SchemeStart,
            StateOverride::Host | StateOverride::Hostname => State::Host,
            StateOverride::Port => State::Port,
            StateOverride::PathStart => State::PathStart,
            #[cfg(feature = "urlpattern")]
            StateOverride::OpaquePath => State::OpaquePath,
            StateOverride::Query => State::Query,
            StateOverride::Fragment => State::Fragment,
        }
    }
}

/// The code point at byte offset `i`, or `None` at the end (the spec's EOF code point).
#[inline]
fn char_at(input: &str, i: usize) -> Option<char> {
    match input.as_bytes().get(i) {
        Some(&b) if b < 0x80 => Some(char::from(b)),
        Some(_) => input.get(i..).and_then(|s| s.chars().next()),
        None => None,
    }
}

/// Whether `c` ends the authority, host or path: EOF, `/`, `?`, `#`, or `\` in a special URL.
fn ends_authority(c: Option<char>, special: bool) -> bool {
    match c {
        None | Some('/' | '?' | '#') => true,
        Some('\\') => special,
        Some(_) => false,
    }
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
    // 2-3. If input contains any ASCII tab or newline, invalid-URL-unit validation error.
    // Remove all ASCII tab or newline from input.
    let (first, input) = without_tab_or_newline(input);
    if let Some(at) = first {
        reporter.report(VE::InvalidUrlUnit, at);
    }
    let input: &str = &input;
    let has_override = state_override.is_some();
    // 4. Let state be state override if given, or scheme start state otherwise.
    let mut state = state_override.map_or(State::SchemeStart, StateOverride::state);
    // 6. Let buffer be the empty string (the record's scratch allocation, given back at the end).
    let mut buffer = core::mem::take(&mut url.scratch);
    buffer.clear();
    let mut buf_start = 0usize;
    // 7. Let atSignSeen, insideBrackets, and passwordTokenSeen be false.
    let mut at_sign_seen = false;
    let mut inside_brackets = false;
    let mut password_token_seen = false;
    // 8. Let pointer be a pointer for input.
    let mut pointer = 0usize;
    let reporting = reporter.is_active();

    // 9. Keep running the state machine.
    loop {
        let c = char_at(input, pointer);
        let c_len = c.map_or(0, char::len_utf8);
        let next = pointer + c_len;
        let remaining = input.get(next..).unwrap_or_default();
        let special = url.is_special();
        // "decrease pointer by 1": run again on the same c.
        let mut reprocess = false;
        // "increase pointer by 1" on top of the usual step.
        let mut skip_one = false;

        match state {
            State::SchemeStart => match c {
                // 1. If c is an ASCII alpha, append c, lowercased, to buffer, and set state to scheme state.
                Some(ch) if ch.is_ascii_alphabetic() => {
                    buffer.push(ch.to_ascii_lowercase());
                    state = State::Scheme;
                }
                // 2. Otherwise, if state override is not given, set state to no scheme state
                //    and decrease pointer by 1.
                _ if !has_override => {
                    state = State::NoScheme;
                    reprocess = true;
                }
                // 3. Otherwise, return failure.
                _ => return Err(ParseError::SetterFailure),
            },

            State::Scheme => match c {
                // 1. If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E (.),
                //    append c, lowercased, to buffer.
                Some(ch) if ch.is_ascii_alphanumeric() || matches!(ch, '+' | '-' | '.') => {
                    // Fast path: the whole run of such code points at once.
                    let end = run_end(input, pointer, |b| {
                        !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
                    });
                    let run = input.get(pointer..end).unwrap_or_default();
                    buffer.extend(run.chars().map(|ch| ch.to_ascii_lowercase()));
                    pointer = end;
                    continue;
                }
                // 2. Otherwise, if c is U+003A (:), then:
                Some(':') => {
                    let new_type = SchemeType::from_scheme(&buffer);
                    // 2.1. If state override is given, then:
                    if has_override {
                        // If url's scheme is special and buffer is not (or the reverse), return.
                        if url.is_special() != new_type.is_special() {
                            return Ok(());
                        }
                        // If url includes credentials or has a non-null port, and buffer is "file", return.
                        if (url.includes_credentials() || url.port.is_some())
                            && new_type == SchemeType::File
                        {
                            return Ok(());
                        }
                        // If url's scheme is "file" and its host is an empty host, then return.
                        if url.scheme_type == SchemeType::File && url.host_kind == HostKind::Empty {
                            return Ok(());
                        }
                    }
                    // 2.2. Set url's scheme to buffer.
                    url.set_scheme(&buffer);
                    // 2.3. If state override is given: if url's port is url's scheme's default
                    //      port, then set url's port to null. Return.
                    if has_override {
                        if url.port.is_some() && url.port == url.scheme_type.default_port() {
                            url.port = None;
                        }
                        return Ok(());
                    }
                    // 2.4. Set buffer to the empty string.
                    buffer.clear();
                    if url.scheme_type == SchemeType::File {
                        // 2.5. If remaining does not start with "//",
                        //      special-scheme-missing-following-solidus validation error.
                        if !remaining.starts_with("//") {
                            reporter.report(VE::SpecialSchemeMissingFollowingSolidus, next);
                        }
                        state = State::File;
                    } else if url.is_special() && base.is_some_and(|b| b.scheme() == url.scheme) {
                        // 2.6. Otherwise, if url is special, base is non-null, and base's scheme
                        //      is url's scheme: special relative or authority state.
                        state = State::SpecialRelativeOrAuthority;
                    } else if url.is_special() {
                        // 2.7. Otherwise, if url is special: special authority slashes state.
                        state = State::SpecialAuthoritySlashes;
                    } else if remaining.starts_with('/') {
                        // 2.8. Otherwise, if remaining starts with an U+002F (/), set state to
                        //      path or authority state and increase pointer by 1.
                        state = State::PathOrAuthority;
                        skip_one = true;
                    } else {
                        // 2.9. Otherwise, set url's path to the empty string and set state to
                        //      opaque path state.
                        url.path.clear();
                        url.opaque_path = true;
                        state = State::OpaquePath;
                    }
                }
                // 3. Otherwise, if state override is not given, set buffer to the empty string,
                //    state to no scheme state, and start over (from the first code point in input).
                _ if !has_override => {
                    buffer.clear();
                    state = State::NoScheme;
                    pointer = 0;
                    continue;
                }
                // 4. Otherwise, return failure.
                _ => return Err(ParseError::SetterFailure),
            },

            State::NoScheme => {
                let base_opaque = base.is_some_and(Url::has_opaque_path);
                match base {
                    // 1. If base is null, or base has an opaque path and c is not U+0023 (#),
                    //    missing-scheme-non-relative-URL validation error, return failure.
                    None => {
                        reporter.report(VE::MissingSchemeNonRelativeUrl, pointer);
                        return Err(ParseError::MissingSchemeNonRelativeUrl);
                    }
                    Some(_) if base_opaque && c != Some('#') => {
                        reporter.report(VE::MissingSchemeNonRelativeUrl, pointer);
                        return Err(ParseError::MissingSchemeNonRelativeUrl);
                    }
                    // 2. Otherwise, if base has an opaque path and c is U+0023 (#): copy scheme,
                    //    path and query, set fragment to the empty string, fragment state.
                    Some(b) if base_opaque => {
                        url.set_scheme(b.scheme());
                        url.path.clear();
                        url.path.push_str(b.pathname());
                        url.opaque_path = true;
                        url.query.set(b.query());
                        url.fragment.set(Some(""));
                        state = State::Fragment;
                    }
                    // 3. Otherwise, if base's scheme is not "file", relative state, decrease pointer.
                    Some(b) if b.components().scheme_type != SchemeType::File => {
                        state = State::Relative;
                        reprocess = true;
                    }
                    // 4. Otherwise, file state, decrease pointer by 1.
                    Some(_) => {
                        state = State::File;
                        reprocess = true;
                    }
                }
            }

            State::SpecialRelativeOrAuthority => {
                // 1. If c is U+002F (/) and remaining starts with U+002F (/), special authority
                //    ignore slashes state, increase pointer by 1.
                if c == Some('/') && remaining.starts_with('/') {
                    state = State::SpecialAuthorityIgnoreSlashes;
                    skip_one = true;
                } else {
                    // 2. Otherwise, special-scheme-missing-following-solidus validation error,
                    //    relative state, decrease pointer by 1.
                    reporter.report(VE::SpecialSchemeMissingFollowingSolidus, pointer);
                    state = State::Relative;
                    reprocess = true;
                }
            }

            State::PathOrAuthority => {
                // 1. If c is U+002F (/), then set state to authority state.
                if c == Some('/') {
                    state = State::Authority;
                    buf_start = next;
                } else {
                    // 2. Otherwise, path state, decrease pointer by 1.
                    state = State::Path;
                    reprocess = true;
                }
            }

            State::Relative => {
                let Some(b) = base else {
                    return Err(ParseError::MissingSchemeNonRelativeUrl);
                };
                // 2. Set url's scheme to base's scheme.
                url.set_scheme(b.scheme());
                let special = url.is_special();
                match c {
                    // 3. If c is U+002F (/), then set state to relative slash state.
                    Some('/') => state = State::RelativeSlash,
                    // 4. Otherwise, if url is special and c is U+005C (\),
                    //    invalid-reverse-solidus validation error, relative slash state.
                    Some('\\') if special => {
                        reporter.report(VE::InvalidReverseSolidus, pointer);
                        state = State::RelativeSlash;
                    }
                    // 5. Otherwise: copy username, password, host, port, path and query from base.
                    _ => {
                        copy_authority(url, b);
                        url.path.clear();
                        url.path.push_str(b.pathname());
                        url.opaque_path = false;
                        url.query.set(b.query());
                        match c {
                            // 5.2. If c is U+003F (?): query to the empty string, query state.
                            Some('?') => {
                                url.query.set(Some(""));
                                state = State::Query;
                                buf_start = next;
                            }
                            // 5.3. Otherwise, if c is U+0023 (#): fragment to "", fragment state.
                            Some('#') => {
                                url.fragment.set(Some(""));
                                state = State::Fragment;
                            }
                            // 5.4. Otherwise, if c is not the EOF code point: query to null,
                            //      shorten url's path, path state, decrease pointer by 1.
                            Some(_) => {
                                url.query.set(None);
                                url.shorten_path();
                                state = State::Path;
                                reprocess = true;
                            }
                            None => {}
                        }
                    }
                }
            }

            State::RelativeSlash => {
                if special && matches!(c, Some('/' | '\\')) {
                    // 1. If url is special and c is U+002F (/) or U+005C (\): report a
                    //    backslash, then special authority ignore slashes state.
                    if c == Some('\\') {
                        reporter.report(VE::InvalidReverseSolidus, pointer);
                    }
                    state = State::SpecialAuthorityIgnoreSlashes;
                } else if c == Some('/') {
                    // 2. Otherwise, if c is U+002F (/), then set state to authority state.
                    state = State::Authority;
                    buf_start = next;
                } else {
                    // 3. Otherwise, copy username, password, host and port from base;
                    //    path state, decrease pointer by 1.
                    if let Some(b) = base {
                        copy_authority(url, b);
                    }
                    state = State::Path;
                    reprocess = true;
                }
            }

            State::SpecialAuthoritySlashes => {
                // 1. If c is U+002F (/) and remaining starts with U+002F (/): special authority
                //    ignore slashes state, increase pointer by 1.
                if c == Some('/') && remaining.starts_with('/') {
                    state = State::SpecialAuthorityIgnoreSlashes;
                    skip_one = true;
                } else {
                    // 2. Otherwise, special-scheme-missing-following-solidus validation error,
                    //    special authority ignore slashes state, decrease pointer by 1.
                    reporter.report(VE::SpecialSchemeMissingFollowingSolidus, pointer);
                    state = State::SpecialAuthorityIgnoreSlashes;
                    reprocess = true;
                }
            }

            State::SpecialAuthorityIgnoreSlashes => {
                // 1. If c is neither U+002F (/) nor U+005C (\), then set state to authority
                //    state and decrease pointer by 1.
                if !matches!(c, Some('/' | '\\')) {
                    state = State::Authority;
                    buf_start = pointer;
                    reprocess = true;
                } else {
                    // 2. Otherwise, special-scheme-missing-following-solidus validation error.
                    reporter.report(VE::SpecialSchemeMissingFollowingSolidus, pointer);
                }
            }

            State::Authority => {
                if c == Some('@') {
                    // 1. If c is U+0040 (@), then: invalid-credentials validation error.
                    reporter.report(VE::InvalidCredentials, pointer);
                    // 1.2. If atSignSeen is true, then prepend "%40" to buffer.
                    if at_sign_seen {
                        let target = if password_token_seen {
                            &mut url.password
                        } else {
                            &mut url.username
                        };
                        target.push_str("%40");
                    }
                    // 1.3. Set atSignSeen to true.
                    at_sign_seen = true;
                    // 1.4. For each codePoint in buffer: the first ':' switches to the password;
                    //      everything else is UTF-8 percent-encoded with the userinfo set.
                    let buf = input.get(buf_start..pointer).unwrap_or_default();
                    for code_point in buf.chars() {
                        if code_point == ':' && !password_token_seen {
                            password_token_seen = true;
                            continue;
                        }
                        let target = if password_token_seen {
                            &mut url.password
                        } else {
                            &mut url.username
                        };
                        pe::utf8_percent_encode_char(code_point, pe::USERINFO, target);
                    }
                    // 1.5. Set buffer to the empty string.
                    buf_start = next;
                } else if ends_authority(c, special) {
                    // 2. If atSignSeen is true and buffer is the empty string, host-missing
                    //    validation error, return failure.
                    if at_sign_seen && buf_start == pointer {
                        reporter.report(VE::HostMissing, pointer);
                        return Err(ParseError::HostMissing);
                    }
                    // 2.2. Decrease pointer by buffer's code point length + 1, set buffer to
                    //      the empty string, and set state to host state.
                    pointer = buf_start;
                    state = State::Host;
                    continue;
                }
                // 3. Otherwise, append c to buffer (fast path: up to the next byte that matters).
                pointer = run_end(input, next, |b| {
                    matches!(b, b'@' | b'/' | b'?' | b'#' | b'\\')
                });
                continue;
            }

            State::Host => {
                let buf = input.get(buf_start..pointer).unwrap_or_default();
                if has_override && url.scheme_type == SchemeType::File {
                    // 1. If state override is given and url's scheme is "file", then decrease
                    //    pointer by 1 and set state to file host state.
                    state = State::FileHost;
                    reprocess = true;
                } else if c == Some(':') && !inside_brackets {
                    // 2. Otherwise, if c is U+003A (:) and insideBrackets is false:
                    // 2.1. If buffer is the empty string, host-missing validation error, return failure.
                    if buf.is_empty() {
                        reporter.report(VE::HostMissing, pointer);
                        return Err(ParseError::HostMissing);
                    }
                    // 2.2. If state override is given and state override is hostname state,
                    //      then return failure.
                    if state_override == Some(StateOverride::Hostname) {
                        return Err(ParseError::SetterFailure);
                    }
                    // 2.3-2.5. Host-parse buffer with url is not special; set url's host.
                    let host = parse_host(buf, buf_start, !special, reporter)?;
                    url.set_host(&host);
                    buf_start = next;
                    state = State::Port;
                } else if ends_authority(c, special) {
                    // 3. Otherwise, if c is EOF, /, ?, # (or \ when special): decrease pointer by 1.
                    reprocess = true;
                    // 3.1. If url is special and buffer is the empty string, host-missing
                    //      validation error, return failure.
                    if special && buf.is_empty() {
                        reporter.report(VE::HostMissing, pointer);
                        return Err(ParseError::HostMissing);
                    }
                    // 3.2. Otherwise, if state override is given, buffer is the empty string,
                    //      and either url includes credentials or url's port is non-null, return failure.
                    if has_override
                        && buf.is_empty()
                        && (url.includes_credentials() || url.port.is_some())
                    {
                        return Err(ParseError::SetterFailure);
                    }
                    // 3.3-3.5. Host-parse buffer; set url's host; path start state.
                    let host = parse_host(buf, buf_start, !special, reporter)?;
                    url.set_host(&host);
                    state = State::PathStart;
                    // 3.6. If state override is given, then return.
                    if has_override {
                        return Ok(());
                    }
                } else {
                    // 4. Otherwise: track brackets; append c to buffer.
                    if c == Some('[') {
                        inside_brackets = true;
                    }
                    if c == Some(']') {
                        inside_brackets = false;
                    }
                    // Fast path: up to the next byte that matters.
                    pointer = run_end(input, next, |b| {
                        matches!(b, b':' | b'[' | b']' | b'/' | b'?' | b'#' | b'\\')
                    });
                    continue;
                }
            }

            State::Port => {
                let is_digit = c.is_some_and(|ch| ch.is_ascii_digit());
                if is_digit {
                    // 1. If c is an ASCII digit, append c to buffer (fast path: all digits).
                    pointer = run_end(input, next, |b| !b.is_ascii_digit());
                    continue;
                } else if ends_authority(c, special) || has_override {
                    // 2. Otherwise, if c is EOF, /, ?, # (or \ when special), or state override is given:
                    let buf = input.get(buf_start..pointer).unwrap_or_default();
                    if !buf.is_empty() {
                        // 2.1. Let port be the value of buffer; if it is not a 16-bit unsigned
                        //      integer, port-out-of-range validation error, return failure.
                        let Some(port) = parse_port(buf) else {
                            reporter.report(VE::PortOutOfRange, buf_start);
                            return Err(ParseError::PortOutOfRange);
                        };
                        // 2.2. Set url's port to null if it is the default port, else to port.
                        url.port = (Some(port) != url.scheme_type.default_port()).then_some(port);
                        // 2.3. Set buffer to the empty string.
                        buf_start = pointer;
                        // 2.4. If state override is given, then return.
                        if has_override {
                            return Ok(());
                        }
                    }
                    // 2.5. If state override is given, then return failure.
                    if has_override {
                        return Err(ParseError::SetterFailure);
                    }
                    // 2.6. Set state to path start state and decrease pointer by 1.
                    state = State::PathStart;
                    reprocess = true;
                } else {
                    // 3. Otherwise, port-invalid validation error, return failure.
                    reporter.report(VE::PortInvalid, pointer);
                    return Err(ParseError::PortInvalid);
                }
            }

            State::File => {
                // 1-2. Set url's scheme to "file" and url's host to the empty string.
                url.set_scheme("file");
                url.set_empty_host();
                if matches!(c, Some('/' | '\\')) {
                    // 3. If c is U+002F (/) or U+005C (\): report a backslash; file slash state.
                    if c == Some('\\') {
                        reporter.report(VE::InvalidReverseSolidus, pointer);
                    }
                    state = State::FileSlash;
                } else if let Some(b) =
                    base.filter(|b| b.components().scheme_type == SchemeType::File)
                {
                    // 4. Otherwise, if base is non-null and base's scheme is "file":
                    // 4.1. Set url's host to base's host, path to a clone of base's path, query to base's query.
                    url.set_host_serialized(b.host_serialized(), b.components().host_kind);
                    url.path.clear();
                    url.path.push_str(b.pathname());
                    url.opaque_path = false;
                    url.query.set(b.query());
                    match c {
                        // 4.2. If c is U+003F (?): query to the empty string, query state.
                        Some('?') => {
                            url.query.set(Some(""));
                            state = State::Query;
                            buf_start = next;
                        }
                        // 4.3. Otherwise, if c is U+0023 (#): fragment to "", fragment state.
                        Some('#') => {
                            url.fragment.set(Some(""));
                            state = State::Fragment;
                        }
                        // 4.4. Otherwise, if c is not the EOF code point:
                        Some(_) => {
                            // 4.4.1. Set url's query to null.
                            url.query.set(None);
                            // 4.4.2. If the code point substring from pointer to the end of input
                            //        does not start with a Windows drive letter, shorten url's path.
                            if !starts_with_windows_drive_letter(
                                input.get(pointer..).unwrap_or_default(),
                            ) {
                                url.shorten_path();
                            } else {
                                // 4.4.3. Otherwise: file-invalid-Windows-drive-letter validation
                                //        error; set url's path to « ».
                                reporter.report(VE::FileInvalidWindowsDriveLetter, pointer);
                                url.path.clear();
                            }
                            // 4.4.4. Set state to path state and decrease pointer by 1.
                            state = State::Path;
                            reprocess = true;
                        }
                        None => {}
                    }
                } else {
                    // 5. Otherwise, set state to path state, and decrease pointer by 1.
                    state = State::Path;
                    reprocess = true;
                }
            }

            State::FileSlash => {
                if matches!(c, Some('/' | '\\')) {
                    // 1. If c is U+002F (/) or U+005C (\): report a backslash; file host state.
                    if c == Some('\\') {
                        reporter.report(VE::InvalidReverseSolidus, pointer);
                    }
                    state = State::FileHost;
                    buf_start = next;
                } else {
                    // 2. Otherwise: if base is non-null and base's scheme is "file":
                    if let Some(b) = base.filter(|b| b.components().scheme_type == SchemeType::File)
                    {
                        // 2.1.1. Set url's host to base's host.
                        url.set_host_serialized(b.host_serialized(), b.components().host_kind);
                        // 2.1.2. If the code point substring from pointer to the end of input does
                        //        not start with a Windows drive letter and base's path[0] is a
                        //        normalized Windows drive letter, append base's path[0] to url's path.
                        if !starts_with_windows_drive_letter(
                            input.get(pointer..).unwrap_or_default(),
                        ) {
                            if let Some(first) = first_segment(b.pathname())
                                .filter(|s| is_normalized_windows_drive_letter(s))
                            {
                                url.push_segment(first);
                            }
                        }
                    }
                    // 2.2. Set state to path state, and decrease pointer by 1.
                    state = State::Path;
                    reprocess = true;
                }
            }

            State::FileHost => {
                if matches!(c, None | Some('/' | '\\' | '?' | '#')) {
                    // 1. If c is EOF, /, \, ?, or #, then decrease pointer by 1 and then:
                    reprocess = true;
                    let buf = input.get(buf_start..pointer).unwrap_or_default();
                    if !has_override && is_windows_drive_letter(buf) {
                        // 1.1. If state override is not given and buffer is a Windows drive letter,
                        //      file-invalid-Windows-drive-letter-host validation error, path state.
                        //      (buffer is not reset: the path state uses it.)
                        reporter.report(VE::FileInvalidWindowsDriveLetterHost, buf_start);
                        buffer.clear();
                        buffer.push_str(buf);
                        state = State::Path;
                    } else if buf.is_empty() {
                        // 1.2. Otherwise, if buffer is the empty string: set url's host to the
                        //      empty string; if state override is given, return; path start state.
                        url.set_empty_host();
                        if has_override {
                            return Ok(());
                        }
                        state = State::PathStart;
                    } else {
                        // 1.3. Otherwise: host-parse buffer with url is not special.
                        let mut host = parse_host(buf, buf_start, !special, reporter)?;
                        // 1.3.3. If host is "localhost", then set host to the empty string.
                        if matches!(&host, Host::Domain(d) if d == "localhost") {
                            host = Host::Empty;
                        }
                        url.set_host(&host);
                        // 1.3.5. If state override is given, then return.
                        if has_override {
                            return Ok(());
                        }
                        // 1.3.6. Set buffer to the empty string and state to path start state.
                        state = State::PathStart;
                    }
                } else {
                    // 2. Otherwise, append c to buffer (fast path: up to the next byte that matters).
                    pointer = run_end(input, next, |b| matches!(b, b'/' | b'\\' | b'?' | b'#'));
                    continue;
                }
            }

            State::PathStart => {
                if special {
                    // 1. If url is special: report a backslash; path state; if c is neither
                    //    U+002F (/) nor U+005C (\), decrease pointer by 1.
                    if c == Some('\\') {
                        reporter.report(VE::InvalidReverseSolidus, pointer);
                    }
                    state = State::Path;
                    if !matches!(c, Some('/' | '\\')) {
                        reprocess = true;
                    }
                } else if !has_override && c == Some('?') {
                    // 2. Otherwise, if state override is not given and c is U+003F (?): query
                    //    to the empty string, query state.
                    url.query.set(Some(""));
                    state = State::Query;
                    buf_start = next;
                } else if !has_override && c == Some('#') {
                    // 3. Otherwise, if state override is not given and c is U+0023 (#):
                    //    fragment to the empty string, fragment state.
                    url.fragment.set(Some(""));
                    state = State::Fragment;
                } else if c.is_some() {
                    // 4. Otherwise, if c is not the EOF code point: path state; if c is not
                    //    U+002F (/), decrease pointer by 1.
                    state = State::Path;
                    if c != Some('/') {
                        reprocess = true;
                    }
                } else if has_override && url.host.is_null() {
                    // 5. Otherwise, if state override is given and url's host is null, append
                    //    the empty string to url's path.
                    url.push_segment("");
                }
            }

            State::Path => {
                let slash = c == Some('/') || (special && c == Some('\\'));
                if c.is_none() || slash || (!has_override && matches!(c, Some('?' | '#'))) {
                    // 1. If url is special and c is U+005C (\), invalid-reverse-solidus.
                    if special && c == Some('\\') {
                        reporter.report(VE::InvalidReverseSolidus, pointer);
                    }
                    if is_double_dot(&buffer) {
                        // 1.2. If buffer is a double-dot URL path segment: shorten url's path;
                        //      if c is not a slash, append the empty string to url's path.
                        url.shorten_path();
                        if !slash {
                            url.push_segment("");
                        }
                    } else if is_single_dot(&buffer) {
                        // 1.3. Otherwise, if buffer is a single-dot URL path segment and c is
                        //      not a slash, append the empty string to url's path.
                        if !slash {
                            url.push_segment("");
                        }
                    } else {
                        // 1.4. Otherwise, if buffer is not a single-dot URL path segment:
                        // 1.4.1. If url's scheme is "file", url's path is empty, and buffer is a
                        //        Windows drive letter, replace the second code point with U+003A (:).
                        if url.scheme_type == SchemeType::File
                            && url.path.is_empty()
                            && is_windows_drive_letter(&buffer)
                        {
                            buffer.replace_range(1..2, ":");
                        }
                        // 1.4.2. Append buffer to url's path.
                        url.push_segment(&buffer);
                    }
                    // 1.5. Set buffer to the empty string.
                    buffer.clear();
                    match c {
                        // 1.6. If c is U+003F (?): query to the empty string, query state.
                        Some('?') if !has_override => {
                            url.query.set(Some(""));
                            state = State::Query;
                            buf_start = next;
                        }
                        // 1.7. If c is U+0023 (#): fragment to the empty string, fragment state.
                        Some('#') if !has_override => {
                            url.fragment.set(Some(""));
                            state = State::Fragment;
                        }
                        _ => {}
                    }
                } else if let Some(ch) = c {
                    // 2. Otherwise: report invalid URL units; UTF-8 percent-encode c using the
                    //    path percent-encode set and append the result to buffer.
                    if reporting {
                        report_url_unit(reporter, ch, pointer, remaining);
                        pe::utf8_percent_encode_char(ch, pe::PATH, &mut buffer);
                    } else {
                        // Fast path (nothing to report): the run up to the next byte that
                        // could end the segment, encoded at once.
                        let end = run_end(input, next, |b| matches!(b, b'/' | b'\\' | b'?' | b'#'));
                        pe::utf8_percent_encode(
                            input.get(pointer..end).unwrap_or_default(),
                            pe::PATH,
                            &mut buffer,
                        );
                        pointer = end;
                        continue;
                    }
                }
            }

            State::OpaquePath => match c {
                // 1. If c is U+003F (?): query to the empty string, query state.
                Some('?') => {
                    url.query.set(Some(""));
                    state = State::Query;
                    buf_start = next;
                }
                // 2. Otherwise, if c is U+0023 (#): fragment to the empty string, fragment state.
                Some('#') => {
                    url.fragment.set(Some(""));
                    state = State::Fragment;
                }
                // 3. Otherwise, if c is U+0020 SPACE: invalid-URL-unit validation error; if
                //    remaining starts with ? or #, append "%20" to url's path, else a space.
                Some(' ') => {
                    reporter.report(VE::InvalidUrlUnit, pointer);
                    if remaining.starts_with(['?', '#']) {
                        url.path.push_str("%20");
                    } else {
                        url.path.push(' ');
                    }
                }
                // 4. Otherwise, if c is not the EOF code point: report invalid URL units;
                //    UTF-8 percent-encode c using the C0 control percent-encode set.
                Some(ch) => {
                    if reporting {
                        report_url_unit(reporter, ch, pointer, remaining);
                        pe::utf8_percent_encode_char(ch, pe::C0_CONTROL, &mut url.path);
                    } else {
                        // Fast path (nothing to report): the run up to the next ?, # or space.
                        let end = run_end(input, next, |b| matches!(b, b'?' | b'#' | b' '));
                        pe::utf8_percent_encode(
                            input.get(pointer..end).unwrap_or_default(),
                            pe::C0_CONTROL,
                            &mut url.path,
                        );
                        pointer = end;
                        continue;
                    }
                }
                None => {}
            },

            State::Query => {
                // (The encoding is always UTF-8 here.)
                if c.is_none() || (!has_override && c == Some('#')) {
                    // 2. If state override is not given and c is U+0023 (#), or c is EOF:
                    // 2.1. Let queryPercentEncodeSet be the special-query percent-encode set if
                    //      url is special; otherwise the query percent-encode set.
                    let set: EncodeSet = if special {
                        pe::SPECIAL_QUERY
                    } else {
                        pe::QUERY
                    };
                    // 2.2. Percent-encode after encoding buffer and append it to url's query.
                    let buf = input.get(buf_start..pointer).unwrap_or_default();
                    let query = url.query.make_present();
                    pe::utf8_percent_encode(buf, set, query);
                    // 2.3. Set buffer to the empty string.
                    buf_start = pointer;
                    // 2.4. If c is U+0023 (#): fragment to the empty string, fragment state.
                    if c == Some('#') {
                        url.fragment.set(Some(""));
                        state = State::Fragment;
                    }
                } else if let Some(ch) = c {
                    // 3. Otherwise, if c is not the EOF code point: report invalid URL units;
                    //    append c to buffer.
                    if reporting {
                        report_url_unit(reporter, ch, pointer, remaining);
                    } else {
                        // Fast path (nothing to report): up to the next # (or the end).
                        pointer = run_end(input, next, |b| b == b'#');
                        continue;
                    }
                }
            }

            State::Fragment => {
                // 1. If c is not the EOF code point: report invalid URL units; UTF-8
                //    percent-encode c using the fragment percent-encode set; append to fragment.
                //    The fragment runs to the end of input, so the rest is encoded in one go.
                if c.is_some() {
                    let rest = input.get(pointer..).unwrap_or_default();
                    if reporting {
                        for (i, ch) in rest.char_indices() {
                            let after = rest.get(i + ch.len_utf8()..).unwrap_or_default();
                            report_url_unit(reporter, ch, pointer + i, after);
                        }
                    }
                    let fragment = url.fragment.make_present();
                    pe::utf8_percent_encode(rest, pe::FRAGMENT, fragment);
                    pointer = input.len();
                    continue;
                }
            }
        }

        if reprocess {
            continue;
        }
        // If after a run pointer points to the EOF code point, go to the next step.
        // Otherwise, increase pointer by 1 and continue with the state machine.
        if c.is_none() {
            break;
        }
        pointer = next + usize::from(skip_one);
    }
    // 10. Return url.
    url.scratch = buffer;
    Ok(())
}

/// The URL-unit checks of the path, opaque path, query and fragment states (reporting only):
/// "If c is not a URL code point and not U+0025 (%), invalid-URL-unit validation error. If c is
/// U+0025 (%) and remaining does not start with two ASCII hex digits, invalid-URL-unit validation error."
fn report_url_unit(reporter: &mut Reporter<'_>, c: char, at: usize, remaining: &str) {
    if !is_url_code_point(c) && c != '%' {
        reporter.report(VE::InvalidUrlUnit, at);
    }
    if c == '%'
        && !matches!(remaining.as_bytes(), [a, b, ..] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit())
    {
        reporter.report(VE::InvalidUrlUnit, at);
    }
}

/// Copy username, password, host and port from `base` (relative and relative slash states).
fn copy_authority(url: &mut UrlRecord, base: &Url) {
    url.username.clear();
    url.username.push_str(base.username());
    url.password.clear();
    url.password.push_str(base.password());
    url.set_host_serialized(base.host_serialized(), base.components().host_kind);
    url.port = base.port_number();
}

/// Run the host parser on the buffer that starts at `start`, reporting positions in the input.
fn parse_host(
    buffer: &str,
    start: usize,
    is_opaque: bool,
    reporter: &mut Reporter<'_>,
) -> Result<Host, ParseError> {
    let saved = reporter.base;
    reporter.base = saved.saturating_add(start);
    let host = host_parser(buffer, is_opaque, reporter);
    reporter.base = saved;
    Ok(host?)
}

/// A port made of ASCII digits: its value if it is a 16-bit unsigned integer.
fn parse_port(digits: &str) -> Option<u16> {
    let mut value: u32 = 0;
    for b in digits.bytes() {
        value = value
            .checked_mul(10)?
            .checked_add(u32::from(b.wrapping_sub(b'0')))?;
        if value > u32::from(u16::MAX) {
            return None;
        }
    }
    u16::try_from(value).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ports() {
        assert_eq!(parse_port("0"), Some(0));
        assert_eq!(parse_port("00080"), Some(80));
        assert_eq!(parse_port("65535"), Some(65535));
        assert_eq!(parse_port("65536"), None);
        assert_eq!(parse_port("99999999999999999999999"), None);
    }
}
