#!/usr/bin/env bash
# Builds the documentation catalog, Sources/ServiceGraph/ServiceGraph.docc, with the ServiceGraph
# module's symbol graph, into .build-docs/ServiceGraph.doccarchive. Any DocC warning (a broken
# <doc:...> or symbol link, a bad heading) fails the script. Runs from the repository root; uses
# its own scratch path, .build-docs, so it does not disturb other builds.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
# What the compiler emits: SwiftPM also builds the build plugin's tool (the generator), and the
# -Xswiftc flags reach it too, so its modules' symbol graphs land here as well.
emitted="$scratch/symbol-graphs-emitted"
# What DocC reads: the ServiceGraph module's symbol graphs only.
symbol_graphs="$scratch/symbol-graphs"
archive="$scratch/ServiceGraph.doccarchive"

# docc ships with the Swift toolchain; use the one beside `swift` when it is not on PATH.
docc=$(command -v docc || true)
if [ -z "$docc" ]; then
    docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi

# The emitted folder is kept: a build with nothing to compile emits nothing.
rm -rf "$symbol_graphs" "$archive"
mkdir -p "$emitted" "$symbol_graphs"

echo "== Symbol graph of the ServiceGraph module"
swift build --scratch-path "$scratch" --target ServiceGraph \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$emitted"
if [ ! -e "$emitted/ServiceGraph.symbols.json" ]; then
    echo "no symbol graph in $emitted: remove $scratch and run this script again" >&2
    exit 1
fi
cp "$emitted"/ServiceGraph.symbols.json "$symbol_graphs"/
# Extensions of other modules' types, if the module ever has public ones.
for file in "$emitted"/ServiceGraph@*.symbols.json; do
    if [ -e "$file" ]; then cp "$file" "$symbol_graphs"/; fi
done

echo "== DocC, warnings as errors"
"$docc" convert Sources/ServiceGraph/ServiceGraph.docc \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --warnings-as-errors \
    --output-path "$archive" \
    --fallback-display-name ServiceGraph \
    --fallback-bundle-identifier org.servicegraph.ServiceGraph

echo "== Written: $archive"
