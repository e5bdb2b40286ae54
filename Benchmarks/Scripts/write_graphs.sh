#!/usr/bin/env bash
# Rewrites the synthetic graphs the creation benchmarks compile: for each size N, Sources/GraphN/
# gets synthetic_graph.py's services.json, Stubs.swift and HandWritten.swift, and the Swinject
# registrations of that manifest from swinject_registrations.py.
#
#     Scripts/write_graphs.sh           rewrite the committed copies
#     Scripts/write_graphs.sh --check   exit 1 if the committed copies differ from what the scripts write
set -euo pipefail

cd "$(dirname "$0")/.."
sizes=(10 100 1000)
check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

stale=0
for size in "${sizes[@]}"; do
    written="$scratch/Graph$size"
    python3 Scripts/synthetic_graph.py "$size" "$written"
    python3 Scripts/swinject_registrations.py "$written/services.json" "$written/SwinjectRegistrations.swift"
    committed="Sources/Graph$size"
    for file in services.json Stubs.swift HandWritten.swift SwinjectRegistrations.swift; do
        if $check; then
            if ! cmp -s "$written/$file" "$committed/$file"; then
                echo "error: $committed/$file differs from what the scripts write; run Scripts/write_graphs.sh" >&2
                stale=1
            fi
        else
            mkdir -p "$committed"
            cp "$written/$file" "$committed/$file"
        fi
    done
done
exit "$stale"
