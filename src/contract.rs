//! The contract between the wasm exports (`src/wasm.rs`) and the JS shim (`js/`): every number
//! the two sides exchange, named once.
//!
//! The codes that travel inside a URL's components are defined where they belong:
//! [`SchemeType`](crate::SchemeType) and [`HostKind`](crate::HostKind) (`src/components.rs`,
//! with [`OMITTED`](crate::OMITTED) and the default ports), and [`Setter`](crate::Setter)
//! (`src/setters.rs`). This module adds the protocol's own numbers: statuses, base lengths, the
//! `offsets_given` modes of `set` and the result slots. It is compiled on every target (the wasm
//! exports only on wasm32) so that its test can render `js/wasm/contract.mjs`, the one JS module that
//! holds these numbers, from these definitions. `cargo test` fails when the committed file differs;
//! `UPDATE_CONTRACT=1 cargo test --lib contract` rewrites it.

/// What an export returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum Status {
    /// Failure: the output is the reason (ASCII), for error messages.
    Failure = 0,
    /// Success.
    Success = 1,
    /// Only from `parse`: success, and the href is the input itself (the output points at the
    /// input bytes; JS can reuse its string).
    InputIsHref = 2,
}

impl Status {
    /// [`Status::Success`] or [`Status::Failure`].
    pub fn from_success(success: bool) -> Status {
        if success {
            Status::Success
        } else {
            Status::Failure
        }
    }
}

/// `base_len` of `parse` and `can_parse`: no base; the input is at the start of the buffer.
pub const NO_BASE: u32 = u32::MAX;

/// `base_len` of `parse` and `can_parse`: the base string of the previous such call that had one
/// (which wasm keeps, so JS need not send it again); the input is at the start of the buffer.
pub const SAME_BASE: u32 = u32::MAX - 1;

/// `set`'s `offsets_given`: where the URL the setter runs on comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum OffsetsGiven {
    /// The href is at the start of the input buffer, the value after it; wasm parses the href.
    No = 0,
    /// As [`OffsetsGiven::No`], and the caller has written the URL's components (exactly as a
    /// call returned them) into the component slots, which saves parsing the href again. They
    /// are checked structurally, and the href is parsed when they do not fit it.
    WithHref = 1,
    /// The components are in the component slots, and the href is not sent: it is the output of
    /// the previous call (which must have been a successful `parse` with
    /// [`Status::Success`], or `set`); the value is at the start of the input buffer.
    WithLastOutput = 2,
}

impl OffsetsGiven {
    /// The mode with the given code; [`OffsetsGiven::No`] for an unknown one.
    pub fn from_code(code: u32) -> OffsetsGiven {
        match code {
            1 => OffsetsGiven::WithHref,
            2 => OffsetsGiven::WithLastOutput,
            _ => OffsetsGiven::No,
        }
    }
}

/// The `state` argument of `basic_parse` (tools flavour): the state override's code in its low
/// bits, and a flag.
pub mod basic_parse {
    /// The state override: 0 for none, else 1 + the state's index in
    /// [`crate::low_level::StateOverride::ALL`].
    pub const STATE: u32 = 0xff;
    /// *url*'s path is opaque.
    pub const OPAQUE_PATH: u32 = 0x100;
}

/// The number of `u32` slots in the result array.
pub const RESULT_LEN: usize = 14;

/// Indices into the result array: what a call leaves there.
pub mod slot {
    /// The address of the call's output bytes.
    pub const OUTPUT: usize = 0;
    /// The length of the call's output.
    pub const OUTPUT_LEN: usize = 1;
    /// For a URL, the first of its ten components, in [`Components::to_slots`] order
    /// (`OMITTED` marks an absent port, query or fragment).
    ///
    /// [`Components::to_slots`]: crate::Components::to_slots
    pub const COMPONENTS: usize = 2;
    /// After a successful `parse` (with `Status::Success`): the length of the longest common
    /// prefix of the href and the base string (0 without a base). After a successful `set`: of
    /// the old and the new href.
    pub const COMMON_PREFIX: usize = 12;
    /// After a successful `set`: the length of the longest common suffix of the old and the
    /// new href after their common prefix.
    pub const COMMON_SUFFIX: usize = 13;
    /// After `form_parse`: the address of the `2 * pairs` u32 byte lengths (name0, value0, …).
    pub const FORM_LENGTHS: usize = 2;
    /// After `form_parse`: the number of those lengths.
    pub const FORM_LENGTHS_LEN: usize = 3;
    /// After an authoring tool's call (the end of `src/wasm.rs`): the address of its `u32` list.
    pub const LIST: usize = 2;
    /// After an authoring tool's call: the number of `u32`s in that list.
    pub const LIST_LEN: usize = 3;
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::percent_encode::{self as pe, EncodeSet};
    use crate::{form_urlencoded, Components, HostKind, SchemeType, Setter, OMITTED};
    use std::fmt::Write;

    /// The fields of [`Components`] in [`Components::to_slots`] order (checked below).
    const COMPONENT_FIELDS: [&str; 10] = [
        "protocol_end",
        "username_end",
        "host_start",
        "host_end",
        "port",
        "pathname_start",
        "search_start",
        "hash_start",
        "scheme_type",
        "host_kind",
    ];

    #[test]
    fn component_fields_are_in_slot_order() {
        let c = Components {
            protocol_end: 100,
            username_end: 101,
            host_start: 102,
            host_end: 103,
            port: 104,
            pathname_start: 105,
            search_start: 106,
            hash_start: 107,
            scheme_type: SchemeType::File,
            host_kind: HostKind::Opaque,
        };
        let field = |name: &str| match name {
            "protocol_end" => c.protocol_end,
            "username_end" => c.username_end,
            "host_start" => c.host_start,
            "host_end" => c.host_end,
            "port" => c.port,
            "pathname_start" => c.pathname_start,
            "search_start" => c.search_start,
            "hash_start" => c.hash_start,
            "scheme_type" => c.scheme_type as u32,
            "host_kind" => c.host_kind as u32,
            _ => panic!("no field {name}"),
        };
        assert_eq!(c.to_slots(), COMPONENT_FIELDS.map(field));
        assert_eq!(
            slot::COMPONENTS + COMPONENT_FIELDS.len(),
            slot::COMMON_PREFIX
        );
        assert_eq!(slot::COMMON_SUFFIX + 1, RESULT_LEN);
    }

    fn status_name(s: Status) -> &'static str {
        match s {
            Status::Failure => "FAILURE",
            Status::Success => "SUCCESS",
            Status::InputIsHref => "INPUT_IS_HREF",
        }
    }

    fn offsets_name(o: OffsetsGiven) -> &'static str {
        match o {
            OffsetsGiven::No => "NOT_GIVEN",
            OffsetsGiven::WithHref => "WITH_HREF",
            OffsetsGiven::WithLastOutput => "WITH_LAST_OUTPUT",
        }
    }

    fn scheme_name(s: SchemeType) -> &'static str {
        match s {
            SchemeType::NotSpecial => "NOT_SPECIAL",
            SchemeType::Http => "HTTP",
            SchemeType::Https => "HTTPS",
            SchemeType::Ws => "WS",
            SchemeType::Wss => "WSS",
            SchemeType::Ftp => "FTP",
            SchemeType::File => "FILE",
        }
    }

    fn host_name(h: HostKind) -> &'static str {
        match h {
            HostKind::None => "NULL",
            HostKind::Empty => "EMPTY",
            HostKind::Domain => "DOMAIN",
            HostKind::Ipv4 => "IPV4",
            HostKind::Ipv6 => "IPV6",
            HostKind::Opaque => "OPAQUE",
        }
    }

    /// Every variant of an enum whose codes are 0, 1, 2, … (`from` returns `None` past the last).
    fn all<T>(from: impl Fn(u8) -> Option<T>) -> Vec<T> {
        (0..=u8::MAX).map_while(from).collect()
    }

    /// A u32 as JS source: hex for the sentinels near `u32::MAX`.
    fn js_u32(n: u32) -> String {
        if n > 0xffff_0000 {
            format!("0x{n:x}")
        } else {
            n.to_string()
        }
    }

    /// `export const NAME = value;` lines for (name, code) pairs; codes must count up from 0.
    fn consts(out: &mut String, prefix: &str, items: impl IntoIterator<Item = (String, u32)>) {
        for (i, (name, code)) in items.into_iter().enumerate() {
            assert_eq!(
                code as usize, i,
                "{prefix}{name}: codes are consecutive from 0"
            );
            writeln!(out, "export const {prefix}{name} = {code};").unwrap();
        }
    }

    /// The text of js/wasm/contract.mjs.
    fn render_contract() -> String {
        let mut out = String::from(
            "// GENERATED from src/contract.rs, src/components.rs and src/setters.rs by\n\
             // `UPDATE_CONTRACT=1 cargo test --lib contract`: do not edit by hand (`cargo test` fails\n\
             // when this file differs from what those definitions render).\n\
             //\n\
             // The numbers the wasm exports (src/wasm.rs) and the JS shim exchange; each comment names the\n\
             // Rust definition that documents it.\n",
        );
        out.push_str("\n/** What an export returns (contract::Status). */\n");
        let statuses = [Status::Failure, Status::Success, Status::InputIsHref];
        consts(
            &mut out,
            "STATUS_",
            statuses.map(|s| (status_name(s).to_owned(), s as u32)),
        );
        out.push_str(
            "\n/** `base_len` of parse and can_parse: no base (contract::NO_BASE), or the base string of the\n \
             * previous call that had one (contract::SAME_BASE). */\n",
        );
        writeln!(out, "export const NO_BASE = {};", js_u32(NO_BASE)).unwrap();
        writeln!(out, "export const SAME_BASE = {};", js_u32(SAME_BASE)).unwrap();
        out.push_str("\n/** `offsets_given` of set (contract::OffsetsGiven). */\n");
        let modes = [
            OffsetsGiven::No,
            OffsetsGiven::WithHref,
            OffsetsGiven::WithLastOutput,
        ];
        for m in modes {
            assert_eq!(OffsetsGiven::from_code(m as u32), m);
        }
        consts(
            &mut out,
            "OFFSETS_",
            modes.map(|m| (offsets_name(m).to_owned(), m as u32)),
        );
        out.push_str(
            "\n/** Indices into the result array (contract::slot; the components in\n \
             * Components::to_slots order). */\n",
        );
        let mut slots = vec![("OUTPUT".to_owned(), slot::OUTPUT)];
        slots.push(("OUTPUT_LEN".to_owned(), slot::OUTPUT_LEN));
        for (i, field) in COMPONENT_FIELDS.iter().enumerate() {
            slots.push((field.to_uppercase(), slot::COMPONENTS + i));
        }
        slots.push(("COMMON_PREFIX".to_owned(), slot::COMMON_PREFIX));
        slots.push(("COMMON_SUFFIX".to_owned(), slot::COMMON_SUFFIX));
        consts(
            &mut out,
            "SLOT_",
            slots.into_iter().map(|(n, i)| (n, i as u32)),
        );
        writeln!(
            out,
            "export const SLOT_FORM_LENGTHS = {};",
            slot::FORM_LENGTHS
        )
        .unwrap();
        writeln!(
            out,
            "export const SLOT_FORM_LENGTHS_LEN = {};",
            slot::FORM_LENGTHS_LEN
        )
        .unwrap();
        out.push_str("\n/** basic_parse's `state` argument (contract::basic_parse). */\n");
        writeln!(
            out,
            "export const BASIC_PARSE_OPAQUE_PATH = 0x{:x};",
            basic_parse::OPAQUE_PATH
        )
        .unwrap();
        out.push_str(
            "\n/** The states basic_parse's `state` names: code = 1 + index (0: none)\n \
             * (low_level::StateOverride::ALL and name). */\n",
        );
        let states: Vec<String> = crate::low_level::StateOverride::ALL
            .iter()
            .map(|s| json_str(s.name()))
            .collect();
        // The frozen tables are marked pure: a bundle that imports none of them (the browser
        // entry does not use STATE_OVERRIDES) then drops them; esbuild keeps a bare call.
        writeln!(
            out,
            "export const STATE_OVERRIDES = /* @__PURE__ */ Object.freeze([{}]);",
            states.join(", ")
        )
        .unwrap();
        writeln!(out, "export const SLOT_LIST = {};", slot::LIST).unwrap();
        writeln!(out, "export const SLOT_LIST_LEN = {};", slot::LIST_LEN).unwrap();
        out.push_str("\n/** An absent port, query or fragment (components::OMITTED). */\n");
        writeln!(out, "export const OMITTED = {};", js_u32(OMITTED)).unwrap();
        out.push_str("\n/** A URL's `schemeType` (components::SchemeType). */\n");
        let schemes = all(SchemeType::from_u8);
        consts(
            &mut out,
            "SCHEME_",
            schemes
                .iter()
                .map(|&s| (scheme_name(s).to_owned(), s as u32)),
        );
        // https://url.spec.whatwg.org/#special-scheme: each special scheme's code, as
        // SchemeType::from_scheme classifies it (and every special SchemeType has one).
        let special: Vec<(&str, SchemeType)> = ["http", "https", "ws", "wss", "ftp", "file"]
            .into_iter()
            .map(|name| (name, SchemeType::from_scheme(name)))
            .collect();
        for s in schemes.iter().filter(|s| **s != SchemeType::NotSpecial) {
            assert!(
                special.iter().any(|(_, t)| t == s),
                "SCHEME_{} has a name",
                scheme_name(*s)
            );
        }
        out.push_str(
            "\n/** https://url.spec.whatwg.org/#special-scheme: the `schemeType` of each special scheme by its\n \
             * name (SchemeType::from_scheme); other schemes are not in it. */\n",
        );
        let entries: Vec<String> = special
            .iter()
            .map(|(name, t)| format!("{name}: {}", *t as u32))
            .collect();
        writeln!(
            out,
            "export const SPECIAL_SCHEME_TYPE = /* @__PURE__ */ Object.freeze({{ __proto__: null, {} }});",
            entries.join(", ")
        )
        .unwrap();
        out.push_str(
            "\n/** The special schemes' names by `schemeType` (undefined for SCHEME_NOT_SPECIAL). */\n",
        );
        let names: Vec<String> = schemes
            .iter()
            .map(|s| {
                special
                    .iter()
                    .find(|(_, t)| t == s)
                    .map_or("undefined".to_owned(), |(name, _)| format!("\"{name}\""))
            })
            .collect();
        writeln!(
            out,
            "export const SPECIAL_SCHEME_NAME = /* @__PURE__ */ Object.freeze([{}]);",
            names.join(", ")
        )
        .unwrap();
        out.push_str(
            "\n/** https://url.spec.whatwg.org/#default-port by `schemeType`, OMITTED for none\n \
             * (SchemeType::default_port). */\n",
        );
        let ports: Vec<String> = schemes
            .iter()
            .map(|s| {
                s.default_port()
                    .map_or("OMITTED".to_owned(), |p| p.to_string())
            })
            .collect();
        writeln!(
            out,
            "export const DEFAULT_PORT = /* @__PURE__ */ Object.freeze([{}]);",
            ports.join(", ")
        )
        .unwrap();
        out.push_str("\n/** A URL's `hostKind` (components::HostKind). */\n");
        consts(
            &mut out,
            "HOST_",
            all(HostKind::from_u8)
                .into_iter()
                .map(|h| (host_name(h).to_owned(), h as u32)),
        );
        render_fast_path_classes(&mut out);
        out.push_str("\n/** Setter codes by attribute name (setters::Setter). */\n");
        out.push_str("export const SETTER = /* @__PURE__ */ Object.freeze({\n");
        for (i, s) in Setter::ALL.into_iter().enumerate() {
            assert_eq!((s as usize, Setter::from_code(s as u32)), (i, Some(s)));
            writeln!(out, "  {}: {},", s.name(), s as u32).unwrap();
        }
        out.push_str("});\n");
        out
    }

    /// The byte classes of the one-pass fast path (fast_path::CLASSES), for its JS copy in the JS
    /// build (js/fast-path.mjs): the bits, and the classes of ASCII as a string of 128 characters
    /// whose codes are 0x40 + the class bits (non-ASCII is in no class).
    fn render_fast_path_classes(out: &mut String) {
        use crate::fast_path as fp;
        out.push_str(
            "\n/** The fast path's byte classes (fast_path::CLASSES): bits, and ASCII's classes as the\n \
             * codes of FAST_PATH_CLASSES' characters minus 0x40. */\n",
        );
        for (name, bit) in [
            ("HOST", fp::HOST),
            ("PATH_BYTE", fp::PATH_BYTE),
            ("QUERY_BYTE", fp::QUERY_BYTE),
            ("FRAGMENT_BYTE", fp::FRAGMENT_BYTE),
            ("FILE_PATH_BYTE", fp::FILE_PATH_BYTE),
        ] {
            writeln!(out, "export const FAST_{name} = {bit};").unwrap();
        }
        assert!(fp::CLASSES.iter().skip(0x80).all(|&c| c == 0));
        let table: String = fp::CLASSES
            .iter()
            .take(0x80)
            .map(|&c| {
                assert!(c < 0x20);
                char::from(0x40 + c)
            })
            .collect();
        writeln!(
            out,
            "export const FAST_PATH_CLASSES = {};",
            json_str(&table)
        )
        .unwrap();
    }

    /// Code points the percent-encode fixture covers: all of ASCII, the UTF-8 length boundaries
    /// and a spread over the rest (surrogates are no USVString's).
    fn sample_code_points() -> Vec<u32> {
        let mut cps: Vec<u32> = (0..0x80).collect();
        cps.extend([
            0x80, 0xa0, 0xff, 0x100, 0x7ff, 0x800, 0xfff, 0x1000, 0xd7ff, 0xe000, 0xfdd0, 0xfeff,
            0xfffd, 0xfffe, 0xffff, 0x1_0000, 0x1_f600, 0xf_ffff, 0x10_0000, 0x10_ffff,
        ]);
        cps.extend((0x80..0x11_0000).step_by(19997));
        cps.retain(|&c| char::from_u32(c).is_some());
        cps.sort_unstable();
        cps.dedup();
        cps
    }

    /// A JSON string of ASCII `s`.
    fn json_str(s: &str) -> String {
        assert!(s.is_ascii() && !s.bytes().any(|b| b < 0x20 || b == 0x7f));
        format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
    }

    /// The text of tests/js/fixtures/percent-encode.json: Rust's UTF-8 percent-encoding of each
    /// code point (and of all of them in a row) with the sets js/percent-encode.mjs has.
    fn render_percent_encode_fixture() -> String {
        let encoder = |set: EncodeSet| {
            move |s: &str| {
                let mut out = String::new();
                pe::utf8_percent_encode(s, set, &mut out);
                out
            }
        };
        let form = |s: &str| {
            let mut out = String::new();
            form_urlencoded::byte_serialize(s, &mut out);
            out
        };
        type Encoder<'a> = &'a dyn Fn(&str) -> String;
        let sets: [(&str, Encoder); 6] = [
            ("FRAGMENT", &encoder(pe::FRAGMENT)),
            ("QUERY", &encoder(pe::QUERY)),
            ("SPECIAL_QUERY", &encoder(pe::SPECIAL_QUERY)),
            ("PATH", &encoder(pe::PATH)),
            ("FORM", &form),
            ("USERINFO", &encoder(pe::USERINFO)),
        ];
        let cps = sample_code_points();
        let chars: Vec<String> = cps
            .iter()
            .map(|&c| char::from_u32(c).unwrap().to_string())
            .collect();
        let list = |v: Vec<String>| v.join(",");
        let mut out = String::from("{\n");
        out.push_str(
            "  \"generated\": \"by `UPDATE_CONTRACT=1 cargo test --lib contract` (src/contract.rs) \
             from src/percent_encode.rs and src/form_urlencoded.rs: do not edit\",\n",
        );
        let numbers = list(cps.iter().map(u32::to_string).collect());
        writeln!(out, "  \"codePoints\": [{numbers}],").unwrap();
        out.push_str("  \"each\": {\n");
        for (i, (name, encode)) in sets.iter().enumerate() {
            let each = list(chars.iter().map(|c| json_str(&encode(c))).collect());
            let comma = if i + 1 < sets.len() { "," } else { "" };
            writeln!(out, "    \"{name}\": [{each}]{comma}").unwrap();
        }
        out.push_str("  },\n  \"all\": {\n");
        let all = chars.concat();
        for (i, (name, encode)) in sets.iter().enumerate() {
            let comma = if i + 1 < sets.len() { "," } else { "" };
            writeln!(out, "    \"{name}\": {}{comma}", json_str(&encode(&all))).unwrap();
        }
        out.push_str("  }\n}\n");
        out
    }

    /// The text of js/tools-text.mjs: what the authoring tools' numbers stand for.
    fn render_tools_text() -> String {
        use crate::writing::{Production, Reason};
        let mut out = String::from(
            "// GENERATED from src/error.rs and src/writing/reason.rs by\n\
             // `UPDATE_CONTRACT=1 cargo test --lib contract` (src/contract.rs): do not edit by hand.\n\
             //\n\
             // The text of the authoring tools' results. Their wasm exports (src/wasm/tools.rs) pass\n\
             // codes, so that the wasm holds none of this text; tools.mjs looks the codes up here.\n",
        );
        out.push_str("\n/** Validation error names by code (error::ValidationError, the spec's table order). */\n");
        out.push_str("export const VALIDATION_ERRORS = [\n");
        for (i, e) in crate::ValidationError::ALL.iter().enumerate() {
            assert_eq!(
                *e as usize, i,
                "ValidationError codes are their order in ALL"
            );
            writeln!(out, "  {},", json_str(e.name())).unwrap();
        }
        out.push_str("];\n\n/** The writing grammar's productions by code (writing::Production): [name, link]. */\n");
        out.push_str("export const PRODUCTIONS = [\n");
        for p in Production::ALL {
            writeln!(out, "  [{}, {}],", json_str(p.name()), json_str(p.url())).unwrap();
        }
        out.push_str(
            "];\n\n/** Why the grammar fails, by code (writing::Reason::MESSAGES): those that start with a space\n \
             * follow the code point the reason names, written \"U+XXXX\" (\" (c)\" added when printable ASCII). */\n",
        );
        out.push_str("export const REASONS = [\n");
        for m in Reason::MESSAGES {
            // Quoted as Biome formats it: single quotes around a string with double quotes.
            let quoted = if m.contains('"') && !m.contains('\'') {
                format!("'{m}'")
            } else {
                json_str(m)
            };
            writeln!(out, "  {quoted},").unwrap();
        }
        out.push_str("];\n");
        out
    }

    #[test]
    fn js_tools_text_is_current() {
        check_generated("js/tools-text.mjs", &render_tools_text());
    }

    /// Compare the committed file with `text`, or write it with `UPDATE_CONTRACT=1`.
    fn check_generated(relative: &str, text: &str) {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
        if std::env::var_os("UPDATE_CONTRACT").is_some_and(|v| v == "1") {
            std::fs::write(&path, text).unwrap();
            return;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == text,
            "{relative} differs from what src/contract.rs renders: run \
             `UPDATE_CONTRACT=1 cargo test --lib contract` and commit the file"
        );
    }

    #[test]
    fn js_contract_is_current() {
        check_generated("js/wasm/contract.mjs", &render_contract());
    }

    #[test]
    fn percent_encode_fixture_is_current() {
        check_generated(
            "tests/js/fixtures/percent-encode.json",
            &render_percent_encode_fixture(),
        );
    }
}
