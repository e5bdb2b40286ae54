#!/bin/bash
# Builds the `servicegraph` tool in release mode as an artifact bundle, for a package that would
# rather not build it from source (see "A prebuilt tool" in the Tools article):
#
#     Scripts/build-tool-bundle.sh [OUTPUT_DIRECTORY]
#
# writes OUTPUT_DIRECTORY/servicegraph.artifactbundle (default: the current directory), with one
# variant for this machine (on macOS, one universal binary for arm64 and x86_64), and prints the
# zipped bundle's checksum for a `binaryTarget(url:checksum:)`. Put the bundle at the root of the
# package whose targets use ServiceGraphPlugin: the plugin then runs it instead of the tool it
# builds, so the first build after a clean build reruns no generator.
set -euo pipefail

repository="$(cd "$(dirname "$0")/.." && pwd)"
output="$(mkdir -p "${1:-.}" && cd "${1:-.}" && pwd)"
cd "$repository"

case "$(uname -s)" in
Darwin)
    swift build -c release --product servicegraph --arch arm64 --arch x86_64
    binary="$(swift build -c release --product servicegraph --arch arm64 --arch x86_64 --show-bin-path)/servicegraph"
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    variant="macos"
    ;;
*)
    # Statically linked against the Swift runtime, so the bundle runs without a toolchain.
    swift build -c release --product servicegraph --static-swift-stdlib
    binary="$(swift build -c release --product servicegraph --static-swift-stdlib --show-bin-path)/servicegraph"
    machine="$(uname -m)"
    triples="\"${machine}-unknown-linux-gnu\""
    variant="linux-${machine}"
    ;;
esac

version="$("$binary" --version)"
bundle="$output/servicegraph.artifactbundle"
rm -rf "$bundle"
mkdir -p "$bundle/servicegraph-$version-$variant/bin"
cp "$binary" "$bundle/servicegraph-$version-$variant/bin/servicegraph"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "servicegraph": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {"path": "servicegraph-$version-$variant/bin/servicegraph", "supportedTriples": [$triples]}
      ]
    }
  }
}
JSON
echo "Wrote $bundle"
if command -v zip >/dev/null; then
    (cd "$output" && rm -f servicegraph.artifactbundle.zip && zip -qry servicegraph.artifactbundle.zip servicegraph.artifactbundle)
    echo "Zipped: $output/servicegraph.artifactbundle.zip, checksum $(swift package compute-checksum "$output/servicegraph.artifactbundle.zip")"
fi
