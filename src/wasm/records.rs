//! The basic URL parser on URL records, for `url-wasm/whatwg-url` (js/whatwg-url/): whatwg-url's
//! `basicURLParse` with *url* and any state override. Only in the tools flavour of the wasm (the
//! `authoring` feature), which Node loads, so the core wasm that browsers load for `URL` alone does
//! not carry it. Called through the bridge's generic `call` (js/wasm/bridge.mjs).
use super::{addr, input_str, with_io, Io};
use crate::contract::{basic_parse as flag, slot, Status, NO_BASE};
use crate::low_level::StateOverride;
use crate::record::UrlRecord;
use crate::url::Url;
use wasm_bindgen::prelude::wasm_bindgen;

/// <https://url.spec.whatwg.org/#concept-basic-url-parser> on a URL record.
///
/// - The buffer holds the base, *url*'s href and the input, back to back (`base_len`,
///   `href_len`, `input_len` bytes; [`NO_BASE`] for no base, or for no *url*).
/// - *url*, when given, is read as the setters read a URL: from its href and its components,
///   which the caller writes into the component slots, and whose path is opaque when `state` has
///   [`flag::OPAQUE_PATH`] (a host and an opaque path, which a state override can give a record,
///   serialize like a host and a list path).
/// - `state & flag::STATE`: 0 for no state override, else 1 + the state's index in
///   [`StateOverride::ALL`].
///
/// Output: the resulting record's href, and the list `[opaque path (0 or 1), its 10 components]`
/// (in [`crate::Components::to_slots`] order) at [`slot::LIST`]. Status [`Status::Success`], or
/// [`Status::Failure`]: then, with *url* given, the record is *url* as the steps before the failure
/// left it; without, there is none (an empty list). An unknown state or a base that does not
/// parse fail with an empty list too.
#[wasm_bindgen]
pub fn basic_parse(base_len: u32, href_len: u32, input_len: u32, state: u32) -> u32 {
    with_io(|io| {
        let url_given = href_len != NO_BASE;
        let components = io.components_in_result();
        io.output.clear();
        io.lengths.clear();
        let state_override = match (state & flag::STATE).checked_sub(1) {
            None => Some(None),
            Some(i) => StateOverride::ALL.get(i as usize).map(|&s| Some(s)),
        };
        let at = if base_len == NO_BASE {
            0
        } else {
            base_len as usize
        };
        let href_at = if url_given { href_len as usize } else { 0 };
        let base_text = (base_len != NO_BASE).then(|| input_str(&io.input, 0, at));
        let base = match base_text.map(|b| Url::parse(&b, None)) {
            Some(Err(_)) => None,
            Some(Ok(b)) => Some(Some(b)),
            None => Some(None),
        };
        let (Some(state_override), Some(base)) = (state_override, base) else {
            return io.set_record_output(Status::Failure, None);
        };
        let mut url = match (url_given, components) {
            (true, Some(c)) => {
                let href = input_str(&io.input, at, href_at).into_owned();
                let mut url = UrlRecord::from_url(&Url::from_parts(href, c));
                url.opaque_path = state & flag::OPAQUE_PATH != 0;
                url
            }
            _ => UrlRecord::new(),
        };
        let input = input_str(&io.input, at + href_at, input_len as usize).into_owned();
        let parsed = crate::url_record::run_basic_url_parser(
            &input,
            base.as_ref(),
            &mut url,
            url_given,
            state_override,
            &mut crate::error::Reporter::none(),
        );
        let status = Status::from_success(parsed.is_ok());
        let result = match parsed.is_ok() || url_given {
            true => url.serialize_into(&mut io.output).ok(),
            false => None,
        };
        let opaque = url.opaque_path;
        url.recycle();
        io.set_record_output(status, result.map(|c| (opaque, c)))
    })
}

impl Io {
    /// The output of `basic_parse`: the href already in `output`, and the list of the record's
    /// opaque-path flag and components (none when there is no record); returns `status`.
    fn set_record_output(
        &mut self,
        status: Status,
        record: Option<(bool, crate::Components)>,
    ) -> u32 {
        self.set_output_len();
        if let Some((opaque, c)) = record {
            self.lengths.push(u32::from(opaque));
            self.lengths.extend(c.to_slots());
        }
        self.result[slot::LIST] = addr(self.lengths.as_ptr());
        self.result[slot::LIST_LEN] = self.lengths.len() as u32;
        status as u32
    }
}
