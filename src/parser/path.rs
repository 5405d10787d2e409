//! The basic URL parser's states from the path on: path start, path, opaque path, query and
//! fragment.

use super::{Parser, State, Step};
use crate::components::SchemeType;
use crate::error::{ParseError, Reporter, ValidationError as VE};
use crate::infra::{
    is_double_dot, is_single_dot, is_url_code_point, is_windows_drive_letter, run_end,
};
use crate::percent_encode::{self as pe, EncodeSet};

impl Parser<'_, '_> {
    /// <https://url.spec.whatwg.org/#path-start-state>
    pub(super) fn path_start_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let has_override = self.has_override();
        let url = &mut *self.url;
        if url.is_special() {
            // 1. If url is special: report a backslash; path state; if c is neither
            //    U+002F (/) nor U+005C (\), decrease pointer by 1.
            if c == Some('\\') {
                self.reporter
                    .report(VE::InvalidReverseSolidus, self.pointer);
            }
            self.state = State::Path;
            if !matches!(c, Some('/' | '\\')) {
                return Ok(Step::Reprocess);
            }
        } else if !has_override && c == Some('?') {
            // 2. Otherwise, if state override is not given and c is U+003F (?): query
            //    to the empty string, query state.
            self.start_query();
        } else if !has_override && c == Some('#') {
            // 3. Otherwise, if state override is not given and c is U+0023 (#):
            //    fragment to the empty string, fragment state.
            self.start_fragment();
        } else if c.is_some() {
            // 4. Otherwise, if c is not the EOF code point: path state; if c is not
            //    U+002F (/), decrease pointer by 1.
            self.state = State::Path;
            if c != Some('/') {
                return Ok(Step::Reprocess);
            }
        } else if has_override && url.host.is_null() {
            // 5. Otherwise, if state override is given and url's host is null, append
            //    the empty string to url's path.
            url.push_segment("");
        }
        Ok(Step::Continue)
    }

    /// <https://url.spec.whatwg.org/#path-state>
    pub(super) fn path_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let has_override = self.has_override();
        let pointer = self.pointer;
        let url = &mut *self.url;
        let buffer = &mut *self.buffer;
        let special = url.is_special();
        let slash = c == Some('/') || (special && c == Some('\\'));
        if c.is_none() || slash || (!has_override && matches!(c, Some('?' | '#'))) {
            // 1. If url is special and c is U+005C (\), invalid-reverse-solidus.
            if special && c == Some('\\') {
                self.reporter.report(VE::InvalidReverseSolidus, pointer);
            }
            if is_double_dot(buffer) {
                // 1.2. If buffer is a double-dot URL path segment: shorten url's path;
                //      if c is not a slash, append the empty string to url's path.
                url.shorten_path();
                if !slash {
                    url.push_segment("");
                }
            } else if is_single_dot(buffer) {
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
                    && is_windows_drive_letter(buffer)
                {
                    buffer.replace_range(1..2, ":");
                }
                // 1.4.2. Append buffer to url's path.
                url.push_segment(buffer);
            }
            // 1.5. Set buffer to the empty string.
            buffer.clear();
            match c {
                // 1.6. If c is U+003F (?): query to the empty string, query state.
                Some('?') if !has_override => self.start_query(),
                // 1.7. If c is U+0023 (#): fragment to the empty string, fragment state.
                Some('#') if !has_override => self.start_fragment(),
                _ => {}
            }
        } else if let Some(ch) = c {
            // 2. Otherwise: report invalid URL units; UTF-8 percent-encode c using the
            //    path percent-encode set and append the result to buffer.
            if self.reporting {
                report_url_unit(
                    self.reporter,
                    ch,
                    pointer,
                    self.input.get(self.c_end..).unwrap_or_default(),
                );
                pe::utf8_percent_encode_char(ch, pe::PATH, buffer);
            } else {
                // Fast path (nothing to report): the run up to the next byte that
                // could end the segment, encoded at once.
                let end = run_end(self.input, self.c_end, |b| {
                    matches!(b, b'/' | b'\\' | b'?' | b'#')
                });
                pe::utf8_percent_encode(
                    self.input.get(pointer..end).unwrap_or_default(),
                    pe::PATH,
                    buffer,
                );
                return Ok(Step::ContinueAt(end));
            }
        }
        Ok(Step::Continue)
    }

    /// <https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state>
    pub(super) fn opaque_path_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let pointer = self.pointer;
        let remaining = self.remaining();
        let url = &mut *self.url;
        match c {
            // 1. If c is U+003F (?): query to the empty string, query state.
            Some('?') => self.start_query(),
            // 2. Otherwise, if c is U+0023 (#): fragment to the empty string, fragment state.
            Some('#') => self.start_fragment(),
            // 3. Otherwise, if c is U+0020 SPACE: invalid-URL-unit validation error; if
            //    remaining starts with ? or #, append "%20" to url's path, else a space.
            Some(' ') => {
                self.reporter.report(VE::InvalidUrlUnit, pointer);
                if remaining.starts_with(['?', '#']) {
                    url.path.push_str("%20");
                } else {
                    url.path.push(' ');
                }
            }
            // 4. Otherwise, if c is not the EOF code point: report invalid URL units;
            //    UTF-8 percent-encode c using the C0 control percent-encode set.
            Some(ch) => {
                if self.reporting {
                    report_url_unit(self.reporter, ch, pointer, remaining);
                    pe::utf8_percent_encode_char(ch, pe::C0_CONTROL, &mut url.path);
                } else {
                    // Fast path (nothing to report): the run up to the next ?, # or space.
                    let end = run_end(self.input, self.c_end, |b| matches!(b, b'?' | b'#' | b' '));
                    pe::utf8_percent_encode(
                        self.input.get(pointer..end).unwrap_or_default(),
                        pe::C0_CONTROL,
                        &mut url.path,
                    );
                    return Ok(Step::ContinueAt(end));
                }
            }
            None => {}
        }
        Ok(Step::Continue)
    }

    /// <https://url.spec.whatwg.org/#query-state>
    pub(super) fn query_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let has_override = self.has_override();
        if c.is_none() || (!has_override && c == Some('#')) {
            // 2. If state override is not given and c is U+0023 (#), or c is EOF:
            // 2.1. Let queryPercentEncodeSet be the special-query percent-encode set if
            //      url is special; otherwise the query percent-encode set.
            let set: EncodeSet = if self.url.is_special() {
                pe::SPECIAL_QUERY
            } else {
                pe::QUERY
            };
            // 2.2. Percent-encode after encoding buffer and append it to url's query.
            let buf = self.buffered();
            // 1. If encoding is not UTF-8 and url is not special or its scheme is "ws" or
            //    "wss", set encoding to UTF-8 (done here, where it is used).
            #[cfg(feature = "encoding")]
            let encoding = self.encoding.filter(|_| {
                self.url.is_special()
                    && !matches!(self.url.scheme_type, SchemeType::Ws | SchemeType::Wss)
            });
            let query = self.url.query.make_present();
            #[cfg(feature = "encoding")]
            match encoding {
                Some(encoding) => {
                    crate::encoding::percent_encode_after_encoding(encoding, buf, set, query)
                }
                _ => pe::utf8_percent_encode(buf, set, query),
            }
            #[cfg(not(feature = "encoding"))]
            pe::utf8_percent_encode(buf, set, query);
            // 2.3. Set buffer to the empty string.
            self.buf_start = self.pointer;
            // 2.4. If c is U+0023 (#): fragment to the empty string, fragment state.
            if c == Some('#') {
                self.start_fragment();
            }
        } else if let Some(ch) = c {
            // 3. Otherwise, if c is not the EOF code point: report invalid URL units;
            //    append c to buffer.
            if self.reporting {
                report_url_unit(self.reporter, ch, self.pointer, self.remaining());
            } else {
                // Fast path (nothing to report): up to the next # (or the end).
                return Ok(Step::ContinueAt(run_end(self.input, self.c_end, |b| {
                    b == b'#'
                })));
            }
        }
        Ok(Step::Continue)
    }

    /// <https://url.spec.whatwg.org/#fragment-state>
    pub(super) fn fragment_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        // 1. If c is not the EOF code point: report invalid URL units; UTF-8
        //    percent-encode c using the fragment percent-encode set; append to fragment.
        //    The fragment runs to the end of input, so the rest is encoded in one go.
        if c.is_some() {
            let pointer = self.pointer;
            let rest = self.input.get(pointer..).unwrap_or_default();
            if self.reporting {
                for (i, ch) in rest.char_indices() {
                    let after = rest.get(i + ch.len_utf8()..).unwrap_or_default();
                    report_url_unit(self.reporter, ch, pointer + i, after);
                }
            }
            let fragment = self.url.fragment.make_present();
            pe::utf8_percent_encode(rest, pe::FRAGMENT, fragment);
            return Ok(Step::ContinueAt(self.input.len()));
        }
        Ok(Step::Continue)
    }
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
