//! Canonical decomposition, combining classes and canonical composition: what Unicode
//! Normalization Form C needs (UAX #15), over the generated tables in `tables.rs`.
//!
//! <https://www.unicode.org/reports/tr15/>
//!
//! The tables only cover characters UTS #46 processing can produce: valid characters, the
//! characters of mapping results, and their decompositions. That is all UTS #46 processing feeds
//! this module (invalid characters are rejected before normalization).
//!
//! Characters travel through normalization as `u32` words `code point | ccc << 24`, so that the
//! canonical ordering step does not look the combining class up again.

use super::tables::{COMPOSE, DECOMP, DECOMP_LEN, PROPS, PROPS_LEN, PROP_VALUES, STARTER_SECONDS};
use crate::prelude::*;

/// Hangul syllables, decomposed and composed algorithmically (Unicode §3.12).
const S_BASE: u32 = 0xAC00;
const L_BASE: u32 = 0x1100;
const V_BASE: u32 = 0x1161;
const T_BASE: u32 = 0x11A7;
const L_COUNT: u32 = 19;
const V_COUNT: u32 = 21;
const T_COUNT: u32 = 28;
const N_COUNT: u32 = V_COUNT * T_COUNT;
const S_COUNT: u32 = L_COUNT * N_COUNT;

/// Entry `i` of a table stored as byte planes of `len` bytes (see `tables.rs`): `count` bytes
/// from plane `first` on, low byte first.
pub(super) fn planar(table: &[u8], len: usize, i: usize, first: usize, count: usize) -> u64 {
    let mut value = 0;
    let mut plane = first + count;
    while plane > first {
        plane -= 1;
        let byte = table.get(plane * len + i).copied().unwrap_or(0);
        value = (value << 8) | u64::from(byte);
    }
    value
}

/// The last `i < len` with `key(i) <= x`, or 0: the range containing `x` in a range table whose
/// first range starts at 0.
pub(super) fn range_index(len: usize, x: u64, key: impl Fn(usize) -> u64) -> usize {
    let (mut lo, mut hi) = (0, len);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if key(mid) <= x {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// A range table lookup that remembers the range it found last: the code points of a label are
/// mostly in one range of a table (a script's letters), which then costs one comparison instead
/// of a binary search. Starts empty.
#[derive(Default)]
pub(super) struct Cursor {
    start: u64,
    end: u64,
    index: usize,
}

impl Cursor {
    /// [`range_index`], from the range found last when `x` is in it. (One copy for every table:
    /// `key` is a trait object, and the search is not inlined, for the size of the wasm.)
    #[inline(never)]
    pub(super) fn range_index(&mut self, len: usize, x: u64, key: &dyn Fn(usize) -> u64) -> usize {
        if self.start <= x && x < self.end {
            return self.index;
        }
        let i = range_index(len, x, key);
        self.start = key(i);
        self.end = if i + 1 < len { key(i + 1) } else { u64::MAX };
        self.index = i;
        i
    }
}

/// The packed properties of `c` (see `PROP_VALUES` in `tables.rs`): combining class in the low
/// byte, then Bidi_Class, Joining_Type and General_Category=Mark.
pub(super) fn props(c: char) -> u16 {
    props_at(range_index(PROPS_LEN, u64::from(u32::from(c)), props_start))
}

/// [`props`], `cursor` the lookups before it.
fn props_with(c: char, cursor: &mut Cursor) -> u16 {
    props_at(cursor.range_index(PROPS_LEN, u64::from(u32::from(c)), &props_start))
}

/// The first code point of range `i` of `PROPS`.
fn props_start(i: usize) -> u64 {
    planar(&PROPS, PROPS_LEN, i, 0, 3)
}

/// The properties of range `i` of `PROPS`.
fn props_at(i: usize) -> u16 {
    let index = planar(&PROPS, PROPS_LEN, i, 3, 1) as usize;
    PROP_VALUES.get(index).copied().unwrap_or(0)
}

/// Canonical_Combining_Class.
pub(super) fn ccc(c: char) -> u8 {
    // Nothing below U+0300 has a non-zero class (tools/idna-tables checks this).
    if c < '\u{300}' {
        return 0;
    }
    props(c) as u8
}

/// Whether `c` is a starter (combining class 0) that never comes second in a canonical
/// composition: the NFC quick check (UAX #15 §9) answers Yes for a string of such characters
/// when each of them has NFC_Quick_Check=Yes, and UTS #46 processing only produces such
/// characters (valid characters and mapping results are NFKC_Casefold-stable, so none has
/// NFC_Quick_Check=No; the Maybe ones are exactly those that can come second). Then
/// normalization changes nothing, and [`decompose`] + [`compose`] can be skipped.
pub(super) fn is_inert_starter(c: char, cursor: &mut Cursor) -> bool {
    // Nothing below U+0300 has a non-zero class or comes second (tools/idna-tables checks both).
    if c < '\u{300}' {
        return true;
    }
    let cp = u32::from(c);
    // Hangul vowel and trailing jamo compose with what precedes them (Unicode §3.12).
    let jamo_second =
        (V_BASE..V_BASE + V_COUNT).contains(&cp) || (T_BASE + 1..T_BASE + T_COUNT).contains(&cp);
    props_with(c, cursor) as u8 == 0 && !jamo_second && STARTER_SECONDS.binary_search(&cp).is_err()
}

fn pack(c: char) -> u32 {
    u32::from(c) | (u32::from(ccc(c)) << 24)
}

fn unpack(w: u32) -> char {
    char::from_u32(w & 0xFF_FFFF).unwrap_or('\u{FFFD}')
}

/// The first-level canonical decomposition of `c` in `DECOMP`, if it has one there.
fn decomp_entry(c: char) -> Option<(char, Option<char>)> {
    // Nothing below U+00C0 decomposes (tools/idna-tables checks this).
    if c < '\u{C0}' {
        return None;
    }
    let cp = u64::from(u32::from(c));
    let i = range_index(DECOMP_LEN, cp, |i| planar(&DECOMP, DECOMP_LEN, i, 0, 3));
    if planar(&DECOMP, DECOMP_LEN, i, 0, 3) != cp {
        return None;
    }
    let first = char::from_u32(planar(&DECOMP, DECOMP_LEN, i, 3, 3) as u32)?;
    let second = char::from_u32(planar(&DECOMP, DECOMP_LEN, i, 6, 3) as u32).filter(|&s| s != '\0');
    Some((first, second))
}

/// Appends the full canonical decomposition of `c` to `out`.
pub(super) fn decompose(c: char, out: &mut Vec<u32>) {
    let cp = u32::from(c);
    if let Some(s) = cp.checked_sub(S_BASE).filter(|&s| s < S_COUNT) {
        out.push(L_BASE + s / N_COUNT);
        out.push(V_BASE + (s % N_COUNT) / T_COUNT);
        if s % T_COUNT != 0 {
            out.push(T_BASE + s % T_COUNT);
        }
        return;
    }
    decompose_rec(c, out, 0);
}

fn decompose_rec(c: char, out: &mut Vec<u32>, depth: u8) {
    // Canonical decompositions nest at most a few levels; the bound only guards the recursion.
    match decomp_entry(c).filter(|_| depth < 8) {
        Some((first, second)) => {
            decompose_rec(first, out, depth + 1);
            if let Some(second) = second {
                decompose_rec(second, out, depth + 1);
            }
        }
        None => out.push(pack(c)),
    }
}

/// The canonical composition of `first` and `second` (a primary composite), if any. `ccc` is
/// the combining class of `second`.
fn compose_pair(first: char, second: char, ccc: u32) -> Option<char> {
    let (a, b) = (u32::from(first), u32::from(second));
    // Hangul: L + V -> LV, LV + T -> LVT.
    if let (Some(l), Some(v)) = (a.checked_sub(L_BASE), b.checked_sub(V_BASE)) {
        if l < L_COUNT && v < V_COUNT {
            return char::from_u32(S_BASE + (l * V_COUNT + v) * T_COUNT);
        }
    }
    if let (Some(s), Some(t)) = (a.checked_sub(S_BASE), b.checked_sub(T_BASE)) {
        if s < S_COUNT && s % T_COUNT == 0 && t > 0 && t < T_COUNT {
            return char::from_u32(a + t);
        }
    }
    // Most characters with class 0 never come second: no need to search.
    if ccc == 0 && STARTER_SECONDS.binary_search(&b).is_err() {
        return None;
    }
    let key = u64::from(a) | (u64::from(b) << 24);
    let entry = |i: usize| {
        let d = COMPOSE.get(i).map_or(0, |&d| usize::from(d));
        (d, planar(&DECOMP, DECOMP_LEN, d, 3, 6))
    };
    let (d, found) = entry(range_index(COMPOSE.len(), key, |i| entry(i).1));
    if found != key {
        return None;
    }
    char::from_u32(planar(&DECOMP, DECOMP_LEN, d, 0, 3) as u32)
}

/// Normalizes `buf`, the concatenated canonical decompositions of a string (as [`decompose`]
/// writes them), to NFC: canonical ordering, then canonical composition. Appends to `out`.
///
/// Ordering sorts each run of non-starters with a stable sort that is linear on long runs.
pub(super) fn compose(buf: &mut [u32], out: &mut Vec<char>) {
    // Canonical Ordering Algorithm: stable-sort every maximal run of characters whose
    // combining class is not 0 by combining class.
    let mut scratch = Vec::new();
    for run in buf.split_mut(|&w| w >> 24 == 0) {
        sort_by_ccc(run, &mut scratch);
    }
    // Canonical Composition Algorithm.
    let mut starter: Option<usize> = None;
    // The combining class of the last character appended after the starter (0: none).
    let mut last_ccc = 0;
    for &w in buf.iter() {
        let c = unpack(w);
        let cc = w >> 24;
        if let Some(s) = starter {
            // Not blocked: adjacent to the starter, or every character in between has a lower
            // (non-zero) combining class.
            if s + 1 == out.len() || (last_ccc != 0 && last_ccc < cc) {
                if let Some(slot) = out.get_mut(s) {
                    if let Some(composite) = compose_pair(*slot, c, cc) {
                        *slot = composite;
                        continue;
                    }
                }
            }
        }
        out.push(c);
        if cc == 0 {
            starter = Some(out.len() - 1);
            last_ccc = 0;
        } else {
            last_ccc = cc;
        }
    }
}

/// Stable sort of `run` by combining class (the top byte): insertion sort for short runs (the
/// usual case: one or two marks), a counting sort for long ones (linear on any input).
fn sort_by_ccc(run: &mut [u32], scratch: &mut Vec<u32>) {
    if run.len() <= 16 {
        for i in 1..run.len() {
            let mut j = i;
            while let (Some(&a), Some(&b)) = (run.get(j.wrapping_sub(1)), run.get(j)) {
                if a >> 24 <= b >> 24 {
                    break;
                }
                run.swap(j - 1, j);
                j -= 1;
            }
        }
        return;
    }
    // counts[c + 1] = how many have class c; then prefix sums give each class's first slot.
    let mut slots = [0usize; 257];
    for &w in run.iter() {
        if let Some(n) = slots.get_mut((w >> 24) as usize + 1) {
            *n += 1;
        }
    }
    let mut total = 0;
    for n in slots.iter_mut() {
        total += *n;
        *n = total;
    }
    scratch.clear();
    scratch.resize(run.len(), 0);
    for &w in run.iter() {
        if let Some(slot) = slots.get_mut((w >> 24) as usize) {
            if let Some(dest) = scratch.get_mut(*slot) {
                *dest = w;
            }
            *slot += 1;
        }
    }
    run.copy_from_slice(scratch);
}

/// Whether `label` (of valid characters) is in NFC.
pub(super) fn is_nfc(label: &[char]) -> bool {
    let mut buf = Vec::with_capacity(label.len());
    for &c in label {
        decompose(c, &mut buf);
    }
    let mut out = Vec::with_capacity(label.len());
    compose(&mut buf, &mut out);
    out == label
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cursor that has seen other code points gives each the properties of a fresh lookup.
    #[test]
    fn cursor_agrees_with_fresh_lookups() {
        let mut cursor = Cursor::default();
        for c in ('\0'..=char::MAX).chain(('\0'..=char::MAX).rev().step_by(7)) {
            assert_eq!(props_with(c, &mut cursor), props(c), "{c:?}");
        }
    }

    fn nfc(s: &str) -> String {
        let mut buf = Vec::new();
        for c in s.chars() {
            decompose(c, &mut buf);
        }
        let mut out = Vec::new();
        compose(&mut buf, &mut out);
        out.into_iter().collect()
    }

    #[test]
    fn normalizes() {
        assert_eq!(nfc("e\u{301}"), "\u{E9}");
        assert_eq!(nfc("\u{E9}"), "\u{E9}");
        // Reordering: dot below (220) before acute (230), then composition.
        assert_eq!(nfc("a\u{301}\u{323}"), "\u{1EA1}\u{301}");
        assert_eq!(nfc("\u{1100}\u{1161}\u{11A8}"), "\u{AC01}");
        assert_eq!(nfc("\u{AC01}"), "\u{AC01}");
        assert_eq!(nfc("u\u{308}\u{304}"), "\u{1D6}");
        assert!(is_nfc(&['a', '\u{E9}']));
        assert!(!is_nfc(&['e', '\u{301}']));
    }

    #[test]
    fn canonical_ordering_is_stable() {
        // Classes 230 (acute, grave), 220 (dot below, grave below), in long and short runs.
        let marks = ['\u{301}', '\u{316}', '\u{300}', '\u{323}'];
        for len in [2, 5, 16, 17, 100] {
            let s: String = std::iter::once('x')
                .chain((0..len).map(|i| marks[(i * 7 + i / 3) % 4]))
                .collect();
            let mut expected: Vec<char> = s.chars().skip(1).collect();
            expected.sort_by_key(|&c| ccc(c));
            let got: Vec<char> = nfc(&s).chars().skip(1).collect();
            assert_eq!(got, expected, "{len}");
        }
    }

    #[test]
    fn virama_class() {
        assert_eq!(ccc('\u{94D}'), 9);
        assert_eq!(ccc('a'), 0);
        assert_eq!(ccc('\u{301}'), 230);
    }
}
