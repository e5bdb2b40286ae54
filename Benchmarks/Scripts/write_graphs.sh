#!/usr/bin/env bash
# Writes the synthetic graphs the creation benchmarks compile: for each size N, Sources/GraphN/
# gets synthetic_graph.py's services.json, Stubs.swift, HandWritten.swift and EveryService.swift, and the Swinject
# registrations of that manifest from swinject_registrations.py; for each app size N of the
# child-creation benchmarks, Sources/ScopeGraphN/ gets scope_graph.py's services.json (an app of
# N services and a 100-service `account` scope), Stubs.swift and HandWritten.swift.
#
# These files are not in git (Benchmarks/.gitignore); only each target's GraphNCreation.swift
# (ScopeGraphNCreation.swift) is. Every script that builds this package
# (Scripts/run_resolution.sh, so Benchmarks/run.sh too) runs this first; run it yourself before
# `swift build` or `swift package benchmark` by hand. The output depends only on the scripts,
# and a file whose bytes would not change is left untouched, so running it again does not make
# SwiftPM rebuild anything.
#
#     Scripts/write_graphs.sh           write the graphs (only the files that differ)
#     Scripts/write_graphs.sh --check   write nothing; exit 1 if a file is missing or differs
set -euo pipefail

cd "$(dirname "$0")/.."
sizes=(10 100 1000)
scope_app_sizes=(10 1000)
check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

stale=0
# copy_if_changed WRITTEN_DIR TARGET_DIR FILE...: copies each file that differs (or, with --check, reports it).
copy_if_changed() {
    local written=$1 target=$2
    shift 2
    for file in "$@"; do
        if cmp -s "$written/$file" "$target/$file"; then
            continue
        fi
        if $check; then
            echo "error: $target/$file is missing or differs from what the scripts write; run Scripts/write_graphs.sh" >&2
            stale=1
        else
            mkdir -p "$target"
            cp "$written/$file" "$target/$file"
            echo "wrote $target/$file"
        fi
    done
}

for size in "${sizes[@]}"; do
    written="$scratch/Graph$size"
    python3 Scripts/synthetic_graph.py "$size" "$written"
    python3 Scripts/swinject_registrations.py "$written/services.json" "$written/SwinjectRegistrations.swift"
    copy_if_changed "$written" "Sources/Graph$size" services.json Stubs.swift HandWritten.swift SwinjectRegistrations.swift EveryService.swift
done
for size in "${scope_app_sizes[@]}"; do
    written="$scratch/ScopeGraph$size"
    python3 Scripts/scope_graph.py "$size" "$written"
    copy_if_changed "$written" "Sources/ScopeGraph$size" services.json Stubs.swift HandWritten.swift
done
exit "$stale"
