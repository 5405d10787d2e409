//! UTS #46, [Unicode IDNA Compatibility Processing](https://www.unicode.org/reports/tr46/),
//! with the settings the URL Standard uses: processing, ToASCII and ToUnicode are in [`uts46`],
//! Punycode (RFC 3492) in [`punycode`] and normalization in [`nfc`], over compact Unicode 17
//! tables generated into `tables.rs` by `tools/idna-tables` from ICU4X 2.3 data.
//!
//! The URL Standard's algorithms on top of it (the domain parser, domain to Unicode) are in
//! `src/host.rs` (this module does not depend on it).

mod nfc;
mod punycode;
#[rustfmt::skip]
mod tables;
mod uts46;

pub(crate) use uts46::{to_ascii, to_unicode};
