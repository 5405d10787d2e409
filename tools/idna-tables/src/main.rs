//! Generates `src/idna/tables.rs` for url-wasm: the UTS #46 mapping, the canonical
//! decomposition/composition and combining classes NFC needs, and the few character properties
//! the UTS #46 validity criteria use (General_Category=Mark, Joining_Type, Bidi_Class).
//!
//! All data comes from the baked data of ICU4X 2.3 (`icu_normalizer`, `icu_properties`), which is
//! Unicode 17, through their public APIs. Usage (from the repository root):
//!
//! ```text
//! cargo run --release --manifest-path tools/idna-tables/Cargo.toml            # writes the file
//! cargo run --release --manifest-path tools/idna-tables/Cargo.toml -- --check # compares only
//! ```
//!
//! Table formats are documented in the generated file and read by `src/idna/tables.rs`'s users
//! (`src/idna/uts46.rs`, `src/idna/nfc.rs`).

use icu_normalizer::properties::{
    CanonicalCombiningClassMapBorrowed, CanonicalCompositionBorrowed,
    CanonicalDecompositionBorrowed, Decomposed,
};
use icu_normalizer::uts46::Uts46MapperBorrowed;
use icu_properties::props::{BidiClass, GeneralCategory, GeneralCategoryGroup, JoiningType};
use icu_properties::CodePointMapData;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

const MAX: u32 = 0x10FFFF;
const HANGUL_FIRST: u32 = 0xAC00;
const HANGUL_LAST: u32 = 0xD7A3;

// Kinds of the mapping ranges (3 bits).
const K_VALID: u32 = 0;
const K_IGNORED: u32 = 1;
const K_DISALLOWED: u32 = 2;
const K_DELTA: u32 = 3; // maps to cp + delta (one char)
const K_ALT: u32 = 4; // even offset from start maps to cp + 1, odd offset is valid
const K_STRING: u32 = 5; // cp maps to POOL[off + i * len ..][.. len] (chars), i = cp - start

#[derive(Clone, PartialEq, Eq, Debug)]
enum Status {
    Valid,
    Ignored,
    Disallowed,
    Mapped(Vec<char>),
}

fn status_of(mapper: &Uts46MapperBorrowed<'_>, cp: u32) -> Status {
    let Some(c) = char::from_u32(cp) else {
        return Status::Disallowed;
    };
    if c == '\u{FFFD}' {
        return Status::Disallowed;
    }
    let m: Vec<char> = mapper.map_normalize(std::iter::once(c)).collect();
    if m.is_empty() {
        Status::Ignored
    } else if m.contains(&'\u{FFFD}') {
        assert_eq!(m, ['\u{FFFD}'], "U+{cp:04X}");
        Status::Disallowed
    } else if m == [c] {
        Status::Valid
    } else {
        Status::Mapped(m)
    }
}

/// Bidi classes, as the codes the runtime uses: the Bidi Rule (RFC 5893) treats R and AL
/// alike, and ES, CS, ET, ON and BN alike, so each group shares a code.
fn bidi_code(bc: BidiClass) -> u8 {
    match bc {
        BidiClass::LeftToRight => 0,
        BidiClass::RightToLeft | BidiClass::ArabicLetter => 1,
        BidiClass::ArabicNumber => 2,
        BidiClass::EuropeanNumber => 3,
        BidiClass::EuropeanSeparator
        | BidiClass::CommonSeparator
        | BidiClass::EuropeanTerminator
        | BidiClass::OtherNeutral
        | BidiClass::BoundaryNeutral => 4,
        BidiClass::NonspacingMark => 5,
        _ => 6,
    }
}

/// `values` as `k` byte planes: all low bytes, then all second bytes, and so on. Tables stored
/// this way compress much better than interleaved little-endian words.
fn planar(values: &[u128], k: usize) -> Vec<u8> {
    (0..k)
        .flat_map(|j| values.iter().map(move |v| (v >> (8 * j)) as u8))
        .collect()
}

fn joining_code(jt: JoiningType) -> u8 {
    match jt {
        JoiningType::Transparent => 1,
        JoiningType::LeftJoining => 2,
        JoiningType::RightJoining => 3,
        JoiningType::DualJoining => 4,
        _ => 0,
    }
}

/// Range table over code points where `None` is "don't care": each entry starts a run of one
/// value; don't-care code points join whatever run they are in.
fn runs<T: Copy + PartialEq>(values: &[Option<T>]) -> Vec<(u32, T)> {
    let mut out: Vec<(u32, T)> = Vec::new();
    for (cp, v) in values.iter().enumerate() {
        if let Some(v) = *v {
            match out.last() {
                Some(&(_, last)) if last == v => {}
                _ => out.push((cp as u32, v)),
            }
        }
    }
    // The first run starts at 0.
    if let Some(first) = out.first_mut() {
        first.0 = 0;
    }
    // A run begins right after the previous run's last cared-for code point would also work;
    // starting it at its first cared-for code point is just as correct.
    out
}

struct Gen {
    out: String,
    bytes_total: usize,
}

impl Gen {
    fn dump(&self, name: &str, data: &[u8]) {
        if let Ok(dir) = std::env::var("IDNA_TABLES_DUMP") {
            std::fs::write(format!("{dir}/{name}.bin"), data).unwrap();
        }
    }
    fn bytes(&mut self, doc: &str, name: &str, data: &[u8]) {
        self.dump(name, data);
        self.bytes_total += data.len();
        writeln!(self.out, "{doc}").unwrap();
        writeln!(
            self.out,
            "pub(super) static {name}: [u8; {}] = [",
            data.len()
        )
        .unwrap();
        for chunk in data.chunks(24) {
            let line: Vec<String> = chunk.iter().map(|b| b.to_string()).collect();
            writeln!(self.out, "    {},", line.join(", ")).unwrap();
        }
        writeln!(self.out, "];\n").unwrap();
    }
    fn u16s(&mut self, doc: &str, name: &str, data: &[u16]) {
        self.dump(
            name,
            &data
                .iter()
                .flat_map(|v| v.to_le_bytes())
                .collect::<Vec<u8>>(),
        );
        self.bytes_total += data.len() * 2;
        writeln!(self.out, "{doc}").unwrap();
        writeln!(
            self.out,
            "pub(super) static {name}: [u16; {}] = [",
            data.len()
        )
        .unwrap();
        for chunk in data.chunks(12) {
            let line: Vec<String> = chunk.iter().map(|v| v.to_string()).collect();
            writeln!(self.out, "    {},", line.join(", ")).unwrap();
        }
        writeln!(self.out, "];\n").unwrap();
    }
}

fn generate() -> String {
    let mapper = Uts46MapperBorrowed::new();
    let decomp = CanonicalDecompositionBorrowed::new();
    let comp = CanonicalCompositionBorrowed::new();
    let ccc_map = CanonicalCombiningClassMapBorrowed::new();
    let gc = CodePointMapData::<GeneralCategory>::new();
    let bidi = CodePointMapData::<BidiClass>::new();
    let jt = CodePointMapData::<JoiningType>::new();

    let n = (MAX + 1) as usize;
    let status: Vec<Status> = (0..=MAX).map(|cp| status_of(&mapper, cp)).collect();

    // D: characters the runtime decomposes (valid ones and those in mapping outputs).
    let mut to_decompose: BTreeSet<char> = BTreeSet::new();
    for (cp, s) in status.iter().enumerate() {
        match s {
            Status::Valid => {
                to_decompose.insert(char::from_u32(cp as u32).unwrap());
            }
            Status::Mapped(m) => {
                for &c in m {
                    assert!(
                        status[c as usize] == Status::Valid,
                        "mapping of U+{cp:04X} contains non-valid U+{:04X}",
                        c as u32
                    );
                    to_decompose.insert(c);
                }
            }
            _ => {}
        }
    }
    // First-level canonical decompositions (closure), Hangul syllables excluded.
    let mut decomps: BTreeMap<char, (char, Option<char>)> = BTreeMap::new();
    // A: every character that can occur in a decomposed stream.
    let mut alphabet: BTreeSet<char> = BTreeSet::new();
    let mut work: Vec<char> = to_decompose.iter().copied().collect();
    while let Some(c) = work.pop() {
        if (HANGUL_FIRST..=HANGUL_LAST).contains(&(c as u32)) {
            alphabet.insert(c);
            continue;
        }
        match decomp.decompose(c) {
            Decomposed::Default => {
                alphabet.insert(c);
            }
            Decomposed::Singleton(a) => {
                if decomps.insert(c, (a, None)).is_none() {
                    work.push(a);
                }
            }
            Decomposed::Expansion(a, b) => {
                if decomps.insert(c, (a, Some(b))).is_none() {
                    work.push(a);
                    work.push(b);
                }
            }
        }
    }
    // Hangul jamo are in the alphabet when syllables are.
    for cp in (0x1100..=0x1112)
        .chain(0x1161..=0x1175)
        .chain(0x11A8..=0x11C2)
    {
        alphabet.insert(char::from_u32(cp).unwrap());
    }
    // Compositions among alphabet characters (primary composites), Hangul excluded.
    let mut all_pairs: Vec<(char, char, char)> = Vec::new(); // (a, b, composite)
    for cp in 0..=MAX {
        let Some(c) = char::from_u32(cp) else {
            continue;
        };
        if (HANGUL_FIRST..=HANGUL_LAST).contains(&cp) {
            continue;
        }
        if let Decomposed::Expansion(a, b) = decomp.decompose(c) {
            if comp.compose(a, b) == Some(c) {
                all_pairs.push((a, b, c));
            }
        }
    }
    // A composition can apply when its second character is in the alphabet and its first is in
    // the alphabet or is itself a composite that can be formed (closure).
    let mut firsts: BTreeSet<char> = alphabet.clone();
    loop {
        let before = firsts.len();
        for &(a, b, c) in &all_pairs {
            if firsts.contains(&a) && alphabet.contains(&b) {
                firsts.insert(c);
            }
        }
        if firsts.len() == before {
            break;
        }
    }
    let compositions: Vec<(char, char, char)> = all_pairs
        .iter()
        .copied()
        .filter(|(a, b, _)| firsts.contains(a) && alphabet.contains(b))
        .collect();
    // Composites that are not in `decomps` (not reachable by decomposition) still need an
    // entry, with the composing flag.
    let mut composing: BTreeSet<char> = BTreeSet::new();
    for &(a, b, c) in &compositions {
        composing.insert(c);
        let prev = decomps.insert(c, (a, Some(b)));
        assert!(prev.is_none() || prev == Some((a, Some(b))));
    }
    let singletons = decomps.values().filter(|(_, b)| b.is_none()).count();
    eprintln!(
        "status: valid {} ignored {} disallowed {} mapped {}",
        status.iter().filter(|s| **s == Status::Valid).count(),
        status.iter().filter(|s| **s == Status::Ignored).count(),
        status.iter().filter(|s| **s == Status::Disallowed).count(),
        status
            .iter()
            .filter(|s| matches!(s, Status::Mapped(_)))
            .count()
    );
    eprintln!(
        "decompositions {} (singletons {singletons}), compositions {}, alphabet {}",
        decomps.len(),
        compositions.len(),
        alphabet.len()
    );
    // O: characters that can be in the processed output.
    let mut output_set: BTreeSet<char> = BTreeSet::new();
    for (cp, s) in status.iter().enumerate() {
        if *s == Status::Valid {
            output_set.insert(char::from_u32(cp as u32).unwrap());
        }
    }
    let mut nonvalid_composites = 0;
    for &(_, _, c) in &compositions {
        if output_set.insert(c) {
            nonvalid_composites += 1;
        }
    }
    eprintln!("composites that are not valid: {nonvalid_composites}");
    // Does any valid R/AL/AN character sit where the idna crate's bidi-domain test skips?
    let skip = |cp: u32| {
        cp < 0x590
            || (0x900..=0xFB1C).contains(&cp)
            || (0x1F000..=0x3FFFF).contains(&cp)
            || (0xFF00..=0x107FF).contains(&cp)
            || (0x11000..=0x1E7FF).contains(&cp)
    };
    for &c in &output_set {
        let code = bidi_code(bidi.get(c));
        if (1..=2).contains(&code) && skip(c as u32) {
            eprintln!("WARNING: RTL U+{:04X} in a skipped range", c as u32);
        }
    }

    // ---- Mapping ranges ----
    let mut pool = String::new();
    let mut map_entries: Vec<(u32, u32, u32)> = Vec::new(); // (start, kind, payload)
    let single_delta = |cp: u32| -> Option<i64> {
        match &status[cp as usize] {
            Status::Mapped(m) if m.len() == 1 => Some(m[0] as i64 - cp as i64),
            _ => None,
        }
    };
    let is_valid = |cp: u32| cp <= MAX && status[cp as usize] == Status::Valid;
    let string_len = |cp: u32| match status.get(cp as usize) {
        Some(Status::Mapped(m)) => Some(m.len()),
        _ => None,
    };
    let alt_at = |cp: u32| single_delta(cp) == Some(1) && is_valid(cp + 1);
    let mut cp = 0u32;
    while cp <= MAX {
        let start = cp;
        match &status[cp as usize] {
            Status::Valid | Status::Ignored | Status::Disallowed => {
                let s = status[cp as usize].clone();
                while cp <= MAX && status[cp as usize] == s {
                    cp += 1;
                }
                let kind = match s {
                    Status::Valid => K_VALID,
                    Status::Ignored => K_IGNORED,
                    _ => K_DISALLOWED,
                };
                map_entries.push((start, kind, 0));
            }
            Status::Mapped(m) => {
                if alt_at(cp) && alt_at(cp + 2) {
                    while cp <= MAX && alt_at(cp) {
                        cp += 2;
                    }
                    map_entries.push((start, K_ALT, 0));
                } else if let Some(d) = single_delta(cp).filter(|&d| {
                    // A delta run, or a lone one-character mapping that would not start a
                    // string run (a delta needs no pool bytes).
                    single_delta(cp + 1) == Some(d) || string_len(cp + 1) != string_len(cp)
                }) {
                    while cp <= MAX && single_delta(cp) == Some(d) {
                        cp += 1;
                    }
                    let payload = (d as i32 as u32) & 0xFF_FFFF;
                    map_entries.push((start, K_DELTA, payload));
                } else {
                    let mut run = String::new();
                    m.iter().for_each(|&c| run.push(c));
                    let len = m.len() as u32;
                    cp += 1;
                    // Extend while the next code point maps to a string of the same byte length
                    // and does not begin a delta or alternating run.
                    while cp <= MAX {
                        let Status::Mapped(m2) = &status[cp as usize] else {
                            break;
                        };
                        let s2: String = m2.iter().collect();
                        if m2.len() as u32 != len
                            || (alt_at(cp) && alt_at(cp + 2))
                            || (single_delta(cp).is_some()
                                && single_delta(cp) == single_delta(cp + 1))
                        {
                            break;
                        }
                        run.push_str(&s2);
                        cp += 1;
                    }
                    // Share the bytes when the pool already has them.
                    let byte_off = match pool.find(&run) {
                        Some(off) => off,
                        None => {
                            pool.push_str(&run);
                            pool.len() - run.len()
                        }
                    };
                    let off = pool[..byte_off].chars().count() as u32;
                    assert!(off < (1 << 18) && len < 64);
                    map_entries.push((start, K_STRING, off | (len << 18)));
                }
            }
        }
    }
    let map_words: Vec<u128> = map_entries
        .iter()
        .map(|&(start, kind, _)| u128::from(start) | (u128::from(kind) << 21))
        .collect();
    let map_bytes = planar(&map_words, 3);
    // Payloads only for the ranges that have one, found by rank: MAP_RANK[i / 64] counts them
    // before range 64 * (i / 64).
    let has_payload = |kind: u32| kind == K_DELTA || kind == K_STRING;
    let payload_words: Vec<u128> = map_entries
        .iter()
        .filter(|e| has_payload(e.1))
        .map(|e| u128::from(e.2))
        .collect();
    let mut map_rank: Vec<u16> = Vec::new();
    let mut count = 0u16;
    for (i, e) in map_entries.iter().enumerate() {
        if i % 64 == 0 {
            map_rank.push(count);
        }
        count += u16::from(has_payload(e.1));
    }
    eprintln!(
        "map entries {} ({} bytes), pool {} bytes",
        map_entries.len(),
        map_bytes.len(),
        pool.len()
    );

    // ---- Decompositions / compositions ----
    // DECOMP: composite | first << 24 | second << 48 (second 0: a singleton), as 9 planes.
    let mut decomp_words: Vec<u128> = Vec::new();
    for (&c, &(a, b)) in &decomps {
        let v = u128::from(c as u32)
            | (u128::from(a as u32) << 24)
            | (u128::from(b.map_or(0, |b| b as u32)) << 48);
        decomp_words.push(v);
    }
    assert!(composing.len() <= decomp_words.len());
    let keys: Vec<char> = decomps.keys().copied().collect();
    let mut comp_idx: Vec<(char, char, u16)> = compositions
        .iter()
        .map(|&(a, b, c)| (a, b, keys.binary_search(&c).unwrap() as u16))
        .collect();
    // Sorted by `first | second << 24`, the key the runtime searches with.
    comp_idx.sort_by_key(|&(a, b, _)| (b, a));
    let comp_idx: Vec<u16> = comp_idx.into_iter().map(|(_, _, i)| i).collect();

    // ---- Combining classes: over the alphabet and the output set ----
    let mut ccc_vals: Vec<Option<u8>> = vec![None; n];
    for &c in alphabet.iter().chain(output_set.iter()) {
        ccc_vals[c as usize] = Some(ccc_map.get_u8(c));
    }
    let ccc_runs = runs(&ccc_vals);

    // The runtime's shortcuts below these code points.
    for cp in 0..0x300u32 {
        let c = char::from_u32(cp).unwrap();
        assert_eq!(ccc_map.get_u8(c), 0, "U+{cp:04X} has a combining class");
        assert!(
            !GeneralCategoryGroup::Mark.contains(gc.get(c)),
            "U+{cp:04X} is a mark"
        );
        assert!(
            cp >= 0xC0 || decomp.decompose(c) == Decomposed::Default,
            "U+{cp:04X} decomposes"
        );
    }

    // ---- Properties over the output set: bidi (4 bits) | joining (3 bits) << 4 | mark << 7 ----
    let mark = GeneralCategoryGroup::Mark;
    let mut prop_vals: Vec<Option<u8>> = vec![None; n];
    for &c in &output_set {
        let p = bidi_code(bidi.get(c))
            | (joining_code(jt.get(c)) << 4)
            | (u8::from(mark.contains(gc.get(c))) << 7);
        prop_vals[c as usize] = Some(p);
    }
    let prop_runs = runs(&prop_vals);
    eprintln!(
        "decomp {} words, comp idx {}, ccc runs {}, prop runs {}",
        decomp_words.len(),
        comp_idx.len(),
        ccc_runs.len(),
        prop_runs.len()
    );
    // Combined ccc+props runs, for comparison.
    let both: Vec<Option<(u8, u8)>> = (0..n)
        .map(|i| match (ccc_vals[i], prop_vals[i]) {
            (None, None) => None,
            (a, b) => Some((a.unwrap_or(0), b.unwrap_or(0))),
        })
        .collect();
    let both_runs = runs(&both);
    let distinct: BTreeSet<(u8, u8)> = both_runs.iter().map(|r| r.1).collect();
    eprintln!(
        "combined runs {} distinct {}",
        both_runs.len(),
        distinct.len()
    );

    let mut g = Gen {
        out: String::new(),
        bytes_total: 0,
    };
    g.out.push_str(
        "// @generated by tools/idna-tables from ICU4X 2.3 baked data (Unicode 17). Do not edit.\n\
         // Regenerate: cargo run --release --manifest-path tools/idna-tables/Cargo.toml\n\
         // Check:      cargo run --release --manifest-path tools/idna-tables/Cargo.toml -- --check\n\n",
    );
    g.out.push_str("#![allow(clippy::unreadable_literal)]\n\n");
    writeln!(
        g.out,
        "/// Mapping-range kinds (see [`MAP`]).\npub(super) const K_VALID: u8 = {K_VALID};\n\
         pub(super) const K_IGNORED: u8 = {K_IGNORED};\n\
         // Kind {K_DISALLOWED} (and any other): disallowed.\n\
         pub(super) const K_DELTA: u8 = {K_DELTA};\npub(super) const K_ALT: u8 = {K_ALT};\n\
         pub(super) const K_STRING: u8 = {K_STRING};\n"
    )
    .unwrap();
    writeln!(
        g.out,
        "/// The number of ranges in [`MAP`].\npub(super) const MAP_LEN: usize = {};\n\n\
         /// The number of payloads in [`MAP_PAYLOADS`].\npub(super) const MAP_PAYLOADS_LEN: usize = {};\n",
        map_words.len(),
        payload_words.len()
    )
    .unwrap();
    g.bytes(
        "/// UTS #46 mapping (nontransitional), as ranges sorted by first code point, each a 24-bit\n\
         /// word `start | kind << 21` stored as 3 byte planes of [`MAP_LEN`] bytes (low byte\n\
         /// first). A range lasts until the next one. `K_DELTA` and `K_STRING` ranges have a\n\
         /// payload in [`MAP_PAYLOADS`], in the same order. `K_ALT`: even offsets from the start\n\
         /// map to cp + 1, odd offsets are valid. Mapped strings are NFC; every mapping target is\n\
         /// valid but may still have a canonical decomposition.",
        "MAP",
        &map_bytes,
    );
    g.bytes(
        "/// The payloads of the `K_DELTA` and `K_STRING` ranges of [`MAP`], 24 bits each as 3 byte\n\
         /// planes of [`MAP_PAYLOADS_LEN`] bytes: for `K_DELTA` a two's-complement delta (cp maps to\n\
         /// cp + delta); for `K_STRING` `offset | len << 18`: code point `start + i` maps to the\n\
         /// `len` characters of [`POOL`] from `offset + i * len` on.",
        "MAP_PAYLOADS",
        &planar(&payload_words, 3),
    );
    g.u16s(
        "/// `MAP_RANK[k]`: how many ranges before range `64 * k` have a payload.",
        "MAP_RANK",
        &map_rank,
    );
    let pool_chars: Vec<u128> = pool.chars().map(|c| u128::from(c as u32)).collect();
    writeln!(
        g.out,
        "/// The number of characters in [`POOL`].\npub(super) const POOL_LEN: usize = {};\n",
        pool_chars.len()
    )
    .unwrap();
    g.bytes(
        "/// The mapped strings of the `K_STRING` ranges, concatenated: code points as 3 byte planes\n\
         /// of [`POOL_LEN`] bytes.",
        "POOL",
        &planar(&pool_chars, 3),
    );
    writeln!(
        g.out,
        "/// The number of entries in [`DECOMP`].\npub(super) const DECOMP_LEN: usize = {};\n",
        decomp_words.len()
    )
    .unwrap();
    g.bytes(
        "/// Canonical decompositions (first level; Hangul syllables are algorithmic), sorted by\n\
         /// composite: `composite | first << 24 | second << 48` as 9 byte planes of [`DECOMP_LEN`]\n\
         /// bytes. Only characters UTS #46 processing can decompose or compose are present.",
        "DECOMP",
        &planar(&decomp_words, 9),
    );
    // Composition is only tried for a second character with a non-zero combining class or in
    // this list (the runtime's shortcut).
    let starter_seconds: BTreeSet<u32> = compositions
        .iter()
        .filter(|&&(_, b, _)| ccc_map.get_u8(b) == 0)
        .map(|&(_, b, _)| b as u32)
        .collect();
    assert!(starter_seconds.iter().all(|&b| b > 0xFFFF || b >= 0x300));
    let seconds: Vec<String> = starter_seconds.iter().map(|b| format!("0x{b:X}")).collect();
    writeln!(
        g.out,
        "/// The second characters of canonical compositions that have combining class 0.\n\
         pub(super) static STARTER_SECONDS: [u32; {}] = [{}];\n",
        seconds.len(),
        seconds.join(", ")
    )
    .unwrap();
    g.u16s(
        "/// Indices into [`DECOMP`] of the entries that are canonical compositions, sorted by\n\
         /// `first | second << 24`.",
        "COMPOSE",
        &comp_idx,
    );
    let combos: Vec<(u8, u8)> = distinct.iter().copied().collect();
    assert!(combos.len() <= 256);
    let prop_words: Vec<u128> = both_runs
        .iter()
        .map(|&(start, v)| u128::from(start) | (combos.binary_search(&v).unwrap() as u128) << 24)
        .collect();
    writeln!(
        g.out,
        "/// The number of ranges in [`PROPS`].\npub(super) const PROPS_LEN: usize = {};\n",
        prop_words.len()
    )
    .unwrap();
    g.bytes(
        "/// Character properties as ranges sorted by first code point: `start | index << 24`\n\
         /// (an index into [`PROP_VALUES`]) as 4 byte planes of [`PROPS_LEN`] bytes. Exact only\n\
         /// for characters UTS #46 processing can output (valid characters) or decompose to;\n\
         /// others share their neighbours' values.",
        "PROPS",
        &planar(&prop_words, 4),
    );
    let combo_words: Vec<u16> = combos
        .iter()
        .map(|&(ccc, p)| u16::from(ccc) | (u16::from(p) << 8))
        .collect();
    g.u16s(
        "/// `ccc | bidi << 8 | joining << 12 | mark << 15`: Canonical_Combining_Class; Bidi_Class\n\
         /// 0 L, 1 R or AL, 2 AN, 3 EN, 4 ES, CS, ET, ON or BN, 5 NSM, 6 other;\n\
         /// Joining_Type 0 other, 1 T, 2 L, 3 R, 4 D; General_Category=Mark.",
        "PROP_VALUES",
        &combo_words,
    );
    eprintln!("total table bytes {}", g.bytes_total);
    g.out
}

fn main() -> ExitCode {
    let check = std::env::args().any(|a| a == "--check");
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../src/idna/tables.rs");
    let text = generate();
    if check {
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        if current == text {
            eprintln!("{} is up to date", path.display());
            ExitCode::SUCCESS
        } else {
            eprintln!(
                "{} differs from what tools/idna-tables generates",
                path.display()
            );
            ExitCode::FAILURE
        }
    } else {
        std::fs::write(&path, text).unwrap();
        eprintln!("wrote {}", path.display());
        ExitCode::SUCCESS
    }
}
