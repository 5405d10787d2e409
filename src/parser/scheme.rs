//! The basic URL parser's scheme states: scheme start, scheme and no scheme.

use super::{Parser, State, Step};
use crate::components::{HostKind, SchemeType};
use crate::error::{ParseError, ValidationError as VE};
use crate::infra::run_end;
use crate::url::Url;

impl Parser<'_, '_> {
    /// <https://url.spec.whatwg.org/#scheme-start-state>
    pub(super) fn scheme_start_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        match c {
            // 1. If c is an ASCII alpha, append c, lowercased, to buffer, and set state to scheme state.
            Some(ch) if ch.is_ascii_alphabetic() => {
                self.buffer.push(ch.to_ascii_lowercase());
                self.state = State::Scheme;
                Ok(Step::Continue)
            }
            // 2. Otherwise, if state override is not given, set state to no scheme state
            //    and decrease pointer by 1.
            _ if !self.has_override() => {
                self.state = State::NoScheme;
                Ok(Step::Reprocess)
            }
            // 3. Otherwise, return failure.
            _ => Err(ParseError::SetterFailure),
        }
    }

    /// <https://url.spec.whatwg.org/#scheme-state>
    pub(super) fn scheme_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let has_override = self.has_override();
        let remaining = self.remaining();
        let url = &mut *self.url;
        let buffer = &mut *self.buffer;
        match c {
            // 1. If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E (.),
            //    append c, lowercased, to buffer.
            Some(ch) if ch.is_ascii_alphanumeric() || matches!(ch, '+' | '-' | '.') => {
                // Fast path: the whole run of such code points at once.
                let end = run_end(self.input, self.pointer, |b| {
                    !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
                });
                let run = self.input.get(self.pointer..end).unwrap_or_default();
                buffer.extend(run.chars().map(|ch| ch.to_ascii_lowercase()));
                Ok(Step::ContinueAt(end))
            }
            // 2. Otherwise, if c is U+003A (:), then:
            Some(':') => {
                let new_type = SchemeType::from_scheme(buffer);
                // 2.1. If state override is given, then:
                if has_override {
                    // If url's scheme is special and buffer is not (or the reverse), return.
                    if url.is_special() != new_type.is_special() {
                        return Ok(Step::Return);
                    }
                    // If url includes credentials or has a non-null port, and buffer is "file", return.
                    if (url.includes_credentials() || url.port.is_some())
                        && new_type == SchemeType::File
                    {
                        return Ok(Step::Return);
                    }
                    // If url's scheme is "file" and its host is an empty host, then return.
                    if url.scheme_type == SchemeType::File && url.host_kind == HostKind::Empty {
                        return Ok(Step::Return);
                    }
                }
                // 2.2. Set url's scheme to buffer.
                url.set_scheme(buffer);
                // 2.3. If state override is given: if url's port is url's scheme's default
                //      port, then set url's port to null. Return.
                if has_override {
                    if url.port.is_some() && url.port == url.scheme_type.default_port() {
                        url.port = None;
                    }
                    return Ok(Step::Return);
                }
                // 2.4. Set buffer to the empty string.
                buffer.clear();
                if url.scheme_type == SchemeType::File {
                    // 2.5. If remaining does not start with "//",
                    //      special-scheme-missing-following-solidus validation error.
                    if !remaining.starts_with("//") {
                        self.reporter
                            .report(VE::SpecialSchemeMissingFollowingSolidus, self.c_end);
                    }
                    self.state = State::File;
                } else if url.is_special() && self.base.is_some_and(|b| b.scheme() == url.scheme) {
                    // 2.6. Otherwise, if url is special, base is non-null, and base's scheme
                    //      is url's scheme: special relative or authority state.
                    self.state = State::SpecialRelativeOrAuthority;
                } else if url.is_special() {
                    // 2.7. Otherwise, if url is special: special authority slashes state.
                    self.state = State::SpecialAuthoritySlashes;
                } else if remaining.starts_with('/') {
                    // 2.8. Otherwise, if remaining starts with an U+002F (/), set state to
                    //      path or authority state and increase pointer by 1.
                    self.state = State::PathOrAuthority;
                    self.pointer += 1;
                } else {
                    // 2.9. Otherwise, set url's path to the empty string and set state to
                    //      opaque path state.
                    url.path.clear();
                    url.opaque_path = true;
                    self.state = State::OpaquePath;
                }
                Ok(Step::Continue)
            }
            // 3. Otherwise, if state override is not given, set buffer to the empty string,
            //    state to no scheme state, and start over (from the first code point in input).
            _ if !has_override => {
                buffer.clear();
                self.state = State::NoScheme;
                Ok(Step::StartOver)
            }
            // 4. Otherwise, return failure.
            _ => Err(ParseError::SetterFailure),
        }
    }

    /// <https://url.spec.whatwg.org/#no-scheme-state>
    pub(super) fn no_scheme_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let base_opaque = self.base.is_some_and(Url::has_opaque_path);
        let url = &mut *self.url;
        match self.base {
            // 1. If base is null, or base has an opaque path and c is not U+0023 (#),
            //    missing-scheme-non-relative-URL validation error, return failure.
            None => {
                self.reporter
                    .report(VE::MissingSchemeNonRelativeUrl, self.pointer);
                Err(ParseError::MissingSchemeNonRelativeUrl)
            }
            Some(_) if base_opaque && c != Some('#') => {
                self.reporter
                    .report(VE::MissingSchemeNonRelativeUrl, self.pointer);
                Err(ParseError::MissingSchemeNonRelativeUrl)
            }
            // 2. Otherwise, if base has an opaque path and c is U+0023 (#): copy scheme,
            //    path and query, set fragment to the empty string, fragment state.
            Some(b) if base_opaque => {
                url.set_scheme(b.scheme());
                url.path.clear();
                url.path.push_str(b.pathname());
                url.opaque_path = true;
                url.query.set(b.query());
                self.start_fragment();
                Ok(Step::Continue)
            }
            // 3. Otherwise, if base's scheme is not "file", relative state, decrease pointer.
            Some(b) if b.components().scheme_type != SchemeType::File => {
                self.state = State::Relative;
                Ok(Step::Reprocess)
            }
            // 4. Otherwise, file state, decrease pointer by 1.
            Some(_) => {
                self.state = State::File;
                Ok(Step::Reprocess)
            }
        }
    }
}
