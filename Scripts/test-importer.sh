#!/usr/bin/env bash
# The importer, Importer/ (a package of its own: it depends on swift-syntax): builds it with no
# warning in its own code, runs its tests, then runs `servicegraph-import` as a user would: a
# Factory app drafts a manifest that `servicegraph check` accepts (exit 0), the sample's graph as
# Swinject assemblies drafts one whose remaining error and unmapped registration are reported at
# their lines (exit 1), the same draft and report come out of two runs, and an existing file is not
# replaced without --force (exit 64).
# Runs from the repository root, after `swift build` (it uses the debug servicegraph).
set -euo pipefail
cd "$(dirname "$0")/.."

fixtures=Importer/Tests/ServiceGraphImporterTests/Fixtures
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
    echo "FAILED: $*" >&2
    exit 1
}

echo "== Build (no warning in the importer's own code)"
swift build --package-path Importer 2>&1 | tee "$work/build.log"
if grep -E "^/.*/Importer/(Sources|Tests)/.*warning:" "$work/build.log"; then fail "warnings in the importer"; fi

echo "== Tests"
swift test --package-path Importer

tool="$(swift build --package-path Importer --show-bin-path)/servicegraph-import"
checker="$(swift build --show-bin-path)/servicegraph"

echo "== A Factory app: the draft checks clean, and servicegraph check agrees"
"$tool" "$fixtures/FactoryApp" --output "$work/factory.json" 2>"$work/factory.err" || fail "exit $? for the Factory app"
cat "$work/factory.err"
grep -q "the draft checks clean" "$work/factory.err" || fail "no clean check reported"
"$checker" check "$work/factory.json" || fail "servicegraph check rejects the draft"

echo "== The sample as Swinject assemblies: what is left is reported at its line"
status=0
"$tool" "$fixtures/PersonalOSSwinject" Examples/PersonalOS/Sources --output "$work/sample.json" 2>"$work/sample.err" \
    || status=$?
cat "$work/sample.err"
[ "$status" -eq 1 ] || fail "exit $status, expected 1 (the apiKey read at launch)"
grep -q "PersonalOSAssemblies.swift:12:[0-9]*: warning: this registration returns 'ProcessInfo" "$work/sample.err" \
    || fail "the unmapped apiKey registration is not reported at its line"
grep -q "sample.json:[0-9]*:[0-9]*: error: service 'apiKey'" "$work/sample.err" || fail "the draft's error is not reported"

echo "== The same draft and report on every run (separate processes, so hash order would show)"
"$tool" "$fixtures/PersonalOSSwinject" Examples/PersonalOS/Sources >"$work/again.json" 2>"$work/again.err" || true
sed "s#$work/sample.json#services.json#" "$work/sample.err" | cmp - "$work/again.err" || fail "the report differs between runs"
cmp "$work/sample.json" "$work/again.json" || fail "the draft differs between runs"

echo "== An existing file is kept without --force"
status=0
"$tool" "$fixtures/FactoryApp" --output "$work/sample.json" 2>/dev/null || status=$?
[ "$status" -eq 64 ] || fail "exit $status, expected 64"
grep -q '"apiKey"' "$work/sample.json" || fail "the existing file was replaced"
"$tool" "$fixtures/FactoryApp" --output "$work/sample.json" --force 2>/dev/null || fail "--force did not write"
grep -q '"apiKey"' "$work/sample.json" && fail "--force did not replace the file"
echo "servicegraph-import: all checks passed"
