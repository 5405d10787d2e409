//! The basic URL parser's states between the scheme and the authority: special relative or
//! authority, path or authority, relative, relative slash, special authority slashes and special
//! authority ignore slashes.

use super::{Parser, State, Step};
use crate::error::{ParseError, ValidationError as VE};
use crate::record::UrlRecord;
use crate::url::Url;

impl Parser<'_, '_> {
    /// <https://url.spec.whatwg.org/#special-relative-or-authority-state>
    pub(super) fn special_relative_or_authority_state(
        &mut self,
        c: Option<char>,
    ) -> Result<Step, ParseError> {
        // 1. If c is U+002F (/) and remaining starts with U+002F (/), special authority
        //    ignore slashes state, increase pointer by 1.
        // 2. Otherwise, special-scheme-missing-following-solidus validation error,
        //    relative state, decrease pointer by 1.
        Ok(self.two_slashes_or(c, State::Relative))
    }

    /// <https://url.spec.whatwg.org/#path-or-authority-state>
    pub(super) fn path_or_authority_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        // 1. If c is U+002F (/), then set state to authority state.
        if c == Some('/') {
            self.state = State::Authority;
            self.buf_start = self.c_end;
            Ok(Step::Continue)
        } else {
            // 2. Otherwise, path state, decrease pointer by 1.
            self.state = State::Path;
            Ok(Step::Reprocess)
        }
    }

    /// <https://url.spec.whatwg.org/#relative-state>
    pub(super) fn relative_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let Some(b) = self.base else {
            return Err(ParseError::MissingSchemeNonRelativeUrl);
        };
        let url = &mut *self.url;
        // 2. Set url's scheme to base's scheme.
        url.set_scheme(b.scheme());
        let special = url.is_special();
        match c {
            // 3. If c is U+002F (/), then set state to relative slash state.
            Some('/') => self.state = State::RelativeSlash,
            // 4. Otherwise, if url is special and c is U+005C (\),
            //    invalid-reverse-solidus validation error, relative slash state.
            Some('\\') if special => {
                self.reporter
                    .report(VE::InvalidReverseSolidus, self.pointer);
                self.state = State::RelativeSlash;
            }
            // 5. Otherwise: copy username, password, host, port, path and query from base.
            _ => {
                copy_authority(url, b);
                copy_path_and_query(url, b);
                match c {
                    // 5.2. If c is U+003F (?): query to the empty string, query state.
                    Some('?') => self.start_query(),
                    // 5.3. Otherwise, if c is U+0023 (#): fragment to "", fragment state.
                    Some('#') => self.start_fragment(),
                    // 5.4. Otherwise, if c is not the EOF code point: query to null,
                    //      shorten url's path, path state, decrease pointer by 1.
                    Some(_) => {
                        url.query.set(None);
                        url.shorten_path();
                        self.state = State::Path;
                        return Ok(Step::Reprocess);
                    }
                    None => {}
                }
            }
        }
        Ok(Step::Continue)
    }

    /// <https://url.spec.whatwg.org/#relative-slash-state>
    pub(super) fn relative_slash_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        if self.url.is_special() && matches!(c, Some('/' | '\\')) {
            // 1. If url is special and c is U+002F (/) or U+005C (\): report a
            //    backslash, then special authority ignore slashes state.
            if c == Some('\\') {
                self.reporter
                    .report(VE::InvalidReverseSolidus, self.pointer);
            }
            self.state = State::SpecialAuthorityIgnoreSlashes;
            Ok(Step::Continue)
        } else if c == Some('/') {
            // 2. Otherwise, if c is U+002F (/), then set state to authority state.
            self.state = State::Authority;
            self.buf_start = self.c_end;
            Ok(Step::Continue)
        } else {
            // 3. Otherwise, copy username, password, host and port from base;
            //    path state, decrease pointer by 1.
            if let Some(b) = self.base {
                copy_authority(self.url, b);
            }
            self.state = State::Path;
            Ok(Step::Reprocess)
        }
    }

    /// <https://url.spec.whatwg.org/#special-authority-slashes-state>
    pub(super) fn special_authority_slashes_state(
        &mut self,
        c: Option<char>,
    ) -> Result<Step, ParseError> {
        // 1. If c is U+002F (/) and remaining starts with U+002F (/): special authority
        //    ignore slashes state, increase pointer by 1.
        // 2. Otherwise, special-scheme-missing-following-solidus validation error,
        //    special authority ignore slashes state, decrease pointer by 1.
        Ok(self.two_slashes_or(c, State::SpecialAuthorityIgnoreSlashes))
    }

    /// The steps the special relative or authority and special authority slashes states share;
    /// `otherwise` is the state step 2 sets.
    #[inline]
    fn two_slashes_or(&mut self, c: Option<char>, otherwise: State) -> Step {
        if c == Some('/') && self.remaining().starts_with('/') {
            self.state = State::SpecialAuthorityIgnoreSlashes;
            self.pointer += 1;
            Step::Continue
        } else {
            self.reporter
                .report(VE::SpecialSchemeMissingFollowingSolidus, self.pointer);
            self.state = otherwise;
            Step::Reprocess
        }
    }

    /// <https://url.spec.whatwg.org/#special-authority-ignore-slashes-state>
    pub(super) fn special_authority_ignore_slashes_state(
        &mut self,
        c: Option<char>,
    ) -> Result<Step, ParseError> {
        // 1. If c is neither U+002F (/) nor U+005C (\), then set state to authority
        //    state and decrease pointer by 1.
        if !matches!(c, Some('/' | '\\')) {
            self.state = State::Authority;
            self.buf_start = self.pointer;
            Ok(Step::Reprocess)
        } else {
            // 2. Otherwise, special-scheme-missing-following-solidus validation error.
            self.reporter
                .report(VE::SpecialSchemeMissingFollowingSolidus, self.pointer);
            Ok(Step::Continue)
        }
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

/// Set url's path to a clone of base's path and its query to base's query (relative and file
/// states).
pub(super) fn copy_path_and_query(url: &mut UrlRecord, base: &Url) {
    url.path.clear();
    url.path.push_str(base.pathname());
    url.opaque_path = false;
    url.query.set(base.query());
}
