//! UTS #46 processing, ToASCII and ToUnicode, nontransitional, with _CheckBidi_ and
//! _CheckJoiners_ always on and _IgnoreInvalidPunycode_ off (the URL Standard's settings).
//!
//! <https://www.unicode.org/reports/tr46/#Processing>
//!
//! Errors fail fast: the URL Standard only needs to know whether an error was recorded (ToASCII
//! then returns failure, ToUnicode's caller returns its input unchanged), never where.
//!
//! Two limits bound the work on hostile input (the same as the `idna` crate's, see
//! <https://github.com/whatwg/url/issues/824>): a Punycode label may have at most 2000
//! characters after "xn--", and a non-ASCII label at most 1000 characters after processing.
//! Everything else is linear in the input (table lookups are binary searches).

use super::nfc;
use super::nfc::{planar, Cursor};
use super::punycode;
use super::tables::{
    K_ALT, K_DELTA, K_IGNORED, K_STRING, K_VALID, MAP, MAP_LEN, MAP_PAYLOADS, MAP_PAYLOADS_LEN,
    MAP_RANK, POOL, POOL_LEN,
};
use crate::prelude::*;

/// The longest Punycode part (after "xn--") that is decoded.
const MAX_PUNYCODE_LEN: usize = 2000;
/// The longest non-ASCII label accepted (see [`punycode::MAX_DECODED_LEN`]).
const MAX_UNICODE_LABEL_LEN: usize = punycode::MAX_DECODED_LEN;

/// A code point's entry in the UTS #46 IDNA Mapping Table (nontransitional: deviations are
/// valid; the STD3 rules are a separate ASCII check).
#[derive(Debug, PartialEq, Eq)]
enum Mapping {
    Valid,
    Ignored,
    Disallowed,
    Char(char),
    /// The `len` characters of `POOL` from `start` on.
    Pool {
        start: usize,
        len: usize,
    },
}

/// Character `i` of `POOL`.
fn pool_char(i: usize) -> Option<char> {
    char::from_u32(planar(&POOL, POOL_LEN, i, 0, 3) as u32)
}

/// The mapping of `c`, `cursor` the lookups of the same domain before it.
fn mapping(c: char, cursor: &mut Cursor) -> Mapping {
    // ASCII: upper case maps to lower case, everything else is valid (the STD3 rules are
    // separate). The tests check this against the table.
    if c.is_ascii() {
        return if c.is_ascii_uppercase() {
            Mapping::Char(c.to_ascii_lowercase())
        } else {
            Mapping::Valid
        };
    }
    mapping_from_table(c, cursor)
}

fn mapping_from_table(c: char, cursor: &mut Cursor) -> Mapping {
    let cp = u32::from(c);
    let start = |i| planar(&MAP, MAP_LEN, i, 0, 3) & 0x1F_FFFF;
    let i = cursor.range_index(MAP_LEN, u64::from(cp), &start);
    let w = planar(&MAP, MAP_LEN, i, 0, 3);
    let offset = cp.wrapping_sub((w & 0x1F_FFFF) as u32);
    let kind = ((w >> 21) & 7) as u8;
    let to_char = |cp: Option<u32>| {
        cp.and_then(char::from_u32)
            .map_or(Mapping::Disallowed, Mapping::Char)
    };
    match kind {
        K_VALID => Mapping::Valid,
        K_IGNORED => Mapping::Ignored,
        K_ALT if offset % 2 == 0 => to_char(cp.checked_add(1)),
        K_ALT => Mapping::Valid,
        K_DELTA | K_STRING => {
            let payload = planar(&MAP_PAYLOADS, MAP_PAYLOADS_LEN, payload_index(i), 0, 3) as u32;
            if kind == K_DELTA {
                // Sign-extend the 24-bit delta.
                return to_char(cp.checked_add_signed(((payload << 8) as i32) >> 8));
            }
            let len = (payload >> 18) as usize;
            let start = (payload & 0x3_FFFF) as usize + offset as usize * len;
            Mapping::Pool { start, len }
        }
        _ => Mapping::Disallowed,
    }
}

/// The index in `MAP_PAYLOADS` of the payload of range `i` (which has one): the number of
/// ranges before it with a payload.
fn payload_index(i: usize) -> usize {
    let block = i / 64;
    let before = MAP_RANK.get(block).map_or(0, |&n| usize::from(n));
    let in_block = (block * 64..i)
        .filter(|&j| {
            let kind = (planar(&MAP, MAP_LEN, j, 2, 1) >> 5) as u8;
            kind == K_DELTA || kind == K_STRING
        })
        .count();
    before + in_block
}

fn is_valid(c: char, cursor: &mut Cursor) -> bool {
    mapping(c, cursor) == Mapping::Valid
}

/// An ASCII letter, digit or hyphen-minus (after mapping, letters are lowercase): what
/// _UseSTD3ASCIIRules_ allows of ASCII.
fn is_ldh(c: char) -> bool {
    c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'
}

// Bidi_Class codes of the `PROP_VALUES` table. The Bidi Rule treats R and AL alike, and ES,
// CS, ET, ON and BN alike, so the table has one code for each of those groups.
/// L
const L: u8 = 0;
/// R or AL
const R_AL: u8 = 1;
/// AN
const AN: u8 = 2;
/// EN
const EN: u8 = 3;
/// ES, CS, ET, ON or BN
const NEUTRAL: u8 = 4;
/// NSM
const NSM: u8 = 5;

fn bidi_class(c: char) -> u8 {
    ((nfc::props(c) >> 8) & 0xF) as u8
}

// Joining_Type codes of the `PROP_VALUES` table.
const JT_T: u8 = 1;
const JT_L: u8 = 2;
const JT_R: u8 = 3;
const JT_D: u8 = 4;

fn joining_type(c: char) -> u8 {
    ((nfc::props(c) >> 12) & 7) as u8
}

fn is_mark(c: char) -> bool {
    // No mark below U+0300 (tools/idna-tables checks this).
    c >= '\u{300}' && nfc::props(c) >> 15 != 0
}

/// A domain after processing: its labels' code points (mapped, normalized, Punycode decoded,
/// validated) one after another in `chars`, and where each label ends there. One buffer for all
/// labels: two allocations for a whole domain, not one or two for each label (in wasm the
/// allocator was 12% of `URL.canParse`'s time on IDN hosts).
pub(super) struct Processed<'a> {
    chars: Vec<char>,
    labels: Vec<Label<'a>>,
}

/// A processed label: its code points are `Processed::chars` from the previous label's `end` to its own.
struct Label<'a> {
    end: usize,
    /// The input label when it was an ASCII "xn--" label: ToASCII writes it back, lowercased,
    /// rather than encoding the code points again.
    ascii_punycode: Option<&'a str>,
}

impl<'a> Processed<'a> {
    /// Ends the label whose code points were pushed to `chars` since the previous one ended.
    fn end_label(&mut self, ascii_punycode: Option<&'a str>) {
        self.labels.push(Label {
            end: self.chars.len(),
            ascii_punycode,
        });
    }

    /// Each label's code points, and its ASCII "xn--" input if it had one.
    fn labels(&self) -> impl Iterator<Item = (&[char], Option<&'a str>)> + '_ {
        let mut start = 0;
        self.labels.iter().map(move |label| {
            let chars = self.chars.get(start..label.end).unwrap_or_default();
            start = label.end;
            (chars, label.ascii_punycode)
        })
    }
}

/// <https://www.unicode.org/reports/tr46/#Processing>, steps 1-4 (Map, Normalize, Break,
/// Convert/Validate), then the Bidi Rule over the whole domain. `strict` is _CheckHyphens_ and
/// _UseSTD3ASCIIRules_. `None`: an error was recorded.
pub(super) fn process(domain: &str, strict: bool) -> Option<Processed<'_>> {
    let mut out = Processed {
        chars: Vec::with_capacity(domain.len()),
        labels: Vec::new(),
    };
    let mut decomposed: Vec<u32> = Vec::new();
    let mut normalized: Vec<char> = Vec::new();
    // Mapping and normalization never add or remove U+002E FULL STOP (it is valid, has no
    // decomposition and composes with nothing), so breaking the input at its full stops first
    // gives the same labels as breaking after step 2; more full stops can come from mapping
    // (e.g. U+3002 IDEOGRAPHIC FULL STOP), so the result is broken again below.
    for input in domain.split('.') {
        if input.is_ascii() {
            // ASCII: mapping is lowercasing, and the label is already in NFC.
            let start = out.chars.len();
            let punycode = has_punycode_prefix(input.as_bytes());
            let lowercase = input.get(if punycode { 4 } else { 0 }..)?;
            out.chars.extend(
                lowercase
                    .bytes()
                    .map(|b| char::from(b.to_ascii_lowercase())),
            );
            let label = out.chars.get(start..)?;
            if punycode {
                let decoded = convert_punycode(label, strict)?;
                out.chars.truncate(start);
                out.chars.extend_from_slice(&decoded);
                out.end_label(Some(input));
            } else {
                if strict {
                    // UseSTD3ASCIIRules, CheckHyphens.
                    if !label.iter().all(|&c| is_ldh(c)) {
                        return None;
                    }
                    check_hyphens(label)?;
                }
                out.end_label(None);
            }
            continue;
        }
        // Step 1, Map: "For each code point in the domain_name string, look up the Status value
        // in Section 5, IDNA Mapping Table, and take the following actions: disallowed: record
        // that there was an error; ignored: remove; mapped: replace with its mapping; valid
        // (and deviation, nontransitional): leave unchanged."
        normalized.clear();
        normalized.reserve(input.len());
        let mut cursor = Cursor::default();
        let mut props_cursor = Cursor::default();
        let mut inert = true;
        let mut push = |c: char| {
            inert &= nfc::is_inert_starter(c, &mut props_cursor);
            normalized.push(c);
        };
        for c in input.chars() {
            match mapping(c, &mut cursor) {
                Mapping::Valid => push(c),
                Mapping::Ignored => {}
                Mapping::Disallowed => return None,
                Mapping::Char(m) => push(m),
                Mapping::Pool { start, len } => {
                    for i in start..start + len {
                        push(pool_char(i)?);
                    }
                }
            }
        }
        // Step 2, Normalize: "Normalize the domain_name string to Unicode Normalization Form C."
        // A string of inert starters (the usual label: letters without combining marks) is
        // already in NFC; otherwise its canonical decomposition is normalized.
        if !inert {
            decomposed.clear();
            for &c in &normalized {
                nfc::decompose(c, &mut decomposed);
            }
            normalized.clear();
            nfc::compose(&mut decomposed, &mut normalized);
        }
        // Step 3, Break: "Break the string into labels at U+002E ( . ) FULL STOP."
        for label in normalized.split(|&c| c == '.') {
            // UseSTD3ASCIIRules (validity criterion 7), for the ASCII a mapping produced.
            if strict && label.iter().any(|&c| c.is_ascii() && !is_ldh(c)) {
                return None;
            }
            // Step 4, Convert/Validate.
            if let Some(rest) = label.strip_prefix(&['x', 'n', '-', '-'][..]) {
                // "If the label contains any non-ASCII code point, record that there was an
                // error."
                if !rest.iter().all(char::is_ascii) {
                    return None;
                }
                out.chars
                    .extend_from_slice(&convert_punycode(rest, strict)?);
            } else {
                // "If the label does not start with “xn--”: Verify that the label meets the
                // validity criteria in Section 4.1, Validity Criteria for Nontransitional
                // Processing." (Status and NFC hold by construction.)
                check_label(label, strict)?;
                out.chars.extend_from_slice(label);
            }
            out.end_label(None);
        }
    }
    // CheckBidi (validity criterion 8), over all labels of a Bidi domain name.
    check_bidi(&out)?;
    Some(out)
}

/// Whether an ASCII label begins with "xn--", case-insensitively.
fn has_punycode_prefix(label: &[u8]) -> bool {
    label.len() >= 4
        && label
            .get(..4)
            .is_some_and(|p| p.eq_ignore_ascii_case(b"xn--"))
}

/// Step 4 for a label starting with "xn--": `rest` is what follows the prefix (lowercase
/// ASCII). Returns the decoded label if it meets the validity criteria.
fn convert_punycode(rest: &[char], strict: bool) -> Option<Vec<char>> {
    // "Attempt to convert the rest of the label to Unicode according to Punycode [RFC3492]. If
    // that conversion fails, record that there was an error." An empty rest or one ending in
    // "-" (no encoded code points) would decode to an empty or all-ASCII label, which is an
    // error: "If the label is empty, or if the label contains only ASCII code points, record
    // that there was an error."
    if rest.last().is_none_or(|&c| c == '-') || rest.len() > MAX_PUNYCODE_LEN {
        return None;
    }
    let decoded = punycode::decode(rest)?;
    // Validity criteria 1 and 6: the label must be in NFC, and every code point must be valid
    // (deviations are valid). A full stop cannot be part of a label. UseSTD3ASCIIRules:
    // only ASCII letters, digits and hyphen-minus.
    let mut cursor = Cursor::default();
    if decoded
        .iter()
        .any(|&c| c == '.' || (strict && c.is_ascii() && !is_ldh(c)) || !is_valid(c, &mut cursor))
        || !nfc::is_nfc(&decoded)
    {
        return None;
    }
    check_label(&decoded, strict)?;
    Some(decoded)
}

/// CheckHyphens, validity criteria 2 and 3: no hyphen-minus in both the third and fourth
/// positions, none at the start or end.
fn check_hyphens(label: &[char]) -> Option<()> {
    let bad = label.first() == Some(&'-')
        || label.last() == Some(&'-')
        || (label.get(2) == Some(&'-') && label.get(3) == Some(&'-'));
    (!bad).then_some(())
}

/// The validity criteria of <https://www.unicode.org/reports/tr46/#Validity_Criteria> that
/// depend on the label alone, for a label whose code points are valid and in NFC.
fn check_label(label: &[char], strict: bool) -> Option<()> {
    // The length limit first: it bounds the joiner checks' scans.
    if label.len() > MAX_UNICODE_LABEL_LEN && !label.iter().all(char::is_ascii) {
        return None;
    }
    if strict {
        check_hyphens(label)?;
    } else if label.starts_with(&['x', 'n', '-', '-']) {
        // "If not CheckHyphens, the label must not begin with “xn--”." (A criterion added in
        // UTS #46 for Unicode 15.1: a decoded Punycode label may not be Punycode again.)
        return None;
    }
    // Criterion 5: "The label must not begin with a combining mark, that is:
    // General_Category=Mark."
    if label.first().is_some_and(|&c| is_mark(c)) {
        return None;
    }
    // Criterion 7, CheckJoiners: "the label must satisify the ContextJ rules from Appendix A,
    // in The Unicode Code Points and IDNA [IDNA2008]" (RFC 5892).
    check_joiners(label)
}

/// RFC 5892 Appendix A.1 (ZERO WIDTH NON-JOINER) and A.2 (ZERO WIDTH JOINER).
fn check_joiners(label: &[char]) -> Option<()> {
    for (i, &c) in label.iter().enumerate() {
        if c != '\u{200C}' && c != '\u{200D}' {
            continue;
        }
        let before = label.get(..i)?;
        // "If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;"
        match before.last() {
            None => return None,
            Some(&b) if nfc::ccc(b) == 9 => continue,
            Some(_) => {}
        }
        // ZWJ has no other rule.
        if c == '\u{200D}' {
            return None;
        }
        // ZWNJ: "If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
        // (Joining_Type:T)*(Joining_Type:{R,D})) Then True;"
        let after = label.get(i + 1..)?;
        if !joins(before.iter().rev(), JT_L) || !joins(after.iter(), JT_R) {
            return None;
        }
    }
    Some(())
}

/// Whether the first character of `chars` that is not transparent has Joining_Type `side`
/// (L or R) or D.
fn joins<'a>(chars: impl Iterator<Item = &'a char>, side: u8) -> bool {
    for &c in chars {
        match joining_type(c) {
            JT_T => continue,
            jt => return jt == side || jt == JT_D,
        }
    }
    false
}

/// <https://www.unicode.org/reports/tr46/#Notation>: "A Bidi domain name is a domain name
/// containing at least one character with Bidi_Class R, AL, or AN." If the domain is one, every
/// label must satisfy the Bidi Rule of RFC 5893 section 2.
fn check_bidi(domain: &Processed<'_>) -> Option<()> {
    let is_bidi_domain = domain
        .chars
        .iter()
        .any(|&c| c >= '\u{590}' && matches!(bidi_class(c), R_AL | AN));
    if !is_bidi_domain {
        return Some(());
    }
    for (label, _) in domain.labels() {
        let Some((&first, tail)) = label.split_first() else {
            continue;
        };
        // 1. "The first character must be a character with Bidi property L, R, or AL."
        let first = bidi_class(first);
        if !matches!(first, L | R_AL) {
            return None;
        }
        let ltr = first == L;
        // Trailing NSMs are allowed after the last character of rules 3 and 6.
        let end = tail
            .iter()
            .rposition(|&c| bidi_class(c) != NSM)
            .map_or(0, |p| p + 1);
        let Some((&last, middle)) = tail.get(..end).and_then(<[char]>::split_last) else {
            continue;
        };
        let last = bidi_class(last);
        if ltr {
            // 5. "In an LTR label, only characters with the Bidi properties L, EN, ES, CS, ET,
            // ON, BN, or NSM are allowed."
            // 6. "In an LTR label, the end of the label must be a character with Bidi property
            // L or EN, followed by zero or more characters with Bidi property NSM."
            if !matches!(last, L | EN)
                || middle
                    .iter()
                    .any(|&c| !matches!(bidi_class(c), L | EN | NEUTRAL | NSM))
            {
                return None;
            }
        } else {
            // 2. "In an RTL label, only characters with the Bidi properties R, AL, AN, EN, ES,
            // CS, ET, ON, BN, or NSM are allowed."
            // 3. "In an RTL label, the end of the label must be a character with Bidi property
            // R, AL, EN, or AN, followed by zero or more characters with Bidi property NSM."
            // 4. "In an RTL label, if an EN is present, no AN may be present, and vice versa."
            if !matches!(last, R_AL | EN | AN) {
                return None;
            }
            let (mut en, mut an) = (last == EN, last == AN);
            for &c in middle {
                match bidi_class(c) {
                    EN => en = true,
                    AN => an = true,
                    R_AL | NEUTRAL | NSM => {}
                    _ => return None,
                }
            }
            if en && an {
                return None;
            }
        }
    }
    Some(())
}

/// <https://www.unicode.org/reports/tr46/#ToASCII>, nontransitional, with _CheckHyphens_,
/// _UseSTD3ASCIIRules_ and _VerifyDnsLength_ set to `strict`. `None` is a failure.
pub(crate) fn to_ascii(domain: &str, strict: bool) -> Option<String> {
    // Step 1: "To the input domain_name, apply the Processing Steps in Section 4, Processing".
    let processed = process(domain, strict)?;
    // Step 2: "Break the result into labels at U+002E FULL STOP."
    // Step 3: "Convert each label with non-ASCII characters into Punycode [RFC3492], and prefix
    // by “xn--”. This may record an error."
    // (A non-ASCII label's Punycode form is at most a few bytes longer than its UTF-8: the room
    // for "xn--" and those, so that the usual domain is written without growing `out`.)
    let mut out = String::with_capacity(domain.len() + 16);
    for (i, (label, ascii_punycode)) in processed.labels().enumerate() {
        if i > 0 {
            out.push('.');
        }
        if let Some(input) = ascii_punycode {
            // Decoding and encoding again gives the same, lowercased.
            out.extend(input.chars().map(|c| c.to_ascii_lowercase()));
        } else if label.iter().all(char::is_ascii) {
            out.extend(label.iter());
        } else {
            out.push_str("xn--");
            punycode::encode(label, &mut out)?;
        }
    }
    // Step 4: "If the VerifyDnsLength flag is true, then verify DNS length restrictions. This
    // may record an error." The whole domain name (without a root dot, which is not allowed
    // here) at most 253 octets; each label 1 to 63 octets.
    if strict
        && (out.len() > 253
            || out.ends_with('.')
            || out.split('.').any(|l| l.is_empty() || l.len() > 63))
    {
        return None;
    }
    // Step 5: "If an error was recorded in steps 1-4, then return a failure value."
    Some(out)
}

/// <https://www.unicode.org/reports/tr46/#ToUnicode>, nontransitional, with _CheckHyphens_ and
/// _UseSTD3ASCIIRules_ false. `None`: an error was recorded (the caller returns its input).
pub(crate) fn to_unicode(domain: &str) -> Option<String> {
    // "Apply the Processing Steps in Section 4, Processing"; the labels are joined again.
    let processed = process(domain, false)?;
    let mut out = String::with_capacity(domain.len());
    for (i, (label, _)) in processed.labels().enumerate() {
        if i > 0 {
            out.push('.');
        }
        out.extend(label.iter());
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mapping of `c`, looked up afresh.
    fn mapping_of(c: char) -> Mapping {
        mapping(c, &mut Cursor::default())
    }

    #[test]
    fn ascii_fast_path_agrees_with_the_table() {
        for c in '\0'..='\u{7F}' {
            assert_eq!(
                mapping_of(c),
                mapping_from_table(c, &mut Cursor::default()),
                "{c:?}"
            );
        }
    }

    /// A cursor that has seen other code points gives each the answer of a fresh lookup: every
    /// code point in order, then in a scattered order (each range entered from either side).
    #[test]
    fn cursor_agrees_with_fresh_lookups() {
        let mut cursor = Cursor::default();
        for c in '\0'..=char::MAX {
            assert_eq!(mapping(c, &mut cursor), mapping_of(c), "{c:?}");
        }
        let mut x: u32 = 1;
        for _ in 0..200_000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let Some(c) = char::from_u32((x >> 8) % 0x11_0000) else {
                continue;
            };
            assert_eq!(mapping(c, &mut cursor), mapping_of(c), "{c:?}");
        }
    }

    fn mapped(c: char) -> String {
        match mapping_of(c) {
            Mapping::Char(m) => m.to_string(),
            Mapping::Pool { start, len } => (start..start + len).filter_map(pool_char).collect(),
            _ => String::new(),
        }
    }

    #[test]
    fn mapping_kinds() {
        assert_eq!(mapping_of('a'), Mapping::Valid);
        assert_eq!(mapping_of('A'), Mapping::Char('a'));
        assert_eq!(mapping_of('\u{DF}'), Mapping::Valid); // deviation
        assert_eq!(mapping_of('\u{AD}'), Mapping::Ignored);
        assert_eq!(mapping_of('\u{FFFD}'), Mapping::Disallowed);
        assert_eq!(mapped('\u{3002}'), ".");
        assert_eq!(mapping_of('\u{100}'), Mapping::Char('\u{101}'));
        assert_eq!(mapping_of('\u{101}'), Mapping::Valid);
        assert_eq!(mapped('\u{2474}'), "(1)");
        assert_eq!(mapped('\u{FDFA}').chars().count(), 18);
        assert_eq!(mapping_of('\u{10FFFF}'), Mapping::Disallowed);
    }

    #[test]
    fn ascii_and_unicode() {
        assert_eq!(
            to_ascii("M\u{FC}nchen.DE", false).as_deref(),
            Some("xn--mnchen-3ya.de")
        );
        assert_eq!(
            to_ascii("xn--MNCHEN-3ya.de", true).as_deref(),
            Some("xn--mnchen-3ya.de")
        );
        assert_eq!(
            to_unicode("xn--mnchen-3ya.de").as_deref(),
            Some("m\u{FC}nchen.de")
        );
        assert_eq!(to_ascii("a\u{3002}b", true).as_deref(), Some("a.b"));
        assert_eq!(to_ascii("a..b", true), None);
        assert_eq!(to_ascii("a..b", false).as_deref(), Some("a..b"));
        assert!(to_ascii("\u{5D0}1", false).is_some()); // an RTL label may end in EN...
        assert_eq!(
            to_ascii("\u{5D0}\u{5D1}", false).as_deref(),
            Some("xn--4dbc")
        );
        assert_eq!(to_ascii("1.\u{5D0}", false), None); // ...but not a label starting with one
                                                        // A Punycode label that decodes to a label starting with "xn--" (IdnaTestV2's V4 rows):
                                                        // an error without CheckHyphens too.
        assert_eq!(to_unicode("xn--xn--a--gua.pt"), None);
        assert_eq!(to_ascii("\u{E9}.xn--xn--a--gua", false), None);
    }
}
