package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/families/generated"
	"github.com/mcpvet/mcpvet/internal/testtier"
)

const apiApp = `package main

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

var MCP = runtime.Exposure{Include: []string{"Items"}}

// Item is an item.
type Item struct {
	ID int ` + "`json:\"id\"`" + `
}

type Items struct{}

// Get returns an item.
func (Items) Get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	json.NewEncoder(w).Encode(Item{ID: id})
}

func main() {
	var items Items
	mux := http.NewServeMux()
	mux.HandleFunc("GET /items/{id}", items.Get)
	s := mcp.NewServer(&mcp.Implementation{Name: "app", Version: "v0"}, nil)
	mux.Handle("/mcp", runtime.HTTPHandler(s, nil))
	RegisterRouteTools(s, runtime.APIOptions{Handler: mux})
	_ = RouteTools()
	_ = http.ListenAndServe(":0", runtime.LoopPrevention("/mcp", mux))
}
`

// TestGenRoutes runs mcpvet gen on an app whose main already calls the
// route tools' functions before any generated file exists (the load sets
// those errors aside, and apifacts runs despite them), then checks the
// module builds, mcpvet is quiet, and a changed route makes the file
// stale until gen runs again.
func TestGenRoutes(t *testing.T) {
	t.Parallel()
	testtier.Long(t) // a whole workflow: gen, build, vet, a changed route, gen again
	if testing.Short() {
		t.Skip("loads packages with the go command; skipped with -short")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("go command not found: %v", err)
	}
	dir, env := tempModule(t, map[string]string{"main.go": apiApp})
	genFile := filepath.Join(dir, generated.FileName)
	quiet := func(res result, what string) {
		t.Helper()
		if res.exit != 0 || res.stdout != "" || res.stderr != "" {
			t.Fatalf("%s: exit %d, stdout %q, stderr %q; want success and no output", what, res.exit, res.stdout, res.stderr)
		}
	}
	build := func() {
		t.Helper()
		if res := run(t, dir, env, goCmd, "build", "./..."); res.exit != 0 {
			t.Fatalf("go build: exit %d\n%s", res.exit, res.stderr)
		}
	}

	quiet(mcpvetIn(t, dir, env, "gen"), "mcpvet gen")
	first, err := os.ReadFile(genFile)
	if err != nil {
		t.Fatalf("mcpvet gen wrote no file: %v", err)
	}
	for _, want := range []string{
		"func RegisterRouteTools(s *mcp.Server, opts runtime.APIOptions) {",
		`Name:        "Items_Get",`,
		`Pattern:    "/items/{id}",`,
		`Input:      json.RawMessage(` + "`" + `{"type":"object","properties":{"id":{"type":"integer"}`,
	} {
		if !bytes.Contains(first, []byte(want)) {
			t.Errorf("the generated file has no %s:\n%s", want, first)
		}
	}
	build()
	quiet(mcpvetIn(t, dir, env, "./..."), "mcpvet ./... on a fresh file")

	// The handler now reads a query value: the input schema changed.
	changed := strings.Replace(apiApp, `id, err := strconv.Atoi(r.PathValue("id"))`, `_ = r.URL.Query().Get("fields")
	id, err := strconv.Atoi(r.PathValue("id"))`, 1)
	writeFiles(t, dir, map[string]string{"main.go": changed})
	res := mcpvetIn(t, dir, env, "./...")
	if res.exit != 3 || !strings.Contains(res.stderr, `mcpvet_gen.go:3:1: error: OMCG0005: mcpvet_gen.go is stale: the input schema of tool "Items_Get" changed; run mcpvet gen (go generate)`) {
		t.Errorf("mcpvet on a stale route part: exit %d, stderr:\n%s", res.exit, res.stderr)
	}
	quiet(mcpvetIn(t, dir, env, "gen", "./..."), "mcpvet gen on a stale file")
	if src, _ := os.ReadFile(genFile); !bytes.Contains(src, []byte(`QueryValues: []string{"fields"},`)) {
		t.Errorf("after the change the generated file has no query value:\n%s", src)
	}
	quiet(mcpvetIn(t, dir, env, "./..."), "mcpvet ./... after gen")
	build()
}

const apiAcrossMain = `package main

import (
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/app/items"
	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Include: []string{"Items"}}

func main() {
	mux := http.NewServeMux()
	mux.Handle("/api/", http.StripPrefix("/api", items.Handler()))
	s := mcp.NewServer(&mcp.Implementation{Name: "app", Version: "v0"}, nil)
	mux.Handle("/mcp", runtime.HTTPHandler(s, nil))
	RegisterRouteTools(s, runtime.APIOptions{Handler: mux})
	_ = http.ListenAndServe(":0", runtime.LoopPrevention("/mcp", mux))
}
`

const apiAcrossItems = `package items

import (
	"encoding/json"
	"net/http"
	"strconv"
)

// Item is an item.
type Item struct {
	ID int ` + "`json:\"id\"`" + `
}

type Items struct{}

// Get returns an item.
func (Items) Get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	json.NewEncoder(w).Encode(Item{ID: id})
}

// Handler returns the items API; it is served wherever it is mounted.
func Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /items/{id}", Items{}.Get)
	return mux
}
`

// TestGenRoutesAcrossPackages: the app mounts a mux another package
// builds under /api; gen writes its tool with the full path, and a change
// to the handler in the other package makes the app's file stale.
func TestGenRoutesAcrossPackages(t *testing.T) {
	testtier.Long(t)
	t.Parallel()
	if testing.Short() {
		t.Skip("loads packages with the go command; skipped with -short")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("go command not found: %v", err)
	}
	dir, env := tempModule(t, map[string]string{"main.go": apiAcrossMain, "items/items.go": apiAcrossItems})
	quiet := func(res result, what string) {
		t.Helper()
		if res.exit != 0 || res.stdout != "" || res.stderr != "" {
			t.Fatalf("%s: exit %d, stdout %q, stderr %q; want success and no output", what, res.exit, res.stdout, res.stderr)
		}
	}
	quiet(mcpvetIn(t, dir, env, "gen", "./..."), "mcpvet gen")
	src, err := os.ReadFile(filepath.Join(dir, generated.FileName))
	if err != nil {
		t.Fatalf("mcpvet gen wrote no file in the mounting package: %v", err)
	}
	for _, want := range []string{`Name:        "Items_Get",`, `Pattern:    "/api/items/{id}",`, `{"type":"object","properties":{"id":{"type":"integer"}}`} {
		if !bytes.Contains(src, []byte(want)) {
			t.Errorf("the generated file has no %s:\n%s", want, src)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "items", generated.FileName)); err == nil {
		t.Errorf("gen wrote a file in the builder's package, which selects nothing")
	}
	if res := run(t, dir, env, goCmd, "build", "./..."); res.exit != 0 {
		t.Fatalf("go build: exit %d\n%s", res.exit, res.stderr)
	}
	quiet(mcpvetIn(t, dir, env, "./..."), "mcpvet ./... on a fresh file")

	changed := strings.Replace(apiAcrossItems, `id, err := strconv.Atoi(r.PathValue("id"))`, `_ = r.URL.Query().Get("fields")
	id, err := strconv.Atoi(r.PathValue("id"))`, 1)
	writeFiles(t, dir, map[string]string{"items/items.go": changed})
	res := mcpvetIn(t, dir, env, "./...")
	if res.exit != 3 || !strings.Contains(res.stderr, `mcpvet_gen.go:3:1: error: OMCG0005: mcpvet_gen.go is stale: the input schema of tool "Items_Get" changed; run mcpvet gen (go generate)`) {
		t.Errorf("mcpvet after the builder's handler changed: exit %d, stderr:\n%s", res.exit, res.stderr)
	}
	quiet(mcpvetIn(t, dir, env, "gen", "./..."), "mcpvet gen on a stale file")
	quiet(mcpvetIn(t, dir, env, "./..."), "mcpvet ./... after gen")
}
