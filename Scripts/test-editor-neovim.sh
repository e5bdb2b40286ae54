#!/usr/bin/env bash
# The language server (`servicegraph lsp`) driven by a real editor: Neovim's built-in LSP client,
# headless, against an app's manifest composing a module's. Checks that diagnostics appear,
# completion lists a service, go to definition lands on the declaration in the other manifest and
# rename edits both manifests (Scripts/Editors/neovim-e2e.lua). Needs `nvim` (Debian: neovim).
set -euo pipefail
cd "$(dirname "$0")/.."

command -v nvim >/dev/null || { echo "error: nvim is not installed (apt-get install neovim)" >&2; exit 1; }
swift build --product servicegraph
tool="$(swift build --show-bin-path)/servicegraph"
workspace=$(mktemp -d "${TMPDIR:-/tmp}/servicegraph-neovim-XXXXXX")
trap 'rm -rf "$workspace"' EXIT

mkdir -p "$workspace/Sources/App" "$workspace/Sources/Catalog"
cat >"$workspace/Sources/Catalog/services.json" <<'JSON'
{
  "version": 1,
  "module": {"provides": ["catalog"]},
  "services": {
    "store": {"type": "Store", "real": "Store"},
    "catalog": {"type": "any CatalogService", "real": {"type": "LiveCatalog", "dependencies": ["store"]}}
  }
}
JSON
cat >"$workspace/Sources/App/services.json" <<'JSON'
{
  "version": 1,
  "compose": ["Catalog"],
  "config": {"apiHost": {"type": "String", "value": "example.com"}},
  "services": {
    "logger": {"type": "Logger", "real": "Logger"},
    "api": {"type": "APIClient", "real": {"type": "APIClient", "dependencies": ["host: apiHost", "logger"]}},
    "shop": {"type": "Shop", "real": {"type": "Shop", "dependencies": ["catalogue", "catalog", "logger"]}}
  }
}
JSON

echo "Neovim: $(nvim --version | head -1)"
SERVICEGRAPH_TOOL="$tool" SERVICEGRAPH_WORKSPACE="$workspace" \
    timeout 120 nvim --headless -u NONE -i NONE -n -c "luafile Scripts/Editors/neovim-e2e.lua"
echo "The Neovim end-to-end test passed."
