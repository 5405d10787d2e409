//! Adversarial inputs through the native API (`url_wasm::Url`): ~1 MiB inputs in every component,
//! 100k `../` segments and 100k labels, deep percent sequences, long IPv4/IPv6 lookalikes and
//! overflowing numbers. Each case checks the result the URL Standard gives (derived in the
//! comment next to it) and that the time grows linearly: the case runs at n and at 4n and the
//! ratio must stay well below the 16x of a quadratic algorithm (with slack for a noisy machine).
//! tests/js/adversarial.test.mjs runs the same kinds of input through the JS classes.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::time::{Duration, Instant};
use url_wasm::{Setter, Url};

/// 1 MiB: the large size of every case; the small size is a quarter of it.
const MIB: usize = 1 << 20;

/// What a case must produce.
enum Expect {
    /// Success with exactly this href.
    Href(String),
    /// Success with this hostname (when the whole href is not worth spelling out).
    Hostname(String),
    /// Success with this pathname.
    Pathname(String),
    /// Failure.
    Fail,
}

/// Timed sections run one at a time (the test harness runs tests in parallel threads, which
/// would otherwise compete for the machine's cores while being timed).
static TIMING: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Times `small` and `large` alternately, three times each, and returns each one's fastest time
/// (less noise from a shared machine) and the results of the last runs.
fn time_pair<R>(
    mut small: impl FnMut() -> R,
    mut large: impl FnMut() -> R,
) -> ((Duration, R), (Duration, R)) {
    let _guard = TIMING.lock().unwrap_or_else(|e| e.into_inner());
    let (mut ts, mut tl) = (Duration::MAX, Duration::MAX);
    let (mut rs, mut rl) = (None, None);
    for _ in 0..3 {
        let t = Instant::now();
        rs = Some(small());
        ts = ts.min(t.elapsed());
        let t = Instant::now();
        rl = Some(large());
        tl = tl.min(t.elapsed());
    }
    ((ts, rs.unwrap()), (tl, rl.unwrap()))
}

/// The linear-time check: `t(4n) / t(n)` must be below 10 (linear is 4, quadratic 16). Below
/// 50 ms at 4n the ratio is mostly noise (timer, allocator, and caches: a 256 KiB input fits in
/// L2, a 1 MiB one does not), so only the absolute time is bounded then; a quadratic algorithm
/// on ~1 MiB (or 100k segments / labels) would take seconds to minutes anyway.
fn linear_enough(small: Duration, large: Duration) -> bool {
    let ratio = large.as_secs_f64() / small.as_secs_f64().max(1e-9);
    large <= Duration::from_millis(50) || ratio < 10.0
}

/// Times `small` and `large` (see [`time_pair`]) and asserts linear growth. A busy machine can
/// make one measurement look superlinear, so a failing ratio is measured again (up to 3 times in
/// all); a genuinely quadratic algorithm fails every time.
fn timed_linear<R>(
    name: &str,
    mut small: impl FnMut() -> R,
    mut large: impl FnMut() -> R,
) -> (R, R) {
    for attempt in 1.. {
        let ((ts, rs), (tl, rl)) = time_pair(&mut small, &mut large);
        let ratio = tl.as_secs_f64() / ts.as_secs_f64().max(1e-9);
        eprintln!("{name}: n {ts:?}, 4n {tl:?}, ratio {ratio:.1} (attempt {attempt})");
        assert!(
            tl < Duration::from_secs(30),
            "{name}: {tl:?} for a ~1 MiB input"
        );
        if linear_enough(ts, tl) {
            return (rs, rl);
        }
        assert!(
            attempt < 3,
            "{name}: time grows superlinearly: {ts:?} at n, {tl:?} at 4n (ratio {ratio:.1}), 3 times"
        );
    }
    unreachable!()
}

fn check_result(name: &str, n: usize, got: &Result<Url, url_wasm::ParseError>, expect: &Expect) {
    match (got, expect) {
        (Ok(url), Expect::Href(h)) => assert!(
            url.href() == h,
            "{name} (n = {n}): href differs (len {} vs {})",
            url.href().len(),
            h.len()
        ),
        (Ok(url), Expect::Hostname(h)) => assert!(
            url.hostname() == h,
            "{name} (n = {n}): hostname differs (len {} vs {})",
            url.hostname().len(),
            h.len()
        ),
        (Ok(url), Expect::Pathname(p)) => assert!(
            url.pathname() == p,
            "{name} (n = {n}): pathname differs (len {} vs {})",
            url.pathname().len(),
            p.len()
        ),
        (Err(_), Expect::Fail) => {}
        (Ok(url), Expect::Fail) => panic!(
            "{name} (n = {n}): expected failure, got an href of {} bytes starting {:?}",
            url.href().len(),
            &url.href()[..url.href().len().min(80)]
        ),
        (Err(e), _) => panic!("{name} (n = {n}): expected success, got {e:?}"),
    }
}

/// Parse `make(n)` (against `base(n)`) at n = MIB/4/unit and 4x that; check results and linearity.
/// `unit` is the length of the repeated piece, so that the large input is about 1 MiB.
fn parse_case(
    name: &str,
    unit: usize,
    make: impl Fn(usize) -> String,
    base: impl Fn(usize) -> Option<String>,
    expect: impl Fn(usize) -> Expect,
) {
    let n = (MIB / 4 / unit).max(1);
    let prepare = |n: usize| {
        (
            make(n),
            base(n).map(|b| Url::parse(&b, None).expect("base parses")),
        )
    };
    let (small, large) = (prepare(n), prepare(4 * n));
    let run = |(input, b): &(String, Option<Url>)| match b {
        Some(b) => Url::parse_with_base(input, b),
        None => Url::parse(input, None),
    };
    let (rs, rl) = timed_linear(name, || run(&small), || run(&large));
    for (n, got) in [(n, &rs), (4 * n, &rl)] {
        check_result(name, n, got, &expect(n));
        if let Ok(url) = got {
            url.check_invariants()
                .unwrap_or_else(|e| panic!("{name}: invariants: {e}"));
        }
    }
}

fn no_base(_: usize) -> Option<String> {
    None
}

fn r(s: &str, n: usize) -> String {
    s.repeat(n)
}

#[test]
fn huge_components() {
    // Path: plain, and code points the path percent-encode set encodes (space, ^).
    parse_case(
        "path",
        1,
        |n| format!("http://h/{}", r("a", n)),
        no_base,
        |n| Expect::Href(format!("http://h/{}", r("a", n))),
    );
    parse_case(
        "path to encode",
        2,
        |n| format!("http://h/{}", r(" ^", n)),
        no_base,
        |n| Expect::Href(format!("http://h/{}", r("%20%5E", n))),
    );
    // Non-ASCII: UTF-8 bytes percent-encoded.
    parse_case(
        "path non-ASCII",
        2,
        |n| format!("http://h/{}", r("\u{e9}", n)),
        no_base,
        |n| Expect::Href(format!("http://h/{}", r("%C3%A9", n))),
    );
    // Query: the special-query set encodes ' (special schemes only).
    parse_case(
        "query",
        2,
        |n| format!("http://h/?{}", r("q'", n)),
        no_base,
        |n| Expect::Href(format!("http://h/?{}", r("q%27", n))),
    );
    parse_case(
        "query non-special",
        2,
        |n| format!("sc://h/?{}", r("q'", n)),
        no_base,
        |n| Expect::Href(format!("sc://h/?{}", r("q'", n))),
    );
    // Fragment: the fragment set encodes space and `.
    parse_case(
        "fragment",
        2,
        |n| format!("http://h/#{}", r("f`", n)),
        no_base,
        |n| Expect::Href(format!("http://h/#{}", r("f%60", n))),
    );
    // Userinfo: the userinfo set encodes ; and =; the last @ ends the userinfo and every earlier
    // @ is encoded as %40.
    parse_case(
        "userinfo",
        2,
        |n| format!("http://{}:{}@h/", r("u;", n), r("p=", n)),
        no_base,
        |n| Expect::Href(format!("http://{}:{}@h/", r("u%3B", n), r("p%3D", n))),
    );
    parse_case(
        "userinfo many @",
        2,
        |n| format!("http://{}h/", r("a@", n)),
        no_base,
        |n| Expect::Href(format!("http://{}a@h/", r("a%40", n - 1))),
    );
    // Host: an ASCII domain is only ASCII-lowercased (no length limit outside strict mode).
    parse_case(
        "host",
        1,
        |n| format!("http://{}/", r("A", n)),
        no_base,
        |n| Expect::Href(format!("http://{}/", r("a", n))),
    );
    // Opaque host (non-special): C0-control percent-encoded, kept otherwise.
    parse_case(
        "opaque host",
        2,
        |n| format!("sc://{}/", r("a\u{7f}", n)),
        no_base,
        |n| Expect::Href(format!("sc://{}/", r("a%7F", n))),
    );
    // Opaque path: C0 set; spaces stay literal except one right before ? or # (%20).
    parse_case(
        "opaque path",
        2,
        |n| format!("sc:{}?q", r("x ", n)),
        no_base,
        |n| Expect::Href(format!("sc:{}x%20?q", r("x ", n - 1))),
    );
    parse_case(
        "opaque path spaces",
        1,
        |n| format!("sc:x{}#f", r(" ", n)),
        no_base,
        |n| Expect::Href(format!("sc:x{}%20#f", r(" ", n - 1))),
    );
    // Tabs and newlines are removed everywhere.
    parse_case(
        "tabs and newlines",
        3,
        |n| format!("ht\ttp://h/{}", r("a\t\n", n)),
        no_base,
        |n| Expect::Href(format!("http://h/{}", r("a", n))),
    );
    // Leading/trailing C0 control or space stripped.
    parse_case(
        "C0 and space around",
        2,
        |n| format!("{}http://h/{}", r("\u{1} ", n), r(" \u{0}", n)),
        no_base,
        |_| Expect::Href("http://h/".into()),
    );
}

#[test]
fn huge_dot_segments_and_labels() {
    // 100k+ "../" never go above the root.
    parse_case(
        "../ segments",
        3,
        |n| format!("http://h/{}x", r("../", n)),
        no_base,
        |_| Expect::Href("http://h/x".into()),
    );
    parse_case(
        "a/../ segments",
        5,
        |n| format!("http://h/{}x", r("a/../", n)),
        no_base,
        |_| Expect::Href("http://h/x".into()),
    );
    parse_case(
        "%2e%2e/ segments",
        7,
        |n| format!("http://h/{}x", r("%2e%2E/", n)),
        no_base,
        |_| Expect::Href("http://h/x".into()),
    );
    parse_case(
        "./ segments",
        2,
        |n| format!("http://h/{}x", r("./", n)),
        no_base,
        |_| Expect::Href("http://h/x".into()),
    );
    // Against a deep base: each ../ pops one of the base's segments.
    parse_case(
        "../ against a deep base",
        5,
        |n| r("../", n),
        |n| Some(format!("http://h/{}", r("a/", n))),
        |_| Expect::Href("http://h/".into()),
    );
    parse_case(
        "half the ../ against a deep base",
        5,
        |n| r("../", n / 2),
        |n| Some(format!("http://h/{}", r("a/", n))),
        |n| Expect::Href(format!("http://h/{}", r("a/", n - n / 2))),
    );
    // Backslashes are path separators in special URLs.
    parse_case(
        "..\\ segments",
        3,
        |n| format!("http://h\\{}x", r("..\\", n)),
        no_base,
        |_| Expect::Href("http://h/x".into()),
    );
    // Many empty segments survive.
    parse_case(
        "empty segments",
        1,
        |n| format!("http://h/{}", r("/", n)),
        no_base,
        |n| Expect::Pathname(r("/", n + 1)),
    );
    // Non-special URL with a null host and an empty first segment: serialized with "/.".
    parse_case(
        "null host //",
        1,
        |n| format!("sc:/.{}", r("/", n)),
        no_base,
        |n| Expect::Href(format!("sc:/.{}", r("/", n))),
    );
    // 100k+ labels.
    parse_case(
        "labels",
        2,
        |n| format!("http://{}com/", r("A.", n)),
        no_base,
        |n| Expect::Hostname(format!("{}com", r("a.", n))),
    );
    // Non-ASCII labels go through ToASCII: é -> xn--9ca.
    parse_case(
        "non-ASCII labels",
        3,
        |n| format!("http://{}com/", r("\u{e9}.", n)),
        no_base,
        |n| Expect::Hostname(format!("{}com", r("xn--9ca.", n))),
    );
    // Ends in a number -> IPv4 parser -> more than 4 parts: failure.
    parse_case(
        "numeric labels",
        2,
        |n| format!("http://{}1/", r("1.", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "labels ending in a number",
        2,
        |n| format!("http://{}1/", r("a.", n)),
        no_base,
        |_| Expect::Fail,
    );
    // Empty labels are kept for ASCII domains in non-strict mode.
    parse_case(
        "empty labels",
        1,
        |n| format!("http://a{}b/", r(".", n)),
        no_base,
        |n| Expect::Hostname(format!("a{}b", r(".", n))),
    );
}

#[test]
fn huge_non_ascii_label_with_distinct_code_points() {
    // Punycode encoding is O(length x distinct code points) done naively; a label of ~40k
    // distinct code points must still finish (any result is fine: failure or an xn-- label).
    let make = |n: usize| -> String {
        let mut s = String::from("http://");
        for cp in (0x4e00u32..).take(n) {
            s.push(char::from_u32(cp).unwrap());
        }
        s.push('/');
        s
    };
    let n = 4000;
    let (small, large) = (make(n), make(4 * n));
    let ((small, _), (large, got)) =
        time_pair(|| Url::parse(&small, None), || Url::parse(&large, None));
    if let Ok(url) = &got {
        assert!(
            url.hostname().starts_with("xn--"),
            "{:?}",
            &url.hostname()[..20]
        );
    }
    // Punycode itself is quadratic in the number of distinct code points by design (RFC 3492),
    // so this only guards against something worse (and a hang).
    eprintln!("distinct CJK label: n {small:?}, 4n {large:?}");
    assert!(
        large < Duration::from_secs(30),
        "distinct-code-point label took {large:?}"
    );
}

#[test]
fn deep_percent_sequences() {
    // Path, query and fragment keep percent sequences as they are.
    parse_case(
        "%25 in path",
        3,
        |n| format!("http://h/{}", r("%25", n)),
        no_base,
        |n| Expect::Href(format!("http://h/{}", r("%25", n))),
    );
    parse_case(
        "%%% in query",
        1,
        |n| format!("http://h/?{}", r("%", n)),
        no_base,
        |n| Expect::Href(format!("http://h/?{}", r("%", n))),
    );
    // Host: percent-decoded once, "%41" -> "a"; "%25" -> "%" is a forbidden domain code point.
    parse_case(
        "%41 in host",
        3,
        |n| format!("http://{}/", r("%41", n)),
        no_base,
        |n| Expect::Hostname(r("a", n)),
    );
    parse_case(
        "%25 in host",
        3,
        |n| format!("http://{}/", r("%25", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "%2525 in host",
        5,
        |n| format!("http://{}/", r("%2525", n)),
        no_base,
        |_| Expect::Fail,
    );
    // Percent-encoded UTF-8 in a host is decoded, then ToASCII'd: é -> xn--9ca.
    parse_case(
        "%C3%A9 labels",
        7,
        |n| format!("http://{}/", r("%C3%A9.", n)),
        no_base,
        |n| Expect::Hostname(r("xn--9ca.", n)),
    );
    // Opaque host: percent sequences kept.
    parse_case(
        "%25 in opaque host",
        3,
        |n| format!("sc://{}/", r("%25", n)),
        no_base,
        |n| Expect::Hostname(r("%25", n)),
    );
}

#[test]
fn long_ip_lookalikes_and_overflowing_numbers() {
    // IPv4: leading zeros are octal prefixes: "000...0" is 0; "0x000...01" is 1.
    parse_case(
        "IPv4 zeros",
        1,
        |n| format!("http://{}/", r("0", n)),
        no_base,
        |_| Expect::Href("http://0.0.0.0/".into()),
    );
    parse_case(
        "IPv4 0x zeros",
        1,
        |n| format!("http://0x{}1/", r("0", n)),
        no_base,
        |_| Expect::Href("http://0.0.0.1/".into()),
    );
    parse_case(
        "IPv4 last part zeros",
        1,
        |n| format!("http://1.2.3.{}4/", r("0", n)),
        no_base,
        |_| Expect::Href("http://1.2.3.4/".into()),
    );
    // Overflow: one huge part, or a part > 255 before the last: failure.
    parse_case(
        "IPv4 huge decimal",
        1,
        |n| format!("http://{}/", r("9", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "IPv4 huge hex",
        1,
        |n| format!("http://0x{}/", r("f", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "IPv4 huge first part",
        1,
        |n| format!("http://1{}.2.3.4/", r("0", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "IPv4 2^32",
        1,
        |n| format!("http://{}4294967296/", r("0", n)),
        no_base,
        |_| Expect::Fail,
    );
    // Non-numeric part in an IPv4-looking (ends in a number) host: failure.
    parse_case(
        "IPv4 bad part",
        1,
        |n| format!("http://{}x.1/", r("1", n)),
        no_base,
        |_| Expect::Fail,
    );
    // IPv6: too many pieces, a too long piece, a long IPv4 tail: failure.
    parse_case(
        "IPv6 many pieces",
        2,
        |n| format!("http://[{}0]/", r("0:", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "IPv6 long piece",
        1,
        |n| format!("http://[{}1::]/", r("0", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "IPv6 long IPv4 tail",
        1,
        |n| format!("http://[::1.2.3.{}4]/", r("0", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "IPv6 unclosed",
        1,
        |n| format!("http://[{}", r(":", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "IPv6 many ::",
        2,
        |n| format!("http://[{}]/", r("1::", n)),
        no_base,
        |_| Expect::Fail,
    );
    // Ports: leading zeros are fine ("000...080" is 80, the default: omitted); > 65535 fails.
    parse_case(
        "port zeros",
        1,
        |n| format!("http://h:{}80/", r("0", n)),
        no_base,
        |_| Expect::Href("http://h/".into()),
    );
    parse_case(
        "port zeros non-default",
        1,
        |n| format!("http://h:{}8080/", r("0", n)),
        no_base,
        |_| Expect::Href("http://h:8080/".into()),
    );
    parse_case(
        "port overflow",
        1,
        |n| format!("http://h:{}/", r("9", n)),
        no_base,
        |_| Expect::Fail,
    );
    parse_case(
        "port 65536",
        1,
        |n| format!("http://h:{}65536/", r("0", n)),
        no_base,
        |_| Expect::Fail,
    );
}

/// A setter with a ~1 MiB value, at n and 4n; returns the two hrefs for checking.
fn setter_case(
    name: &str,
    href: &str,
    setter: Setter,
    unit: usize,
    value: impl Fn(usize) -> String,
    expect: impl Fn(usize) -> String,
) {
    let n = MIB / 4 / unit;
    let (vs, vl) = (value(n), value(4 * n));
    let run = |v: &str| {
        let mut url = Url::parse(href, None).unwrap();
        let _ = url.set(setter, v);
        url
    };
    let (us, ul) = timed_linear(name, || run(&vs), || run(&vl));
    for (n, url) in [(n, us), (4 * n, ul)] {
        assert!(
            url.href() == expect(n),
            "{name} (n = {n}): href {} bytes, starts {:?}",
            url.href().len(),
            &url.href()[..url.href().len().min(80)]
        );
        url.check_invariants()
            .unwrap_or_else(|e| panic!("{name}: invariants: {e}"));
    }
}

#[test]
fn huge_setter_values() {
    let h = "http://u:p@h:1/p?q#f";
    setter_case(
        "pathname setter",
        h,
        Setter::Pathname,
        2,
        |n| r("a ", n),
        |n| format!("http://u:p@h:1/{}?q#f", r("a%20", n)),
    );
    setter_case(
        "search setter",
        h,
        Setter::Search,
        2,
        |n| r("a'", n),
        |n| format!("http://u:p@h:1/p?{}#f", r("a%27", n)),
    );
    setter_case(
        "hash setter",
        h,
        Setter::Hash,
        2,
        |n| r("a ", n),
        |n| format!("http://u:p@h:1/p?q#{}", r("a%20", n)),
    );
    setter_case(
        "username setter",
        h,
        Setter::Username,
        2,
        |n| r("a@", n),
        |n| format!("http://{}:p@h:1/p?q#f", r("a%40", n)),
    );
    setter_case(
        "password setter",
        h,
        Setter::Password,
        2,
        |n| r("a:", n),
        |n| format!("http://u:{}@h:1/p?q#f", r("a%3A", n)),
    );
    setter_case(
        "hostname setter",
        h,
        Setter::Hostname,
        2,
        |n| r("A.", n),
        |n| format!("http://u:p@{}:1/p?q#f", r("a.", n)),
    );
    setter_case(
        "host setter",
        h,
        Setter::Host,
        2,
        |n| r("b.", n) + ":2",
        |n| format!("http://u:p@{}:2/p?q#f", r("b.", n)),
    );
    // Port: leading zeros then 8080; an overflowing port leaves the URL unchanged.
    setter_case(
        "port setter zeros",
        h,
        Setter::Port,
        1,
        |n| r("0", n) + "8080",
        |_| "http://u:p@h:8080/p?q#f".into(),
    );
    setter_case(
        "port setter overflow",
        h,
        Setter::Port,
        1,
        |n| r("9", n),
        |_| h.into(),
    );
    // Protocol: a huge scheme is a valid scheme, but special -> non-special is refused.
    setter_case(
        "protocol setter",
        h,
        Setter::Protocol,
        1,
        |n| r("a", n),
        |_| h.into(),
    );
    setter_case(
        "href setter",
        h,
        Setter::Href,
        3,
        |n| format!("sc:{}", r("x/.", n)),
        |n| format!("sc:{}", r("x/.", n)),
    );
}
