//! [`already_serialized`](super::already_serialized)'s byte scans sixteen bytes at a time, with
//! wasm's `simd128`: built into the flavours of the wasm that Node loads (`scripts/build.sh`; Node
//! has had wasm SIMD since 16.4), not into the downloaded core, nor natively.
//!
//! A byte class becomes a 16-byte table indexed by a byte's low nibble, whose bit `h` says whether
//! the byte with high nibble `h` and that low nibble is in the class (no class has a byte at or
//! above 0x80): two `swizzle`s and an `and` classify sixteen bytes.

use core::arch::wasm32::{
    i8x16_bitmask, i8x16_eq, i8x16_splat, i8x16_swizzle, u8x16, u8x16_ge, u8x16_le, u8x16_shr,
    u8x16_splat, v128, v128_and, v128_or,
};

use super::{CLASSES, FILE_PATH_BYTE, FRAGMENT_BYTE, HOST, PATH_BYTE, QUERY_BYTE};

/// The nibble table of the bytes in `class_bits`, and of `/` if `slash`.
// Indexing in const evaluation: out of bounds would be a compile error, not a runtime panic.
#[allow(clippy::indexing_slicing)]
const fn nibble_table(class_bits: u8, slash: bool) -> [u8; 16] {
    let mut table = [0u8; 16];
    let mut b = 0;
    while b < 0x80 {
        if CLASSES[b] & class_bits != 0 || (slash && b == b'/' as usize) {
            table[b & 15] |= 1 << (b >> 4);
        }
        b += 1;
    }
    table
}

/// [`nibble_table`] of each class bit, by the bit's position.
static CLASS_TABLES: [[u8; 16]; 5] = [
    nibble_table(HOST, false),
    nibble_table(PATH_BYTE, false),
    nibble_table(QUERY_BYTE, false),
    nibble_table(FRAGMENT_BYTE, false),
    nibble_table(FILE_PATH_BYTE, false),
];
static PATH_TABLE: [u8; 16] = nibble_table(PATH_BYTE, true);
static FILE_PATH_TABLE: [u8; 16] = nibble_table(FILE_PATH_BYTE, true);

fn vector(b: &[u8; 16]) -> v128 {
    u8x16(
        b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13],
        b[14], b[15],
    )
}

/// The 16 bytes of `bytes` from `at`, and 0; or, where fewer than 16 are left, the last 16 bytes of
/// `bytes` and how many of them come before `at` (the lanes to shift out of each mask, so that the
/// masks end where `bytes` does). `None` when `bytes` is shorter than 16.
fn window(bytes: &[u8], at: usize) -> Option<(v128, usize)> {
    let start = at.min(bytes.len().checked_sub(16)?);
    let lanes = <&[u8; 16]>::try_from(bytes.get(start..start + 16)?).ok()?;
    Some((vector(lanes), at - start))
}

/// A bit per byte of `v` that is not in the class of nibble table `table`.
fn outside(v: v128, table: v128) -> u32 {
    // The bit of each high nibble below 8; 0 (in no class) from 8 on.
    let high_bits = u8x16(1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0);
    let low = i8x16_swizzle(table, v128_and(v, u8x16_splat(15)));
    let high = i8x16_swizzle(high_bits, u8x16_shr(v, 4));
    u32::from(i8x16_bitmask(i8x16_eq(v128_and(low, high), i8x16_splat(0))))
}

/// A bit per byte of `v` equal to `byte`.
fn equal(v: v128, byte: u8) -> u32 {
    u32::from(i8x16_bitmask(i8x16_eq(v, u8x16_splat(byte))))
}

/// As super::scalar_run_end: the offset of the first byte at or after `from` that is not in
/// `class_bits` (one of the class bits), or the end.
pub(super) fn run_end(bytes: &[u8], from: usize, class_bits: u8) -> usize {
    let Some(table) = CLASS_TABLES.get(class_bits.trailing_zeros() as usize) else {
        return from;
    };
    let table = vector(table);
    let mut at = from;
    while at < bytes.len() {
        let Some((v, before)) = window(bytes, at) else {
            return super::scalar_run_end(bytes, at, class_bits);
        };
        let stop = outside(v, table) >> before;
        if stop != 0 {
            return at + stop.trailing_zeros() as usize;
        }
        at += 16 - before;
    }
    bytes.len()
}

/// As super::scalar_host_run_end: the offset of the first byte at or after `from` that is not in
/// [`HOST`] once lowercased, or the end (the host of input in any case: `normalize::authority`).
#[cfg(feature = "normalizing-fast-path")]
pub(super) fn host_run_end(bytes: &[u8], from: usize) -> usize {
    let Some(table) = CLASS_TABLES.first() else {
        return from;
    };
    let table = vector(table);
    let mut at = from;
    while at < bytes.len() {
        let Some((v, before)) = window(bytes, at) else {
            return super::scalar_host_run_end(bytes, at);
        };
        // ASCII upper alpha, lowercased: its bit 0x20 set.
        let upper = v128_and(
            u8x16_ge(v, u8x16_splat(b'A')),
            u8x16_le(v, u8x16_splat(b'Z')),
        );
        let lower = v128_or(v, v128_and(upper, u8x16_splat(0x20)));
        let stop = outside(lower, table) >> before;
        if stop != 0 {
            return at + stop.trailing_zeros() as usize;
        }
        at += 16 - before;
    }
    bytes.len()
}

/// The end of a path of `bytes` from `from` (its first `/`, after the host or port): the offset of
/// the first byte that is neither `/` nor in the path segment class (`file`: the file URL's), if
/// no segment in between starts with `.` or `%` (which may be a dot segment: `None`, for the
/// segment by segment loop to decide, as it does for inputs shorter than 16 bytes).
pub(super) fn path_end(bytes: &[u8], from: usize, file: bool) -> Option<usize> {
    let table = vector(if file { &FILE_PATH_TABLE } else { &PATH_TABLE });
    let mut at = from;
    let mut slash_before = 0; // 1 when the byte before `at` is a `/` of the path
    while at < bytes.len() {
        let (v, before) = window(bytes, at)?;
        let stop = outside(v, table) >> before;
        let slashes = equal(v, b'/') >> before;
        let may_be_dot =
            (equal(v, b'.') | equal(v, b'%')) >> before & (slashes << 1 | slash_before);
        // (`.` and `%` are in the class: what counts is a candidate before the stop.)
        let until_stop = if stop == 0 {
            u32::MAX
        } else {
            (1 << stop.trailing_zeros()) - 1
        };
        if may_be_dot & until_stop != 0 {
            return None;
        }
        if stop != 0 {
            return Some(at + stop.trailing_zeros() as usize);
        }
        slash_before = slashes >> 15 & 1;
        at += 16 - before;
    }
    Some(bytes.len())
}
