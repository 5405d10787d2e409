//! Matching a part list without a regular expression engine, in linear time.
//!
//! The spec matches each component with the regular expression it generates
//! (<https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list>) and
//! allows matching "directly against the part list when possible". For a part list without
//! regexp parts we compile the generated expression's forms into a small backtracking program
//! ([`Program`]) and run it with a visited set over (instruction, position): the first match in
//! the backtracking order is the one ECMAScript's `RegExpBuiltinExec` finds (same captures), and
//! no (instruction, position) pair is explored twice, so a match costs at most
//! O(instructions × input length), whatever the pattern. (A backtracking engine needs
//! exponential time on `^(.*)(.*)...x$`-like expressions; see `tests/urlpattern_redos.rs`.)
//!
//! The program has no empty loops, which is what makes the visited set exact: a repeated body
//! always consumes input. ECMAScript's RepeatMatcher rejects an iteration of a `?` or `*` (or a
//! `+` past its first) that matched the empty string; the generated forms whose quantified body
//! can match the empty string are compiled as equivalents without one: `(.*)?` as `(.+)?`,
//! `((?:.*)*)`/`((?:.*)+)` as `(.*)`, `((?:[^d]+?)*)` as `([^d]*)` and `((?:[^d]+?)+)` as
//! `([^d]+)` (greedy); each tries the same end positions in the same order, with the same
//! captures. Every other quantified body has a non-empty literal or a `[^d]+?`.
//!
//! The JS shim runs the same program (`js/urlpattern/matcher.mjs`); [`Program::encode`] is the
//! format it reads.

use super::parts::{Modifier, Options, Part, PartType};
use crate::prelude::*;

/// One instruction. Jump targets are instruction indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Inst {
    /// Match the literal with this index (ASCII; case-insensitively with ignore case).
    Lit(usize),
    /// Try the first target; if that fails, the second.
    Split(usize, usize),
    Jmp(usize),
    /// Record the position in this capture slot (group `k` has slots `2k` and `2k + 1`).
    Save(usize),
    /// `.`: one code point that is not a line terminator.
    Any,
    /// `[^<delimiter>]`: one code point other than the delimiter (any, without one).
    NotDelimiter,
    /// `$`: succeed at the end of the input.
    Match,
}

impl Inst {
    /// Operation codes of [`Program::encode`].
    const LIT: u32 = 0;
    const SPLIT: u32 = 1;
    const JMP: u32 = 2;
    const SAVE: u32 = 3;
    const ANY: u32 = 4;
    const NOT_DELIMITER: u32 = 5;
    const MATCH: u32 = 6;
}

/// A compiled part list (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    insts: Vec<Inst>,
    literals: Vec<String>,
    delimiter: Option<char>,
    ignore_case: bool,
    groups: usize,
}

/// The capture of each group: byte offsets in the input, or `None` for a group that did not
/// take part in the match.
pub type Captures = Vec<Option<(usize, usize)>>;

struct Builder {
    insts: Vec<Inst>,
    literals: Vec<String>,
}

impl Builder {
    fn here(&self) -> usize {
        self.insts.len()
    }

    fn lit(&mut self, text: &str) {
        if !text.is_empty() {
            self.literals.push(text.to_owned());
            self.insts.push(Inst::Lit(self.literals.len() - 1));
        }
    }

    /// Set the second target of the split at `at` to here.
    fn patch(&mut self, at: usize) {
        let here = self.here();
        if let Some(Inst::Split(_, exit)) = self.insts.get_mut(at) {
            *exit = here;
        }
    }

    /// `(?:body)?`, greedy.
    fn optional(&mut self, body: impl FnOnce(&mut Builder)) {
        let split = self.here();
        self.insts.push(Inst::Split(split + 1, 0));
        body(self);
        self.patch(split);
    }

    /// `(?:body)*`, greedy; `body` must consume input.
    fn star(&mut self, body: impl FnOnce(&mut Builder)) {
        let split = self.here();
        self.insts.push(Inst::Split(split + 1, 0));
        body(self);
        self.insts.push(Inst::Jmp(split));
        self.patch(split);
    }

    /// `[^<delimiter>]+?`: one code point, then more only if what follows fails.
    fn segment_wildcard(&mut self) {
        self.insts.push(Inst::NotDelimiter);
        let split = self.here();
        self.insts.push(Inst::Split(split + 3, split + 1));
        self.insts.push(Inst::NotDelimiter);
        self.insts.push(Inst::Jmp(split));
    }

    /// The part's regexp value: `.*` or `[^<delimiter>]+?`.
    fn wildcard(&mut self, ty: PartType) {
        if ty == PartType::FullWildcard {
            self.star(|b| b.insts.push(Inst::Any));
        } else {
            self.segment_wildcard();
        }
    }

    /// `(<value>)` for group `k`.
    fn capture(&mut self, k: usize, body: impl FnOnce(&mut Builder)) {
        self.insts.push(Inst::Save(2 * k));
        body(self);
        self.insts.push(Inst::Save(2 * k + 1));
    }

    /// The generated expression's form for a part with a matching group `k`.
    fn group(&mut self, part: &Part, k: usize) {
        let ty = part.ty;
        let repeating = matches!(part.modifier, Modifier::ZeroOrMore | Modifier::OneOrMore);
        if part.prefix.is_empty() && part.suffix.is_empty() {
            match (repeating, ty) {
                // (<value>)<modifier>
                // (.*)? is (.+)?: ECMAScript rejects an optional iteration that matched the
                // empty string, so the group is then undefined, not "".
                (false, PartType::FullWildcard) if part.modifier == Modifier::Optional => {
                    self.optional(|b| {
                        b.capture(k, |b| {
                            b.insts.push(Inst::Any);
                            b.wildcard(ty);
                        });
                    });
                }
                (false, _) if part.modifier == Modifier::Optional => {
                    self.optional(|b| b.capture(k, |b| b.wildcard(ty)));
                }
                (false, _) => self.capture(k, |b| b.wildcard(ty)),
                // ((?:.*)*) and ((?:.*)+) are (.*) (see the module docs).
                (true, PartType::FullWildcard) => self.capture(k, |b| b.wildcard(ty)),
                // ((?:[^d]+?)*) is ([^d]*), ((?:[^d]+?)+) is ([^d]+).
                (true, _) => self.capture(k, |b| {
                    if part.modifier == Modifier::OneOrMore {
                        b.insts.push(Inst::NotDelimiter);
                    }
                    b.star(|b| b.insts.push(Inst::NotDelimiter));
                }),
            }
            return;
        }
        let body = |b: &mut Builder| {
            b.lit(&part.prefix);
            if repeating {
                // <prefix>((?:<value>)(?:<suffix><prefix>(?:<value>))*)<suffix>
                let mut between = part.suffix.clone();
                between.push_str(&part.prefix);
                b.capture(k, |b| {
                    b.wildcard(ty);
                    b.star(|b| {
                        b.lit(&between);
                        b.wildcard(ty);
                    });
                });
            } else {
                // <prefix>(<value>)<suffix>
                b.capture(k, |b| b.wildcard(ty));
            }
            b.lit(&part.suffix);
        };
        if matches!(part.modifier, Modifier::Optional | Modifier::ZeroOrMore) {
            self.optional(body);
        } else {
            body(self);
        }
    }
}

impl Program {
    /// Compile a part list; `None` when it has a regexp part (that needs the host's engine).
    pub(crate) fn compile(parts: &[Part], options: &Options) -> Option<Program> {
        let mut b = Builder {
            insts: Vec::with_capacity(8 * parts.len() + 1),
            literals: Vec::with_capacity(2 * parts.len()),
        };
        let mut groups = 0;
        for part in parts {
            match part.ty {
                PartType::Regexp => return None,
                PartType::FixedText => match part.modifier {
                    // An empty fixed text matches the empty string, however repeated.
                    _ if part.value.is_empty() => {}
                    Modifier::None => b.lit(&part.value),
                    Modifier::Optional => b.optional(|b| b.lit(&part.value)),
                    Modifier::ZeroOrMore => b.star(|b| b.lit(&part.value)),
                    Modifier::OneOrMore => {
                        b.lit(&part.value);
                        b.star(|b| b.lit(&part.value));
                    }
                },
                _ => {
                    b.group(part, groups);
                    groups += 1;
                }
            }
        }
        b.insts.push(Inst::Match);
        Some(Program {
            insts: b.insts,
            literals: b.literals,
            delimiter: options.delimiter,
            ignore_case: options.ignore_case,
            groups,
        })
    }

    /// The program as the JS matcher reads it: the delimiter (a code point, `u32::MAX` for
    /// none), ignore case (0 or 1), the instruction count, then per instruction three `u32`s
    /// (operation, first and second operand); returns the literals, in order.
    pub fn encode(&self, out: &mut Vec<u32>) -> &[String] {
        out.push(self.delimiter.map_or(u32::MAX, u32::from));
        out.push(u32::from(self.ignore_case));
        out.push(self.insts.len() as u32);
        for inst in &self.insts {
            let (op, a, b) = match *inst {
                Inst::Lit(i) => (Inst::LIT, i, 0),
                Inst::Split(x, y) => (Inst::SPLIT, x, y),
                Inst::Jmp(x) => (Inst::JMP, x, 0),
                Inst::Save(k) => (Inst::SAVE, k, 0),
                Inst::Any => (Inst::ANY, 0, 0),
                Inst::NotDelimiter => (Inst::NOT_DELIMITER, 0, 0),
                Inst::Match => (Inst::MATCH, 0, 0),
            };
            // Programs are small (a few instructions per part): indices fit in u32.
            out.extend([op, a as u32, b as u32]);
        }
        &self.literals
    }

    /// Whether `input` has the literal at `pos`; the position after it.
    fn lit_at(&self, literal: &str, input: &str, pos: usize) -> Option<usize> {
        let rest = input.get(pos..)?;
        if !self.ignore_case {
            return rest.starts_with(literal).then_some(pos + literal.len());
        }
        let mut chars = rest.char_indices();
        for l in literal.chars() {
            let (_, c) = chars.next()?;
            if fold(c) != fold(l) {
                return None;
            }
        }
        Some(pos + chars.next().map_or(rest.len(), |(i, _)| i))
    }

    /// Match the whole of `input` (the expression is anchored with `^` and `$`).
    pub fn exec(&self, input: &str) -> Option<Captures> {
        let width = input.len() + 1;
        let mut visited = vec![0u64; (self.insts.len() * width).div_ceil(64)];
        let mut slots: Vec<Option<usize>> = vec![None; 2 * self.groups];
        // A job runs from (pc, pos), or restores a capture slot when backtracking past its Save.
        enum Job {
            Run(usize, usize),
            Restore(usize, Option<usize>),
        }
        let mut stack = vec![Job::Run(0, 0)];
        while let Some(job) = stack.pop() {
            let (mut pc, mut pos) = match job {
                Job::Run(pc, pos) => (pc, pos),
                Job::Restore(slot, value) => {
                    if let Some(s) = slots.get_mut(slot) {
                        *s = value;
                    }
                    continue;
                }
            };
            loop {
                let bit = pc * width + pos;
                let Some(word) = visited.get_mut(bit / 64) else {
                    break;
                };
                if *word & (1 << (bit % 64)) != 0 {
                    break;
                }
                *word |= 1 << (bit % 64);
                let next_char = input.get(pos..).and_then(|s| s.chars().next());
                match self.insts.get(pc) {
                    Some(Inst::Lit(i)) => {
                        let literal = self.literals.get(*i).map_or("", String::as_str);
                        let Some(end) = self.lit_at(literal, input, pos) else {
                            break;
                        };
                        (pc, pos) = (pc + 1, end);
                    }
                    Some(Inst::Split(x, y)) => {
                        stack.push(Job::Run(*y, pos));
                        pc = *x;
                    }
                    Some(Inst::Jmp(x)) => pc = *x,
                    Some(Inst::Save(k)) => {
                        let Some(slot) = slots.get_mut(*k) else { break };
                        stack.push(Job::Restore(*k, *slot));
                        *slot = Some(pos);
                        pc += 1;
                    }
                    Some(Inst::Any) => match next_char {
                        Some(c) if !matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}') => {
                            (pc, pos) = (pc + 1, pos + c.len_utf8());
                        }
                        _ => break,
                    },
                    Some(Inst::NotDelimiter) => match next_char {
                        Some(c) if Some(c) != self.delimiter => {
                            (pc, pos) = (pc + 1, pos + c.len_utf8())
                        }
                        _ => break,
                    },
                    Some(Inst::Match) if pos == input.len() => {
                        let pairs = slots.chunks(2).map(|pair| match pair {
                            [Some(start), Some(end)] => Some((*start, *end)),
                            _ => None,
                        });
                        return Some(pairs.collect());
                    }
                    _ => break,
                }
            }
        }
        None
    }
}

/// ECMAScript's Canonicalize for a pattern with the `v` and `i` flags (simple case folding), as
/// far as matching an ASCII literal needs it: ASCII letters fold to lower case, and U+017F
/// (ſ) and U+212A (Kelvin sign) are the only other code points that fold into ASCII.
pub(crate) fn fold(c: char) -> char {
    match c {
        '\u{017F}' => 's',
        '\u{212A}' => 'k',
        _ => c.to_ascii_lowercase(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::canonicalize::Canon;
    use super::super::pattern_parser::parse_pattern_string;
    use super::*;

    fn program(pattern: &str, options: &Options) -> Program {
        let parts = parse_pattern_string(pattern, options, Canon::Pathname).unwrap();
        Program::compile(&parts, options).unwrap()
    }

    fn groups(pattern: &str, input: &str) -> Option<Vec<Option<String>>> {
        let captures = program(pattern, &Options::PATHNAME).exec(input)?;
        Some(
            captures
                .into_iter()
                .map(|c| c.map(|(s, e)| input[s..e].to_owned()))
                .collect(),
        )
    }

    fn some(values: &[&str]) -> Option<Vec<Option<String>>> {
        Some(values.iter().map(|v| Some((*v).to_owned())).collect())
    }

    #[test]
    fn backtracking_order() {
        assert_eq!(groups("/books/:id", "/books/123"), some(&["123"]));
        assert_eq!(groups("/books/:id", "/books/1/2"), None);
        assert_eq!(groups("/*/*", "/a/b/c"), some(&["a/b", "c"]));
        assert_eq!(groups("/:a*", "/x/y"), some(&["x/y"]));
        assert_eq!(groups("/:a*", ""), Some(vec![None]));
        assert_eq!(groups("/:a+", ""), None);
        assert_eq!(groups("/foo/:bar?", "/foo"), Some(vec![None]));
        assert_eq!(groups("{:a}{:b}", "abc"), some(&["a", "bc"]));
        assert_eq!(groups("(.*)*", "abc"), some(&["abc"]));
        assert_eq!(groups("{:a}*", "abc"), some(&["abc"]));
        assert_eq!(groups("{x:a}+", "xaxbb"), some(&["axbb"]));
        assert_eq!(
            groups("*{}**?", "foobar"),
            Some(vec![Some("foobar".into()), None])
        );
        assert_eq!(groups("(.*)?", ""), Some(vec![None]));
    }

    #[test]
    fn ignore_case_folds_like_unicode_regexps() {
        let options = Options {
            ignore_case: true,
            ..Options::PATHNAME
        };
        let p = program("/Kiss", &options);
        assert!(p.exec("/kiSS").is_some());
        assert!(p.exec("/\u{212A}i\u{017F}s").is_some());
        assert!(p.exec("/kis").is_none());
    }
}
