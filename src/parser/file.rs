//! The basic URL parser's file states: file, file slash and file host.

use super::authority::parse_host;
use super::relative::copy_path_and_query;
use super::{Parser, State, Step};
use crate::components::SchemeType;
use crate::error::{ParseError, ValidationError as VE};
use crate::host::Host;
use crate::infra::run_end;
use crate::infra::{
    is_normalized_windows_drive_letter, is_windows_drive_letter, starts_with_windows_drive_letter,
};
use crate::record::first_segment;

impl Parser<'_, '_> {
    /// <https://url.spec.whatwg.org/#file-state>
    pub(super) fn file_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let pointer = self.pointer;
        let url = &mut *self.url;
        // 1-2. Set url's scheme to "file" and url's host to the empty string.
        url.set_scheme("file");
        url.set_empty_host();
        if matches!(c, Some('/' | '\\')) {
            // 3. If c is U+002F (/) or U+005C (\): report a backslash; file slash state.
            if c == Some('\\') {
                self.reporter.report(VE::InvalidReverseSolidus, pointer);
            }
            self.state = State::FileSlash;
        } else if let Some(b) = self
            .base
            .filter(|b| b.components().scheme_type == SchemeType::File)
        {
            // 4. Otherwise, if base is non-null and base's scheme is "file":
            // 4.1. Set url's host to base's host, path to a clone of base's path, query to base's query.
            url.set_host_serialized(b.host_serialized(), b.components().host_kind);
            copy_path_and_query(url, b);
            match c {
                // 4.2. If c is U+003F (?): query to the empty string, query state.
                Some('?') => self.start_query(),
                // 4.3. Otherwise, if c is U+0023 (#): fragment to "", fragment state.
                Some('#') => self.start_fragment(),
                // 4.4. Otherwise, if c is not the EOF code point:
                Some(_) => {
                    // 4.4.1. Set url's query to null.
                    url.query.set(None);
                    // 4.4.2. If the code point substring from pointer to the end of input
                    //        does not start with a Windows drive letter, shorten url's path.
                    if !starts_with_windows_drive_letter(
                        self.input.get(pointer..).unwrap_or_default(),
                    ) {
                        url.shorten_path();
                    } else {
                        // 4.4.3. Otherwise: file-invalid-Windows-drive-letter validation
                        //        error; set url's path to « ».
                        self.reporter
                            .report(VE::FileInvalidWindowsDriveLetter, pointer);
                        url.path.clear();
                    }
                    // 4.4.4. Set state to path state and decrease pointer by 1.
                    self.state = State::Path;
                    return Ok(Step::Reprocess);
                }
                None => {}
            }
        } else {
            // 5. Otherwise, set state to path state, and decrease pointer by 1.
            self.state = State::Path;
            return Ok(Step::Reprocess);
        }
        Ok(Step::Continue)
    }

    /// <https://url.spec.whatwg.org/#file-slash-state>
    pub(super) fn file_slash_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        if matches!(c, Some('/' | '\\')) {
            // 1. If c is U+002F (/) or U+005C (\): report a backslash; file host state.
            if c == Some('\\') {
                self.reporter
                    .report(VE::InvalidReverseSolidus, self.pointer);
            }
            self.state = State::FileHost;
            self.buf_start = self.c_end;
            Ok(Step::Continue)
        } else {
            // 2. Otherwise: if base is non-null and base's scheme is "file":
            if let Some(b) = self
                .base
                .filter(|b| b.components().scheme_type == SchemeType::File)
            {
                // 2.1.1. Set url's host to base's host.
                self.url
                    .set_host_serialized(b.host_serialized(), b.components().host_kind);
                // 2.1.2. If the code point substring from pointer to the end of input does
                //        not start with a Windows drive letter and base's path[0] is a
                //        normalized Windows drive letter, append base's path[0] to url's path.
                if !starts_with_windows_drive_letter(
                    self.input.get(self.pointer..).unwrap_or_default(),
                ) {
                    if let Some(first) = first_segment(b.pathname())
                        .filter(|s| is_normalized_windows_drive_letter(s))
                    {
                        self.url.push_segment(first);
                    }
                }
            }
            // 2.2. Set state to path state, and decrease pointer by 1.
            self.state = State::Path;
            Ok(Step::Reprocess)
        }
    }

    /// <https://url.spec.whatwg.org/#file-host-state>
    pub(super) fn file_host_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        if matches!(c, None | Some('/' | '\\' | '?' | '#')) {
            // 1. If c is EOF, /, \, ?, or #, then decrease pointer by 1 and then:
            let has_override = self.has_override();
            let buf = self.buffered();
            if !has_override && is_windows_drive_letter(buf) {
                // 1.1. If state override is not given and buffer is a Windows drive letter,
                //      file-invalid-Windows-drive-letter-host validation error, path state.
                //      (buffer is not reset: the path state uses it.)
                self.reporter
                    .report(VE::FileInvalidWindowsDriveLetterHost, self.buf_start);
                self.buffer.clear();
                self.buffer.push_str(buf);
                self.state = State::Path;
            } else if buf.is_empty() {
                // 1.2. Otherwise, if buffer is the empty string: set url's host to the
                //      empty string; if state override is given, return; path start state.
                self.url.set_empty_host();
                if has_override {
                    return Ok(Step::Return);
                }
                self.state = State::PathStart;
            } else {
                // 1.3. Otherwise: host-parse buffer with url is not special.
                let special = self.url.is_special();
                let mut host = parse_host(buf, self.buf_start, !special, self.reporter)?;
                // 1.3.3. If host is "localhost", then set host to the empty string.
                if matches!(&host, Host::Domain(d) if d == "localhost") {
                    host = Host::Empty;
                }
                self.url.set_host(&host);
                // 1.3.5. If state override is given, then return.
                if has_override {
                    return Ok(Step::Return);
                }
                // 1.3.6. Set buffer to the empty string and state to path start state.
                self.state = State::PathStart;
            }
            Ok(Step::Reprocess)
        } else {
            // 2. Otherwise, append c to buffer (fast path: up to the next byte that matters).
            Ok(Step::ContinueAt(run_end(self.input, self.c_end, |b| {
                matches!(b, b'/' | b'\\' | b'?' | b'#')
            })))
        }
    }
}
