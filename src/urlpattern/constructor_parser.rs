//! The constructor string parser: <https://urlpattern.spec.whatwg.org/#constructor-string-parsing>.

use super::error::{ComponentName, Error};
use super::init::UrlPatternInit;
use super::tokenizer::{tokenize, Policy, Token, TokenType};
use crate::prelude::*;

/// <https://urlpattern.spec.whatwg.org/#constructor-string-parser-state>
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Init,
    Protocol,
    Authority,
    Username,
    Password,
    Hostname,
    Port,
    Pathname,
    Search,
    Hash,
    Done,
}

impl State {
    /// The `URLPatternInit` member a state's component string goes to.
    fn component(self) -> Option<ComponentName> {
        Some(match self {
            State::Protocol => ComponentName::Protocol,
            State::Username => ComponentName::Username,
            State::Password => ComponentName::Password,
            State::Hostname => ComponentName::Hostname,
            State::Port => ComponentName::Port,
            State::Pathname => ComponentName::Pathname,
            State::Search => ComponentName::Search,
            State::Hash => ComponentName::Hash,
            State::Init | State::Authority | State::Done => return None,
        })
    }
}

/// The end token [`Parser::safe_token`] falls back to (the token list always ends with one).
const END: Token<'static> = Token {
    ty: TokenType::End,
    index: 0,
    value: "",
};

/// <https://urlpattern.spec.whatwg.org/#constructor-string-parser>
struct Parser<'a> {
    input: &'a str,
    tokens: Vec<Token<'a>>,
    result: UrlPatternInit,
    component_start: usize,
    token_index: usize,
    token_increment: usize,
    group_depth: usize,
    hostname_ipv6_bracket_depth: isize,
    protocol_matches_special_scheme: bool,
    state: State,
}

impl<'a> Parser<'a> {
    /// <https://urlpattern.spec.whatwg.org/#get-a-safe-token>: the token at `index`, or the
    /// last (end) token.
    fn safe_token(&self, index: usize) -> &Token<'a> {
        self.tokens
            .get(index)
            .or(self.tokens.last())
            .unwrap_or(&END)
    }

    fn token(&self) -> &Token<'a> {
        self.safe_token(self.token_index)
    }

    /// <https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char>
    fn is_non_special_pattern_char(&self, index: usize, value: u8) -> bool {
        let token = self.safe_token(index);
        token.value.as_bytes() == [value]
            && matches!(
                token.ty,
                TokenType::Char | TokenType::EscapedChar | TokenType::InvalidChar
            )
    }

    /// Whether the current token is the non-special pattern char `value` (is a protocol
    /// suffix, is an identity terminator, is a password prefix, is a port prefix, is a
    /// pathname start, is a hash prefix, is an IPv6 open, is an IPv6 close).
    fn is_char(&self, value: u8) -> bool {
        self.is_non_special_pattern_char(self.token_index, value)
    }

    /// <https://urlpattern.spec.whatwg.org/#next-is-authority-slashes>
    fn next_is_authority_slashes(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index + 1, b'/')
            && self.is_non_special_pattern_char(self.token_index + 2, b'/')
    }

    /// <https://urlpattern.spec.whatwg.org/#is-a-search-prefix>
    fn is_search_prefix(&self) -> bool {
        if self.is_char(b'?') {
            return true;
        }
        if self.token().value != "?" {
            return false;
        }
        let Some(previous_index) = self.token_index.checked_sub(1) else {
            return true;
        };
        let previous = self.safe_token(previous_index);
        !matches!(
            previous.ty,
            TokenType::Name | TokenType::Regexp | TokenType::Close | TokenType::Asterisk
        )
    }

    /// <https://urlpattern.spec.whatwg.org/#make-a-component-string>
    fn make_component_string(&self) -> String {
        let end_index = self.token().index;
        let start_index = self.safe_token(self.component_start).index;
        if self.input.is_ascii() {
            return self
                .input
                .get(start_index..end_index)
                .unwrap_or_default()
                .to_owned();
        }
        self.input
            .chars()
            .skip(start_index)
            .take(end_index.saturating_sub(start_index))
            .collect()
    }

    /// <https://urlpattern.spec.whatwg.org/#change-state>
    fn change_state(&mut self, new_state: State, skip: usize) {
        use State::*;
        // 1. Store the component string of the state being left.
        if let Some(component) = self.state.component() {
            *self.result.member_mut(component) = Some(self.make_component_string());
        }
        // 2. Fill in components skipped over on the way to the new state.
        if self.state != Init && new_state != Done {
            let state = self.state;
            if matches!(state, Protocol | Authority | Username | Password)
                && matches!(new_state, Port | Pathname | Search | Hash)
                && self.result.hostname.is_none()
            {
                self.result.hostname = Some(String::new());
            }
            if matches!(
                state,
                Protocol | Authority | Username | Password | Hostname | Port
            ) && matches!(new_state, Search | Hash)
                && self.result.pathname.is_none()
            {
                let pathname = if self.protocol_matches_special_scheme {
                    "/"
                } else {
                    ""
                };
                self.result.pathname = Some(pathname.to_owned());
            }
            if matches!(
                state,
                Protocol | Authority | Username | Password | Hostname | Port | Pathname
            ) && new_state == Hash
                && self.result.search.is_none()
            {
                self.result.search = Some(String::new());
            }
        }
        // 3-6.
        self.state = new_state;
        self.token_index += skip;
        self.component_start = self.token_index;
        self.token_increment = 0;
    }

    /// <https://urlpattern.spec.whatwg.org/#rewind>
    fn rewind(&mut self) {
        self.token_index = self.component_start;
        self.token_increment = 0;
    }

    /// <https://urlpattern.spec.whatwg.org/#rewind-and-set-state>
    fn rewind_and_set_state(&mut self, state: State) {
        self.rewind();
        self.state = state;
    }

    /// The steps of the current state (step 2.5 of parse a constructor string).
    fn step(
        &mut self,
        special_scheme: &mut dyn FnMut(&str) -> Result<bool, Error>,
    ) -> Result<(), Error> {
        match self.state {
            State::Init => {
                if self.is_char(b':') {
                    self.rewind_and_set_state(State::Protocol);
                }
            }
            State::Protocol => {
                if self.is_char(b':') {
                    // Compute protocol matches a special scheme flag.
                    if special_scheme(&self.make_component_string())? {
                        self.protocol_matches_special_scheme = true;
                    }
                    let (next_state, skip) = if self.next_is_authority_slashes() {
                        (State::Authority, 3)
                    } else if self.protocol_matches_special_scheme {
                        (State::Authority, 1)
                    } else {
                        (State::Pathname, 1)
                    };
                    self.change_state(next_state, skip);
                }
            }
            State::Authority => {
                if self.is_char(b'@') {
                    self.rewind_and_set_state(State::Username);
                } else if self.is_char(b'/') || self.is_search_prefix() || self.is_char(b'#') {
                    self.rewind_and_set_state(State::Hostname);
                }
            }
            State::Username => {
                if self.is_char(b':') {
                    self.change_state(State::Password, 1);
                } else if self.is_char(b'@') {
                    self.change_state(State::Hostname, 1);
                }
            }
            State::Password => {
                if self.is_char(b'@') {
                    self.change_state(State::Hostname, 1);
                }
            }
            State::Hostname => {
                if self.is_char(b'[') {
                    self.hostname_ipv6_bracket_depth += 1;
                } else if self.is_char(b']') {
                    self.hostname_ipv6_bracket_depth -= 1;
                } else if self.is_char(b':') && self.hostname_ipv6_bracket_depth == 0 {
                    self.change_state(State::Port, 1);
                } else if self.is_char(b'/') {
                    self.change_state(State::Pathname, 0);
                } else if self.is_search_prefix() {
                    self.change_state(State::Search, 1);
                } else if self.is_char(b'#') {
                    self.change_state(State::Hash, 1);
                }
            }
            State::Port => {
                if self.is_char(b'/') {
                    self.change_state(State::Pathname, 0);
                } else if self.is_search_prefix() {
                    self.change_state(State::Search, 1);
                } else if self.is_char(b'#') {
                    self.change_state(State::Hash, 1);
                }
            }
            State::Pathname => {
                if self.is_search_prefix() {
                    self.change_state(State::Search, 1);
                } else if self.is_char(b'#') {
                    self.change_state(State::Hash, 1);
                }
            }
            State::Search => {
                if self.is_char(b'#') {
                    self.change_state(State::Hash, 1);
                }
            }
            State::Hash | State::Done => {}
        }
        Ok(())
    }
}

/// <https://urlpattern.spec.whatwg.org/#parse-a-constructor-string>. `special_scheme` is
/// [compute protocol matches a special scheme flag](https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag)
/// for a protocol string (it compiles the protocol component, which can fail).
pub(crate) fn parse_constructor_string(
    input: &str,
    special_scheme: &mut dyn FnMut(&str) -> Result<bool, Error>,
) -> Result<UrlPatternInit, Error> {
    // The lenient policy never fails.
    let tokens = tokenize(input, Policy::Lenient).unwrap_or_default();
    let mut p = Parser {
        input,
        tokens,
        result: UrlPatternInit::default(),
        component_start: 0,
        token_index: 0,
        token_increment: 1,
        group_depth: 0,
        hostname_ipv6_bracket_depth: 0,
        protocol_matches_special_scheme: false,
        state: State::Init,
    };
    // 2. While parser's token index is less than parser's token list size:
    while p.token_index < p.tokens.len() {
        p.token_increment = 1;
        if p.token().ty == TokenType::End {
            if p.state == State::Init {
                // No protocol: a relative pattern, starting at the hash, search or pathname.
                p.rewind();
                if p.is_char(b'#') {
                    p.change_state(State::Hash, 1);
                } else if p.is_search_prefix() {
                    p.change_state(State::Search, 1);
                } else {
                    p.change_state(State::Pathname, 0);
                }
                p.token_index += p.token_increment;
                continue;
            }
            if p.state == State::Authority {
                // No "@": no username or password.
                p.rewind_and_set_state(State::Hostname);
                p.token_index += p.token_increment;
                continue;
            }
            p.change_state(State::Done, 0);
            break;
        }
        // 2.3-2.4. Code points within "{ ... }" are not component boundaries.
        if p.token().ty == TokenType::Open {
            p.group_depth += 1;
            p.token_index += p.token_increment;
            continue;
        }
        if p.group_depth > 0 {
            if p.token().ty == TokenType::Close {
                p.group_depth -= 1;
            } else {
                p.token_index += p.token_increment;
                continue;
            }
        }
        p.step(special_scheme)?;
        p.token_index += p.token_increment;
    }
    // 3. A hostname without a port means the default port.
    if p.result.hostname.is_some() && p.result.port.is_none() {
        p.result.port = Some(String::new());
    }
    Ok(p.result)
}
