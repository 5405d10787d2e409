//! From a part list to a regular expression and name list, and back to a pattern string:
//! <https://urlpattern.spec.whatwg.org/#converting-part-lists-to-regular-expressions> and
//! <https://urlpattern.spec.whatwg.org/#converting-part-lists-to-pattern-strings>.

use super::parts::{Modifier, Options, Part, PartType};
use super::tokenizer::is_valid_name_code_point;
use crate::prelude::*;

/// <https://urlpattern.spec.whatwg.org/#full-wildcard-regexp-value>
pub(crate) const FULL_WILDCARD_REGEXP_VALUE: &str = ".*";

/// <https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp>
pub(crate) fn generate_segment_wildcard_regexp(options: &Options) -> String {
    let mut result = String::from("[^");
    if let Some(d) = options.delimiter {
        escape_regexp_string(d.encode_utf8(&mut [0; 4]), &mut result);
    }
    result.push_str("]+?");
    result
}

/// <https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list>
pub(crate) fn generate_regular_expression_and_name_list(
    parts: &[Part],
    options: &Options,
) -> (String, Vec<String>) {
    let segment_wildcard = generate_segment_wildcard_regexp(options);
    let mut result = String::with_capacity(
        16 + parts
            .iter()
            .map(|p| 2 * (p.value.len() + p.prefix.len() + p.suffix.len()) + 24)
            .sum::<usize>(),
    );
    result.push('^');
    let mut name_list = Vec::with_capacity(parts.len());
    for part in parts {
        let modifier = part.modifier.as_str();
        if part.ty == PartType::FixedText {
            if part.modifier == Modifier::None {
                escape_regexp_string(&part.value, &mut result);
            } else {
                // (?:<fixed text>)<modifier>
                result.push_str("(?:");
                escape_regexp_string(&part.value, &mut result);
                result.push(')');
                result.push_str(modifier);
            }
            continue;
        }
        name_list.push(part.name.clone());
        let regexp_value = match part.ty {
            PartType::SegmentWildcard => segment_wildcard.as_str(),
            PartType::FullWildcard => FULL_WILDCARD_REGEXP_VALUE,
            _ => part.value.as_str(),
        };
        let repeating = matches!(part.modifier, Modifier::ZeroOrMore | Modifier::OneOrMore);
        if part.prefix.is_empty() && part.suffix.is_empty() {
            if repeating {
                // ((?:<regexp value>)<modifier>)
                result.push_str("((?:");
                result.push_str(regexp_value);
                result.push(')');
                result.push_str(modifier);
                result.push(')');
            } else {
                // (<regexp value>)<modifier>
                result.push('(');
                result.push_str(regexp_value);
                result.push(')');
                result.push_str(modifier);
            }
            continue;
        }
        if !repeating {
            // (?:<prefix>(<regexp value>)<suffix>)<modifier>
            result.push_str("(?:");
            escape_regexp_string(&part.prefix, &mut result);
            result.push('(');
            result.push_str(regexp_value);
            result.push(')');
            escape_regexp_string(&part.suffix, &mut result);
            result.push(')');
            result.push_str(modifier);
            continue;
        }
        // (?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?
        result.push_str("(?:");
        escape_regexp_string(&part.prefix, &mut result);
        result.push_str("((?:");
        result.push_str(regexp_value);
        result.push_str(")(?:");
        escape_regexp_string(&part.suffix, &mut result);
        escape_regexp_string(&part.prefix, &mut result);
        result.push_str("(?:");
        result.push_str(regexp_value);
        result.push_str("))*)");
        escape_regexp_string(&part.suffix, &mut result);
        result.push(')');
        if part.modifier == Modifier::ZeroOrMore {
            result.push('?');
        }
    }
    result.push('$');
    (result, name_list)
}

/// <https://urlpattern.spec.whatwg.org/#escape-a-regexp-string>, appended to `out`.
pub(crate) fn escape_regexp_string(input: &str, out: &mut String) {
    for c in input.chars() {
        if matches!(
            c,
            '.' | '+'
                | '*'
                | '?'
                | '^'
                | '$'
                | '{'
                | '}'
                | '('
                | ')'
                | '['
                | ']'
                | '|'
                | '/'
                | '\\'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
}

/// <https://urlpattern.spec.whatwg.org/#escape-a-pattern-string>, appended to `out`.
pub(crate) fn escape_pattern_string(input: &str, out: &mut String) {
    for c in input.chars() {
        if matches!(c, '+' | '*' | '?' | ':' | '{' | '}' | '(' | ')' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
}

/// Whether a part's name was assigned automatically (its first code point is an ASCII digit).
fn is_numeric_name(name: &str) -> bool {
    name.as_bytes().first().is_some_and(u8::is_ascii_digit)
}

/// <https://urlpattern.spec.whatwg.org/#generate-a-pattern-string>
pub(crate) fn generate_pattern_string(parts: &[Part], options: &Options) -> String {
    let mut result = String::with_capacity(
        parts
            .iter()
            .map(|p| 2 * (p.value.len() + p.prefix.len() + p.suffix.len()) + p.name.len() + 8)
            .sum(),
    );
    for (index, part) in parts.iter().enumerate() {
        let previous = index.checked_sub(1).and_then(|i| parts.get(i));
        let next = parts.get(index + 1);
        if part.ty == PartType::FixedText {
            if part.modifier == Modifier::None {
                escape_pattern_string(&part.value, &mut result);
                continue;
            }
            result.push('{');
            escape_pattern_string(&part.value, &mut result);
            result.push('}');
            result.push_str(part.modifier.as_str());
            continue;
        }
        let custom_name = !is_numeric_name(&part.name);
        let mut needs_grouping = !part.suffix.is_empty()
            || (!part.prefix.is_empty() && !options.is_prefix(&part.prefix));
        if let Some(next) = next {
            if !needs_grouping
                && custom_name
                && part.ty == PartType::SegmentWildcard
                && part.modifier == Modifier::None
                && next.prefix.is_empty()
                && next.suffix.is_empty()
            {
                needs_grouping = if next.ty == PartType::FixedText {
                    next.value
                        .chars()
                        .next()
                        .is_some_and(|c| is_valid_name_code_point(c, false))
                } else {
                    is_numeric_name(&next.name)
                };
            }
        }
        if !needs_grouping && part.prefix.is_empty() {
            if let Some(previous) = previous {
                needs_grouping = previous.ty == PartType::FixedText
                    && previous
                        .value
                        .chars()
                        .next_back()
                        .is_some_and(|c| Some(c) == options.prefix);
            }
        }
        if needs_grouping {
            result.push('{');
        }
        escape_pattern_string(&part.prefix, &mut result);
        if custom_name {
            result.push(':');
            result.push_str(&part.name);
        }
        match part.ty {
            PartType::Regexp => {
                result.push('(');
                result.push_str(&part.value);
                result.push(')');
            }
            PartType::SegmentWildcard if !custom_name => {
                result.push('(');
                result.push_str(&generate_segment_wildcard_regexp(options));
                result.push(')');
            }
            PartType::FullWildcard => {
                let plain = previous
                    .is_none_or(|p| p.ty == PartType::FixedText || p.modifier != Modifier::None)
                    || needs_grouping
                    || !part.prefix.is_empty();
                if !custom_name && plain {
                    result.push('*');
                } else {
                    result.push('(');
                    result.push_str(FULL_WILDCARD_REGEXP_VALUE);
                    result.push(')');
                }
            }
            _ => {}
        }
        if part.ty == PartType::SegmentWildcard
            && custom_name
            && part
                .suffix
                .chars()
                .next()
                .is_some_and(|c| is_valid_name_code_point(c, false))
        {
            result.push('\\');
        }
        escape_pattern_string(&part.suffix, &mut result);
        if needs_grouping {
            result.push('}');
        }
        result.push_str(part.modifier.as_str());
    }
    result
}
