package lsp

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// brokenFiles are packages an editor holds while its user types, on the
// go-sdk and mcpvet's runtime: syntax errors, type errors and malformed
// directives in tool declarations, tool types, registrations, exposure
// configs, route registrations and handlers.
var brokenFiles = map[string]string{
	"tools/tools.go": `package tools

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string ` + "`json:\"name\"`" + `
	Ref  Missing ` + "`json:\"ref\"`" + `
	Bad  [ ]
	Tag  string ` + "`json:\"tag,omitempty\" jsonn:\"x\"`" + `
	Self *In ` + "`json:\"self,string\"`" + `
}

//mcp:tool get_thing titel="x" readonyl ui="
func GetThing(ctx context.Context, in In) (string, error) {
	return in.Name +
}

//mcp:param
//mcp:tool "unterminated
//mcp:tol x=1 y== =z
func Half(ctx context.Context, in

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "a b"}, GetThing)
	mcp.AddTool(s, &mcp.Tool{Name: }, nil)
	runtime.AddTool(s, &mcp.Tool{Name: "x" + undefined}, func(ctx context.Context, req *mcp.CallToolRequest, in map[int]string) (*mcp.CallToolResult, any, error) {
	mcp.AddTool(
}
`,
	"api/api.go": `package api

import (
	"encoding/json"
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded + 7, Include: []string{"get" + , "GET /{id"}, Naming: runtime.Naming{Format: "{Recv}_{", TrimSuffixes: nil...}}

var Other = runtime.Exposure{Exclude: strings()}

type Item struct{ ID int; Sub Undefined }

//mcp:expose name= scope="x
func get(w http.ResponseWriter, r *http.Request) {
	var in Item
	json.NewDecoder(r.Body).Decode(&in
	json.NewEncoder(w).Encode(in)
}

func Routes(mux *http.ServeMux) {
	MCP.Include = append(MCP.Include, "x")
	mux.HandleFunc("GET /items/{id}", get)
	mux.HandleFunc("POST " + prefix, get)
	mux.HandleFunc("GET /x", func(w http.ResponseWriter, r *http.Request) { r.PathValue( })
	mux.Handle("/sub/", http.StripPrefix("/sub", sub()))
	mux.HandleFunc(
}

func sub() *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("GET /{id", get)
	return m
`,
	"odd/odd.go": "package odd\n\n// invalid UTF-8: \xff\xfe, a NUL: \x00, a BOM: \ufeff\nvar s = \"\xc3\x28\"\n//mcp:tool \xff\nfunc F(\x00) {}\n",
}

// brokenModule writes the broken files in a module that requires this
// one (replaced by the work tree) and the go-sdk.
func brokenModule(t testing.TB) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module broken\n\ngo 1.26.0\n\nrequire (\n\tgithub.com/mcpvet/mcpvet v0.0.0\n\tgithub.com/modelcontextprotocol/go-sdk v1.8.0\n)\n\nreplace github.com/mcpvet/mcpvet => " + root + "\n",
		"go.sum": string(sum),
	}
	for name, src := range brokenFiles {
		files[name] = src
	}
	writeFiles(t, dir, files)
	return dir
}

// TestBrokenPackages opens the broken packages and types them in, a
// piece at a time (every prefix of each file at a dozen cuts, then the
// whole), saving at each step, and waits for each analysis to end: the
// server analyzes every state, publishes well-formed diagnostics and
// still answers.
func TestBrokenPackages(t *testing.T) {
	dir := brokenModule(t)
	c := startServer(t, Options{Debounce: time.Hour})
	c.initialize(dir)
	runs := 0
	step := func(what string) {
		t.Helper()
		runs++
		c.logged(fmt.Sprintf("analysis %d: done", runs), 0)
	}
	uris := map[string]string{}
	for name, src := range brokenFiles {
		uris[name] = c.open(filepath.Join(dir, filepath.FromSlash(name)), "", 1)
		runs++ // the didOpen's analysis, cancelled by the save
		c.notify("textDocument/didSave", didSaveParams{TextDocument: textDocumentIdentifier{URI: uris[name]}})
		step(name + " empty")
		const cuts = 12
		for i := 1; i <= cuts; i++ {
			prefix := src[:len(src)*i/cuts]
			c.change(uris[name], prefix, int32(i+1))
			runs++ // cancelled by the save
			c.notify("textDocument/didSave", didSaveParams{TextDocument: textDocumentIdentifier{URI: uris[name]}})
			step(fmt.Sprintf("%s, %d bytes", name, len(prefix)))
		}
	}
	for name, uri := range uris {
		if len(c.published(uri)) == 0 && name != "odd/odd.go" {
			t.Errorf("%s: no diagnostics were published", name)
		}
	}
	c.mu.Lock()
	for _, m := range c.got {
		if m.Method == "window/logMessage" && (contains(m.Params, "internal error") || contains(m.Params, "panic")) {
			t.Errorf("the server logged %s", m.Params)
		}
	}
	c.mu.Unlock()
	if r := c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]string{"uri": uris["tools/tools.go"]}}); r.Error != nil {
		t.Errorf("codeAction after the broken packages: %+v", r.Error)
	}
	c.stop()
}

func contains(raw []byte, s string) bool { return strings.Contains(string(raw), s) }
