//! (g) URLPattern (`src/urlpattern/`): a pattern from a constructor string or an init, then match
//! inputs against it. No panic and no hang (the tokenizer, the constructor string parser, the
//! pattern parser, canonicalization, generation, the linear matcher); and when the pattern is
//! created:
//! - every component without regexp groups has a program for the linear matcher, and one with
//!   them has none (the JS side then runs the host's RegExp);
//! - its pattern strings are a fixed point: a pattern made from them (an init of the eight
//!   component pattern strings, as `new URLPattern(p)` of another pattern's getters) has the same
//!   ones, except where "process a URLPatternInit" strips a protocol's trailing ":", a search's
//!   leading "?" or a hash's leading "#" (a pattern string may have them: "#" is no special
//!   character), and a port that is the special protocol's default port, which the constructor's
//!   step 6 empties (WPT: `{ protocol: "http", port: "80 " }` has the port "80", which made again
//!   is ""). When the pattern strings make no pattern at all, nothing is checked: the spec's
//!   generated strings are not always valid patterns. Two ways, both as in Node 24's URLPattern:
//!   a hostname pattern "\\[" is an IPv6 one ("hostname pattern is an IPv6 address") whose string
//!   is "[", which is not ("[" alone is a domain); and a canonicalization that empties a fixed
//!   text leaves its neighbours adjacent: pathname "*\t*+" (the tab removed) has the string "**+",
//!   where the second "*" is the first one's modifier and "+" modifies nothing;
//! - a match has a group list per component, as long as its group name list.
//!
//! And every input that is a URL with a special scheme matches the pattern made of its own
//! components, each escaped ("escape a pattern string"): fixed text only, which canonicalizes to
//! itself. (Not a URL with another scheme: "canonicalize a hostname" parses every hostname
//! pattern as the host of "https://dummy.invalid/", a domain, so an opaque host such as "%43%7C"
//! of "asdf://%43%7C/" is no valid hostname pattern.)
//!
//! Input: a flags byte (bit 0: ignore case; bit 1: an init instead of a constructor string;
//! bit 2: a base URL follows), then NUL-separated fields: the constructor string, or the init's
//! eight members (protocol … hash; "\u{1}" for a member not given); then the base URL if bit 2;
//! then the inputs to match.
#![no_main]
use libfuzzer_sys::fuzz_target;
use url_wasm::urlpattern::{url_components, ComponentName, Input, UrlPattern, UrlPatternInit};

const ABSENT: &str = "\u{1}";

/// <https://urlpattern.spec.whatwg.org/#escape-a-pattern-string>, written here as the oracle.
fn escape(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for c in input.chars() {
        if matches!(c, '+' | '*' | '?' | ':' | '{' | '}' | '(' | ')' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn init_of(members: [Option<String>; 8]) -> UrlPatternInit {
    let [protocol, username, password, hostname, port, pathname, search, hash] = members;
    UrlPatternInit {
        protocol,
        username,
        password,
        hostname,
        port,
        pathname,
        search,
        hash,
        base_url: None,
    }
}

fn create(input: Input<'_>, base: Option<&str>, ignore_case: bool) -> Option<UrlPattern> {
    // Natively there is no RegExp engine to ask whether a protocol with regexp groups matches a
    // special scheme: "no" stands in for it (it only chooses how other components canonicalize).
    UrlPattern::new(input, base, ignore_case, &mut |_| Ok(false)).ok()
}

/// The default port of a special scheme (<https://url.spec.whatwg.org/#default-port>).
fn default_port(scheme: &str) -> Option<&'static str> {
    match scheme {
        "http" | "ws" => Some("80"),
        "https" | "wss" => Some("443"),
        "ftp" => Some("21"),
        _ => None,
    }
}

fn pattern_strings(p: &UrlPattern) -> [String; 8] {
    ComponentName::ALL.map(|c| p.component(c).pattern_string.clone())
}

fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let (ignore_case, use_init, has_base) = (flags & 1 != 0, flags & 2 != 0, flags & 4 != 0);
    let text = String::from_utf8_lossy(rest);
    let mut fields = text.split('\0');
    let init;
    let input = if use_init {
        let members = [(); 8].map(|()| fields.next().filter(|f| *f != ABSENT).map(str::to_owned));
        init = init_of(members);
        Input::Init(&init)
    } else {
        Input::String(fields.next().unwrap_or_default())
    };
    let base = if has_base { fields.next() } else { None };
    let inputs: Vec<&str> = fields.collect();

    let Some(pattern) = create(input, base, ignore_case) else {
        return;
    };
    for c in ComponentName::ALL {
        let component = pattern.component(c);
        assert_eq!(
            component.program.is_some(),
            !component.has_regexp_groups,
            "{c:?} {:?}",
            component.pattern_string
        );
    }

    let strings = pattern_strings(&pattern);
    let again_init = init_of(strings.clone().map(Some));
    let Some(again) = create(Input::Init(&again_init), None, ignore_case) else {
        return;
    };
    let mut expected = strings.clone();
    if default_port(&strings[0]) == Some(strings[4].as_str()) {
        expected[4] = String::new();
    }
    let stripped = [
        strings[0].ends_with(':'),
        false,
        false,
        false,
        false,
        false,
        strings[6].starts_with('?'),
        strings[7].starts_with('#'),
    ];
    let made_again = pattern_strings(&again);
    for ((c, (got, want)), skip) in ComponentName::ALL
        .iter()
        .zip(made_again.iter().zip(&expected))
        .zip(stripped)
    {
        assert!(
            skip || got == want,
            "{c:?} is no fixed point: {want:?} made again is {got:?} (of {strings:?})"
        );
    }

    for input in inputs {
        let Ok(Some(components)) = url_components(Input::String(input), base) else {
            continue;
        };
        if let Some(Some(groups)) = pattern.exec(&components) {
            for (c, list) in ComponentName::ALL.iter().zip(&groups) {
                assert_eq!(list.len(), pattern.component(*c).group_names.len(), "{c:?}");
            }
        }
        if default_port(&components[0]).is_none() && components[0] != "file" {
            continue;
        }
        let mut own_init = init_of(components.clone().map(|s| Some(escape(&s))));
        // With their "?" and "#" in front, which "process a URLPatternInit" strips (a query may
        // start with "?" itself).
        own_init.search = own_init.search.map(|s| format!("?{s}"));
        own_init.hash = own_init.hash.map(|s| format!("#{s}"));
        let own = create(Input::Init(&own_init), None, false).unwrap_or_else(|| {
            panic!("{input:?}: its escaped components {own_init:?} make no pattern")
        });
        assert!(
            matches!(own.exec(&components), Some(Some(_))),
            "{input:?} does not match its own escaped components {own_init:?}"
        );
    }
});
