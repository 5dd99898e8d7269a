package genload_test

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/families/generated"
	"github.com/mcpvet/mcpvet/internal/genload"
	"github.com/mcpvet/mcpvet/internal/testtier"
)

// fixtures is the analyzer fixture module, which uses the real go-sdk and
// mcpvet's runtime; the generator's fixtures are under gen/ there.
var fixtures = filepath.Join("..", "..", "testdata", "mod")

// goldens are the packages whose committed mcpvet_gen.go is the expected
// output.
var goldens = []string{"./gen/forms", "./gen/clash", "./omcg0005/fresh", "./gen/routes", "./gen/chi", "./gen/warned", "./gen/resources", "./gen/xpkg", "./gen/xgin", "./gen/xecho", "./gen/recursive"}

// others are the fixture packages the other tests read.
var others = []string{"./omcg0023/schemamethod", "./gen/refused", "./gen/routesrefused", "./gen/listing", "./sdkresources", "./omcg0041/good", "./omcg0038/structgood", "./omcg0038/factory", "./gen/sdklist", "./mcpfacts/wrappers/...", "./mcpfacts/owntype/...", "./mcpfacts/basic", "./mcpfacts/givenschema", "./gen/mcpgolist", "./gen/testonly", "./gen/foreign/server", "./omcg0033/dependency", "./omcg0038/bad"}

// loaded is the one load of every fixture package the tests read: a
// package's result depends on what it imports, not on what else is
// loaded beside it, and the load (the go-sdk, mcp-go and the routers from
// source) is most of what a test costs.
var loaded = sync.OnceValues(func() ([]*genload.Package, error) {
	return genload.Load(genload.Config{Dir: fixtures}, append(slices.Clone(goldens), others...)...)
})

// loadOnly returns the packages of the one load that patterns (among
// goldens and others) name.
func loadOnly(patterns ...string) ([]*genload.Package, error) {
	pkgs, err := loaded()
	if err != nil {
		return nil, err
	}
	var out []*genload.Package
	for _, p := range pkgs {
		rel := "./" + strings.TrimPrefix(p.Path, "fixtures/")
		for _, pat := range patterns {
			if dir, ok := strings.CutSuffix(pat, "/..."); ok && (rel == dir || strings.HasPrefix(rel, dir+"/")) || rel == pat {
				out = append(out, p)
				break
			}
		}
	}
	return out, nil
}

func load(t *testing.T) map[string]*genload.Package {
	t.Helper()
	pkgs, err := loaded()
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]*genload.Package{}
	for _, p := range pkgs {
		m[strings.TrimPrefix(p.Path, "fixtures/")] = p
	}
	return m
}

// TestGolden: gen writes the committed files byte for byte, and the same
// bytes on every run. To update them after a deliberate change, run
// (cd testdata/mod && go run github.com/mcpvet/mcpvet/cmd/mcpvet gen ./gen/forms ./gen/clash ./omcg0005/fresh ./gen/routes ./gen/chi ./gen/warned ./gen/resources ./gen/xpkg ./gen/xgin ./gen/xecho ./gen/recursive).
func TestGolden(t *testing.T) {
	pkgs := load(t)
	again, err := genload.Load(genload.Config{Dir: fixtures}, goldens...)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range again {
		first := pkgs[strings.TrimPrefix(p.Path, "fixtures/")]
		if p.Err != nil {
			t.Errorf("%s: %v", p.Path, p.Err)
			continue
		}
		if !bytes.Equal(p.Src, first.Src) {
			t.Errorf("%s: two runs write different files", p.Path)
		}
		if !bytes.Equal(p.Src, p.Existing) {
			t.Errorf("%s: gen writes something else than the committed %s:\n%s", p.Path, genload.FileName, p.Src)
		}
		if !generated.HasHeader(p.Src) {
			t.Errorf("%s: no generated-file header", p.Path)
		}
	}
}

// TestGeneratedCodeWorks runs the fixture module's test of the generated
// registrations: a real client calls every tool of gen/forms.
func TestGeneratedCodeWorks(t *testing.T) {
	testtier.Long(t)
	if testing.Short() {
		t.Skip("runs go test in the fixture module; skipped with -short")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	cmd := exec.CommandContext(t.Context(), goCmd, "test", "-count=1", "./gen/...")
	cmd.Dir = fixtures
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./gen/... in %s: %v\n%s", fixtures, err, out)
	}
}

// TestGeneratedFileIgnored: the registrations of the generated file are
// not tools.
func TestGeneratedFileIgnored(t *testing.T) {
	for _, path := range []string{"gen/forms", "gen/clash"} {
		p := load(t)[path]
		// The gen file is replaced by a bare package clause while loading:
		// the result holds no registration calls, only the tools.
		if p.Result.GenFile == nil {
			t.Errorf("%s: mcpfacts sees no generated file", path)
		}
		for _, tool := range p.Result.Tools {
			if tool.Call() != nil {
				pos := p.Fset.Position(tool.Pos)
				if filepath.Base(pos.Filename) == genload.FileName {
					t.Errorf("%s: a registration of the generated file counts as a tool at %s", path, pos)
				}
			}
		}
	}
}

// TestWrite: Write writes a changed file, leaves a current one alone,
// removes one no longer needed, and never writes outside the main module.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	src := []byte(generated.Header + "\n\npackage p\n")
	p := &genload.Package{Path: "p", Dir: dir, Src: src, InMainModule: true}
	if a, err := genload.Write(p); err != nil || a != genload.Wrote {
		t.Fatalf("first Write: %v, %v", a, err)
	}
	if got, _ := os.ReadFile(p.GenPath()); !bytes.Equal(got, src) {
		t.Fatalf("written %q", got)
	}
	p.Existing = src
	if a, err := genload.Write(p); err != nil || a != genload.Unchanged {
		t.Errorf("Write of a current file: %v, %v", a, err)
	}
	p.Src = nil
	if a, err := genload.Write(p); err != nil || a != genload.Removed {
		t.Errorf("Write of an unneeded file: %v, %v", a, err)
	}
	if _, err := os.Stat(p.GenPath()); !os.IsNotExist(err) {
		t.Errorf("the unneeded file is still there: %v", err)
	}
	dep := &genload.Package{Path: "dep", Dir: dir, Src: src}
	if _, err := genload.Write(dep); err == nil {
		t.Errorf("Write outside the main module succeeded")
	}
	refused := &genload.Package{Path: "r", Dir: dir, Src: nil, Err: errors.New("no")}
	if _, err := genload.Write(refused); err == nil {
		t.Errorf("Write of a refused package succeeded")
	}
}

// TestImportNames: the generated file of gen/clash picks names that hide
// none of the package's own.
func TestImportNames(t *testing.T) {
	src := string(load(t)["gen/clash"].Src)
	for _, want := range []string{
		`json2 "encoding/json"`, `mcpvetimpl2 "github.com/mcpvet/mcpvet/runtime/mcpvetimpl"`, `mcp2 "github.com/modelcontextprotocol/go-sdk/mcp"`,
		`func(ctx_ context.Context, req_ *mcp2.CallToolRequest`, `var in_ in`, `return req(in_.N), nil`,
	} {
		if !strings.Contains(src, want) {
			t.Errorf("the generated file of gen/clash has no %s:\n%s", want, src)
		}
	}
	if regexp.MustCompile(`\bjson\.`).MatchString(src) {
		t.Errorf("the generated file of gen/clash uses json, which the package declares")
	}
}
