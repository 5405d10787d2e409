//! Runs the web-platform-tests URL data against the native parser.
//!
//! ```text
//! cargo test --test wpt                 # everything
//! cargo test --test wpt -- setters      # only cases whose name contains "setters"
//! WPT_VERBOSE=1 cargo test --test wpt   # list every failure, not just the first ones
//! WPT_URL_DIR=/path/to/wpt/url cargo test --test wpt
//! ```
//!
//! The data is read from `$WPT_URL_DIR`, or else `<CARGO_MANIFEST_DIR>/../shared/wpt/url`
//! (it is never copied into this repository). Known failures are listed, one case name per
//! line, in `tests/expected_failures.txt`; a listed case that passes is an unexpected pass and
//! fails the run, as does an unlisted case that fails.
//!
//! Each file is checked the way WPT's own harness files check it (`url-constructor.any.js`,
//! `url-origin.any.js`, `url-constructor-base-failure.any.js`, `url-setters.any.js`,
//! `toascii.any.js`, `IdnaTestV2.window.js`, `percent-encoding.window.js`), plus checks of this
//! crate's own API on every URL produced: `can_parse` agrees, `parse_with_base` and
//! `parse_with_errors` agree with `parse`, `check_invariants()` holds, and re-parsing the href
//! gives the same href and the same component offsets.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};
use url_wasm::{form_urlencoded, Setter, Url, ValidationError};

#[path = "support/lone_surrogates.rs"]
mod lone_surrogates;
use lone_surrogates::replace_lone_surrogate_escapes;

/// How many lines of failure details to print unless `WPT_VERBOSE` is set.
const MAX_DETAIL_LINES: usize = 50;

/// The getters compared, in the order they are compared (the first mismatch is reported).
const FIELDS: &[&str] = &[
    "href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search",
    "hash", "origin",
];

type Outcome = Result<(), String>;

struct Case {
    file: &'static str,
    name: String,
    outcome: Outcome,
}

struct Runner {
    filter: Option<String>,
    cases: Vec<Case>,
}

impl Runner {
    /// Runs `f` as the case `name` of `file` (unless filtered out), catching panics.
    fn case(&mut self, file: &'static str, name: String, f: impl FnOnce() -> Outcome) {
        if let Some(filter) = &self.filter {
            if !name.contains(filter.as_str()) {
                return;
            }
        }
        let outcome = match catch_unwind(AssertUnwindSafe(f)) {
            Ok(outcome) => outcome,
            Err(payload) => {
                let msg = LAST_PANIC
                    .with(|p| p.borrow_mut().take())
                    .unwrap_or_else(|| panic_payload(&*payload));
                Err(format!("PANIC: {msg}"))
            }
        };
        self.cases.push(Case {
            file,
            name,
            outcome,
        });
    }
}

thread_local! {
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn panic_payload(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "<non-string panic payload>".to_string()
    }
}

fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let msg = panic_payload(info.payload());
        let full = match info.location() {
            Some(loc) => format!(
                "panicked at {}:{}:{}: {msg}",
                loc.file(),
                loc.line(),
                loc.column()
            ),
            None => format!("panicked: {msg}"),
        };
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(full));
    }));
}

// ---------------------------------------------------------------------------------------------
// Data loading

fn data_dir() -> PathBuf {
    match std::env::var_os("WPT_URL_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/wpt/url"),
    }
}

fn load(dir: &Path, file: &str) -> Result<Value, String> {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&replace_lone_surrogate_escapes(&text))
        .map_err(|e| format!("cannot parse {}: {e}", path.display()))
}

/// The test objects of a WPT array file (strings in the array are comments).
fn entries(data: &Value) -> impl Iterator<Item = &Map<String, Value>> {
    data.as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_object)
}

fn str_field<'a>(entry: &'a Map<String, Value>, key: &str) -> Option<&'a str> {
    entry.get(key).and_then(Value::as_str)
}

// ---------------------------------------------------------------------------------------------
// Naming

/// Makes a case name printable on one line: control, format and non-ASCII whitespace characters
/// are escaped (`\t`, `\n`, `\r`, `\u{..}`); everything else is kept as is.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if c.is_control()
                || (c.is_whitespace() && c != ' ')
                || matches!(c, '\u{AD}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
                    | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}') =>
            {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Checks

fn getter(url: &Url, field: &str) -> Option<String> {
    Some(match field {
        "href" => url.href().to_string(),
        "origin" => url.origin().ascii_serialization(),
        "protocol" => url.protocol().to_string(),
        "username" => url.username().to_string(),
        "password" => url.password().to_string(),
        "host" => url.host().to_string(),
        "hostname" => url.hostname().to_string(),
        "port" => url.port().to_string(),
        "pathname" => url.pathname().to_string(),
        "search" => url.search().to_string(),
        "hash" => url.hash().to_string(),
        _ => return None,
    })
}

fn setter_for(attr: &str) -> Option<Setter> {
    Some(match attr {
        "href" => Setter::Href,
        "protocol" => Setter::Protocol,
        "username" => Setter::Username,
        "password" => Setter::Password,
        "host" => Setter::Host,
        "hostname" => Setter::Hostname,
        "port" => Setter::Port,
        "pathname" => Setter::Pathname,
        "search" => Setter::Search,
        "hash" => Setter::Hash,
        _ => return None,
    })
}

fn expect_eq(what: &str, expected: &str, actual: &str, url: &Url) -> Outcome {
    if expected == actual {
        Ok(())
    } else if what == "href" {
        Err(format!("href: expected {expected:?}, got {actual:?}"))
    } else {
        Err(format!(
            "{what}: expected {expected:?}, got {actual:?} (href {:?})",
            url.href()
        ))
    }
}

/// Compares every field of `expected` that is a URL getter, in [`FIELDS`] order.
fn check_fields(url: &Url, expected: &Map<String, Value>) -> Outcome {
    for &field in FIELDS {
        let Some(value) = expected.get(field) else {
            continue;
        };
        let Some(want) = value.as_str() else {
            return Err(format!("test data: {field} is not a string"));
        };
        let got = getter(url, field).unwrap_or_default();
        expect_eq(field, want, &got, url)?;
    }
    Ok(())
}

/// `url.searchParams.toString()`: the application/x-www-form-urlencoded re-serialization of the
/// query.
fn search_params_string(url: &Url) -> String {
    let query = url.search().strip_prefix('?').unwrap_or("");
    let pairs = form_urlencoded::parse(query.as_bytes());
    form_urlencoded::serialize(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())))
}

/// The crate's own consistency checks, run on every URL a test produces.
fn check_url(url: &Url) -> Outcome {
    url.check_invariants()
        .map_err(|e| format!("check_invariants failed: {e} (href {:?})", url.href()))?;
    match Url::parse(url.href(), None) {
        Ok(again) => {
            if again.href() != url.href() {
                return Err(format!(
                    "idempotence: re-parsing href {:?} gives href {:?}",
                    url.href(),
                    again.href()
                ));
            }
            if again.components() != url.components() {
                return Err(format!(
                    "idempotence: re-parsing href {:?} gives other components:\n        have     {:?}\n        re-parse {:?}",
                    url.href(),
                    url.components(),
                    again.components()
                ));
            }
            Ok(())
        }
        Err(e) => Err(format!(
            "idempotence: re-parsing href {:?} fails: {e} ({e:?})",
            url.href()
        )),
    }
}

fn describe(result: &Result<Url, url_wasm::ParseError>) -> String {
    match result {
        Ok(url) => format!("href {:?}", url.href()),
        Err(e) => format!("failure {e:?}"),
    }
}

/// Two parse results agree: both fail, or both succeed with the same href and components.
fn same_result(
    a: &Result<Url, url_wasm::ParseError>,
    b: &Result<Url, url_wasm::ParseError>,
) -> bool {
    match (a, b) {
        (Ok(a), Ok(b)) => a.href() == b.href() && a.components() == b.components(),
        (Err(_), Err(_)) => true,
        _ => false,
    }
}

/// Validation-error reporting must not change the outcome.
fn check_parse_with_errors(
    input: &str,
    base: Option<&Url>,
    plain: &Result<Url, url_wasm::ParseError>,
) -> Outcome {
    let mut reported: Vec<(ValidationError, usize)> = Vec::new();
    let with_sink = Url::parse_with_errors(input, base, &mut |err: ValidationError, pos: usize| {
        reported.push((err, pos))
    });
    if !same_result(plain, &with_sink) {
        return Err(format!(
            "parse_with_errors disagrees with parse: {} vs {} (reported {reported:?})",
            describe(&with_sink),
            describe(plain)
        ));
    }
    if let Some(&(_, pos)) = reported
        .iter()
        .find(|&&(_, pos)| !input.is_char_boundary(pos))
    {
        return Err(format!(
            "reported position {pos} is not in the input: {reported:?}"
        ));
    }
    // url_wasm::authoring marks the last error reported as the failing step's.
    match (&with_sink, reported.last()) {
        (Err(e), Some(&(last, _))) if failing_error(e) == Some(last) => Ok(()),
        (Err(e), last) => Err(format!(
            "failure {e:?}, but the last error reported is {last:?}"
        )),
        (Ok(_), _) => Ok(()),
    }
}

/// The validation error that the step returning `e` reports.
fn failing_error(e: &url_wasm::ParseError) -> Option<ValidationError> {
    use url_wasm::{HostError, ParseError};
    Some(match e {
        ParseError::MissingSchemeNonRelativeUrl => ValidationError::MissingSchemeNonRelativeUrl,
        ParseError::HostMissing => ValidationError::HostMissing,
        ParseError::PortInvalid => ValidationError::PortInvalid,
        ParseError::PortOutOfRange => ValidationError::PortOutOfRange,
        ParseError::InvalidHost(HostError::DomainToAscii) => ValidationError::DomainToAscii,
        ParseError::InvalidHost(HostError::HostInvalidCodePoint) => {
            ValidationError::HostInvalidCodePoint
        }
        ParseError::InvalidHost(HostError::Ipv4(e) | HostError::Ipv6(e)) => *e,
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------------
// urltestdata.json, urltestdata-javascript-only.json

fn url_test(entry: &Map<String, Value>) -> Outcome {
    let input = str_field(entry, "input").ok_or("test data: no input")?;
    let base = str_field(entry, "base");
    let failure = entry
        .get("failure")
        .and_then(Value::as_bool)
        .unwrap_or(false);

    let parsed = Url::parse(input, base);
    let can_parse = Url::can_parse(input, base);
    let base_url = base.map(|b| Url::parse(b, None));

    if failure {
        if let Ok(url) = &parsed {
            return Err(format!("expected failure, got href {:?}", url.href()));
        }
        if can_parse {
            return Err("can_parse: expected false (parse fails), got true".into());
        }
        if let Some(Ok(b)) = &base_url {
            let with_base = Url::parse_with_base(input, b);
            if let Ok(url) = &with_base {
                return Err(format!(
                    "parse_with_base: expected failure, got href {:?}",
                    url.href()
                ));
            }
            check_parse_with_errors(input, Some(b), &parsed)?;
        }
        if base.is_none() {
            check_parse_with_errors(input, None, &parsed)?;
            // url-constructor-base-failure.any.js: what fails without a base also fails as a base,
            // and as the href setter's value.
            if let Ok(url) = Url::parse("about:blank", Some(input)) {
                return Err(format!(
                    "as base: parse(\"about:blank\", input) should fail, got href {:?}",
                    url.href()
                ));
            }
            let mut url = Url::parse("about:blank", None)
                .map_err(|e| format!("parse(\"about:blank\") fails: {e:?}"))?;
            match url.set(Setter::Href, input) {
                Ok(()) => {
                    return Err(format!(
                        "href setter on about:blank: expected Err, got Ok (href now {:?})",
                        url.href()
                    ))
                }
                Err(_) => {
                    if url.href() != "about:blank" {
                        return Err(format!(
                            "href setter on about:blank failed but changed href to {:?}",
                            url.href()
                        ));
                    }
                }
            }
        }
        return Ok(());
    }

    let url = match &parsed {
        Ok(url) => url,
        Err(e) => {
            let want = str_field(entry, "href").unwrap_or("?");
            return Err(format!("expected href {want:?}, got failure: {e} ({e:?})"));
        }
    };
    check_fields(url, entry)?;
    if let Some(want) = str_field(entry, "searchParams") {
        expect_eq("searchParams", want, &search_params_string(url), url)?;
    }
    if !can_parse {
        return Err("can_parse: expected true (parse succeeds), got false".into());
    }
    match &base_url {
        None => check_parse_with_errors(input, None, &parsed)?,
        Some(Err(e)) => {
            return Err(format!(
                "the base {:?} alone fails to parse ({e:?}), yet parse(input, base) succeeds",
                base.unwrap_or_default()
            ))
        }
        Some(Ok(b)) => {
            let with_base = Url::parse_with_base(input, b);
            if !same_result(&parsed, &with_base) {
                return Err(format!(
                    "parse_with_base disagrees with parse: {} vs {}",
                    describe(&with_base),
                    describe(&parsed)
                ));
            }
            check_parse_with_errors(input, Some(b), &parsed)?;
        }
    }
    check_url(url)
}

fn run_urltestdata(runner: &mut Runner, file: &'static str, data: &Value) {
    for entry in entries(data) {
        let input = str_field(entry, "input").unwrap_or_default();
        let base = match str_field(entry, "base") {
            Some(b) => format!("<{}>", escape(b)),
            None => "<null>".to_string(),
        };
        let name = format!("{file}: <{}> against {base}", escape(input));
        runner.case(file, name, || url_test(entry));
    }
}

// ---------------------------------------------------------------------------------------------
// setters_tests.json

fn setter_test(attr: &str, case: &Map<String, Value>) -> Outcome {
    let setter = setter_for(attr).ok_or_else(|| format!("test data: unknown setter {attr:?}"))?;
    let href = str_field(case, "href").ok_or("test data: no href")?;
    let new_value = str_field(case, "new_value").ok_or("test data: no new_value")?;
    let expected = case
        .get("expected")
        .and_then(Value::as_object)
        .ok_or("test data: no expected")?;
    if let Some(unknown) = expected.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(format!("test data: unknown expected field {unknown:?}"));
    }
    let mut url = Url::parse(href, None)
        .map_err(|e| format!("parsing the href {href:?} fails: {e} ({e:?})"))?;
    let before = url.href().to_string();
    match url.set(setter, new_value) {
        Ok(()) => {}
        // The href setter throws on failure; `expected` then describes the unchanged URL.
        Err(_) if attr == "href" => {
            if url.href() != before {
                return Err(format!(
                    "href setter failed but changed href from {before:?} to {:?}",
                    url.href()
                ));
            }
        }
        Err(e) => {
            return Err(format!(
                "set({attr}) returned Err({e:?}); only the href setter can fail"
            ))
        }
    }
    check_fields(&url, expected)?;
    check_url(&url)
}

fn run_setters(runner: &mut Runner, file: &'static str, data: &Value) {
    let Some(groups) = data.as_object() else {
        return;
    };
    for (attr, cases) in groups {
        if attr == "comment" {
            continue;
        }
        for case in cases
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_object)
        {
            let href = str_field(case, "href").unwrap_or_default();
            let new_value = str_field(case, "new_value").unwrap_or_default();
            let name = format!(
                "setters {attr}: <{}> = <{}>",
                escape(href),
                escape(new_value)
            );
            runner.case(file, name, || setter_test(attr, case));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// toascii.json, IdnaTestV2.json, IdnaTestV2-removed.json

/// `new URL("https://" + input + "/x")` must fail (output null) or have host `output`.
fn host_test(input: &str, output: Option<&str>) -> Outcome {
    let parsed = Url::parse(&format!("https://{input}/x"), None);
    match (output, &parsed) {
        (None, Ok(url)) => Err(format!("expected failure, got href {:?}", url.href())),
        (None, Err(_)) => Ok(()),
        (Some(want), Err(e)) => Err(format!("expected host {want:?}, got failure: {e} ({e:?})")),
        (Some(want), Ok(url)) => {
            expect_eq("host", want, url.host(), url)?;
            expect_eq("hostname", want, url.hostname(), url)?;
            expect_eq("pathname", "/x", url.pathname(), url)?;
            expect_eq("href", &format!("https://{want}/x"), url.href(), url)?;
            check_url(url)
        }
    }
}

/// `url = new URL("https://x/x"); url[attr] = input;` then `url[attr]` is `output`, or still
/// `"x"` when output is null.
fn host_setter_test(attr: &str, input: &str, output: Option<&str>) -> Outcome {
    let setter = setter_for(attr).ok_or("unknown setter")?;
    let mut url = Url::parse("https://x/x", None)
        .map_err(|e| format!("parse(\"https://x/x\") fails: {e:?}"))?;
    if let Err(e) = url.set(setter, input) {
        return Err(format!(
            "set({attr}) returned Err({e:?}); only the href setter can fail"
        ));
    }
    let got = getter(&url, attr).unwrap_or_default();
    expect_eq(attr, output.unwrap_or("x"), &got, &url)?;
    check_url(&url)
}

fn run_toascii(runner: &mut Runner, file: &'static str, data: &Value) {
    for entry in entries(data) {
        let input = str_field(entry, "input").unwrap_or_default();
        // An absent output means the input is its own output; null means failure.
        let output = match entry.get("output") {
            None => Some(input),
            Some(v) => v.as_str(),
        };
        let shown = escape(input);
        runner.case(file, format!("{file}: <{shown}>"), || {
            host_test(input, output)
        });
        for attr in ["host", "hostname"] {
            runner.case(file, format!("{file}: <{shown}> ({attr} setter)"), || {
                host_setter_test(attr, input, output)
            });
        }
    }
}

fn run_idna(runner: &mut Runner, file: &'static str, data: &Value) {
    for entry in entries(data) {
        let input = str_field(entry, "input").unwrap_or_default();
        if input.is_empty() {
            continue; // WPT: cannot be tested through new URL()
        }
        let output = str_field(entry, "output");
        runner.case(file, format!("{file}: <{}>", escape(input)), || {
            host_test(input, output)
        });
    }
}

// ---------------------------------------------------------------------------------------------
// percent-encoding.json: every encoding with the `encoding` feature, else UTF-8 only

fn percent_encoding_test(input: &str, encoding: &str, want: &str) -> Outcome {
    let href = format!("https://doesnotmatter.invalid/?{input}#{input}");
    #[cfg(feature = "encoding")]
    let url = url_wasm::encoding::query_encoding_for_label(encoding)
        .map_err(|e| e.to_string())
        .and_then(|enc| Url::parse_with_encoding(&href, None, enc).map_err(|e| e.to_string()));
    #[cfg(not(feature = "encoding"))]
    let url = {
        assert_eq!(encoding, "utf-8");
        Url::parse(&href, None).map_err(|e| e.to_string())
    };
    let url = url.map_err(|e| format!("expected success, got failure: {e}"))?;
    expect_eq("search", &format!("?{want}"), url.search(), &url)?;
    // The fragment is always UTF-8.
    let utf8 = Url::parse(&href, None).map_err(|e| e.to_string())?;
    expect_eq("hash", utf8.hash(), url.hash(), &url)?;
    check_url(&utf8)
}

fn run_percent_encoding(runner: &mut Runner, file: &'static str, data: &Value) {
    for entry in entries(data) {
        let input = str_field(entry, "input").unwrap_or_default();
        let Some(outputs) = entry.get("output").and_then(Value::as_object) else {
            continue;
        };
        for (encoding, want) in outputs {
            let Some(want) = want.as_str() else { continue };
            if !cfg!(feature = "encoding") && encoding != "utf-8" {
                continue;
            }
            let (encoding, want) = (encoding.clone(), want.to_owned());
            runner.case(
                file,
                format!("{file}: <{}> {encoding}", escape(input)),
                move || percent_encoding_test(input, &encoding, &want),
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------

type FileRunner = fn(&mut Runner, &'static str, &Value);

const FILES: &[(&str, FileRunner)] = &[
    ("urltestdata.json", run_urltestdata),
    ("urltestdata-javascript-only.json", run_urltestdata),
    ("setters_tests.json", run_setters),
    ("toascii.json", run_toascii),
    ("IdnaTestV2.json", run_idna),
    ("IdnaTestV2-removed.json", run_idna),
    ("percent-encoding.json", run_percent_encoding),
];

fn load_expected_failures() -> HashSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/expected_failures.txt");
    let Ok(text) = std::fs::read_to_string(&path) else {
        return HashSet::new();
    };
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

fn main() {
    // First argument not starting with '-' is a substring filter (cargo/libtest flags such as
    // `--nocapture` that `cargo test -- ...` passes to every test binary are ignored).
    let filter = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let verbose = std::env::var_os("WPT_VERBOSE").is_some_and(|v| !v.is_empty() && v != "0");

    let dir = data_dir();
    if !dir.is_dir() {
        let in_ci = std::env::var("CI").is_ok_and(|v| v == "true");
        eprintln!();
        eprintln!("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
        eprintln!("!!! WPT URL DATA NOT FOUND at {}", dir.display());
        eprintln!(
            "!!! Set WPT_URL_DIR to a checkout's url/ directory (with resources' JSON files)."
        );
        if in_ci {
            eprintln!("!!! CI=true: failing.");
        } else {
            eprintln!("!!! NO WPT TESTS WERE RUN (exiting 0 because CI is not \"true\").");
        }
        eprintln!("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
        eprintln!();
        std::process::exit(i32::from(in_ci));
    }

    install_panic_hook();
    let expected_failures = load_expected_failures();
    let mut runner = Runner {
        filter: filter.clone(),
        cases: Vec::new(),
    };
    let mut load_errors = Vec::new();
    for &(file, run) in FILES {
        match load(&dir, file) {
            Ok(data) => run(&mut runner, file, &data),
            Err(e) => load_errors.push(e),
        }
    }
    let _ = std::panic::take_hook();

    // Tally.
    let mut unexpected_failures: Vec<&Case> = Vec::new();
    let mut unexpected_passes: Vec<&Case> = Vec::new();
    let (mut passed, mut failed) = (0usize, 0usize);
    let mut seen = HashSet::new();
    for &(file, _) in FILES {
        let (mut p, mut f, mut xf) = (0usize, 0usize, 0usize);
        for case in runner.cases.iter().filter(|c| c.file == file) {
            let listed = expected_failures.contains(&case.name);
            seen.insert(case.name.as_str());
            match (&case.outcome, listed) {
                (Ok(()), false) => p += 1,
                (Ok(()), true) => {
                    p += 1;
                    unexpected_passes.push(case);
                }
                (Err(_), true) => {
                    f += 1;
                    xf += 1;
                }
                (Err(_), false) => {
                    f += 1;
                    unexpected_failures.push(case);
                }
            }
        }
        passed += p;
        failed += f;
        if p + f > 0 || filter.is_none() {
            let note = if xf > 0 {
                format!(" ({xf} expected)")
            } else {
                String::new()
            };
            println!("{file}: {p} passed, {f} failed{note}");
        }
    }

    let mut problems = false;
    for e in &load_errors {
        println!("ERROR: {e}");
        problems = true;
    }
    if filter.is_none() {
        let mut stale: Vec<&String> = expected_failures
            .iter()
            .filter(|n| !seen.contains(n.as_str()))
            .collect();
        stale.sort();
        for name in stale {
            println!("warning: tests/expected_failures.txt lists an unknown case: {name}");
        }
    } else if runner.cases.is_empty() {
        println!(
            "warning: no case name contains {:?}",
            filter.as_deref().unwrap_or("")
        );
    }

    let mut lines = 0usize;
    let mut omitted = 0usize;
    if !unexpected_failures.is_empty() {
        problems = true;
        println!();
        println!("UNEXPECTED FAILURES ({}):", unexpected_failures.len());
        for case in &unexpected_failures {
            if !verbose && lines >= MAX_DETAIL_LINES {
                omitted += 1;
                continue;
            }
            let detail = case
                .outcome
                .as_ref()
                .err()
                .map(String::as_str)
                .unwrap_or("");
            println!("FAIL {}", case.name);
            println!("     {detail}");
            lines += 2;
        }
    }
    if !unexpected_passes.is_empty() {
        problems = true;
        println!();
        println!(
            "UNEXPECTED PASSES ({}) (remove them from tests/expected_failures.txt):",
            unexpected_passes.len()
        );
        for case in &unexpected_passes {
            if !verbose && lines >= MAX_DETAIL_LINES {
                omitted += 1;
                continue;
            }
            println!("PASS {}", case.name);
            lines += 1;
        }
    }
    if omitted > 0 {
        println!("... {omitted} more not shown (WPT_VERBOSE=1 shows all; a filter argument narrows the run)");
    }
    println!();
    println!("{passed} passed, {failed} failed");
    if problems {
        std::process::exit(1);
    }
}
