//! `cargo bench`: native parse speed of `url_wasm::Url::parse` against the `url` crate and the
//! `ada-url` crate (ada's C++, built by its build script with cc), in ns per URL.
//!
//! What is timed: parse each line of a URL list (no base) and read the href's length, for every
//! line of the list. The three parsers run interleaved in every round (the order rotates from
//! round to round), so a noisy machine slows all of them alike; the ratios printed are medians of
//! the per-round ratios. Lists: `../shared/datasets/{kasztp,node_files}.txt`, or the files given
//! as arguments (`cargo bench --bench parse -- FILE...`; a `.jsonl` file has one JSON string a
//! line). `--quick` runs fewer rounds.
//!
//! Profile: `[profile.bench]` builds all three crates (and ada's C++) at opt-level 3 (the wasm's
//! release profile builds the dependencies for size instead). `--json` ends the output with one
//! line of JSON (bench/readme-perf.mjs reads it).

// A benchmark, not library code: it may index its own arrays (Cargo.toml denies that in src/).
#![allow(clippy::indexing_slicing)]

use std::hint::black_box;
use std::time::Instant;

const TARGET_VS_URL: f64 = 1.0; // faster than the url crate
const TARGET_VS_ADA: f64 = 1.3; // within 1.3x of ada

type Parser = fn(&[String]) -> (usize, usize);

fn parse_url_wasm(lines: &[String]) -> (usize, usize) {
    let (mut ok, mut bytes) = (0, 0);
    for line in lines {
        if let Ok(url) = url_wasm::Url::parse(line, None) {
            ok += 1;
            bytes += black_box(url.href()).len();
        }
    }
    (ok, bytes)
}

fn parse_rust_url(lines: &[String]) -> (usize, usize) {
    let (mut ok, mut bytes) = (0, 0);
    for line in lines {
        if let Ok(url) = rust_url::Url::parse(line) {
            ok += 1;
            bytes += black_box(url.as_str()).len();
        }
    }
    (ok, bytes)
}

fn parse_ada(lines: &[String]) -> (usize, usize) {
    let (mut ok, mut bytes) = (0, 0);
    for line in lines {
        if let Ok(url) = ada_url::Url::parse(line.as_str(), None) {
            ok += 1;
            bytes += black_box(url.href()).len();
        }
    }
    (ok, bytes)
}

const PARSERS: [(&str, Parser); 3] = [
    ("url-wasm", parse_url_wasm),
    ("url", parse_rust_url),
    ("ada-url", parse_ada),
];

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    match n {
        0 => f64::NAN,
        _ if n % 2 == 1 => v[n / 2],
        _ => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// Nanoseconds per line of one pass; a pass repeats the list until it has run >= 50 ms.
fn time_pass(parse: Parser, lines: &[String]) -> f64 {
    let mut reps = 0u32;
    let start = Instant::now();
    loop {
        black_box(parse(black_box(lines)));
        reps += 1;
        if start.elapsed().as_millis() >= 50 {
            break;
        }
    }
    start.elapsed().as_nanos() as f64 / (f64::from(reps) * lines.len() as f64)
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("machine: {cpu}, {cores} cores; opt-level 3 (profile.bench)")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let quick = args.iter().any(|a| a == "--quick");
    let json = args.iter().any(|a| a == "--json");
    let mut results = Vec::new();
    let mut files: Vec<String> = args.into_iter().filter(|a| !a.starts_with("--")).collect();
    if files.is_empty() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/datasets");
        files = vec![format!("{dir}/kasztp.txt"), format!("{dir}/node_files.txt")];
    }
    let rounds = if quick { 3 } else { 9 };

    println!("{}", machine());
    println!(
        "parse = Url::parse(line) + read href; {rounds} interleaved rounds; ratio = median of per-round ratios"
    );
    println!(
        "{:<16} {:>7} {:>11} {:>11} {:>11} {:>13} {:>13}",
        "dataset", "lines", "url-wasm", "url", "ada-url", "wasm/url", "wasm/ada"
    );
    let mut all_ok = true;
    for file in &files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("cannot read {file}: {e}");
                std::process::exit(1);
            }
        };
        // A .jsonl file has one JSON string a line (URLs with tabs or newlines in them: the
        // messy lists bench/readme-perf.mjs writes with bench/messy.mjs).
        let jsonl = file.ends_with(".jsonl");
        let lines: Vec<String> = text
            .lines()
            .filter(|l| !l.is_empty())
            .map(|l| {
                if jsonl {
                    serde_json::from_str(l).unwrap_or_else(|e| {
                        eprintln!("{file}: not a JSON string: {e}");
                        std::process::exit(1);
                    })
                } else {
                    String::from(l)
                }
            })
            .collect();
        let name = std::path::Path::new(file)
            .file_name()
            .map_or(file.clone(), |n| n.to_string_lossy().into_owned())
            .replace(".jsonl", ".txt");

        // Warm up once each, and check that the parsers accept the same number of lines.
        let accepted: Vec<(usize, usize)> = PARSERS.iter().map(|(_, p)| p(&lines)).collect();
        let mut ns: Vec<Vec<f64>> = vec![Vec::new(); PARSERS.len()];
        let (mut vs_url, mut vs_ada) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            let mut this = [0.0; 3];
            for k in 0..PARSERS.len() {
                let i = (k + round) % PARSERS.len(); // rotate the order
                this[i] = time_pass(PARSERS[i].1, &lines);
                ns[i].push(this[i]);
            }
            vs_url.push(this[0] / this[1]);
            vs_ada.push(this[0] / this[2]);
        }
        let med: Vec<f64> = ns.iter_mut().map(|v| median(v)).collect();
        let (r_url, r_ada) = (median(&mut vs_url), median(&mut vs_ada));
        let mark = |r: f64, target: f64| if r <= target { "ok" } else { "MISS" };
        all_ok &= r_url <= TARGET_VS_URL && r_ada <= TARGET_VS_ADA;
        println!(
            "{:<16} {:>7} {:>8.1} ns {:>8.1} ns {:>8.1} ns {:>6.2}x {:<4} {:>6.2}x {:<4}",
            name,
            lines.len(),
            med[0],
            med[1],
            med[2],
            r_url,
            mark(r_url, TARGET_VS_URL),
            r_ada,
            mark(r_ada, TARGET_VS_ADA)
        );
        let counts: Vec<String> = PARSERS
            .iter()
            .zip(&accepted)
            .map(|((n, _), (ok, bytes))| format!("{n} {ok} ok/{bytes} B"))
            .collect();
        println!("{:<16} accepted: {}", "", counts.join(", "));
        results.push(format!(
            r#""{name}":{{"ns":{{"url-wasm":{:.1},"url":{:.1},"ada-url":{:.1}}},"vsUrl":{r_url:.3},"vsAda":{r_ada:.3}}}"#,
            med[0], med[1], med[2]
        ));
    }
    println!(
        "targets: wasm/url < {TARGET_VS_URL:.1}x (faster than url), wasm/ada <= {TARGET_VS_ADA:.1}x; {}",
        if all_ok { "all met" } else { "NOT all met" }
    );
    if json {
        println!(
            r#"{{"machine":"{}","targets":{{"vsUrl":{TARGET_VS_URL},"vsAda":{TARGET_VS_ADA}}},"lists":{{{}}}}}"#,
            machine().replace('"', "'"),
            results.join(",")
        );
    }
}
