//! Runs WPT's URLPattern data (`urlpatterntestdata.json`) against the native `urlpattern` module.
//!
//! ```text
//! cargo test --test urlpattern_wpt
//! URLPATTERN_WPT_FILE=/path/to/urlpatterntestdata.json cargo test --test urlpattern_wpt
//! ```
//!
//! The data is read from `$URLPATTERN_WPT_FILE`, or else
//! `<CARGO_MANIFEST_DIR>/../shared/urlpattern/wpt/urlpatterntestdata.wpt-master-2026-04-20.json`
//! (the 366-entry file matching the spec at whatwg/urlpattern 203d435; never copied here).
//! Without it the run says so loudly and passes, except under `CI=true`, where it fails.
//!
//! Each entry is checked as WPT's `urlpatterntests.js` checks it (the rules are summarised in
//! `../shared/urlpattern/README.md`): the constructor's error or its eight pattern strings, then
//! `test()`/`exec()` on the inputs. Natively there is no regular expression engine, so three
//! things are left to the JS runs (`tests/js/urlpattern.test.mjs` and the browser page): an
//! expected constructor error where our constructor succeeds but a component has regexp groups
//! (the host's `RegExp` is what rejects those), and matching against a component with regexp
//! groups. Every other check runs here, and every entry is counted in one of: passed, failed,
//! or "needs a regexp engine" (listed).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::path::PathBuf;

use serde_json::{Map, Value};
use url_wasm::urlpattern::{
    url_components, ComponentName, Input, Reason, UrlPattern, UrlPatternInit,
};
use url_wasm::Url;

#[path = "support/lone_surrogates.rs"]
mod lone_surrogates;

const FILE: &str = "urlpatterntestdata.wpt-master-2026-04-20.json";

fn data_file() -> PathBuf {
    match std::env::var_os("URLPATTERN_WPT_FILE") {
        Some(p) => PathBuf::from(p),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../shared/urlpattern/wpt")
            .join(FILE),
    }
}

/// WebIDL's USVString conversion of a JSON value, as far as the data needs it.
fn to_string(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Object(_) => "[object Object]".to_owned(),
        other => other.to_string(),
    }
}

/// The WebIDL dictionary conversion of a JSON object to a `URLPatternInit`.
fn to_init(o: &Map<String, Value>) -> UrlPatternInit {
    let mut init = UrlPatternInit::default();
    for c in ComponentName::ALL {
        *init.member_mut(c) = o.get(c.name()).map(to_string);
    }
    init.base_url = o.get("baseURL").map(to_string);
    init
}

/// An argument that is either a string or an init.
enum Arg {
    String(String),
    Init(UrlPatternInit),
}

impl Arg {
    fn of(v: &Value) -> Arg {
        match v {
            Value::Object(o) => Arg::Init(to_init(o)),
            other => Arg::String(to_string(other)),
        }
    }

    fn input(&self) -> Input<'_> {
        match self {
            Arg::String(s) => Input::String(s),
            Arg::Init(i) => Input::Init(i),
        }
    }
}

/// The constructor's overload resolution: (input, baseURL, ignoreCase).
fn constructor_args(pattern: &[Value]) -> (Arg, Option<String>, bool) {
    let input = pattern
        .first()
        .map_or(Arg::Init(UrlPatternInit::default()), Arg::of);
    let ignore_case = |v: Option<&Value>| {
        v.and_then(|o| o.get("ignoreCase"))
            .and_then(Value::as_bool)
            .unwrap_or(false)
    };
    match pattern {
        // (input, baseURL, options): the 3-argument overload, whatever the second is.
        [_, base, options, ..] => (input, Some(to_string(base)), ignore_case(Some(options))),
        // (input, options) when the second is an object; else (input, baseURL).
        [_, Value::Object(_)] => (input, None, ignore_case(pattern.get(1))),
        [_, base] => (input, Some(to_string(base)), false),
        _ => (input, None, false),
    }
}

/// Ok(true): passed; Ok(false): needs a regexp engine; Err: failed.
fn run(entry: &Value) -> Result<bool, String> {
    let pattern = entry["pattern"].as_array().unwrap();
    let (input, base, ignore_case) = constructor_args(pattern);
    let created = UrlPattern::new(input.input(), base.as_deref(), ignore_case, &mut |_| {
        Err(url_wasm::urlpattern::Error {
            component: Some(ComponentName::Protocol),
            pattern: String::new(),
            position: None,
            reason: Reason::NeedsRegExpEngine,
        })
    });
    if entry["expected_obj"] == "error" {
        return match created {
            Err(e) if e.reason == Reason::NeedsRegExpEngine => Ok(false),
            Err(_) => Ok(true),
            Ok(p) if p.has_regexp_groups() => Ok(false),
            Ok(_) => Err("constructor succeeded; expected a TypeError".into()),
        };
    }
    let pattern_obj = match created {
        Ok(p) => p,
        Err(e) if e.reason == Reason::NeedsRegExpEngine => return Ok(false),
        Err(e) => return Err(format!("constructor failed: {e}")),
    };
    check_pattern_strings(entry, pattern, &pattern_obj)?;
    // test() and exec().
    let inputs: Vec<Value> = entry
        .get("inputs")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let input = inputs
        .first()
        .map_or(Arg::Init(UrlPatternInit::default()), Arg::of);
    let base = inputs.get(1).map(to_string);
    let components = url_components(input.input(), base.as_deref());
    let expected = &entry["expected_match"];
    if expected == "error" {
        return match components {
            Err(_) => Ok(true),
            Ok(_) => Err("test() succeeded; expected a TypeError".into()),
        };
    }
    let components = components.map_err(|e| format!("test() threw: {e}"))?;
    let result = match &components {
        None => Some(None),
        Some(c) => pattern_obj.exec(c),
    };
    let Some(result) = result else {
        return Ok(false);
    };
    match (result, expected) {
        (None, Value::Null) => Ok(true),
        (None, _) => Err("no match; expected a match".into()),
        (Some(_), Value::Null) => Err("matched; expected no match".into()),
        (Some(groups), expected) => {
            let components = components.unwrap();
            let empty = exactly_empty(entry);
            for (i, c) in ComponentName::ALL.iter().enumerate() {
                let want = match expected.get(c.name()) {
                    Some(v) => v.clone(),
                    None if empty.contains(&c.name()) => {
                        serde_json::json!({"input": "", "groups": {}})
                    }
                    None => serde_json::json!({"input": "", "groups": {"0": ""}}),
                };
                let mut got_groups = Map::new();
                for (name, value) in &groups[i] {
                    got_groups.insert(
                        name.clone(),
                        value.clone().map_or(Value::Null, Value::String),
                    );
                }
                let got = serde_json::json!({"input": components[i], "groups": got_groups});
                if got != want {
                    return Err(format!("exec().{}: got {got}, expected {want}", c.name()));
                }
            }
            Ok(true)
        }
    }
}

fn exactly_empty(entry: &Value) -> Vec<&str> {
    entry
        .get("exactly_empty_components")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

/// The pattern string each getter must return (the harness's derivation rules).
fn check_pattern_strings(entry: &Value, pattern: &[Value], got: &UrlPattern) -> Result<(), String> {
    let expected_obj = entry.get("expected_obj").and_then(Value::as_object);
    let empty = exactly_empty(entry);
    let init = pattern.first().and_then(Value::as_object);
    let base_url = init
        .and_then(|o| o.get("baseURL"))
        .or_else(|| pattern.get(1).filter(|v| v.is_string()))
        .and_then(Value::as_str)
        .and_then(|b| Url::parse(b, None).ok());
    let order = ["protocol", "hostname", "port", "pathname", "search", "hash"];
    for c in ComponentName::ALL {
        let name = c.name();
        let expected = if let Some(v) = expected_obj.and_then(|o| o.get(name)) {
            v.as_str().unwrap().to_owned()
        } else if empty.contains(&name) {
            String::new()
        } else if let Some(v) = init
            .and_then(|o| o.get(name))
            .and_then(Value::as_str)
            .filter(|v| !v.is_empty())
        {
            v.to_owned()
        } else if order
            .iter()
            .take_while(|&&o| o != name)
            .any(|o| init.is_some_and(|i| i.contains_key(*o)))
            && order.contains(&name)
        {
            "*".to_owned()
        } else if let (Some(base), true) = (&base_url, order.contains(&name)) {
            match c {
                ComponentName::Protocol => base.scheme().to_owned(),
                ComponentName::Hostname => base.hostname().to_owned(),
                ComponentName::Port => base.port().to_owned(),
                ComponentName::Pathname => base.pathname().to_owned(),
                ComponentName::Search => base.query().unwrap_or_default().to_owned(),
                _ => base.fragment().unwrap_or_default().to_owned(),
            }
        } else {
            "*".to_owned()
        };
        let actual = &got.component(c).pattern_string;
        if *actual != expected {
            return Err(format!("{name}: got {actual:?}, expected {expected:?}"));
        }
    }
    Ok(())
}

fn main() {
    let file = data_file();
    let Ok(text) = std::fs::read_to_string(&file) else {
        let in_ci = std::env::var("CI").is_ok_and(|v| v == "true");
        eprintln!(
            "\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
        );
        eprintln!("!!! WPT URLPATTERN DATA NOT FOUND at {}", file.display());
        eprintln!("!!! Set URLPATTERN_WPT_FILE to a copy of urlpatterntestdata.json.");
        if in_ci {
            eprintln!("!!! CI=true: failing.");
        } else {
            eprintln!(
                "!!! NO URLPATTERN WPT TESTS WERE RUN (exiting 0 because CI is not \"true\")."
            );
        }
        eprintln!(
            "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n"
        );
        std::process::exit(i32::from(in_ci));
    };
    let data: Vec<Value> =
        serde_json::from_str(&lone_surrogates::replace_lone_surrogate_escapes(&text)).unwrap();
    let (mut passed, mut failed, mut engine) = (0, Vec::new(), Vec::new());
    for (i, entry) in data.iter().enumerate() {
        let name = format!(
            "#{i} {} {}",
            entry["pattern"],
            entry.get("inputs").unwrap_or(&Value::Null)
        );
        match std::panic::catch_unwind(|| run(entry)) {
            Ok(Ok(true)) => passed += 1,
            Ok(Ok(false)) => engine.push(name),
            Ok(Err(e)) => failed.push(format!("{name}: {e}")),
            Err(_) => failed.push(format!("{name}: PANIC")),
        }
    }
    for name in &engine {
        eprintln!("needs a regexp engine (checked by the JS runs): {name}");
    }
    for f in &failed {
        eprintln!("FAIL {f}");
    }
    eprintln!(
        "urlpattern WPT ({FILE}): {passed} passed natively, {} need a regexp engine, {} failed, of {}",
        engine.len(),
        failed.len(),
        data.len()
    );
    std::process::exit(i32::from(!failed.is_empty()));
}
