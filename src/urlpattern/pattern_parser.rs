//! Parsing pattern strings into part lists: <https://urlpattern.spec.whatwg.org/#parsing>.

use super::canonicalize::Canon;
use super::error::Reason;
use super::generate::{generate_segment_wildcard_regexp, FULL_WILDCARD_REGEXP_VALUE};
use super::parts::{Modifier, Options, Part, PartType};
use super::tokenizer::{tokenize, Policy, Token, TokenType};
use crate::infra::push_decimal;
use crate::prelude::*;

/// A parse error: the code point index in the pattern and the reason.
pub(crate) type PartError = (usize, Reason);

/// <https://urlpattern.spec.whatwg.org/#pattern-parser>
struct PatternParser<'a> {
    tokens: Vec<Token<'a>>,
    canon: Canon,
    segment_wildcard_regexp: String,
    parts: Vec<Part>,
    pending_fixed_value: String,
    /// Where the pending fixed value starts (for errors).
    pending_start: usize,
    index: usize,
    next_numeric_name: usize,
}

impl<'a> PatternParser<'a> {
    /// The position of the token at `index` (or the end), for errors.
    fn position(&self) -> usize {
        self.tokens
            .get(self.index)
            .or(self.tokens.last())
            .map_or(0, |t| t.index)
    }

    /// Run the encoding callback; its failure is reported at `at`.
    fn encode(&self, value: &str, at: usize) -> Result<String, PartError> {
        self.canon.encode(value).map_err(|reason| (at, reason))
    }

    /// <https://urlpattern.spec.whatwg.org/#try-to-consume-a-token>
    fn try_consume(&mut self, ty: TokenType) -> Option<Token<'a>> {
        let next = *self.tokens.get(self.index)?;
        if next.ty != ty {
            return None;
        }
        self.index += 1;
        Some(next)
    }

    /// <https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token>
    fn try_consume_modifier(&mut self) -> Option<Token<'a>> {
        self.try_consume(TokenType::OtherModifier)
            .or_else(|| self.try_consume(TokenType::Asterisk))
    }

    /// <https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token>
    fn try_consume_regexp_or_wildcard(&mut self, name: Option<Token<'a>>) -> Option<Token<'a>> {
        let token = self.try_consume(TokenType::Regexp);
        if name.is_none() && token.is_none() {
            return self.try_consume(TokenType::Asterisk);
        }
        token
    }

    /// <https://urlpattern.spec.whatwg.org/#consume-a-required-token>
    fn consume_required(&mut self, ty: TokenType, reason: Reason) -> Result<Token<'a>, PartError> {
        self.try_consume(ty)
            .ok_or_else(|| (self.position(), reason))
    }

    /// <https://urlpattern.spec.whatwg.org/#consume-text>
    fn consume_text(&mut self) -> String {
        let mut result = String::new();
        while let Some(token) = self
            .try_consume(TokenType::Char)
            .or_else(|| self.try_consume(TokenType::EscapedChar))
        {
            result.push_str(token.value);
        }
        result
    }

    /// Append to the pending fixed value, remembering where it started.
    fn append_pending(&mut self, text: &str, at: usize) {
        if self.pending_fixed_value.is_empty() {
            self.pending_start = at;
        }
        self.pending_fixed_value.push_str(text);
    }

    /// <https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value>
    fn maybe_add_part_from_pending_fixed_value(&mut self) -> Result<(), PartError> {
        if self.pending_fixed_value.is_empty() {
            return Ok(());
        }
        let pending = core::mem::take(&mut self.pending_fixed_value);
        let encoded_value = self.encode(&pending, self.pending_start)?;
        self.parts.push(Part {
            ty: PartType::FixedText,
            value: encoded_value,
            modifier: Modifier::None,
            name: String::new(),
            prefix: String::new(),
            suffix: String::new(),
        });
        Ok(())
    }

    /// <https://urlpattern.spec.whatwg.org/#add-a-part>; `at` is where the part starts.
    fn add_part(
        &mut self,
        prefix: &str,
        name_token: Option<Token<'a>>,
        regexp_or_wildcard_token: Option<Token<'a>>,
        suffix: &str,
        modifier_token: Option<Token<'a>>,
        at: usize,
    ) -> Result<(), PartError> {
        let modifier = match modifier_token.map(|t| t.value) {
            Some("?") => Modifier::Optional,
            Some("*") => Modifier::ZeroOrMore,
            Some("+") => Modifier::OneOrMore,
            _ => Modifier::None,
        };
        // 3. A "{foo}" grouping: add the prefix to the pending fixed value.
        if name_token.is_none() && regexp_or_wildcard_token.is_none() && modifier == Modifier::None
        {
            self.append_pending(prefix, at);
            return Ok(());
        }
        self.maybe_add_part_from_pending_fixed_value()?;
        // 5. A "{foo}?" grouping: a fixed-text part with the modifier.
        if name_token.is_none() && regexp_or_wildcard_token.is_none() {
            if prefix.is_empty() {
                return Ok(());
            }
            let encoded_value = self.encode(prefix, at)?;
            self.parts.push(Part {
                ty: PartType::FixedText,
                value: encoded_value,
                modifier,
                name: String::new(),
                prefix: String::new(),
                suffix: String::new(),
            });
            return Ok(());
        }
        // 6-8. The regexp value, from the regexp or wildcard token.
        let regexp_value = match regexp_or_wildcard_token {
            None => self.segment_wildcard_regexp.as_str(),
            Some(t) if t.ty == TokenType::Asterisk => FULL_WILDCARD_REGEXP_VALUE,
            Some(t) => t.value,
        };
        // 9-11. The part type; equivalent regexps become wildcards.
        let (ty, value) = if regexp_value == self.segment_wildcard_regexp {
            (PartType::SegmentWildcard, String::new())
        } else if regexp_value == FULL_WILDCARD_REGEXP_VALUE {
            (PartType::FullWildcard, String::new())
        } else {
            (PartType::Regexp, regexp_value.to_owned())
        };
        // 12-14. The name: explicit, or the next numeric name.
        let name = match name_token {
            Some(t) => t.value.to_owned(),
            None => {
                let mut name = String::new();
                push_decimal(
                    &mut name,
                    u32::try_from(self.next_numeric_name).unwrap_or(u32::MAX),
                );
                self.next_numeric_name += 1;
                name
            }
        };
        // 15. If the result of running is a duplicate name given parser and name is true, throw.
        if self.parts.iter().any(|part| part.name == name) {
            return Err((name_token.map_or(at, |t| t.index), Reason::DuplicateName));
        }
        // 16-18. Encode the prefix and suffix, and append the part.
        let prefix = self.encode(prefix, at)?;
        let suffix = self.encode(suffix, at)?;
        self.parts.push(Part {
            ty,
            value,
            modifier,
            name,
            prefix,
            suffix,
        });
        Ok(())
    }
}

/// <https://urlpattern.spec.whatwg.org/#parse-a-pattern-string>
pub(crate) fn parse_pattern_string(
    input: &str,
    options: &Options,
    canon: Canon,
) -> Result<Vec<Part>, PartError> {
    let tokens = tokenize(input, Policy::Strict).map_err(|e| (e.position, e.reason))?;
    let mut parser = PatternParser {
        tokens,
        canon,
        segment_wildcard_regexp: generate_segment_wildcard_regexp(options),
        parts: Vec::new(),
        pending_fixed_value: String::new(),
        pending_start: 0,
        index: 0,
        next_numeric_name: 0,
    };
    // 3. While parser's index is less than parser's token list's size:
    while parser.index < parser.tokens.len() {
        let at = parser.position();
        // 3.1-3.3. <prefix char><name><regexp or wildcard>
        let char_token = parser.try_consume(TokenType::Char);
        let name_token = parser.try_consume(TokenType::Name);
        let regexp_or_wildcard_token = parser.try_consume_regexp_or_wildcard(name_token);
        // 3.4. If there is a matching group, add the part now.
        if name_token.is_some() || regexp_or_wildcard_token.is_some() {
            let mut prefix = char_token.map_or("", |t| t.value);
            if !prefix.is_empty() && !options.is_prefix(prefix) {
                parser.append_pending(prefix, at);
                prefix = "";
            }
            parser.maybe_add_part_from_pending_fixed_value()?;
            let modifier_token = parser.try_consume_modifier();
            let group_at = name_token
                .or(regexp_or_wildcard_token)
                .map_or(at, |t| t.index);
            parser.add_part(
                prefix,
                name_token,
                regexp_or_wildcard_token,
                "",
                modifier_token,
                group_at,
            )?;
            continue;
        }
        // 3.5-3.7. Fixed text: buffer it.
        let fixed_token = char_token.or_else(|| parser.try_consume(TokenType::EscapedChar));
        if let Some(token) = fixed_token {
            parser.append_pending(token.value, token.index);
            continue;
        }
        // 3.8-3.9. <open><prefix><name><regexp><suffix><close><modifier>
        if parser.try_consume(TokenType::Open).is_some() {
            let prefix = parser.consume_text();
            let name_token = parser.try_consume(TokenType::Name);
            let regexp_or_wildcard_token = parser.try_consume_regexp_or_wildcard(name_token);
            let suffix = parser.consume_text();
            parser.consume_required(TokenType::Close, Reason::UnclosedGroup)?;
            let modifier_token = parser.try_consume_modifier();
            parser.add_part(
                &prefix,
                name_token,
                regexp_or_wildcard_token,
                &suffix,
                modifier_token,
                at,
            )?;
            continue;
        }
        // 3.10-3.11.
        parser.maybe_add_part_from_pending_fixed_value()?;
        parser.consume_required(TokenType::End, Reason::UnexpectedToken)?;
    }
    Ok(parser.parts)
}
