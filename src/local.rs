//! `local!`: a `thread_local!` that also builds without std. With std it is `thread_local!`.
//! Without (the wasm module, `no_std`: Cargo.toml feature `std`) it is a plain `static` of
//! [`Local`], which has the three `LocalKey` methods the crate calls: sound because that build is
//! wasm32 without the `atomics` target feature, where there is only one thread.

#[cfg(any(not(target_arch = "wasm32"), feature = "std"))]
macro_rules! local {
    ($($(#[$attr:meta])* static $name:ident: $t:ty = const { $init:expr };)*) => {
        std::thread_local! { $($(#[$attr])* static $name: $t = const { $init };)* }
    };
}

#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
macro_rules! local {
    ($($(#[$attr:meta])* static $name:ident: $t:ty = const { $init:expr };)*) => {
        $($(#[$attr])* static $name: crate::local::Local<$t> = crate::local::Local::new($init);)*
    };
}

pub(crate) use local;

#[cfg(all(
    target_arch = "wasm32",
    not(feature = "std"),
    target_feature = "atomics"
))]
compile_error!(
    "the no_std wasm build assumes one thread: build with the `std` feature for atomics"
);

/// A value in a `static`, for the one thread of wasm32 (see the module docs).
#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
pub(crate) struct Local<T>(T);

// SAFETY: wasm32 without the `atomics` target feature (checked above) runs one thread, so the
// value is never reached from two threads.
#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
unsafe impl<T> Sync for Local<T> {}

#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
impl<T> Local<T> {
    pub(crate) const fn new(value: T) -> Self {
        Self(value)
    }

    /// As `LocalKey::with`.
    pub(crate) fn with<R>(&'static self, f: impl FnOnce(&T) -> R) -> R {
        f(&self.0)
    }

    /// As `LocalKey::try_with`: never an error here (the value is never destroyed).
    pub(crate) fn try_with<R>(
        &'static self,
        f: impl FnOnce(&T) -> R,
    ) -> Result<R, core::convert::Infallible> {
        Ok(f(&self.0))
    }
}

#[cfg(all(target_arch = "wasm32", not(feature = "std"), feature = "urlpattern"))]
impl<T> Local<core::cell::RefCell<T>> {
    /// As `LocalKey::with_borrow_mut`.
    pub(crate) fn with_borrow_mut<R>(&'static self, f: impl FnOnce(&mut T) -> R) -> R {
        f(&mut self.0.borrow_mut())
    }
}
