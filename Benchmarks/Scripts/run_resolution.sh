#!/usr/bin/env bash
# Builds and runs the resolution benchmarks (measurements 1-5 of issue 6) in one benchmark run,
# and writes their results as JSON (the schema is what collect_resolution.py writes; see README.md).
#
#     Scripts/run_resolution.sh [--smoke] [--output FILE]
#
# Default output: Results/resolution.json. --smoke takes a few short samples per benchmark, to
# check that everything builds and runs, and writes to a temporary file unless --output is
# given, so a smoke run never overwrites the committed results. Either way it first writes the
# synthetic graphs (Sources/Graph10, Graph100, Graph1000), which are not in git, with
# Scripts/write_graphs.sh; files already up to date are left untouched.
set -euo pipefail

cd "$(dirname "$0")/.."
smoke=false
output=""
while [ $# -gt 0 ]; do
    case "$1" in
        --smoke) smoke=true ;;
        --output) output="${2:?--output needs a file}"; shift ;;
        *) echo "usage: $0 [--smoke] [--output FILE]" >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$output" ]; then
    if $smoke; then
        output=$(mktemp "${TMPDIR:-/tmp}/resolution-smoke.XXXXXX.json")
    else
        output=Results/resolution.json
    fi
fi

Scripts/write_graphs.sh

export_dir=$(mktemp -d)
trap 'rm -rf "$export_dir"' EXIT

started=$(date +%s)
# The harness builds the benchmark target in release, then runs it; the sandbox is disabled so it
# can write the export outside the package. The benchmarks read RESOLUTION_BENCHMARK_SMOKE.
RESOLUTION_BENCHMARK_SMOKE=$($smoke && echo 1 || echo 0) \
    swift package --disable-sandbox benchmark run \
    --target Resolution --format histogramSamples --path "$export_dir" --no-progress

python3 Scripts/collect_resolution.py "$export_dir" "$output"
echo
echo "wrote $output in $(( $(date +%s) - started )) s"
