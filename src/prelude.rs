//! What the standard prelude gives a `std` crate, for the `no_std` build of the wasm module
//! (Cargo.toml, feature `std`): the files that use these names import `crate::prelude::*`. In
//! `std` builds they are the same items as the prelude's. (Some flavours use only some of them.)
#![allow(unused_imports)]

pub(crate) use alloc::borrow::ToOwned;
pub(crate) use alloc::boxed::Box;
pub(crate) use alloc::format;
pub(crate) use alloc::string::{String, ToString};
pub(crate) use alloc::vec;
pub(crate) use alloc::vec::Vec;
