//! The basic URL parser's authority states: authority, host (and hostname) and port.

use super::{Parser, State, StateOverride, Step};
use crate::components::SchemeType;
use crate::error::{ParseError, Reporter, ValidationError as VE};
use crate::host::{host_parser, Host};
use crate::infra::run_end;
use crate::percent_encode as pe;

impl Parser<'_, '_> {
    /// <https://url.spec.whatwg.org/#authority-state>
    pub(super) fn authority_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let pointer = self.pointer;
        let buf = self.buffered();
        let url = &mut *self.url;
        if c == Some('@') {
            // 1. If c is U+0040 (@), then: invalid-credentials validation error.
            self.reporter.report(VE::InvalidCredentials, pointer);
            // 1.2. If atSignSeen is true, then prepend "%40" to buffer.
            if self.at_sign_seen {
                let target = if self.password_token_seen {
                    &mut url.password
                } else {
                    &mut url.username
                };
                target.push_str("%40");
            }
            // 1.3. Set atSignSeen to true.
            self.at_sign_seen = true;
            // 1.4. For each codePoint in buffer: the first ':' switches to the password;
            //      everything else is UTF-8 percent-encoded with the userinfo set.
            for code_point in buf.chars() {
                if code_point == ':' && !self.password_token_seen {
                    self.password_token_seen = true;
                    continue;
                }
                let target = if self.password_token_seen {
                    &mut url.password
                } else {
                    &mut url.username
                };
                pe::utf8_percent_encode_char(code_point, pe::USERINFO, target);
            }
            // 1.5. Set buffer to the empty string.
            self.buf_start = self.c_end;
        } else if ends_authority(c, url.is_special()) {
            // 2. If atSignSeen is true and buffer is the empty string, host-missing
            //    validation error, return failure.
            if self.at_sign_seen && self.buf_start == pointer {
                self.reporter.report(VE::HostMissing, pointer);
                return Err(ParseError::HostMissing);
            }
            // 2.2. Decrease pointer by buffer's code point length + 1, set buffer to
            //      the empty string, and set state to host state.
            self.state = State::Host;
            return Ok(Step::ContinueAt(self.buf_start));
        }
        // 3. Otherwise, append c to buffer (fast path: up to the next byte that matters).
        Ok(Step::ContinueAt(run_end(self.input, self.c_end, |b| {
            matches!(b, b'@' | b'/' | b'?' | b'#' | b'\\')
        })))
    }

    /// <https://url.spec.whatwg.org/#host-state>, also the
    /// [hostname state](https://url.spec.whatwg.org/#hostname-state).
    pub(super) fn host_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let has_override = self.has_override();
        let pointer = self.pointer;
        let buf = self.buffered();
        let url = &mut *self.url;
        let special = url.is_special();
        if has_override && url.scheme_type == SchemeType::File {
            // 1. If state override is given and url's scheme is "file", then decrease
            //    pointer by 1 and set state to file host state.
            self.state = State::FileHost;
            Ok(Step::Reprocess)
        } else if c == Some(':') && !self.inside_brackets {
            // 2. Otherwise, if c is U+003A (:) and insideBrackets is false:
            // 2.1. If buffer is the empty string, host-missing validation error, return failure.
            if buf.is_empty() {
                self.reporter.report(VE::HostMissing, pointer);
                return Err(ParseError::HostMissing);
            }
            // 2.2. If state override is given and state override is hostname state,
            //      then return failure.
            if self.state_override == Some(StateOverride::Hostname) {
                return Err(ParseError::SetterFailure);
            }
            // 2.3-2.5. Host-parse buffer with url is not special; set url's host.
            let host = parse_host(buf, self.buf_start, !special, self.reporter)?;
            url.set_host(&host);
            self.buf_start = self.c_end;
            self.state = State::Port;
            Ok(Step::Continue)
        } else if ends_authority(c, special) {
            // 3. Otherwise, if c is EOF, /, ?, # (or \ when special): decrease pointer by 1.
            // 3.1. If url is special and buffer is the empty string, host-missing
            //      validation error, return failure.
            if special && buf.is_empty() {
                self.reporter.report(VE::HostMissing, pointer);
                return Err(ParseError::HostMissing);
            }
            // 3.2. Otherwise, if state override is given, buffer is the empty string,
            //      and either url includes credentials or url's port is non-null, return failure.
            if has_override && buf.is_empty() && (url.includes_credentials() || url.port.is_some())
            {
                return Err(ParseError::SetterFailure);
            }
            // 3.3-3.5. Host-parse buffer; set url's host; path start state.
            let host = parse_host(buf, self.buf_start, !special, self.reporter)?;
            url.set_host(&host);
            self.state = State::PathStart;
            // 3.6. If state override is given, then return.
            if has_override {
                return Ok(Step::Return);
            }
            Ok(Step::Reprocess)
        } else {
            // 4. Otherwise: track brackets; append c to buffer.
            if c == Some('[') {
                self.inside_brackets = true;
            }
            if c == Some(']') {
                self.inside_brackets = false;
            }
            // Fast path: up to the next byte that matters.
            Ok(Step::ContinueAt(run_end(self.input, self.c_end, |b| {
                matches!(b, b':' | b'[' | b']' | b'/' | b'?' | b'#' | b'\\')
            })))
        }
    }

    /// <https://url.spec.whatwg.org/#port-state>
    pub(super) fn port_state(&mut self, c: Option<char>) -> Result<Step, ParseError> {
        let has_override = self.has_override();
        let is_digit = c.is_some_and(|ch| ch.is_ascii_digit());
        if is_digit {
            // 1. If c is an ASCII digit, append c to buffer (fast path: all digits).
            Ok(Step::ContinueAt(run_end(self.input, self.c_end, |b| {
                !b.is_ascii_digit()
            })))
        } else if ends_authority(c, self.url.is_special()) || has_override {
            // 2. Otherwise, if c is EOF, /, ?, # (or \ when special), or state override is given:
            let buf = self.buffered();
            if !buf.is_empty() {
                // 2.1. Let port be the value of buffer; if it is not a 16-bit unsigned
                //      integer, port-out-of-range validation error, return failure.
                let Some(port) = parse_port(buf) else {
                    self.reporter.report(VE::PortOutOfRange, self.buf_start);
                    return Err(ParseError::PortOutOfRange);
                };
                // 2.2. Set url's port to null if it is the default port, else to port.
                let url = &mut *self.url;
                url.port = (Some(port) != url.scheme_type.default_port()).then_some(port);
                // 2.3. Set buffer to the empty string.
                self.buf_start = self.pointer;
                // 2.4. If state override is given, then return.
                if has_override {
                    return Ok(Step::Return);
                }
            }
            // 2.5. If state override is given, then return failure.
            if has_override {
                return Err(ParseError::SetterFailure);
            }
            // 2.6. Set state to path start state and decrease pointer by 1.
            self.state = State::PathStart;
            Ok(Step::Reprocess)
        } else {
            // 3. Otherwise, port-invalid validation error, return failure.
            self.reporter.report(VE::PortInvalid, self.pointer);
            Err(ParseError::PortInvalid)
        }
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

/// Run the host parser on the buffer that starts at `start`, reporting positions in the input.
pub(super) fn parse_host(
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
