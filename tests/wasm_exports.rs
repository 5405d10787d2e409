//! The wasm exports of `src/wasm.rs`, called through their Rust signatures inside the wasm instance
//! (the shared buffers are in our own address space here) and checked against the Rust API.
//! Runs in Node (`wasm-pack test --node`) and in headless Chrome
//! (`WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome`); see scripts/test.sh.
#![cfg(target_arch = "wasm32")]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use url_wasm::contract::{slot, OffsetsGiven, Status, NO_BASE, RESULT_LEN, SAME_BASE};
use url_wasm::wasm;
use url_wasm::{Components, HostKind, Setter, Url, OMITTED};
use wasm_bindgen_test::wasm_bindgen_test;

const SUCCESS: u32 = Status::Success as u32;

/// Copy `parts` back to back into the input buffer, after `header` bytes; returns their lengths.
fn write(parts: &[&[u8]], header: usize) -> Vec<u32> {
    let total = header + parts.iter().map(|p| p.len()).sum::<usize>();
    let mut at = wasm::buffer(total as u32) as usize + header;
    for part in parts {
        // SAFETY: buffer() grew the input buffer to at least `total` bytes at the returned address.
        unsafe { core::ptr::copy_nonoverlapping(part.as_ptr(), at as *mut u8, part.len()) };
        at += part.len();
    }
    parts.iter().map(|p| p.len() as u32).collect()
}

fn slots() -> [u32; RESULT_LEN] {
    // SAFETY: result() is the address of RESULT_LEN u32s that live as long as the instance.
    unsafe { *(wasm::result() as usize as *const [u32; RESULT_LEN]) }
}

/// The output bytes of the last call.
fn output() -> Vec<u8> {
    let (ptr, len) = (slots()[slot::OUTPUT], slots()[slot::OUTPUT_LEN]);
    if len == 0 {
        return Vec::new();
    }
    // SAFETY: the output slots describe the last call's output, valid until the next call.
    unsafe { core::slice::from_raw_parts(ptr as usize as *const u8, len as usize) }.to_vec()
}

fn output_string() -> String {
    String::from_utf8(output()).unwrap()
}

/// A URL as the exports return it: href and the 10 component slots, or the failure reason.
type Outcome = Result<(String, [u32; 10]), String>;

fn outcome(status: u32) -> Outcome {
    let out = output_string();
    // InputIsHref: the href is the input (the output points at the input buffer).
    if status == SUCCESS || status == Status::InputIsHref as u32 {
        Ok((out, components(&slots())))
    } else {
        assert_eq!(status, Status::Failure as u32, "status");
        Err(out)
    }
}

/// The component slots of a result array.
fn components(result: &[u32; RESULT_LEN]) -> [u32; 10] {
    result[slot::COMPONENTS..slot::COMPONENTS + 10]
        .try_into()
        .unwrap()
}

/// The port slot of a URL's components.
fn port(s: &[u32; 10]) -> u32 {
    Components::from_slots(*s).unwrap().port
}

/// What the exports must return for a Rust API result (slot order: see src/wasm.rs).
fn expected(url: Result<Url, url_wasm::ParseError>) -> Outcome {
    let url = url.map_err(|e| e.to_string())?;
    let slots = url.components().to_slots();
    Ok((url.href().to_owned(), slots))
}

/// `wasm::parse` of `input` against `base`, with `splice` as given.
fn parse_with(input: &str, base: Option<&str>, splice: u32) -> u32 {
    match base {
        None => wasm::parse(write(&[input.as_bytes()], 0)[0], NO_BASE, splice),
        Some(b) => {
            // The base first, then the input.
            let lens = write(&[b.as_bytes(), input.as_bytes()], 0);
            wasm::parse(lens[1], lens[0], splice)
        }
    }
}

fn parse(input: &str, base: Option<&str>) -> Outcome {
    // Without `splice`: the same outcome, and no common prefix or suffix (read only on success).
    let whole_status = parse_with(input, base, 0);
    let whole = outcome(whole_status);
    if whole_status == SUCCESS {
        assert_eq!(
            [slots()[slot::COMMON_PREFIX], slots()[slot::COMMON_SUFFIX]],
            [0, 0],
            "{input:?} against {base:?} without splice"
        );
    }
    let status = parse_with(input, base, 1);
    let result = outcome(status);
    assert_eq!(
        whole, result,
        "{input:?} against {base:?}: splice changes the outcome"
    );
    if let (SUCCESS, Ok((href, _))) = (status, &result) {
        // The length of the common prefix of the href and the base (the input without a base),
        // then that of the common suffix of the rest of the href and the input.
        let starts_like = base.unwrap_or(input).as_bytes();
        let prefix = starts_like
            .iter()
            .zip(href.as_bytes())
            .take_while(|(a, b)| a == b)
            .count();
        let suffix = href.as_bytes()[prefix..]
            .iter()
            .rev()
            .zip(input.as_bytes().iter().rev())
            .take_while(|(a, b)| a == b)
            .count();
        assert_eq!(
            slots()[slot::COMMON_PREFIX] as usize,
            prefix,
            "prefix of {input:?} against {base:?}"
        );
        assert_eq!(
            slots()[slot::COMMON_SUFFIX] as usize,
            suffix,
            "suffix of {input:?}"
        );
        // What the bridge (js/wasm/bridge.mjs) puts together from them.
        let middle = &href[prefix..href.len() - suffix];
        let rebuilt = format!(
            "{}{middle}{}",
            &base.unwrap_or(input)[..prefix],
            &input[input.len() - suffix..]
        );
        assert_eq!(&rebuilt, href, "{input:?} against {base:?}");
    }
    result
}

fn set(setter: Setter, href: &str, value: &str) -> Outcome {
    let lens = write(&[href.as_bytes(), value.as_bytes()], 0);
    outcome(wasm::set(
        setter as u32,
        lens[0],
        lens[1],
        OffsetsGiven::No as u32,
    ))
}

/// The URL class's getters computed from the slots the way the JS shim does (js/url.mjs).
fn getters(href: &str, s: &[u32; 10]) -> [String; 9] {
    let [protocol_end, username_end, host_start, host_end, port, pathname_start, search_start, hash_start, _, host_kind] =
        s.map(|x| x as usize);
    let slice = |a: usize, b: usize| href[a..b].to_owned();
    let no_host = host_kind as u32 == HostKind::None as u32;
    let path_end = [search_start, hash_start, href.len()]
        .into_iter()
        .find(|&x| x as u32 != OMITTED)
        .unwrap();
    let search_end = if hash_start as u32 != OMITTED {
        hash_start
    } else {
        href.len()
    };
    [
        slice(0, protocol_end),
        if no_host {
            String::new()
        } else {
            slice(protocol_end + 2, username_end)
        },
        if host_start > username_end + 1 {
            slice(username_end + 1, host_start - 1)
        } else {
            String::new()
        },
        if no_host {
            String::new()
        } else {
            slice(host_start, pathname_start)
        },
        if no_host {
            String::new()
        } else {
            slice(host_start, host_end)
        },
        if port as u32 == OMITTED {
            String::new()
        } else {
            slice(host_end + 1, pathname_start)
        },
        slice(pathname_start, path_end),
        if search_start as u32 == OMITTED || search_end - search_start <= 1 {
            String::new()
        } else {
            slice(search_start, search_end)
        },
        if hash_start as u32 == OMITTED || hash_start + 1 == href.len() {
            String::new()
        } else {
            slice(hash_start, href.len())
        },
    ]
}

fn rust_getters(url: &Url) -> [String; 9] {
    [
        url.protocol(),
        url.username(),
        url.password(),
        url.host(),
        url.hostname(),
        url.port(),
        url.pathname(),
        url.search(),
        url.hash(),
    ]
    .map(str::to_owned)
}

const INPUTS: &[(&str, Option<&str>)] = &[
    (
        "https://user:pa%20ss@EXAMPLE.com:8080/a/./b/../c?q=1#frag",
        None,
    ),
    ("HTTP://example.com:80/", None),
    ("../x?y", Some("http://example.org/a/b/c")),
    ("//h:1/p", Some("ws://a/")),
    ("file:///C:/Windows/../temp", None),
    ("file://localhost/etc", None),
    ("http://[::ffff:192.168.0.1]:81/", None),
    ("http://0x7f.1/", None),
    ("https://münchen.example/straße?ä#ö", None),
    ("https://xn--mnchen-3ya.example/", None),
    ("non-special://user@host:9/p?q#h", None),
    ("web+demo:/.//not-a-host/", None),
    ("sc:a  ?q#f", None),
    ("blob:https://example.com/uuid", None),
    ("mailto:someone@example.com", None),
    ("?", Some("sc://h/p")),
    ("#", Some("sc:opaque")),
    ("", Some("https://example.com/a?b#c")),
    // failures
    ("https://exa mple.org/", None),
    ("http://[::1/", None),
    ("no scheme", None),
    ("x", Some("not a base")),
    ("http://999999999999/", None),
];

#[wasm_bindgen_test]
fn parse_matches_the_rust_api() {
    for &(input, base) in INPUTS {
        let got = parse(input, base);
        assert_eq!(
            got,
            expected(Url::parse(input, base)),
            "parse({input:?}, {base:?})"
        );
        if let Ok((href, s)) = &got {
            let url = Url::parse(input, base).unwrap();
            assert_eq!(getters(href, s), rust_getters(&url), "getters of {input:?}");
        }
    }
}

#[wasm_bindgen_test]
fn parse_known_values() {
    let (href, s) = parse(
        "https://user:pa%20ss@EXAMPLE.com:8080/a/./b/../c?q=1#frag",
        None,
    )
    .unwrap();
    assert_eq!(href, "https://user:pa%20ss@example.com:8080/a/c?q=1#frag");
    let g = getters(&href, &s);
    assert_eq!(
        g,
        [
            "https:",
            "user",
            "pa%20ss",
            "example.com:8080",
            "example.com",
            "8080",
            "/a/c",
            "?q=1",
            "#frag"
        ]
    );
    assert_eq!(port(&s), 8080);

    let (href, s) = parse("HTTP://example.com:80/", None).unwrap();
    assert_eq!((href.as_str(), port(&s)), ("http://example.com/", OMITTED));

    let (href, _) = parse("../x?y", Some("http://example.org/a/b/c")).unwrap();
    assert_eq!(href, "http://example.org/a/x?y");

    let (href, _) = parse("https://münchen.example/", None).unwrap();
    assert_eq!(href, "https://xn--mnchen-3ya.example/");

    assert!(parse("https://exa mple.org/", None).is_err());
    assert!(parse("x", Some("not a base")).is_err());
    assert!(
        !parse("no scheme", None).unwrap_err().is_empty(),
        "a failure carries its reason"
    );
}

#[wasm_bindgen_test]
fn same_base_reuses_the_previous_calls_base() {
    // SAME_BASE: the base string of the last parse or can_parse call that had one.
    let again = |input: &str| outcome(wasm::parse(write(&[input.as_bytes()], 0)[0], SAME_BASE, 1));
    let can_again =
        |input: &str| wasm::can_parse(write(&[input.as_bytes()], 0)[0], SAME_BASE) == SUCCESS;
    for base in ["https://example.org/a/b?q#f", "file:///C:/x", "not a base"] {
        for input in ["", "c", "../d?e", "#g", "//h/x", "https://abs/"] {
            let expected = expected(Url::parse(input, Some(base)));
            assert_eq!(
                parse(input, Some(base)),
                expected,
                "{input:?} against {base:?}"
            );
            assert_eq!(
                again(input),
                expected,
                "{input:?} against the same base {base:?}"
            );
            assert_eq!(
                can_again(input),
                expected.is_ok(),
                "can_parse {input:?} against {base:?}"
            );
            // Calls without a base leave the kept base alone.
            let _ = parse("https://other.example/", None);
            assert_eq!(
                again(input),
                expected,
                "{input:?} against {base:?}, after a call without base"
            );
        }
    }
}

#[wasm_bindgen_test]
fn can_parse_with_and_without_base() {
    let can = |input: &str, base: Option<&str>| {
        let status = match base {
            None => wasm::can_parse(write(&[input.as_bytes()], 0)[0], NO_BASE),
            Some(b) => {
                let lens = write(&[b.as_bytes(), input.as_bytes()], 0);
                wasm::can_parse(lens[1], lens[0])
            }
        };
        status == SUCCESS
    };
    for &(input, base) in INPUTS {
        assert_eq!(
            can(input, base),
            Url::can_parse(input, base),
            "can_parse({input:?}, {base:?})"
        );
    }
    assert!(can("https://a/", None));
    assert!(!can("a", None));
    assert!(can("a", Some("https://b/")));
}

#[wasm_bindgen_test]
fn setters_match_the_rust_api() {
    const VALUES: &[&str] = &[
        "",
        "x",
        "ftp",
        "u:p@h",
        "h.example:99",
        "8080",
        "/a b/../c",
        "?q=ü",
        "#ä",
        "ws://new/",
    ];
    const HREFS: &[&str] = &[
        "https://user:pw@example.com:8080/p?q#f",
        "sc:opaque?x#y",
        "file:///tmp/a",
        "non-special://h/",
    ];
    for &setter in Setter::ALL.iter() {
        for href in HREFS {
            for value in VALUES {
                let mut url = Url::parse(href, None).unwrap();
                let want = match url.set(setter, value) {
                    Ok(()) => expected(Ok(url)),
                    Err(e) => Err(e.to_string()),
                };
                assert_eq!(
                    set(setter, href, value),
                    want,
                    "{}={value:?} on {href:?}",
                    setter.name()
                );
            }
        }
    }
}

#[wasm_bindgen_test]
fn setters_known_values() {
    let (href, _) = set(Setter::Pathname, "http://example.com/", "/a b").unwrap();
    assert_eq!(href, "http://example.com/a%20b");
    let (href, s) = set(Setter::Port, "http://example.com/", "8080").unwrap();
    assert_eq!(
        (href.as_str(), port(&s)),
        ("http://example.com:8080/", 8080)
    );
    let (href, _) = set(Setter::Hash, "sc:space    #fragment", "").unwrap();
    assert_eq!(href, "sc:space   %20");
    assert!(set(Setter::Href, "http://example.com/", "not a url").is_err());
    assert!(
        set(Setter::Href, "not a url", "http://example.com/").is_err(),
        "the href must parse"
    );
    assert!(
        wasm::set(99, 0, 0, OffsetsGiven::No as u32) == Status::Failure as u32,
        "unknown setter code"
    );
}

/// The caching protocol of js/wasm/bridge.mjs: a setter on the URL a parse (status 1 or 2) or a set
/// just returned, without sending the href again (OffsetsGiven::WithLastOutput),
/// and the lengths of the common prefix and suffix of the old and new href.
#[wasm_bindgen_test]
fn chained_setters_without_resending_the_href() {
    const STEPS: &[(Setter, &str)] = &[
        (Setter::Pathname, "/a b/../c"),
        (Setter::Search, "?q=ü#x"),
        (Setter::Hash, "h"),
        (Setter::Host, "example.org:8080"),
        (Setter::Search, ""),
        (Setter::Hash, ""),
        (Setter::Protocol, "wss"),
    ];
    for input in [
        "https://example.com/p?q#f",
        "HTTPS://example.com/p",
        "sc:o?q",
    ] {
        let mut url = Url::parse(input, None).unwrap();
        let (mut href, mut s) = parse(input, None).unwrap();
        for (i, &(setter, value)) in STEPS.iter().enumerate() {
            let _ = url.set(setter, value);
            // The first step sends the href, the others use the output.
            let status = if i == 0 {
                let lens = write(&[href.as_bytes(), value.as_bytes()], 0);
                write_slots(&s);
                let mode = OffsetsGiven::WithHref as u32;
                wasm::set(setter as u32, lens[0], lens[1], mode)
            } else {
                let lens = write(&[value.as_bytes()], 0);
                write_slots(&s);
                let mode = OffsetsGiven::WithLastOutput as u32;
                wasm::set(setter as u32, 0, lens[0], mode)
            };
            let (new_href, new_s) = outcome(status).unwrap();
            let want = (url.href(), url.components().to_slots());
            assert_eq!((new_href.as_str(), new_s), want, "{setter:?}={value:?}");
            let result = slots();
            let prefix = result[slot::COMMON_PREFIX] as usize;
            let suffix = result[slot::COMMON_SUFFIX] as usize;
            assert!(prefix + suffix <= href.len().min(new_href.len()));
            let middle = &new_href[prefix..new_href.len() - suffix];
            let spliced = format!(
                "{}{middle}{}",
                &href[..prefix],
                &href[href.len() - suffix..]
            );
            assert_eq!(
                spliced, new_href,
                "{setter:?}={value:?}: {prefix}, {suffix}"
            );
            (href, s) = (new_href, new_s);
        }
    }
}

/// Write a URL's ten components into the component slots (as the JS bridge does).
fn write_slots(s: &[u32; 10]) {
    // SAFETY: result() is the address of RESULT_LEN u32s that live as long as the instance.
    let result = unsafe { &mut *(wasm::result() as usize as *mut [u32; RESULT_LEN]) };
    result[slot::COMPONENTS..slot::COMPONENTS + 10].copy_from_slice(s);
}

#[wasm_bindgen_test]
fn origin() {
    let origin = |href: &str| {
        (
            wasm::origin(write(&[href.as_bytes()], 0)[0]),
            output_string(),
        )
    };
    for href in [
        "https://example.com:443/x",
        "http://h:8080/",
        "blob:https://a.example/uuid",
        "sc://h/",
        "file:///x",
    ] {
        let want = Url::parse(href, None)
            .unwrap()
            .origin()
            .ascii_serialization();
        assert_eq!(origin(href), (SUCCESS, want), "origin of {href}");
    }
    assert_eq!(
        origin("https://example.com:8443/x"),
        (SUCCESS, "https://example.com:8443".to_owned())
    );
    assert_eq!(origin("sc://h/"), (SUCCESS, "null".to_owned()));
}

fn form_parse(input: &str) -> Vec<(String, String)> {
    assert_eq!(wasm::form_parse(write(&[input.as_bytes()], 0)[0]), SUCCESS);
    let bytes = output();
    let (lens_ptr, count) = (slots()[slot::FORM_LENGTHS], slots()[slot::FORM_LENGTHS_LEN]);
    let lens: Vec<u32> = if count == 0 {
        Vec::new()
    } else {
        // SAFETY: the form-lengths slots describe `count` u32 lengths, valid until the next call.
        unsafe { core::slice::from_raw_parts(lens_ptr as usize as *const u32, count as usize) }
            .to_vec()
    };
    let mut at = 0;
    let mut take = |n: u32| {
        let s = String::from_utf8(bytes[at..at + n as usize].to_vec()).unwrap();
        at += n as usize;
        s
    };
    lens.chunks_exact(2)
        .map(|p| (take(p[0]), take(p[1])))
        .collect()
}

fn form_serialize(pairs: &[(&str, &str)]) -> String {
    let strings: Vec<&[u8]> = pairs
        .iter()
        .flat_map(|(n, v)| [n.as_bytes(), v.as_bytes()])
        .collect();
    let header: Vec<u8> = strings
        .iter()
        .flat_map(|s| (s.len() as u32).to_le_bytes())
        .collect();
    let mut parts = vec![header.as_slice()];
    parts.extend(&strings);
    write(&parts, 0);
    assert_eq!(wasm::form_serialize(strings.len() as u32), SUCCESS);
    output_string()
}

#[wasm_bindgen_test]
fn form_urlencoded_parse_and_serialize() {
    let pairs = |v: &[(&str, &str)]| {
        v.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(form_parse(""), pairs(&[]));
    assert_eq!(
        form_parse("a=1&b=%20+x&&c&=d"),
        pairs(&[("a", "1"), ("b", "  x"), ("c", ""), ("", "d")])
    );
    assert_eq!(
        form_parse("%C3%A9=%E2%82%AC&%FF=1"),
        pairs(&[("é", "€"), ("\u{FFFD}", "1")])
    );
    assert_eq!(form_serialize(&[]), "");
    assert_eq!(
        form_serialize(&[("a b", "é&="), ("*-._", "~")]),
        "a+b=%C3%A9%26%3D&*-._=%7E"
    );
    let list = [("q", "a+b c"), ("ü", ""), ("", "=")];
    assert_eq!(form_parse(&form_serialize(&list)), pairs(&list));
}

#[wasm_bindgen_test]
fn buffer_grows_and_results_survive_growth() {
    let big = "a".repeat(1 << 20);
    let input = format!("https://example.com/{big}");
    let (href, _) = parse(&input, None).unwrap();
    assert_eq!(href.len(), input.len());
    assert!(wasm::buffer(16) != 0);
    assert_eq!(
        parse("http://h/", None).unwrap().0,
        "http://h/",
        "a smaller input after a big one"
    );
}

// The authoring tools' exports (src/wasm/tools.rs, only with `--features authoring`, which
// scripts/test.sh passes to wasm-pack test): codes and indices in a u32 list, text output for the
// domain conversions.

/// The u32 list of the last call.
#[cfg(feature = "authoring")]
fn words() -> Vec<u32> {
    let s = slots();
    let (at, len) = (s[slot::LIST] as usize, s[slot::LIST_LEN] as usize);
    // SAFETY: the tools' exports describe their list in these slots, valid until the next call.
    unsafe { core::slice::from_raw_parts(at as *const u32, len) }.to_vec()
}

/// Write the base (if any) and the input as the tools' exports read them: `(base_len, input_len)`.
#[cfg(feature = "authoring")]
fn base_and_input(input: &str, base: Option<&str>) -> (u32, u32) {
    match base {
        None => (NO_BASE, write(&[input.as_bytes()], 0)[0]),
        Some(b) => {
            let lens = write(&[b.as_bytes(), input.as_bytes()], 0);
            (lens[0], lens[1])
        }
    }
}

#[cfg(feature = "authoring")]
#[wasm_bindgen_test]
fn authoring_exports_match_the_rust_api() {
    use url_wasm::writing::{Production, Reason};
    use url_wasm::ValidationError;
    // Errors: [base_given, base_count, input_count, (code, index, failure)...], base's first.
    let (b, i) = base_and_input("é😀 x", Some(" https://h/"));
    assert_eq!(wasm::parse_with_errors(b, i), SUCCESS);
    let unit = ValidationError::InvalidUrlUnit as u32;
    assert_eq!(
        ValidationError::ALL[unit as usize].name(),
        "invalid-URL-unit"
    );
    // UTF-16 indices: "é😀" is 3 code units, the space after it at 3.
    assert_eq!(words(), [1, 1, 1, unit, 0, 0, unit, 3, 0]);
    let report = url_wasm::authoring::parse_with_errors("é😀 x", Some(" https://h/"));
    assert_eq!(report.input.errors[0].index, 6); // bytes, in Rust

    // The writing grammar: valid (no list), invalid ([index], reason, production), bad base.
    let (b, i) = base_and_input("x", Some("https://h/"));
    assert_eq!(wasm::validate_url_string(b, i, 0), SUCCESS);
    assert!(words().is_empty());
    let (b, i) = base_and_input("https://h/😀 ", None);
    assert_eq!(wasm::validate_url_string(b, i, 0), SUCCESS);
    let (reason, _) = Reason::NotUrlCodePoint(' ').code();
    let production = Production::UrlPathSegmentString as u32;
    assert_eq!(words(), [12, reason, 0x20, production]);
    let (b, i) = base_and_input("https://h/ ", None);
    assert_eq!(wasm::validate_url_string(b, i, 2), SUCCESS); // surroundingSpaces
    assert!(words().is_empty());
    let (b, i) = base_and_input("", Some("https://h/"));
    assert_eq!(wasm::validate_url_string(b, i, 1), SUCCESS); // nonEmpty
    let (reason, _) = Reason::Empty.code();
    let production = Production::ValidNonEmptyUrl as u32;
    assert_eq!(words(), [0, reason, OMITTED, production]);
    let (b, i) = base_and_input("x", Some("nope"));
    assert_eq!(wasm::validate_url_string(b, i, 0), Status::Failure as u32);

    // Domains and hosts.
    for (domain, ascii) in [("español.com", "xn--espaol-zwa.com"), ("a b", "")] {
        assert_eq!(
            wasm::domain_to_ascii(write(&[domain.as_bytes()], 0)[0]),
            SUCCESS
        );
        assert_eq!(output_string(), ascii);
        assert_eq!(ascii, url_wasm::authoring::domain_to_ascii(domain));
    }
    assert_eq!(
        wasm::domain_to_unicode(write(&[b"xn--espaol-zwa.com"], 0)[0]),
        1
    );
    assert_eq!(output_string(), "español.com");
    assert_eq!(
        wasm::host_to_unicode(write(&[b"https://xn--espaol-zwa.com:1/"], 0)[0]),
        1
    );
    assert_eq!(output_string(), "español.com");
    assert_eq!(
        wasm::host_to_unicode(write(&[b"not a URL"], 0)[0]),
        Status::Failure as u32
    );
}

// basic_parse (src/wasm/records.rs, also in the tools flavour only): the basic URL parser on a
// record, against url_wasm::low_level.

#[cfg(feature = "authoring")]
#[wasm_bindgen_test]
fn basic_parse_matches_the_low_level_api() {
    use url_wasm::contract::basic_parse::OPAQUE_PATH;
    use url_wasm::low_level::{StateOverride, UrlRecord};
    let cases: &[(&str, &str, Option<StateOverride>)] = &[
        (
            "http://example.com/a?q#f",
            "EXAMPLE.org:8080",
            Some(StateOverride::Host),
        ),
        ("http://example.com/a", "x", Some(StateOverride::Port)),
        (
            "http://example.com/a",
            "/b/../c d",
            Some(StateOverride::PathStart),
        ),
        ("sc:opaque", "h", Some(StateOverride::Hostname)),
        ("http://h/", "ftp:", Some(StateOverride::SchemeStart)),
        ("http://h/x", "//other/y?z", None),
    ];
    for &(href, input, state) in cases {
        let url = Url::parse(href, None).unwrap();
        let mut expected = UrlRecord::from(&url);
        let ok = expected.basic_parse(input, None, state).is_ok();
        let code = state.map_or(0, |s| {
            StateOverride::ALL.iter().position(|&t| t == s).unwrap() as u32 + 1
        });
        let opaque = if url.has_opaque_path() {
            OPAQUE_PATH
        } else {
            0
        };
        let lens = write(&[href.as_bytes(), input.as_bytes()], 0);
        write_slots(&url.components().to_slots());
        let status = wasm::basic_parse(NO_BASE, lens[0], lens[1], code | opaque);
        assert_eq!(status == SUCCESS, ok, "{href} {input} {state:?}");
        let words = words();
        let expected_url = expected.to_url().unwrap();
        assert_eq!(
            output_string(),
            expected_url.href(),
            "{href} {input} {state:?}"
        );
        assert_eq!(
            words[1..11],
            expected_url.components().to_slots(),
            "{href} {input} {state:?}"
        );
        assert_eq!(
            words[0] == 1,
            expected.has_opaque_path(),
            "{href} {input} {state:?}"
        );
    }
    // Without url: a new record (C0 control or space trimmed); an unknown state: failure, no record.
    let lens = write(&[b" sc://H/x "], 0);
    assert_eq!(wasm::basic_parse(NO_BASE, NO_BASE, lens[0], 0), SUCCESS);
    assert_eq!(output_string(), "sc://H/x");
    assert_eq!(
        wasm::basic_parse(NO_BASE, NO_BASE, lens[0], 99),
        Status::Failure as u32
    );
    assert_eq!(words(), Vec::<u32>::new());
}
