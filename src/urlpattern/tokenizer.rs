//! Tokenizing pattern strings: <https://urlpattern.spec.whatwg.org/#tokenizing>.
//!
//! Positions are code point indices, as in the spec (token *index*, and the positions in errors).
//! A token's *value* is a slice of the input: the tokenizer keeps the byte offset of every code
//! point, so that tokens borrow the input instead of copying it.

use super::error::Reason;
use super::identifier_tables::{ID_CONTINUE, ID_START};
use crate::prelude::*;

/// <https://urlpattern.spec.whatwg.org/#token-type>
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TokenType {
    /// `{`
    Open,
    /// `}`
    Close,
    /// `(<regular expression>)`
    Regexp,
    /// `:<name>`
    Name,
    /// A code point without special meaning.
    Char,
    /// `\<char>`
    EscapedChar,
    /// `?` or `+`
    OtherModifier,
    /// `*`
    Asterisk,
    /// The end of the pattern string.
    End,
    /// A code point that is invalid there (only with the lenient policy).
    InvalidChar,
}

/// <https://urlpattern.spec.whatwg.org/#token>
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token<'a> {
    pub ty: TokenType,
    /// The code point index of the token's first code point in the input.
    pub index: usize,
    pub value: &'a str,
}

/// <https://urlpattern.spec.whatwg.org/#tokenize-policy>
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Policy {
    Strict,
    Lenient,
}

/// A tokenizing error (strict policy): where and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TokenizeError {
    pub position: usize,
    pub reason: Reason,
}

/// <https://urlpattern.spec.whatwg.org/#tokenizer>
struct Tokenizer<'a> {
    input: &'a str,
    /// Without non-ASCII code points (the common case) code point indices are byte offsets, and
    /// `offsets` and `chars` stay empty.
    ascii: bool,
    /// The byte offset of each code point, plus the input's length at the end.
    offsets: Vec<usize>,
    chars: Vec<char>,
    /// The input's length in code points.
    len: usize,
    policy: Policy,
    tokens: Vec<Token<'a>>,
    index: usize,
    next_index: usize,
    code_point: char,
}

impl<'a> Tokenizer<'a> {
    fn len(&self) -> usize {
        self.len
    }

    /// <https://urlpattern.spec.whatwg.org/#get-the-next-code-point>
    fn get_next_code_point(&mut self) {
        let c = if self.ascii {
            self.input
                .as_bytes()
                .get(self.next_index)
                .map(|&b| char::from(b))
        } else {
            self.chars.get(self.next_index).copied()
        };
        self.code_point = c.unwrap_or('\0');
        self.next_index += 1;
    }

    /// <https://urlpattern.spec.whatwg.org/#seek-and-get-the-next-code-point>
    fn seek_and_get_next_code_point(&mut self, index: usize) {
        self.next_index = index;
        self.get_next_code_point();
    }

    /// The input from code point `start` to code point `end`.
    fn slice(&self, start: usize, end: usize) -> &'a str {
        if self.ascii {
            return self.input.get(start..end).unwrap_or_default();
        }
        let at = |i: usize| self.offsets.get(i).copied().unwrap_or(self.input.len());
        self.input.get(at(start)..at(end)).unwrap_or_default()
    }

    /// <https://urlpattern.spec.whatwg.org/#add-a-token>
    fn add_token(
        &mut self,
        ty: TokenType,
        next_position: usize,
        value_position: usize,
        value_length: usize,
    ) {
        let value = self.slice(value_position, value_position + value_length);
        self.tokens.push(Token {
            ty,
            index: self.index,
            value,
        });
        self.index = next_position;
    }

    /// <https://urlpattern.spec.whatwg.org/#add-a-token-with-default-length>
    fn add_token_with_default_length(
        &mut self,
        ty: TokenType,
        next_position: usize,
        value_position: usize,
    ) {
        self.add_token(
            ty,
            next_position,
            value_position,
            next_position - value_position,
        );
    }

    /// <https://urlpattern.spec.whatwg.org/#add-a-token-with-default-position-and-length>
    fn add_token_with_default_position_and_length(&mut self, ty: TokenType) {
        self.add_token_with_default_length(ty, self.next_index, self.index);
    }

    /// <https://urlpattern.spec.whatwg.org/#process-a-tokenizing-error>
    fn process_tokenizing_error(
        &mut self,
        next_position: usize,
        value_position: usize,
        reason: Reason,
    ) -> Result<(), TokenizeError> {
        // 1. If tokenizer's policy is "strict", then throw a TypeError.
        if self.policy == Policy::Strict {
            return Err(TokenizeError {
                position: self.index,
                reason,
            });
        }
        // 3. Add a token with default length given "invalid-char", next position, value position.
        self.add_token_with_default_length(TokenType::InvalidChar, next_position, value_position);
        Ok(())
    }

    /// The steps for U+003A (:): a name token, or an error.
    fn name(&mut self) -> Result<(), TokenizeError> {
        // 1-2. Let name position and name start be tokenizer's next index.
        let name_start = self.next_index;
        let mut name_position = name_start;
        // 3. While name position is less than tokenizer's input's code point length:
        while name_position < self.len() {
            self.seek_and_get_next_code_point(name_position);
            let first = name_position == name_start;
            if !is_valid_name_code_point(self.code_point, first) {
                break;
            }
            name_position = self.next_index;
        }
        // 4. If name position is less than or equal to name start: tokenizing error.
        if name_position <= name_start {
            return self.process_tokenizing_error(name_start, self.index, Reason::MissingName);
        }
        // 5. Add a token with default length given "name", name position, and name start.
        self.add_token_with_default_length(TokenType::Name, name_position, name_start);
        Ok(())
    }

    /// The steps for U+0028 ((): a regexp token, or an error.
    fn regexp(&mut self) -> Result<(), TokenizeError> {
        let mut depth = 1usize;
        let regexp_start = self.next_index;
        let mut regexp_position = regexp_start;
        let mut error = None;
        while regexp_position < self.len() {
            self.seek_and_get_next_code_point(regexp_position);
            // If tokenizer's code point is not an ASCII code point: error.
            if !self.code_point.is_ascii() {
                error = Some(Reason::NonAsciiInRegexp);
                break;
            }
            // If regexp position equals regexp start and the code point is U+003F (?): error.
            if regexp_position == regexp_start && self.code_point == '?' {
                error = Some(Reason::RegexpStartsWithQuestionMark);
                break;
            }
            if self.code_point == '\\' {
                // A backslash at the end, or escaping a non-ASCII code point: error.
                if regexp_position == self.len() - 1 {
                    error = Some(Reason::UnterminatedRegexp);
                    break;
                }
                self.get_next_code_point();
                if !self.code_point.is_ascii() {
                    error = Some(Reason::NonAsciiInRegexp);
                    break;
                }
                regexp_position = self.next_index;
                continue;
            }
            if self.code_point == ')' {
                depth -= 1;
                if depth == 0 {
                    regexp_position = self.next_index;
                    break;
                }
            } else if self.code_point == '(' {
                depth += 1;
                // A nested group must be (?...): a capturing group inside a regexp group, or
                // a "(" at the end, is an error.
                if regexp_position == self.len() - 1 {
                    error = Some(Reason::UnterminatedRegexp);
                    break;
                }
                let temporary_position = self.next_index;
                self.get_next_code_point();
                if self.code_point != '?' {
                    error = Some(Reason::CapturingGroupInRegexp);
                    break;
                }
                self.next_index = temporary_position;
            }
            regexp_position = self.next_index;
        }
        if let Some(reason) = error {
            return self.process_tokenizing_error(regexp_start, self.index, reason);
        }
        // If depth is not zero: error.
        if depth != 0 {
            return self.process_tokenizing_error(
                regexp_start,
                self.index,
                Reason::UnterminatedRegexp,
            );
        }
        // Let regexp length be regexp position − regexp start − 1; zero is an error.
        let regexp_length = regexp_position - regexp_start - 1;
        if regexp_length == 0 {
            return self.process_tokenizing_error(regexp_start, self.index, Reason::EmptyRegexp);
        }
        self.add_token(
            TokenType::Regexp,
            regexp_position,
            regexp_start,
            regexp_length,
        );
        Ok(())
    }
}

/// <https://urlpattern.spec.whatwg.org/#tokenize>
pub(crate) fn tokenize(input: &str, policy: Policy) -> Result<Vec<Token<'_>>, TokenizeError> {
    let ascii = input.is_ascii();
    let (mut offsets, mut chars) = (Vec::new(), Vec::new());
    if !ascii {
        for (i, c) in input.char_indices() {
            offsets.push(i);
            chars.push(c);
        }
        offsets.push(input.len());
    }
    let len = if ascii { input.len() } else { chars.len() };
    let mut t = Tokenizer {
        input,
        ascii,
        tokens: Vec::with_capacity(len + 1),
        offsets,
        chars,
        len,
        policy,
        index: 0,
        next_index: 0,
        code_point: '\0',
    };
    // 4. While tokenizer's index is less than tokenizer's input's code point length:
    while t.index < t.len() {
        // 4.1. Run seek and get the next code point given tokenizer and tokenizer's index.
        t.seek_and_get_next_code_point(t.index);
        match t.code_point {
            '*' => t.add_token_with_default_position_and_length(TokenType::Asterisk),
            '+' | '?' => t.add_token_with_default_position_and_length(TokenType::OtherModifier),
            '\\' => {
                // A backslash at the end: tokenizing error.
                if t.index == t.len() - 1 {
                    t.process_tokenizing_error(t.next_index, t.index, Reason::TrailingBackslash)?;
                    continue;
                }
                let escaped_index = t.next_index;
                t.get_next_code_point();
                t.add_token_with_default_length(
                    TokenType::EscapedChar,
                    t.next_index,
                    escaped_index,
                );
            }
            '{' => t.add_token_with_default_position_and_length(TokenType::Open),
            '}' => t.add_token_with_default_position_and_length(TokenType::Close),
            ':' => t.name()?,
            '(' => t.regexp()?,
            _ => t.add_token_with_default_position_and_length(TokenType::Char),
        }
    }
    // 5. Add a token with default length given "end", tokenizer's index, and tokenizer's index.
    t.add_token_with_default_length(TokenType::End, t.index, t.index);
    Ok(t.tokens)
}

/// <https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point>: ECMAScript's
/// IdentifierStart (ID_Start, `$`, `_`) when `first`, else IdentifierPart (ID_Continue, `$`,
/// U+200C ZWNJ, U+200D ZWJ).
pub(crate) fn is_valid_name_code_point(c: char, first: bool) -> bool {
    if c.is_ascii() {
        return c == '$' || c == '_' || c.is_ascii_alphabetic() || (!first && c.is_ascii_digit());
    }
    if first {
        in_table(&ID_START, c)
    } else {
        c == '\u{200C}' || c == '\u{200D}' || in_table(&ID_CONTINUE, c)
    }
}

/// Whether `c` is in an inversion list stored as LEB128 deltas (see `identifier_tables.rs`).
fn in_table(table: &[u8], c: char) -> bool {
    let c = u32::from(c);
    let (mut boundary, mut delta, mut shift, mut inside) = (0u32, 0u32, 0u32, false);
    for &byte in table {
        delta |= u32::from(byte & 0x7f) << shift;
        shift += 7;
        if byte & 0x80 != 0 {
            continue;
        }
        boundary += delta;
        if boundary > c {
            return inside;
        }
        inside = !inside;
        (delta, shift) = (0, 0);
    }
    inside
}

#[cfg(test)]
mod tests {
    use super::*;

    fn types(input: &str, policy: Policy) -> Vec<(TokenType, usize, String)> {
        tokenize(input, policy)
            .unwrap()
            .into_iter()
            .map(|t| (t.ty, t.index, t.value.to_owned()))
            .collect()
    }

    #[test]
    fn tokens_of_a_pathname_pattern() {
        use TokenType::*;
        assert_eq!(
            types("/:id(\\d+)?*{x}\\:", Policy::Strict),
            [
                (Char, 0, "/".into()),
                (Name, 1, "id".into()),
                (Regexp, 4, "\\d+".into()),
                (OtherModifier, 9, "?".into()),
                (Asterisk, 10, "*".into()),
                (Open, 11, "{".into()),
                (Char, 12, "x".into()),
                (Close, 13, "}".into()),
                (EscapedChar, 14, ":".into()),
                (End, 16, "".into()),
            ]
        );
    }

    #[test]
    fn strict_errors_and_lenient_invalid_chars() {
        let err = |s| tokenize(s, Policy::Strict).unwrap_err().reason;
        assert_eq!(err("a\\"), Reason::TrailingBackslash);
        assert_eq!(err("/:"), Reason::MissingName);
        assert_eq!(err("/(a"), Reason::UnterminatedRegexp);
        assert_eq!(err("/()"), Reason::EmptyRegexp);
        assert_eq!(err("/(?x)"), Reason::RegexpStartsWithQuestionMark);
        assert_eq!(err("/(a(b))"), Reason::CapturingGroupInRegexp);
        assert_eq!(err("/(é)"), Reason::NonAsciiInRegexp);
        assert_eq!(
            tokenize("/(a(?:b))", Policy::Strict).unwrap()[1].value,
            "a(?:b)"
        );
        let lenient = types("(café)://", Policy::Lenient);
        assert_eq!(lenient[0], (TokenType::InvalidChar, 0, "(".into()));
        assert_eq!(lenient[1], (TokenType::Char, 1, "c".into()));
    }

    #[test]
    fn name_code_points() {
        assert!(is_valid_name_code_point('é', true));
        assert!(is_valid_name_code_point('\u{1D4D0}', true)); // MATHEMATICAL BOLD SCRIPT CAPITAL A
        assert!(!is_valid_name_code_point('\u{0301}', true)); // combining acute: continue only
        assert!(is_valid_name_code_point('\u{0301}', false));
        assert!(is_valid_name_code_point('\u{FE0F}', false)); // variation selector 16
        assert!(!is_valid_name_code_point('-', false));
        assert!(!is_valid_name_code_point('\u{10FFFF}', false));
        assert!(is_valid_name_code_point('\u{200D}', false));
        assert!(!is_valid_name_code_point('\u{200D}', true));
    }
}
