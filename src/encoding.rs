//! Legacy encodings: the *encoding* argument of the
//! [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser) (HTML's
//! "encoding-parse a URL"), used only by the query state of special URLs through
//! [percent-encode after encoding](https://url.spec.whatwg.org/#string-percent-encode-after-encoding).
//! With the `encoding` cargo feature, the encoders are encoding_rs's (the WHATWG Encoding
//! Standard's); without it, [`QueryEncoding`] is the zero-sized [`UTF_8`] and the parser is UTF-8 only.

/// The parser's encoding: `None` is UTF-8 (the default and the fast path).
#[cfg(feature = "encoding")]
pub type QueryEncoding = Option<&'static encoding_rs::Encoding>;
/// The parser's encoding: always UTF-8 without the `encoding` feature.
#[cfg(not(feature = "encoding"))]
pub type QueryEncoding = Utf8Only;

/// The only encoding of a build without the `encoding` feature (a zero-sized value).
#[cfg(not(feature = "encoding"))]
#[derive(Clone, Copy, Debug)]
pub struct Utf8Only;

/// UTF-8, the parser's default encoding.
#[cfg(feature = "encoding")]
pub const UTF_8: QueryEncoding = None;
/// UTF-8, the parser's default encoding.
#[cfg(not(feature = "encoding"))]
pub const UTF_8: QueryEncoding = Utf8Only;

#[cfg(feature = "encoding")]
pub use with_tables::*;

#[cfg(feature = "encoding")]
mod with_tables {
    use crate::percent_encode::{percent_encode_byte, EncodeSet};
    use crate::prelude::*;
    use encoding_rs::{EncoderResult, Encoding};

    /// A label that is not one of the WHATWG Encoding Standard's labels.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct UnknownEncodingLabel(pub String);

    impl core::fmt::Display for UnknownEncodingLabel {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            write!(f, "unknown encoding label {:?}", self.0)
        }
    }

    impl core::error::Error for UnknownEncodingLabel {}

    /// <https://encoding.spec.whatwg.org/#concept-encoding-get> followed by
    /// <https://encoding.spec.whatwg.org/#get-an-output-encoding> (replacement, UTF-16BE and
    /// UTF-16LE give UTF-8): the encoding the parser uses for `label`. UTF-8 is `None`.
    pub fn query_encoding_for_label(
        label: &str,
    ) -> Result<Option<&'static Encoding>, UnknownEncodingLabel> {
        let encoding = Encoding::for_label(label.as_bytes())
            .ok_or_else(|| UnknownEncodingLabel(label.to_owned()))?
            .output_encoding();
        Ok((encoding != encoding_rs::UTF_8).then_some(encoding))
    }

    /// <https://url.spec.whatwg.org/#string-percent-encode-after-encoding> (spaceAsPlus false):
    /// encode `input` with `encoding`, append each byte, percent-encoded if `set` contains it,
    /// and `%26%23` N `%3B` for a code point N the encoding cannot represent.
    pub fn percent_encode_after_encoding(
        encoding: &'static Encoding,
        input: &str,
        set: EncodeSet,
        out: &mut String,
    ) {
        let mut encoder = encoding.new_encoder();
        let mut rest = input;
        let mut bytes = [0u8; 64];
        loop {
            let (result, read, written) =
                encoder.encode_from_utf8_without_replacement(rest, &mut bytes, true);
            rest = rest.get(read..).unwrap_or_default();
            for &b in bytes.get(..written).unwrap_or_default() {
                if set.contains(b) {
                    percent_encode_byte(b, out);
                } else {
                    out.push(char::from(b));
                }
            }
            match result {
                EncoderResult::InputEmpty => return,
                EncoderResult::OutputFull => {}
                EncoderResult::Unmappable(c) => {
                    out.push_str("%26%23");
                    out.push_str(&u32::from(c).to_string());
                    out.push_str("%3B");
                }
            }
        }
    }
}
