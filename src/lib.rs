//! # url-wasm
//!
//! A spec-exact implementation of the [WHATWG URL Standard](https://url.spec.whatwg.org/)
//! (as of whatwg/url commit 6ae8486, 2026-07-02): the URL parser, host parser (with UTS #46
//! IDNA), serializers, origins, the URL class's setters and `application/x-www-form-urlencoded`.
//! The same crate compiles to WebAssembly for the `url-wasm` npm package; this core has no wasm
//! or JS types (those live in the `wasm` module, built for `wasm32` only).
//!
//! A [`Url`] is its serialized href plus component offsets, so every getter is a slice:
//!
//! ```
//! use url_wasm::Url;
//!
//! let url = Url::parse("HTTPS://user@EXAMPLE.com:443/a/../b?q#f", None).unwrap();
//! assert_eq!(url.href(), "https://user@example.com/b?q#f");
//! assert_eq!(url.hostname(), "example.com");
//! assert_eq!(url.port(), "");
//! assert_eq!(url.origin().ascii_serialization(), "https://example.com");
//!
//! let rel = Url::parse("../c?x=1", Some("http://h/a/b/")).unwrap();
//! assert_eq!(rel.href(), "http://h/a/c?x=1");
//! assert!(Url::parse("not a url", None).is_err());
//! ```
//!
//! Setters follow the URL class (they never fail, except [`Url::set_href`]):
//!
//! ```
//! use url_wasm::Url;
//!
//! let mut url = Url::parse("http://example.com/", None).unwrap();
//! url.set_pathname("/a b");
//! url.set_search("?q=1");
//! url.set_hash("top");
//! url.set_port("8080");
//! assert_eq!(url.href(), "http://example.com:8080/a%20b?q=1#top");
//! ```
//!
//! Validation errors, with their positions, go to an optional sink and never change the result:
//!
//! ```
//! use url_wasm::{Url, ValidationError};
//!
//! let mut errors = Vec::new();
//! let url = Url::parse_with_errors("https://exam%70le.org/", None, &mut |e, pos| errors.push((e, pos))).unwrap();
//! assert_eq!(url.host(), "example.org");
//! assert_eq!(errors, [(ValidationError::DomainPercentEncoded, 12)]); // at the `%`
//! ```

// Every public item is documented: `cargo clippy -D warnings` (scripts/test.sh) fails otherwise.
#![warn(missing_docs)]
// The wasm module (scripts/build.sh) is `no_std` + `alloc` (Cargo.toml, feature `std`); the
// `prelude` module gives its files what the std prelude gives the others.
#![cfg_attr(all(target_arch = "wasm32", not(feature = "std")), no_std)]
// Unit tests may unwrap and index (as tests/*.rs do); the library itself may not (Cargo.toml).
#![cfg_attr(
    test,
    allow(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

extern crate alloc;

mod api_url_parser;
pub mod authoring;
pub mod components;
pub mod contract;
pub mod encoding;
pub mod error;
mod fast_path;
pub mod form_urlencoded;
pub mod host;
mod idna;
mod infra;
mod ipv4;
mod ipv6;
mod local;
pub mod low_level;
pub mod origin;
mod parser;
pub mod percent_encode;
mod prelude;
mod record;
mod setters;
mod url;
pub mod url_record;
#[cfg(feature = "urlpattern")]
pub mod urlpattern;
pub mod writing;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

use crate::prelude::*;
pub use components::{Components, HostKind, SchemeType, OMITTED};
pub use error::{HostError, ParseError, ValidationError};
pub use host::domain_to_unicode;

/// UTS #46 ToASCII with the URL Standard's flags (_CheckHyphens_, _UseSTD3ASCIIRules_ and
/// _VerifyDnsLength_ set to `be_strict`); `None` is a failure value. Not part of the API: it
/// exists for tests/idna_differential.rs.
#[doc(hidden)]
pub fn __idna_to_ascii(domain: &str, be_strict: bool) -> Option<String> {
    idna::to_ascii(domain, be_strict)
}
pub use origin::Origin;
pub use setters::Setter;
pub use url::Url;

/// The longest input (in UTF-8 bytes) accepted by the parser and by every setter. Offsets are
/// `u32`, and percent-encoding can triple an input's length, so longer inputs fail with
/// [`ParseError::TooLong`] instead of producing offsets that do not fit.
pub const MAX_INPUT_LENGTH: usize = (u32::MAX / 4) as usize;
