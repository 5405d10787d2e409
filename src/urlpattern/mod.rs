//! The URL Pattern Standard (whatwg/urlpattern at commit 203d435, 2026-03-20) on this crate's
//! URL parser: <https://urlpattern.spec.whatwg.org/>.
//!
//! Everything but running regular expressions is here: the tokenizer, the pattern parser, the
//! constructor string parser, "process a URLPatternInit" with its base URL rules, the
//! per-component canonicalization (the basic URL parser with state overrides), the generated
//! regular expressions, name lists and pattern strings, and the URL side of matching. A
//! component without regexp groups also gets a [`Program`], which matches without a regular
//! expression engine in linear time (see [`matcher`]). Components with regexp groups need the
//! host's engine (ECMAScript `RegExp` with the `v` flag): the JS shim compiles
//! [`Component::regular_expression`] there.
//!
//! ```
//! use url_wasm::urlpattern::{ComponentName, Input, UrlPattern, UrlPatternInit};
//!
//! let init = UrlPatternInit { pathname: Some("/books/:id".into()), ..Default::default() };
//! let pattern = UrlPattern::new(Input::Init(&init), None, false, &mut |_| unreachable!()).unwrap();
//! assert_eq!(pattern.component(ComponentName::Pathname).pattern_string, "/books/:id");
//! assert_eq!(pattern.component(ComponentName::Pathname).regular_expression, "^\\/books(?:\\/([^\\/]+?))$");
//! let components = url_wasm::urlpattern::url_components(Input::String("https://a.example/books/7"), None).unwrap().unwrap();
//! let groups = pattern.exec(&components).unwrap().unwrap();
//! assert_eq!(groups[5], [("id".to_owned(), Some("7".to_owned()))]);
//! ```

mod canonicalize;
mod constructor_parser;
mod error;
mod generate;
#[rustfmt::skip]
mod identifier_tables;
mod init;
pub mod matcher;
mod parts;
mod pattern_parser;
mod tokenizer;

use crate::prelude::*;
pub use error::{ComponentName, Error, Reason};
pub use init::UrlPatternInit;
pub use matcher::Program;
pub use parts::{Modifier, Part, PartType};

use canonicalize::Canon;
use constructor_parser::parse_constructor_string;
use generate::{generate_pattern_string, generate_regular_expression_and_name_list};
use init::{process_init, InitType};
use parts::Options;
use pattern_parser::parse_pattern_string;

use alloc::sync::Arc;

use crate::components::SchemeType;
use crate::Url;

/// A component's groups, in group name list order: each name and its value (`None` for a
/// group that did not take part in the match).
pub type Groups = Vec<(String, Option<String>)>;

/// <https://urlpattern.spec.whatwg.org/#typedefdef-urlpatterninput>
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// A pattern string (or, to match, a URL string).
    String(&'a str),
    /// A `URLPatternInit` dictionary.
    Init(&'a UrlPatternInit),
}

/// <https://urlpattern.spec.whatwg.org/#component>
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    /// <https://urlpattern.spec.whatwg.org/#component-pattern-string>
    pub pattern_string: String,
    /// The source of <https://urlpattern.spec.whatwg.org/#component-regular-expression>, to be
    /// compiled with the flags [`Component::flags`].
    pub regular_expression: String,
    /// <https://urlpattern.spec.whatwg.org/#component-group-name-list>
    pub group_names: Vec<String>,
    /// <https://urlpattern.spec.whatwg.org/#component-has-regexp-groups>
    pub has_regexp_groups: bool,
    /// The part list, compiled for matching without a regular expression engine; `None` when it
    /// has regexp groups.
    pub program: Option<Program>,
    /// The [ignore case](https://urlpattern.spec.whatwg.org/#options-ignore-case) of the options it
    /// was compiled with: the regular expression's `i` flag.
    pub ignore_case: bool,
    /// For a protocol component without regexp groups: whether it matches a special scheme.
    special_scheme: Option<bool>,
    /// Distinct for each compiled component (in this thread): a compile cache hit is the same
    /// component, so callers may cache what they derive from it by this number.
    pub(crate) serial: u32,
}

impl Component {
    /// The regular expression's flags: "vi" with ignore case, else "v".
    pub fn flags(&self) -> &'static str {
        if self.ignore_case {
            "vi"
        } else {
            "v"
        }
    }

    /// <https://urlpattern.spec.whatwg.org/#compile-a-component>, except creating the RegExp.
    fn compile(
        name: ComponentName,
        input: &str,
        canon: Canon,
        options: &Options,
    ) -> Result<Arc<Component>, Error> {
        // Compiling is a pure function of these three: recently compiled components (most
        // patterns repeat "*" in most components, route tables repeat protocols and hosts, and
        // some programs build the same patterns again and again) are shared from a cache.
        let hash = key_hash(input, canon, options);
        // The set of the cache this key belongs to: COMPILED_WAYS slots, most recently used first.
        let set = (hash as usize % COMPILED_SETS) * COMPILED_WAYS;
        let hit = COMPILED.with_borrow_mut(|cache| {
            let ways = cache.get_mut(set..set + COMPILED_WAYS)?;
            let way = ways.iter().position(|slot| {
                slot.as_ref().is_some_and(|(k, _)| {
                    k.hash == hash && k.input == input && k.canon == canon && k.options == *options
                })
            })?;
            ways.get_mut(..=way)?.rotate_right(1);
            ways.first()?.as_ref().map(|(_, c)| c.clone())
        });
        if let Some(hit) = hit {
            return Ok(hit);
        }
        let component = Arc::new(Component::compile_uncached(name, input, canon, options)?);
        COMPILED.with_borrow_mut(|cache| {
            if cache.is_empty() {
                cache.resize_with(COMPILED_SETS * COMPILED_WAYS, || None);
            }
            if let Some(ways) = cache.get_mut(set..set + COMPILED_WAYS) {
                // The least recently used slot of the set goes.
                ways.rotate_right(1);
                if let Some(first) = ways.first_mut() {
                    let key = CompiledKey {
                        hash,
                        input: input.to_owned(),
                        canon,
                        options: *options,
                    };
                    *first = Some((key, component.clone()));
                }
            }
        });
        Ok(component)
    }

    fn compile_uncached(
        name: ComponentName,
        input: &str,
        canon: Canon,
        options: &Options,
    ) -> Result<Component, Error> {
        let parts =
            parse_pattern_string(input, options, canon).map_err(|(position, reason)| Error {
                component: Some(name),
                pattern: input.to_owned(),
                position: Some(position),
                reason,
            })?;
        let (regular_expression, group_names) =
            generate_regular_expression_and_name_list(&parts, options);
        let program = matcher::Program::compile(&parts, options);
        // https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme, where
        // no regular expression engine is needed: run each special scheme through the program.
        let special_scheme = match (&program, canon) {
            (Some(program), Canon::Protocol) => {
                Some(SPECIAL_SCHEMES.iter().any(|s| program.exec(s).is_some()))
            }
            _ => None,
        };
        Ok(Component {
            pattern_string: generate_pattern_string(&parts, options),
            regular_expression,
            group_names,
            has_regexp_groups: parts.iter().any(|p| p.ty == PartType::Regexp),
            program,
            ignore_case: options.ignore_case,
            special_scheme,
            serial: SERIAL.with(|n| {
                let serial = n.get();
                n.set(serial.wrapping_add(1));
                serial
            }),
        })
    }

    /// RegExpBuiltinExec(regular expression, `input`) where that needs no regular expression
    /// engine: `None` when the component has regexp groups, else whether it matched and the
    /// groups (<https://urlpattern.spec.whatwg.org/#create-a-component-match-result>).
    pub fn exec(&self, input: &str) -> Option<Option<Groups>> {
        let captures = self.program.as_ref()?.exec(input);
        Some(captures.map(|captures| {
            let values = captures
                .into_iter()
                .map(|c| c.and_then(|(s, e)| input.get(s..e)).map(str::to_owned));
            self.group_names.iter().cloned().zip(values).collect()
        }))
    }
}

/// The compiled components [`Component::compile`] keeps: a set-associative cache of
/// COMPILED_SETS sets (chosen by the key's hash) of COMPILED_WAYS slots each, least recently used
/// out first. A lookup reads one set, not the whole cache, and nothing moves but that set.
const COMPILED_SETS: usize = 64;
const COMPILED_WAYS: usize = 4;

/// A slot of the cache: empty, or a key and its component.
type CompiledSlot = Option<(CompiledKey, Arc<Component>)>;

/// A cache key: the pattern string, the encoding callback and the options, and a hash of them
/// (compared first).
struct CompiledKey {
    hash: u64,
    input: String,
    canon: Canon,
    options: Options,
}

/// FNV-1a over the key's parts.
fn key_hash(input: &str, canon: Canon, options: &Options) -> u64 {
    let tag = [
        canon as u8,
        options.delimiter.map_or(0, |c| c as u8),
        options.prefix.map_or(0, |c| c as u8),
        u8::from(options.ignore_case),
    ];
    input
        .bytes()
        .chain(tag)
        .fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

crate::local::local! {
    /// The next [`Component::serial`].
    static SERIAL: core::cell::Cell<u32> = const { core::cell::Cell::new(0) };
    /// Recently compiled components, by set (empty until the first one).
    static COMPILED: core::cell::RefCell<Vec<CompiledSlot>> =
        const { core::cell::RefCell::new(Vec::new()) };
}

/// <https://urlpattern.spec.whatwg.org/#url-pattern>
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UrlPattern {
    /// Indexed by [`ComponentName`] (shared with the compile cache).
    components: [Arc<Component>; 8],
}

/// The special schemes, each of which "protocol component matches a special scheme" tries.
const SPECIAL_SCHEMES: [&str; 6] = ["ftp", "file", "http", "https", "ws", "wss"];

/// <https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme>: known
/// from compiling, except for a protocol with regexp groups, which needs the host's regular
/// expression engine: `regexp` answers for it (or fails, when the expression is invalid or
/// there is no engine).
fn protocol_component_matches_special_scheme(
    protocol: &Component,
    regexp: &mut dyn FnMut(&Component) -> Result<bool, Error>,
) -> Result<bool, Error> {
    match protocol.special_scheme {
        Some(answer) => Ok(answer),
        None => regexp(protocol),
    }
}

/// Compile the protocol component (with the default options).
fn compile_protocol(input: &str) -> Result<Arc<Component>, Error> {
    Component::compile(
        ComponentName::Protocol,
        input,
        Canon::Protocol,
        &Options::DEFAULT,
    )
}

/// <https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address>
fn hostname_pattern_is_an_ipv6_address(input: &str) -> bool {
    let mut chars = input.chars();
    matches!(
        (chars.next(), chars.next()),
        (Some('['), Some(_)) | (Some('{' | '\\'), Some('['))
    )
}

impl UrlPattern {
    /// <https://urlpattern.spec.whatwg.org/#url-pattern-create>, except that regular
    /// expressions are not created (the caller does that for components with regexp groups:
    /// an invalid one is a `TypeError` there). `regexp` answers "protocol component matches a
    /// special scheme" for a protocol component with regexp groups.
    pub fn new(
        input: Input<'_>,
        base_url: Option<&str>,
        ignore_case: bool,
        regexp: &mut dyn FnMut(&Component) -> Result<bool, Error>,
    ) -> Result<UrlPattern, Error> {
        // 1-3. The URLPatternInit: parsed from a constructor string, or given.
        let parsed;
        let init = match input {
            Input::String(input) => {
                let mut special = |protocol: &str| {
                    protocol_component_matches_special_scheme(&*compile_protocol(protocol)?, regexp)
                };
                let mut init = parse_constructor_string(input, &mut special)?;
                if base_url.is_none() && init.protocol.is_none() {
                    return Err(Error::new(Reason::RelativeWithoutBase));
                }
                init.base_url = base_url.map(str::to_owned);
                parsed = init;
                &parsed
            }
            Input::Init(init) => {
                if base_url.is_some() {
                    return Err(Error::new(Reason::BaseWithInit));
                }
                init
            }
        };
        // 4. Let processedInit be the result of process a URLPatternInit (type "pattern").
        let processed = process_init(init, InitType::Pattern, None)?;
        // 5. Missing components are "*".
        let value = |c: ComponentName| processed.get(c).unwrap_or("*");
        // 6. A special scheme's default port is the empty port.
        let mut port = value(ComponentName::Port);
        let scheme = SchemeType::from_scheme(value(ComponentName::Protocol));
        let default_port = scheme.default_port().map(|p| {
            let mut s = String::new();
            crate::infra::push_decimal(&mut s, p);
            s
        });
        if scheme.is_special() && default_port.as_deref() == Some(port) {
            port = "";
        }
        use ComponentName::*;
        let protocol = compile_protocol(value(Protocol))?;
        let username = Component::compile(
            Username,
            value(Username),
            Canon::Username,
            &Options::DEFAULT,
        )?;
        let password = Component::compile(
            Password,
            value(Password),
            Canon::Password,
            &Options::DEFAULT,
        )?;
        let hostname_canon = if hostname_pattern_is_an_ipv6_address(value(Hostname)) {
            Canon::Ipv6Hostname
        } else {
            Canon::Hostname
        };
        let hostname = Component::compile(
            Hostname,
            value(Hostname),
            hostname_canon,
            &Options::HOSTNAME,
        )?;
        let port = Component::compile(Port, port, Canon::Port, &Options::DEFAULT)?;
        let compile_options = Options {
            ignore_case,
            ..Options::DEFAULT
        };
        let pathname = if protocol_component_matches_special_scheme(&protocol, regexp)? {
            let path_options = Options {
                ignore_case,
                ..Options::PATHNAME
            };
            Component::compile(Pathname, value(Pathname), Canon::Pathname, &path_options)?
        } else {
            Component::compile(
                Pathname,
                value(Pathname),
                Canon::OpaquePathname,
                &compile_options,
            )?
        };
        let search = Component::compile(Search, value(Search), Canon::Search, &compile_options)?;
        let hash = Component::compile(Hash, value(Hash), Canon::Hash, &compile_options)?;
        Ok(UrlPattern {
            components: [
                protocol, username, password, hostname, port, pathname, search, hash,
            ],
        })
    }

    /// The component named `name`.
    pub fn component(&self, name: ComponentName) -> &Component {
        // The array has one component per name.
        #[allow(clippy::indexing_slicing)]
        &self.components[name as usize]
    }

    /// <https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups>
    pub fn has_regexp_groups(&self) -> bool {
        ComponentName::ALL
            .iter()
            .any(|&c| self.component(c).has_regexp_groups)
    }

    /// The regular expression steps of <https://urlpattern.spec.whatwg.org/#url-pattern-match>
    /// on `components` (from [`url_components`]), where no regular expression engine is needed:
    /// `None` when a component has regexp groups; else `Some(None)` for no match, or each
    /// component's groups (name and value; `None` for a group that did not participate).
    #[allow(clippy::type_complexity)]
    pub fn exec(
        &self,
        components: &[String; 8],
    ) -> Option<Option<Vec<Vec<(String, Option<String>)>>>> {
        let mut result = Vec::with_capacity(8);
        for (component, input) in self.components.iter().zip(components) {
            match component.exec(input)? {
                Some(groups) => result.push(groups),
                None => return Some(None),
            }
        }
        Some(Some(result))
    }
}

/// The URL side of <https://urlpattern.spec.whatwg.org/#url-pattern-match> (steps 1-13): the
/// eight component strings the regular expressions run on, or `Ok(None)` when there is no
/// match (an input or base URL that does not parse, an init the URL canonicalization rejects).
/// `Err` is the spec's `TypeError` for a base URL given with an init.
pub fn url_components(
    input: Input<'_>,
    base_url: Option<&str>,
) -> Result<Option<[String; 8]>, Error> {
    match input {
        Input::Init(init) => {
            if base_url.is_some() {
                return Err(Error::new(Reason::BaseWithInit));
            }
            let Ok(result) = process_init(init, InitType::Url, Some("")) else {
                return Ok(None);
            };
            Ok(Some(
                ComponentName::ALL.map(|c| result.get(c).unwrap_or_default().to_owned()),
            ))
        }
        Input::String(input) => {
            let base = match base_url.map(|b| Url::parse(b, None)) {
                Some(Ok(base)) => Some(base),
                Some(Err(_)) => return Ok(None),
                None => None,
            };
            let parsed = match &base {
                Some(base) => Url::parse_with_base(input, base),
                None => Url::parse(input, None),
            };
            let Ok(url) = parsed else { return Ok(None) };
            Ok(Some(url_strings(&url).map(str::to_owned)))
        }
    }
}

/// Steps 13.3-13.10 of <https://urlpattern.spec.whatwg.org/#url-pattern-match>: a URL's scheme,
/// username, password, host (serialized, or "" when null), port (or ""), path (serialized), query
/// and fragment (or "" when null), the strings the regular expressions run on.
pub fn url_strings(url: &Url) -> [&str; 8] {
    [
        url.scheme(),
        url.username(),
        url.password(),
        url.hostname(),
        url.port(),
        url.pathname(),
        url.query().unwrap_or_default(),
        url.fragment().unwrap_or_default(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Compile a pathname pattern; its serial.
    fn serial(input: &str) -> u32 {
        Component::compile(
            ComponentName::Pathname,
            input,
            Canon::Pathname,
            &Options::DEFAULT,
        )
        .unwrap()
        .serial
    }

    /// Pathname patterns whose keys fall in the same set of the compile cache as `input`'s.
    fn same_set(input: &str, count: usize) -> Vec<String> {
        let set =
            |s: &str| key_hash(s, Canon::Pathname, &Options::DEFAULT) as usize % COMPILED_SETS;
        (0..)
            .map(|i| format!("/cache-test/{i}"))
            .filter(|s| set(s) == set(input))
            .take(count)
            .collect()
    }

    #[test]
    fn the_compile_cache_keeps_the_most_recently_used_of_each_set() {
        let key = "/cache-test/key";
        let others = same_set(key, COMPILED_WAYS);
        let first = serial(key);
        assert_eq!(serial(key), first, "a hit is the same component");
        // Using the key again between the others keeps it in its set.
        for other in &others {
            serial(other);
            assert_eq!(serial(key), first, "{other} evicted the key it follows");
        }
        // COMPILED_WAYS newer keys in the set: the key is out, and compiled anew.
        for other in &others {
            serial(other);
        }
        assert_ne!(serial(key), first);
    }
}
