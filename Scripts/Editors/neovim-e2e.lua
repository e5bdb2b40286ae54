-- The language server end to end through Neovim's built-in client (Neovim 0.7 or later), run by
-- Scripts/test-editor-neovim.sh: nvim --headless -u NONE -c "luafile neovim-e2e.lua".
-- Reads SERVICEGRAPH_TOOL (the servicegraph executable) and SERVICEGRAPH_WORKSPACE (a folder
-- with Sources/App/services.json composing Sources/Catalog/services.json) from the environment.
local tool = os.getenv("SERVICEGRAPH_TOOL")
local root = os.getenv("SERVICEGRAPH_WORKSPACE")
local app = root .. "/Sources/App/services.json"
local catalog = root .. "/Sources/Catalog/services.json"
local failures = 0

local function check(condition, what)
  io.stdout:write((condition and "ok: " or "FAILED: ") .. what .. "\n")
  if not condition then failures = failures + 1 end
end

-- The zero-based position of the first `needle` on a line of the buffer, `plus` bytes into it.
local function position(bufnr, needle, plus)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local column = line:find(needle, 1, true)
    if column then return { line = number - 1, character = column - 1 + (plus or 0) } end
  end
  error("no " .. needle .. " in the buffer")
end

local function request(bufnr, method, params)
  local responses = vim.lsp.buf_request_sync(bufnr, method, params, 10000) or {}
  for _, response in pairs(responses) do
    if response.err then return nil, response.err.message end
    return response.result
  end
end

vim.cmd("edit " .. app)
local bufnr = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({ name = "servicegraph", cmd = { tool, "lsp" }, root_dir = root })
vim.lsp.buf_attach_client(bufnr, client)

-- Diagnostics: the manifest names `catalogue`, which no service is.
vim.wait(10000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
local diagnostics = vim.diagnostic.get(bufnr)
check(#diagnostics == 1 and diagnostics[1].message:find("did you mean 'catalog'", 1, true) ~= nil,
  "diagnostics appear: " .. (diagnostics[1] and diagnostics[1].message or "none"))

-- Completion inside a dependency's string lists the services the app sees, the module's too.
local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }
params.position = position(bufnr, '"logger"]', 1)
local completion = request(bufnr, "textDocument/completion", params) or {}
local labels = {}
for _, item in ipairs(completion.items or completion) do labels[item.label] = true end
check(labels["logger"] and labels["apiHost"] and labels["catalog"], "completion lists logger, apiHost and catalog")

-- Go to definition from the app's dependency on the module's service lands on its key.
params.position = position(bufnr, '"catalog"', 2)
local definition = request(bufnr, "textDocument/definition", params) or {}
local target = definition[1] or {}
local landed = target.uri == vim.uri_from_fname(catalog) and target.range.start.line == 5
check(landed, "definition lands on Catalog's services.json, line 6" .. (landed and "" or (": " .. vim.inspect(target))))

-- Rename the module's service from the app: both manifests change, and are saved.
local edit, failure = request(bufnr, "textDocument/rename", vim.tbl_extend("force", params, { newName = "products" }))
check(edit ~= nil, "rename answers with an edit" .. (failure and (": " .. failure) or ""))
if edit then
  vim.lsp.util.apply_workspace_edit(edit, "utf-16")
  vim.cmd("silent wall")
  local function read(path)
    local file = io.open(path)
    local text = file:read("*a")
    file:close()
    return text
  end
  check(read(app):find('"products"', 1, true) ~= nil, "rename edited the app's manifest")
  local module = read(catalog)
  check(module:find('"provides": ["products"]', 1, true) ~= nil and module:find('"products": {', 1, true) ~= nil,
    "rename edited the module's manifest (its key and its provides entry)")
end

vim.lsp.stop_client(client)
vim.cmd(failures == 0 and "qall!" or "cquit 1")
