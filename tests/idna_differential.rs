//! Differential test of our UTS #46 implementation (src/idna/) against the `idna` crate with
//! ICU4X 2.3 data (Unicode 17, a native-only dev-dependency): ToASCII with both values of
//! `be_strict` and ToUnicode, compared exactly, for
//!
//! * every code point U+0000..U+10FFFF except surrogates, alone and in contexts (between ASCII
//!   letters, before a TLD, after an RTL letter, next to joiners, after a virama, before a
//!   combining mark, after "xn--" ...), and
//! * seeded pseudo-random short strings over code points chosen to exercise mapping,
//!   normalization, joiners, bidi, dots and Punycode.
//!
//! Debug builds (plain `cargo test`) check each code point alone, as `a<cp>b` and in one of the
//! contexts (rotating), and fewer random strings, to stay well within a minute on one core;
//! release builds (`cargo test --release --test idna_differential`) check every context.

// The reference implementation is a native-only dev-dependency.
#![cfg(not(target_arch = "wasm32"))]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

#[path = "support/idna_reference.rs"]
mod idna_reference;
use idna_reference::{reference_to_ascii, reference_to_unicode};

#[derive(Default)]
struct Stats {
    compared: u64,
    ascii_ok: u64,
    failures: Vec<String>,
}

impl Stats {
    fn check(&mut self, input: &str, full: bool) {
        self.compared += 1;
        let ours = url_wasm::__idna_to_ascii(input, false);
        let theirs = reference_to_ascii(input, false);
        self.ascii_ok += u64::from(theirs.is_some());
        if ours != theirs {
            self.fail(format!(
                "ToASCII(false) {input:?}: ours {ours:?}, idna {theirs:?}"
            ));
        }
        let ours = url_wasm::domain_to_unicode(input);
        let theirs = reference_to_unicode(input);
        if ours != theirs {
            self.fail(format!(
                "ToUnicode {input:?}: ours {ours:?}, idna {theirs:?}"
            ));
        }
        if full {
            let ours = url_wasm::__idna_to_ascii(input, true);
            let theirs = reference_to_ascii(input, true);
            if ours != theirs {
                self.fail(format!(
                    "ToASCII(true) {input:?}: ours {ours:?}, idna {theirs:?}"
                ));
            }
        }
    }

    fn fail(&mut self, message: String) {
        if self.failures.len() < 50 {
            self.failures.push(message);
        } else if self.failures.len() == 50 {
            self.failures.push("(more failures omitted)".to_owned());
        }
    }

    fn assert_ok(&self, what: &str) {
        eprintln!(
            "{what}: {} inputs compared, {} valid for ToASCII, {} mismatches",
            self.compared,
            self.ascii_ok,
            self.failures.len()
        );
        assert!(
            self.failures.is_empty(),
            "{what}: our IDNA differs from the idna crate:\n{}",
            self.failures.join("\n")
        );
    }
}

const RELEASE: bool = !cfg!(debug_assertions);

fn all_code_points() -> impl Iterator<Item = char> {
    (0..=0x10FFFFu32).filter_map(char::from_u32)
}

#[test]
fn every_code_point_alone_and_between_letters() {
    let mut stats = Stats::default();
    let mut s = String::new();
    for c in all_code_points() {
        s.clear();
        s.push(c);
        stats.check(&s, true);
        s.clear();
        s.push('a');
        s.push(c);
        s.push('b');
        stats.check(&s, RELEASE);
    }
    stats.assert_ok("code points alone and as a<cp>b");
}

/// Contexts around each code point: (prefix, suffix).
const CONTEXTS: &[(&str, &str)] = &[
    ("", ".com"),                   // before a TLD
    ("\u{5D0}", ""),                // after an RTL (R) letter: a Bidi domain name
    ("\u{628}", "\u{628}"),         // between AL letters
    ("1.\u{627}", ""),              // Bidi domain with a digit-first label before
    ("\u{628}\u{200C}", ""),        // after ZWNJ: right-joining side
    ("", "\u{200C}\u{628}"),        // before ZWNJ: left-joining side
    ("\u{915}\u{94D}", "\u{200D}"), // after a virama, before ZWJ
    ("", "\u{301}"),                // before a combining mark: composition
    ("\u{1100}", ""),               // after a Hangul leading consonant
    ("xn--", ""),                   // after the Punycode prefix
    ("a\u{3002}", "-"),             // after an ideographic full stop, before a hyphen
];

#[test]
fn every_code_point_in_contexts() {
    let mut stats = Stats::default();
    let mut s = String::new();
    // Debug builds take one context per code point, rotating through the list.
    let per_point = if RELEASE { CONTEXTS.len() } else { 1 };
    for (i, c) in all_code_points().enumerate() {
        for k in 0..per_point {
            let (prefix, suffix) = CONTEXTS[(i * per_point + k) % CONTEXTS.len()];
            s.clear();
            s.push_str(prefix);
            s.push(c);
            s.push_str(suffix);
            stats.check(&s, RELEASE || k == 0);
        }
    }
    stats.assert_ok("code points in contexts");
}

/// Code points that exercise the interesting paths.
const ALPHABET: &[&str] = &[
    "a",
    "b",
    "z",
    "A",
    "Z",
    "0",
    "9",
    "-",
    "_",
    ".",
    "xn--",
    "XN--",
    "xn--a",
    "-b",
    "ab--",
    "\u{3002}",
    "\u{FF0E}",
    "\u{FF61}",
    "\u{2488}", // dot variants and "1."
    "\u{DF}",
    "\u{3C2}",
    "\u{200C}",
    "\u{200D}",
    "\u{AD}",
    "\u{34F}", // deviations, ignored
    "\u{301}",
    "\u{300}",
    "\u{323}",
    "\u{308}",
    "\u{304}",
    "\u{345}",
    "\u{5B0}", // marks
    "\u{E9}",
    "\u{C9}",
    "e",
    "E",
    "\u{1E9E}",
    "\u{212B}",
    "\u{2126}",
    "\u{FB01}",
    "\u{5D0}",
    "\u{5D1}",
    "\u{627}",
    "\u{628}",
    "\u{644}",
    "\u{660}",
    "\u{661}",
    "\u{6F1}",
    "\u{671}",
    "\u{64B}",
    "\u{200F}",
    "\u{1E900}",
    "\u{10800}", // RTL, AN, NSM
    "\u{915}",
    "\u{94D}",
    "\u{93C}",
    "\u{958}",
    "\u{A8FF}", // Devanagari, virama, nukta
    "\u{1100}",
    "\u{1161}",
    "\u{11A8}",
    "\u{AC00}",
    "\u{D7A3}", // Hangul
    "\u{FDFA}",
    "\u{2474}",
    "\u{FF21}",
    "\u{1D400}",
    "\u{3300}",
    "\u{F900}", // long mappings
    "\u{FFFD}",
    "\u{0}",
    " ",
    "%",
    "\u{7F}",
    "\u{85}",
    "\u{E0100}",
    "\u{1F600}",
    "\u{10FFFF}",
    "1",
    "\u{2F}",
    "\u{FF0F}",
    "\u{2044}",
    "\u{2024}",
    "\u{2E}",
    "mnchen-3ya",
    "4dbc",
    "ls8h",
    "1ca",
    "bss",
    "zca",
    "-ivb",
    "0ca",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_strings() {
    let count = if RELEASE { 600_000 } else { 150_000 };
    let mut rng = Rng(0x1D4A_0046_2026_1121);
    let mut stats = Stats::default();
    let mut s = String::new();
    for _ in 0..count {
        s.clear();
        let len = 1 + rng.below(7);
        for _ in 0..len {
            s.push_str(ALPHABET[rng.below(ALPHABET.len())]);
        }
        stats.check(&s, true);
    }
    stats.assert_ok("random strings");
}

/// Punycode labels: random encodings of random Unicode, including ones that decode to
/// characters that are invalid, not NFC, or break the bidi and joiner rules.
#[test]
fn random_punycode_labels() {
    let count = if RELEASE { 200_000 } else { 40_000 };
    let mut rng = Rng(0x5EED_0000_DEAD_BEEF);
    let mut stats = Stats::default();
    let digits: Vec<char> = ('a'..='z').chain('0'..='9').collect();
    let mut s = String::new();
    for i in 0..count {
        s.clear();
        s.push_str(if i % 7 == 0 { "XN--" } else { "xn--" });
        if i % 2 == 0 {
            // A random valid-looking encoding: optional basic part and random digits.
            for _ in 0..rng.below(4) {
                s.push(digits[rng.below(26)]);
            }
            if rng.below(2) == 0 {
                s.push('-');
            }
            for _ in 0..1 + rng.below(8) {
                s.push(digits[rng.below(digits.len())]);
            }
        } else {
            // The encoding of a random string of interesting characters.
            let mut u = String::new();
            for _ in 0..1 + rng.below(5) {
                u.push_str(ALPHABET[rng.below(ALPHABET.len())]);
            }
            match idna::punycode::encode_str(&u) {
                Some(p) => s.push_str(&p),
                None => continue,
            }
        }
        if i % 3 == 0 {
            s.push_str(".com");
        }
        stats.check(&s, true);
    }
    stats.assert_ok("random Punycode labels");
}

#[test]
fn long_labels() {
    let mut stats = Stats::default();
    for n in [
        59, 60, 63, 64, 250, 253, 254, 999, 1000, 1001, 1999, 2000, 2001,
    ] {
        for unit in [
            "a",
            "\u{E9}",
            "\u{FF41}",
            "\u{5D0}",
            "\u{FDFA}",
            "a.",
            "\u{301}\u{316}\u{323}",
            "e\u{301}\u{323}",
        ] {
            let body = unit.repeat(n);
            stats.check(&body, true);
            stats.check(&format!("x.{body}"), true);
            // The Punycode form of a long label (the encoder works on any length).
            if let Some(p) = idna::punycode::encode_str(&body) {
                stats.check(&format!("xn--{p}"), true);
            }
            stats.check(&format!("xn--{}", "a".repeat(n)), true);
        }
    }
    stats.assert_ok("long labels");
}
