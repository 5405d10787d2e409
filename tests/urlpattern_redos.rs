//! No ReDoS from the generated expressions, natively: a part list without regexp groups matches
//! with the linear matcher (`src/urlpattern/matcher.rs`), also where the spec's regular
//! expression makes a backtracking engine take exponential or high-polynomial time on a long
//! input that does not match (the JS side: `tests/js/urlpattern-redos.test.mjs`).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::time::{Duration, Instant};

use url_wasm::urlpattern::{url_components, Input, UrlPattern, UrlPatternInit};

/// Per match, in a debug build on a loaded machine; a backtracking engine needs hours.
const BUDGET: Duration = Duration::from_secs(5);

fn init(component: &str, value: &str) -> UrlPatternInit {
    let mut init = UrlPatternInit::default();
    match component {
        "hostname" => init.hostname = Some(value.into()),
        "pathname" => init.pathname = Some(value.into()),
        _ => init.search = Some(value.into()),
    }
    init
}

#[test]
fn patterns_without_regexp_groups_match_in_linear_time() {
    let cases = [
        // kenchris/urlpattern-polyfill#121: ((?:.*)*)\.google\.com
        (
            "hostname",
            "**.google.com",
            format!("https://{}example.com", "a-".repeat(2000)),
            false,
        ),
        (
            "hostname",
            "**.google.com",
            format!("https://{}x.google.com", "a-".repeat(2000)),
            true,
        ),
        (
            "pathname",
            "/*/*/*/*/*/*/*/*/x",
            format!("https://h/{}", "a/".repeat(5000)),
            false,
        ),
        (
            "pathname",
            "*a*a*a*a*a*a*b",
            format!("https://h/{}", "a".repeat(5000)),
            false,
        ),
        (
            "pathname",
            "/:a:b:c:d:e:f/x",
            format!("https://h/{}/", "a".repeat(5000)),
            false,
        ),
        (
            "pathname",
            "/:a+/:b+/:c+/z",
            format!("https://h/{}", "x/".repeat(5000)),
            false,
        ),
        (
            "pathname",
            "/(.*)*(.*)*(.*)*/z",
            format!("https://h/{}", "x".repeat(5000)),
            false,
        ),
        (
            "search",
            "*=*&*=*&*=*&*=*;",
            format!("https://h/?{}", "a=b&".repeat(2500)),
            false,
        ),
        (
            "hostname",
            "*.*.*.*.*.*.example.com",
            format!("https://{}com", "a.".repeat(2000)),
            false,
        ),
    ];
    for (component, pattern, input, expected) in cases {
        let p = UrlPattern::new(
            Input::Init(&init(component, pattern)),
            None,
            false,
            &mut |_| unreachable!(),
        )
        .unwrap();
        assert!(!p.has_regexp_groups());
        let components = url_components(Input::String(&input), None)
            .unwrap()
            .unwrap();
        let start = Instant::now();
        let result = p.exec(&components).unwrap();
        let elapsed = start.elapsed();
        assert_eq!(result.is_some(), expected, "{component} {pattern}");
        assert!(
            elapsed < BUDGET,
            "{component} {pattern} on {} chars took {elapsed:?}",
            input.len()
        );
    }
}
