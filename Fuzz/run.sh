#!/usr/bin/env bash
# Fuzzes the manifest checker and generator with libFuzzer for a bounded time.
#
#   Fuzz/run.sh [SECONDS]        (default 60)
#
# Seeds are every manifest in the tests (valid fixtures and the bad-manifest corpus). A crash,
# a hang or a broken invariant stops the run with a non-zero status and leaves the input in
# Fuzz/findings/; turn it into a corpus entry (Tests/ServiceGraphGeneratorTests/Corpus/) once fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
build="$(mktemp -d)"
trap 'rm -rf "$build"' EXIT

echo "== Building the fuzzer"
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ServiceGraphFuzzer \
    Fuzz/ManifestFuzzer.swift $(find Codegen/ServiceGraphGenerator -name '*.swift' | sort) \
    -o "$build/fuzzer" 2> "$build/build.log" || { cat "$build/build.log"; exit 1; }

mkdir -p "$build/corpus" Fuzz/findings
find Tests -name '*.json' -path '*Fixtures*' -o -name '*.json' -path '*Corpus*' | while read -r seed; do
    cp "$seed" "$build/corpus/$(echo "$seed" | tr '/' '_')"
done

echo "== Fuzzing for $seconds seconds"
"$build/fuzzer" "$build/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -max_len=65536 -artifact_prefix=Fuzz/findings/ -print_final_stats=1 2>&1 | tail -25
