#!/usr/bin/env bash
# Runs every benchmark of issues 6 and 11, of scopes, of modules (issue 14), the cold start
# (issue 23), contributions (issue 22), test components, the module chain, builds through
# `swift build` and the Metro-shaped app of 500 modules (issue 23), the prebuilt tool and, given
# checkouts of SafeDI and Factory in SERVICEGRAPH_PEERS_DIR, the side-by-side with them (issue 34),
# and the language server's answers (issue 35), in order, then rewrites the report from the results.
#
#     Benchmarks/run.sh           full run: Results/*.json, README.md and Charts/ (an hour or
#                                 more, most of it compiling the 1,000-service graph by hand, the
#                                 10,000-service graph's generated code and the 500-module apps)
#     Benchmarks/run.sh --smoke   tiny sizes, one or two repetitions, no 10,000-service compile,
#                                 the debug `servicegraph` (no release build of the generator),
#                                 the cold start built from the release modules the resolution
#                                 step built, everything (the report included) in a temporary
#                                 folder: checks the scripts, not the numbers (except the cold
#                                 start's check that building services looks no type up).
#                                 Results/compile-phases-before.json is read from Results/
#                                 whatever the mode; no script writes it.
#
# Every step runs even when an earlier one fails, so one run shows every failure; the exit status
# is 1 if any step failed.
set -uo pipefail
cd "$(dirname "$0")"

smoke=()
case "${1:-}" in
    --smoke) smoke=(--smoke) ;;
    "") ;;
    *) echo "usage: $0 [--smoke]" >&2; exit 2 ;;
esac

if [[ ${#smoke[@]} -gt 0 ]]; then
    results=$(mktemp -d "${TMPDIR:-/tmp}/servicegraph-bench-smoke-XXXXXX")
    report_dir="$results/report"
else
    results="$PWD/Results"
    report_dir="$PWD"
fi

failed=()
step() {
    local name=$1
    shift
    echo "== $name: $*"
    local started=$SECONDS
    if "$@"; then
        echo "== $name done in $((SECONDS - started)) s"
    else
        echo "error: $name failed (after $((SECONDS - started)) s)" >&2
        failed+=("$name")
    fi
}

step machine python3 Scripts/record_machine.py --results-dir "$results" "${smoke[@]}"
if [[ -x Scripts/run_resolution.sh ]]; then
    step resolution Scripts/run_resolution.sh "${smoke[@]}" --output "$results/resolution.json"
else
    echo "== resolution: Scripts/run_resolution.sh does not exist yet, skipped"
fi
step generator python3 Scripts/measure_generator.py "${smoke[@]}" --results-dir "$results"
step compile python3 Scripts/measure_compile.py "${smoke[@]}" --results-dir "$results"
step nochange-build python3 Scripts/measure_nochange_build.py "${smoke[@]}" --results-dir "$results"
step modules python3 Scripts/measure_modules.py "${smoke[@]}" --results-dir "$results"
step cold-start python3 Scripts/measure_cold_start.py "${smoke[@]}" --results-dir "$results"
step contributions python3 Scripts/measure_contributions.py "${smoke[@]}" --results-dir "$results"
step test-components python3 Scripts/measure_test_components.py "${smoke[@]}" --results-dir "$results"
step module-chain python3 Scripts/measure_module_chain.py "${smoke[@]}" --results-dir "$results"
step swiftpm-compile python3 Scripts/measure_swiftpm_compile.py "${smoke[@]}" --results-dir "$results"
step module-app python3 Scripts/measure_module_app.py "${smoke[@]}" --results-dir "$results"
step prebuilt-tool python3 Scripts/measure_prebuilt_tool.py "${smoke[@]}" --results-dir "$results"
step language-server python3 Scripts/measure_language_server.py "${smoke[@]}" --results-dir "$results"
# SafeDI and Factory are not packages this machine's registry serves: measured only beside checkouts
# of them, at 400 services (SafeDI's debug tool takes minutes at 1,000: Scripts/measure_peers.py).
peers=${SERVICEGRAPH_PEERS_DIR:-}
if [[ -n "$peers" && -d "$peers/SafeDI" && -d "$peers/Factory" ]]; then
    step peers python3 Scripts/measure_peers.py "${smoke[@]}" --results-dir "$results" \
        --safedi "$peers/SafeDI" --factory "$peers/Factory" --services 400
else
    echo "== peers: skipped (SERVICEGRAPH_PEERS_DIR holds no SafeDI and Factory checkouts; see Scripts/measure_peers.py)"
fi
step report python3 Scripts/report.py --results-dir "$results" --output-dir "$report_dir"

echo "results: $results"
echo "report:  $report_dir/README.md"
echo "total:   $SECONDS s"
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "error: failed steps: ${failed[*]}" >&2
    exit 1
fi
