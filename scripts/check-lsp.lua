-- Drives `linkaudit lsp` with Neovim's own language-server client (Neovim 0.7's
-- vim.lsp.start_client, headless), as scripts/check-lsp runs it: open a page of the fixture
-- workspace, wait for its diagnostics, check their codes and positions, apply the preferred quick
-- fix, write the file, and check its text. Exits 0 when every check holds, 1 otherwise.
local binary = vim.env.LINKAUDIT_BINARY
local root = vim.env.LINKAUDIT_WORKSPACE
local failures = 0
local function check(condition, what)
  if condition then
    io.stdout:write('ok: ' .. what .. '\n')
  else
    io.stdout:write('FAILED: ' .. what .. '\n')
    failures = failures + 1
  end
end

local published = {}
local client_id = vim.lsp.start_client({
  cmd = { binary, 'lsp', '--no-cache' },
  root_dir = root,
  handlers = {
    ['textDocument/publishDiagnostics'] = function(_, result)
      published[result.uri] = result.diagnostics
    end,
  },
})
check(client_id ~= nil, 'the client started the server')

local page = root .. '/guide.md'
vim.cmd('edit ' .. page)
local buffer = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buffer, client_id)
local uri = vim.uri_from_fname(page)
vim.wait(10000, function() return published[uri] ~= nil end, 20)
local diagnostics = published[uri] or {}

local seen = {}
for _, diagnostic in ipairs(diagnostics) do
  table.insert(seen, string.format('%d:%d-%d:%d %s', diagnostic.range.start.line, diagnostic.range.start.character,
    diagnostic.range['end'].line, diagnostic.range['end'].character, diagnostic.code))
end
table.sort(seen)
local expected = {
  '2:9-2:46 inline-only-destination', '2:9-2:46 redundant-title', '4:5-4:27 generic-link-text', '4:5-4:27 inline-only-destination',
}
check(vim.deep_equal(seen, expected), 'diagnostics ' .. vim.inspect(seen))
check(diagnostics[1] and diagnostics[1].source == 'linkaudit', 'the source is linkaudit')

-- The quick fix of the redundant title, applied as the editor applies it.
local client = vim.lsp.get_client_by_id(client_id)
local response = client.request_sync('textDocument/codeAction', {
  textDocument = { uri = uri },
  range = { start = { line = 2, character = 9 }, ['end'] = { line = 2, character = 9 } },
  context = { diagnostics = {} },
}, 10000, buffer)
local preferred
for _, action in ipairs((response and response.result) or {}) do
  if action.isPreferred then preferred = action end
end
check(preferred ~= nil and preferred.title == 'Fix redundant-title: remove it', 'the preferred quick fix')
if preferred then
  vim.lsp.util.apply_workspace_edit(preferred.edit, 'utf-16')
  vim.cmd('write')
end
local file = io.open(page, 'r')
local text = file and file:read('*a') or ''
if file then file:close() end
check(text == '# Guide\n\nRead the [setup guide](setup.md) first.\n\nThen [click here](setup.md).\n', 'the fixed file')

-- After the edit the server publishes again: no redundant title is left.
vim.wait(10000, function()
  for _, diagnostic in ipairs(published[uri] or {}) do
    if diagnostic.code == 'redundant-title' then return false end
  end
  return true
end, 20)
local left = {}
for _, diagnostic in ipairs(published[uri] or {}) do table.insert(left, diagnostic.code) end
table.sort(left)
check(vim.deep_equal(left, { 'generic-link-text', 'inline-only-destination', 'inline-only-destination' }),
  'diagnostics after the fix ' .. vim.inspect(left))

vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
check(vim.lsp.get_client_by_id(client_id) == nil, 'the server stopped on shutdown and exit')
if failures > 0 then vim.cmd('cquit 1') else vim.cmd('qall!') end
