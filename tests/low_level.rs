//! The low-level API (`url_wasm::low_level`) on the WPT URL data: every URL of
//! `urltestdata.json` as a [`UrlRecord`], whose fields must give the expected getters and which
//! must convert back to the same [`Url`]; the URL parser on records; the URL class's setters
//! written with the low-level API (state overrides, set the username, …) on every case of
//! `setters_tests.json`, against the expected results and [`Url::set`]; and every state override
//! on every setters case, whose result must convert to a [`Url`] and back unchanged.
//!
//! The data is read from `$WPT_URL_DIR`, or else `<CARGO_MANIFEST_DIR>/../shared/wpt/url`; without
//! it the tests say so loudly and pass, except under `CI=true`, where they fail.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::path::PathBuf;

use serde_json::Value;
use url_wasm::low_level::{serialize_host, serialize_integer, StateOverride, UrlPath, UrlRecord};
use url_wasm::{Setter, Url};

/// The cases of a WPT data file (comments removed), or `None` when the data is not there.
fn wpt(file: &str) -> Option<Vec<Value>> {
    let dir = std::env::var_os("WPT_URL_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/wpt/url"));
    let Ok(text) = std::fs::read_to_string(dir.join(file)) else {
        let in_ci = std::env::var("CI").is_ok_and(|v| v == "true");
        eprintln!(
            "!!! WPT data {file} not found in {}: low-level WPT cases NOT RUN",
            dir.display()
        );
        assert!(!in_ci, "CI=true: the WPT data is required");
        return None;
    };
    let Value::Array(cases) = serde_json::from_str(&text).unwrap() else {
        panic!("{file}: not an array");
    };
    Some(cases.into_iter().filter(Value::is_object).collect())
}

fn str_field<'a>(case: &'a Value, key: &str) -> &'a str {
    case[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} missing in {case}"))
}

/// The URL class's getters, computed from a record's fields as the spec defines them.
fn getters(r: &UrlRecord) -> [(&'static str, String); 9] {
    let hostname = r.host.as_ref().map(serialize_host).unwrap_or_default();
    let port = r
        .port
        .map(|p| serialize_integer(p.into()))
        .unwrap_or_default();
    let non_empty = |prefix: &str, s: &Option<String>| match s.as_deref() {
        None | Some("") => String::new(),
        Some(s) => format!("{prefix}{s}"),
    };
    [
        ("protocol", format!("{}:", r.scheme)),
        ("username", r.username.clone()),
        ("password", r.password.clone()),
        (
            "host",
            if port.is_empty() {
                hostname.clone()
            } else {
                format!("{hostname}:{port}")
            },
        ),
        ("hostname", hostname),
        ("port", port),
        ("pathname", r.serialize_path()),
        ("search", non_empty("?", &r.query)),
        ("hash", non_empty("#", &r.fragment)),
    ]
}

#[test]
fn urltestdata_records() {
    let Some(cases) = wpt("urltestdata.json") else {
        return;
    };
    let mut checked = 0;
    for case in &cases {
        if case.get("failure").is_some() {
            continue;
        }
        let input = str_field(case, "input");
        let url = Url::parse(input, case["base"].as_str()).unwrap();
        let record = UrlRecord::from(&url);
        for (getter, value) in getters(&record) {
            assert_eq!(
                value,
                str_field(case, getter),
                "{getter} of {input:?}: {record:?}"
            );
        }
        let back = record.to_url().unwrap();
        assert_eq!(
            (back.href(), back.components()),
            (url.href(), url.components()),
            "{input:?}"
        );
        let href = str_field(case, "href");
        assert_eq!(record.serialize(false).unwrap(), href);
        let without_fragment = href.split_once('#').map_or(href, |(h, _)| h);
        assert_eq!(record.serialize(true).unwrap(), without_fragment);
        checked += 1;
    }
    eprintln!("low-level: {checked} urltestdata.json URLs as records");
    assert!(checked > 500);
}

#[test]
fn urltestdata_url_parser_on_records() {
    let Some(cases) = wpt("urltestdata.json") else {
        return;
    };
    for case in &cases {
        let input = str_field(case, "input");
        let base = case["base"]
            .as_str()
            .map(|b| UrlRecord::parse(b, None).unwrap());
        let parsed = UrlRecord::parse(input, base.as_ref());
        if case.get("failure").is_some() {
            assert!(
                parsed.is_err(),
                "{input:?} against {base:?} parsed: {parsed:?}"
            );
            continue;
        }
        let expected = UrlRecord::from(&Url::parse(input, case["base"].as_str()).unwrap());
        assert_eq!(parsed.unwrap(), expected, "{input:?}");
    }
}

/// The URL class's setter `name` on `url`, as the spec writes its steps with the low-level API.
/// <https://url.spec.whatwg.org/#urlutils-members> (A failing state override leaves the URL as
/// the steps before the failure left it: the results are ignored.)
fn spec_setter(url: &mut UrlRecord, name: &str, value: &str) {
    let strip = |prefix: char| value.strip_prefix(prefix).unwrap_or(value).to_owned();
    let opaque = url.has_opaque_path();
    let cannot_have = url.cannot_have_username_password_port();
    match name {
        "href" => {
            if let Ok(parsed) = UrlRecord::parse(value, None) {
                *url = parsed;
            }
        }
        "protocol" => {
            let _ = url.basic_parse(&format!("{value}:"), None, Some(StateOverride::SchemeStart));
        }
        "username" if !cannot_have => url.set_username(value),
        "password" if !cannot_have => url.set_password(value),
        "host" if !opaque => {
            let _ = url.basic_parse(value, None, Some(StateOverride::Host));
        }
        "hostname" if !opaque => {
            let _ = url.basic_parse(value, None, Some(StateOverride::Hostname));
        }
        "port" if !cannot_have && value.is_empty() => url.port = None,
        "port" if !cannot_have => {
            let _ = url.basic_parse(value, None, Some(StateOverride::Port));
        }
        "pathname" if !opaque => {
            url.path = UrlPath::List(Vec::new());
            let _ = url.basic_parse(value, None, Some(StateOverride::PathStart));
        }
        "search" if value.is_empty() => url.query = None,
        "search" => {
            url.query = Some(String::new());
            let _ = url.basic_parse(&strip('?'), None, Some(StateOverride::Query));
        }
        "hash" if value.is_empty() => url.fragment = None,
        "hash" => {
            url.fragment = Some(String::new());
            let _ = url.basic_parse(&strip('#'), None, Some(StateOverride::Fragment));
        }
        "username" | "password" | "host" | "hostname" | "port" | "pathname" => {}
        _ => panic!("no setter {name}"),
    }
}

#[test]
fn setters_through_state_overrides() {
    let Some(_) = wpt("urltestdata.json") else {
        return;
    };
    let dir = std::env::var_os("WPT_URL_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/wpt/url"));
    let all: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("setters_tests.json")).unwrap())
            .unwrap();
    let mut checked = 0;
    let mut overrides = 0;
    for (name, cases) in all.as_object().unwrap() {
        let (Some(cases), false) = (cases.as_array(), name == "comment") else {
            continue;
        };
        let setter = Setter::ALL.into_iter().find(|s| s.name() == name).unwrap();
        for case in cases {
            let (href, value) = (str_field(case, "href"), str_field(case, "new_value"));
            let mut record = UrlRecord::parse(href, None).unwrap();
            spec_setter(&mut record, name, value);
            let mut url = Url::parse(href, None).unwrap();
            url.set(setter, value).unwrap();
            assert_eq!(
                record.serialize(false).unwrap(),
                url.href(),
                "{name} = {value:?} on {href:?}"
            );
            for (getter, expected) in case["expected"].as_object().unwrap() {
                if let Some((_, got)) = getters(&record).into_iter().find(|(g, _)| g == getter) {
                    assert_eq!(
                        got,
                        expected.as_str().unwrap(),
                        "{getter} after {name} = {value:?} on {href:?}"
                    );
                }
            }
            checked += 1;
            // Every state override on this URL and value: whatever the outcome, the record must
            // still be one a Url can hold (it converts and reads back the same).
            for state in StateOverride::ALL {
                let mut record = UrlRecord::parse(href, None).unwrap();
                let base = UrlRecord::parse("http://example.org/base/path?q", None).unwrap();
                let _ = record.basic_parse(value, Some(&base), Some(state));
                let url = record.to_url().unwrap();
                // The path states append to an opaque path too, when a state override sends
                // a URL with one there (the spec's steps assume a list): a host and an opaque
                // path, which no URL has and no href can express.
                if record.has_opaque_path() && record.host.is_some() {
                    continue;
                }
                let back = UrlRecord::from(&url);
                assert_eq!(back, record, "{state:?} {value:?} on {href:?}");
                assert_eq!(
                    back.to_url().unwrap(),
                    url,
                    "{state:?} {value:?} on {href:?}"
                );
                overrides += 1;
            }
        }
    }
    eprintln!("low-level: {checked} setters_tests.json cases, {overrides} state overrides");
    assert!(checked > 200);
}
