#!/usr/bin/env bash
# Opens `servicegraph graph --format html` reports in headless Chromium and checks them: the
# PersonalOS sample (composing its feature modules), a 1,000-service synthetic graph and a
# manifest whose services make child scopes. Each must show no error, load nothing from outside
# the file, find a service by search, list its dependencies and the scopes it makes when it is
# picked, and be ready within 2 s. Reports and screenshots go to .build-report/. Installs
# nothing: CI installs Chromium first.
set -euo pipefail
cd "$(dirname "$0")/.."

browser="$(command -v chromium || command -v chromium-headless-shell || true)"
if [ -z "$browser" ]; then
    echo "test-graph-report.sh: needs chromium or chromium-headless-shell on PATH (Debian: apt-get install -y chromium)" >&2
    exit 1
fi

out=.build-report
mkdir -p "$out"
swift build --product servicegraph
tool="$(swift build --show-bin-path)/servicegraph"

modules=()
for feature in HealthFeature NewsFeature StocksFeature GitHubFeature AssistantFeature; do
    modules+=(--module "$feature=Examples/PersonalOS/Sources/$feature/services.json")
done
"$tool" graph Examples/PersonalOS/Sources/PersonalOSKit/services.json "${modules[@]}" --format html --output "$out/personalos.html"

python3 Benchmarks/Scripts/synthetic_graph.py 1000 "$out/synthetic-1000" >/dev/null
"$tool" graph "$out/synthetic-1000/services.json" --format html --output "$out/synthetic-1000.html"
"$tool" graph Tests/BackReferenceTests/services.json --format html --output "$out/makers.html"

# Each a service with dependencies in the first environment, which the page shows first.
status=0
python3 Scripts/graph_report_browser_check.py "$browser" "$out/personalos.html" apiClient "$out/personalos.png" || status=1
python3 Scripts/graph_report_browser_check.py "$browser" "$out/synthetic-1000.html" s501 "$out/synthetic-1000.png" || status=1
# A service whose only link is the child scope it makes.
python3 Scripts/graph_report_browser_check.py "$browser" "$out/makers.html" tabs "$out/makers.png" || status=1
exit $status
