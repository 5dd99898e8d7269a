-- TestNeovim's editor session: Neovim (0.7 or later) headless, with
-- `mcpvet lsp` attached to one Go file, as a user's config attaches it.
-- It prints what the editor receives, to MCPVET_NVIM_OUT: the
-- diagnostics, the code action of the first error, the line after the
-- action's edit is applied, and the diagnostics once the server has
-- analyzed the edited (unsaved) buffer.
local out = assert(io.open(os.getenv('MCPVET_NVIM_OUT'), 'w'))
local function say(fmt, ...)
  out:write(string.format(fmt, ...) .. '\n')
  out:flush()
end
local function fail(msg)
  say('FAIL %s', msg)
  out:close()
  vim.cmd('cquit 1')
end

local file = os.getenv('MCPVET_NVIM_FILE')
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
-- With MCPVET_NVIM_GOPLS, the one server is mcpvet in front of that
-- gopls (TestNeovimGopls).
local gopls = os.getenv('MCPVET_NVIM_GOPLS') or ''
local cmd = { os.getenv('MCPVET_BIN'), 'lsp' }
if gopls ~= '' then table.insert(cmd, '-gopls=' .. gopls) end
local id = vim.lsp.start_client({
  name = 'mcpvet',
  cmd = cmd,
  root_dir = vim.fn.fnamemodify(file, ':p:h'),
})
if not id or not vim.lsp.buf_attach_client(buf, id) then
  fail('could not start mcpvet lsp')
end

local function diagnostics()
  local list = vim.diagnostic.get(buf)
  table.sort(list, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
  return list
end
local function show(list)
  for _, d in ipairs(list) do
    local href = d.user_data and d.user_data.lsp and d.user_data.lsp.codeDescription
    say('diagnostic %d:%d-%d:%d %s %s %s %s [%s]', d.lnum + 1, d.col + 1, d.end_lnum + 1, d.end_col + 1,
      vim.diagnostic.severity[d.severity], d.source, d.code, d.message, href and href.href or '')
  end
end

-- The first diagnostics; in front of gopls, those of both sides (the
-- file has a compile error too).
local function ready()
  local seen = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do seen[d.source] = true end
  if gopls ~= '' then return seen.mcpvet and seen.compiler end
  return seen.mcpvet
end
if not vim.wait(480000, ready, 50) then
  fail('no diagnostics')
end
local list = diagnostics()
show(list)

-- What vim.lsp.buf.code_action() asks for: the cursor on the first
-- diagnostic, the line's diagnostics as context.
local first = list[1]
vim.api.nvim_win_set_cursor(0, { first.lnum + 1, first.col + 2 })
local params = vim.lsp.util.make_range_params()
params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf) }
local results = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 30000)
local n = 0
for _, res in pairs(results or {}) do
  if res.err then fail(vim.inspect(res.err)) end
  for _, action in ipairs(res.result or {}) do
    -- mcpvet's fixes are applied; gopls's actions (in front of gopls)
    -- are only listed.
    local ours = false
    for _, d in ipairs(action.diagnostics or {}) do
      if d.source == 'mcpvet' then ours = true end
    end
    if ours then
      n = n + 1
      say('action %s %q', action.kind, action.title)
      vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
    else
      say('action %s %q (not mcpvet\'s)', action.kind, action.title)
    end
  end
end
if n == 0 then fail('no code action of mcpvet') end
say('line %d: %s', first.lnum + 1, vim.api.nvim_buf_get_lines(buf, first.lnum, first.lnum + 1, false)[1])

-- The edit reaches the server as didChange; the fixed diagnostic goes.
if not vim.wait(60000, function()
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == first.code then return false end
  end
  return true
end, 50) then
  fail('the fixed diagnostic stayed')
end
say('after the fix:')
show(diagnostics())

vim.lsp.stop_client(id)
vim.wait(10000, function() return vim.lsp.get_client_by_id(id) == nil end, 50)
say('stopped')
out:close()
vim.cmd('qall!')
