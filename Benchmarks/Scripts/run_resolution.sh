#!/usr/bin/env bash
# Builds and runs the resolution benchmarks (measurements 1-5 of issue 6, measurement 1 through a
# view for issue 31, and 9, creating child components) in one benchmark run, and writes their
# results as JSON (the schema is what collect_resolution.py writes; see README.md).
#
#     Scripts/run_resolution.sh [--smoke] [--output FILE] [--filter REGEX] [--scratch-path DIR]
#
# Default output: Results/resolution.json. --smoke takes a few short samples per benchmark, to
# check that everything builds and runs, and writes to a temporary file unless --output is
# given, so a smoke run never overwrites the committed results. Either way it first writes the
# synthetic graphs (Sources/Graph10, Graph100, Graph1000, ScopeGraph10, ScopeGraph1000), which
# are not in git, with Scripts/write_graphs.sh; files already up to date are left untouched.
#
# --filter runs only the benchmarks whose whole name matches REGEX (a name starts with its
# measurement's id: '9-.*' is measurement 9) and writes only their measurements, so its output is
# not a whole resolution.json (without --output it goes to a temporary file). --scratch-path
# builds in DIR instead of .build.
set -euo pipefail

cd "$(dirname "$0")/.."
smoke=false
output=""
filter=()
scratch=()
while [ $# -gt 0 ]; do
    case "$1" in
        --smoke) smoke=true ;;
        --output) output="${2:?--output needs a file}"; shift ;;
        --filter) filter=(--filter "${2:?--filter needs a regular expression}"); shift ;;
        --scratch-path) scratch=(--scratch-path "${2:?--scratch-path needs a folder}"); shift ;;
        *) echo "usage: $0 [--smoke] [--output FILE] [--filter REGEX] [--scratch-path DIR]" >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$output" ]; then
    if $smoke || [ ${#filter[@]} -gt 0 ]; then
        output=$(mktemp "${TMPDIR:-/tmp}/resolution-$($smoke && echo smoke || echo filtered).XXXXXX.json")
    else
        output=Results/resolution.json
    fi
fi

Scripts/write_graphs.sh

export_dir=$(mktemp -d)
trap 'rm -rf "$export_dir"' EXIT

started=$(date +%s)
# The harness builds the benchmark target in release, then runs it; the sandbox is disabled so it
# can write the export outside the package (which also adds -disable-sandbox to every swiftc
# command: measure_cold_start.py --smoke builds with the same flag, to reuse this release build).
# The benchmarks read RESOLUTION_BENCHMARK_SMOKE.
RESOLUTION_BENCHMARK_SMOKE=$($smoke && echo 1 || echo 0) \
    swift package "${scratch[@]}" --disable-sandbox benchmark run \
    --target Resolution "${filter[@]}" --format histogramSamples --path "$export_dir" --no-progress

python3 Scripts/collect_resolution.py "$export_dir" "$output" ${filter[@]:+--partial}
echo
echo "wrote $output in $(( $(date +%s) - started )) s"
