//! HTML's [encoding-parse a URL](https://html.spec.whatwg.org/#encoding-parsing-a-url): the API URL
//! parser with a legacy encoding, for js/encoding.mjs. Only in the encoding flavour of the wasm
//! (`pkg/wasm/url_wasm_encoding_bg.wasm`: the tools flavour plus the `encoding` feature's
//! encoders), which the Node entries load on the first call that needs an encoder.
use super::{input_str, with_io};
use crate::contract::{Status, NO_BASE};
use crate::encoding::query_encoding_for_label;
use crate::prelude::*;
use crate::{ParseError, Url};
use wasm_bindgen::prelude::wasm_bindgen;

/// The list word of [`parse_encoded`] for a label that is not an Encoding Standard label.
const UNKNOWN_LABEL: u32 = 1;

/// <https://url.spec.whatwg.org/#api-url-parser> with the *encoding* of
/// [`query_encoding_for_label`]`(label)`.
///
/// The buffer holds the base ([`NO_BASE`]: none), the input and the encoding's label, back to
/// back. Output: the href with [`Status::Success`], or the failure's reason with
/// [`Status::Failure`]; the list at `slot::LIST` is `[UNKNOWN_LABEL]` when the label is not one of
/// the Encoding Standard's, else empty.
#[wasm_bindgen]
pub fn parse_encoded(base_len: u32, input_len: u32, label_len: u32) -> u32 {
    with_io(|io| {
        let at = if base_len == NO_BASE {
            0
        } else {
            base_len as usize
        };
        let label = input_str(
            &io.input,
            at.saturating_add(input_len as usize),
            label_len as usize,
        );
        let Ok(encoding) = query_encoding_for_label(&label) else {
            return io.set_tool_output("", vec![UNKNOWN_LABEL], Status::Failure);
        };
        let input = input_str(&io.input, at, input_len as usize).into_owned();
        let base =
            match (base_len != NO_BASE).then(|| Url::parse(&input_str(&io.input, 0, at), None)) {
                None => None,
                Some(Ok(base)) => Some(base),
                Some(Err(_)) => return failure(io, ParseError::InvalidBase),
            };
        match Url::parse_with_encoding(&input, base.as_ref(), encoding) {
            Ok(url) => io.set_tool_output(url.href(), Vec::new(), Status::Success),
            Err(e) => failure(io, e),
        }
    })
}

fn failure(io: &mut super::Io, error: ParseError) -> u32 {
    let mut reason = String::new();
    error.write_message(&mut reason);
    io.set_tool_output(&reason, Vec::new(), Status::Failure)
}
