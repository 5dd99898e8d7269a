package analyzers_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// brokenFiles are packages an editor holds while its user types: syntax
// errors (which the fixtures cannot hold: gofmt refuses them) and type
// errors, in tool declarations, tool types, route registrations and
// handlers. Every analyzer runs on them (RunDespiteErrors, as gopls does)
// and none may fail.
var brokenFiles = map[string]string{
	"go.mod": "module broken\n\ngo 1.26\n",
	"tools/tools.go": `package tools

import "context"

type In struct {
	Name string ` + "`json:\"name\"`" + `
	Ref  Missing ` + "`json:\"ref\"`" + `
	Bad  [ ]
}

//mcp:tool get_thing
func GetThing(ctx context.Context, in In) (string, error) {
	return in.Name +
}

//mcp:tool
func Half(ctx context.Context, in
`,
	"api/api.go": `package api

import (
	"encoding/json"
	"net/http"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded, Include: []string{"get" + }}

type Item struct{ ID int; Sub Undefined }

//mcp:expose name=
func get(w http.ResponseWriter, r *http.Request) {
	var in Item
	json.NewDecoder(r.Body).Decode(&in
	json.NewEncoder(w).Encode(in)
}

func Routes(mux *http.ServeMux) {
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
}

func TestBrokenPackages(t *testing.T) {
	dir := t.TempDir()
	for name, src := range brokenFiles {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: dir, Env: append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off")}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	errs := 0
	packages.Visit(pkgs, nil, func(p *packages.Package) { errs += len(p.Errors) })
	if errs == 0 {
		t.Fatal("the broken packages load without errors: the test would prove nothing")
	}
	g, err := checker.Analyze(analyzers.All, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	fixturetest.FactsEncode(t, g)
	ran := 0
	for act := range g.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		if act.Package.PkgPath == "broken/api" || act.Package.PkgPath == "broken/tools" {
			ran++
		}
	}
	if ran < len(analyzers.All) {
		t.Errorf("%d analyzer runs on the broken packages; want every analyzer on each", ran)
	}
}
