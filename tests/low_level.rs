//! The low-level API (`url_wasm::low_level`) on the WPT URL data: every URL of
//! `urltestdata.json` as a [`UrlRecord`], whose fields must give the expected getters and which
//! must convert back to the same [`Url`].
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
use url_wasm::low_level::{serialize_host, serialize_integer, UrlRecord};
use url_wasm::Url;

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
