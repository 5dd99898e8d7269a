package gen_test

import (
	"bytes"
	"errors"
	"go/constant"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/mcpvet/mcpvet/internal/gen"
)

// fixtures is the analyzer fixture module, which uses the real go-sdk and
// mcpvet's runtime; the generator's fixtures are under gen/ there.
var fixtures = filepath.Join("..", "..", "testdata", "mod")

// goldens are the packages whose committed mcpvet_gen.go is the expected
// output.
var goldens = []string{"./gen/forms", "./gen/clash", "./omcg0005/fresh", "./gen/routes", "./gen/chi"}

var loaded = sync.OnceValues(func() ([]*gen.Package, error) {
	return gen.Load(gen.Config{Dir: fixtures}, append(slices.Clone(goldens), "./gen/refused", "./gen/routesrefused")...)
})

func load(t *testing.T) map[string]*gen.Package {
	t.Helper()
	pkgs, err := loaded()
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]*gen.Package{}
	for _, p := range pkgs {
		m[strings.TrimPrefix(p.Path, "fixtures/")] = p
	}
	return m
}

// TestGolden: gen writes the committed files byte for byte, and the same
// bytes on every run. To update them after a deliberate change, run
// (cd testdata/mod && go run github.com/mcpvet/mcpvet/cmd/mcpvet gen ./gen/forms ./gen/clash ./omcg0005/fresh ./gen/routes ./gen/chi).
func TestGolden(t *testing.T) {
	pkgs := load(t)
	again, err := gen.Load(gen.Config{Dir: fixtures}, goldens...)
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
			t.Errorf("%s: gen writes something else than the committed %s:\n%s", p.Path, gen.FileName, p.Src)
		}
		if !gen.HasHeader(p.Src) {
			t.Errorf("%s: no generated-file header", p.Path)
		}
	}
}

// TestGeneratedCodeWorks runs the fixture module's test of the generated
// registrations: a real client calls every tool of gen/forms.
func TestGeneratedCodeWorks(t *testing.T) {
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

// TestRefused: gen writes nothing for a package whose tools have problems,
// and lists each with its code and place.
func TestRefused(t *testing.T) {
	p := load(t)["gen/refused"]
	if p.Src != nil {
		t.Errorf("gen writes a file for a package it must refuse:\n%s", p.Src)
	}
	var e *gen.Error
	if !errors.As(p.Err, &e) {
		t.Fatalf("error %v; want a *gen.Error", p.Err)
	}
	var got []string
	for _, pr := range e.Problems {
		got = append(got, filepath.Base(pr.Pos.Filename)+":"+strconv.Itoa(pr.Pos.Line)+" "+pr.Code+" "+pr.Message)
	}
	want := []string{
		`refused.go:11 OMCG0002 In.Done: type chan bool has no JSON form`,
		`refused.go:17 OMCG0003 the results of Watch are not a tool result form`,
		`refused.go:21 OMCG0008 tool name "bad.name!" is not valid: '!' is not allowed`,
		`refused.go:32 OMCG0007 tool name "again" is already used by Twice at refused.go:27`,
		`refused.go:37 OMCG0002 a parameter of Unnamed has no name`,
		`refused.go:37 OMCG0002 a parameter of Unnamed has no name`,
		`refused.go:41 OMCG0015 unknown key "titel"`,
		`refused.go:42 OMCG0004 tool func Generic has type parameters`,
		`refused.go:50 OMCG0001 //mcp:tool cannot be registered: it documents a var or const, not a func`,
		`refused.go:62 mcpvet gen the tools of store and of Store would both be registered by RegisterStoreTools`,
		`refused.go:71 mcpvet gen RegisterTools is declared here, and the generated file declares it`,
		`refused.go:75 OMCG0015 unknown directive //mcp:tol; did you mean //mcp:tool?`,
		`refused.go:84 OMCG0010 tool Get is a method of a generic type`,
		`refused.go:89 OMCG0009 Two has more than one context.Context parameter`,
	}
	if len(got) != len(want) {
		t.Fatalf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("problem %d: %s\nwant prefix: %s", i, got[i], want[i])
		}
	}
	if msg := p.Err.Error(); !strings.Contains(msg, "fix these first") || !strings.Contains(msg, "refused.go:17:") {
		t.Errorf("error text:\n%s", msg)
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
			if tool.Call != nil {
				pos := p.Fset.Position(tool.Pos)
				if filepath.Base(pos.Filename) == gen.FileName {
					t.Errorf("%s: a registration of the generated file counts as a tool at %s", path, pos)
				}
			}
		}
	}
}

// TestLiteral: schemas and facts are written as raw strings, joined with
// "`" around backquotes, and read back as they were.
func TestLiteral(t *testing.T) {
	for _, s := range []string{
		`{"type":"string"}`,
		"say `hi` twice ``",
		"`",
		"line\nbreak\ttab",
		"carriage\rreturn",
		"\x00nul",
		"\ufeffbom",
		`back\slash "quotes"`,
	} {
		lit := gen.Literal(s)
		tv, err := types.Eval(token.NewFileSet(), nil, token.NoPos, lit)
		if err != nil {
			t.Errorf("Literal(%q) = %s: %v", s, lit, err)
			continue
		}
		if got := constant.StringVal(tv.Value); got != s {
			t.Errorf("Literal(%q) = %s reads back as %q", s, lit, got)
		}
		if !strings.ContainsAny(s, "\r\x00\ufeff") && !strings.HasPrefix(lit, "`") {
			t.Errorf("Literal(%q) = %s; want a raw string", s, lit)
		}
	}
}

func TestExplain(t *testing.T) {
	file := func(facts string, tools ...string) []byte {
		var b strings.Builder
		b.WriteString(gen.Header + "\n\npackage p\n\nfunc init() { runtime.RegisterFacts(`" + facts + "`) }\n\nfunc RegisterTools(s *mcp.Server) {\n\truntime.Register(s,\n")
		for _, tl := range tools {
			name, in, _ := strings.Cut(tl, "=")
			b.WriteString("\t\truntime.GeneratedTool{Tool: &mcp.Tool{Name: \"" + name + "\"}, Input: json.RawMessage(`" + in + "`)},\n")
		}
		b.WriteString("\t)\n}\n")
		return []byte(b.String())
	}
	base := file("{}", "a={}", "b={}")
	for _, tc := range []struct {
		name       string
		have, want []byte
		explain    string
	}{
		{"schema", base, file("{}", "a={}", `b={"type":"object"}`), `the input schema of tool "b" changed`},
		{"added", base, file("{}", "a={}", "b={}", "c={}"), `tool "c" is not registered`},
		{"removed", base, file("{}", "a={}"), `it registers tool "b", which is no longer declared`},
		{"facts", base, file(`{"enums":{}}`, "a={}", "b={}"), `the type facts (doc comments, enum values) changed`},
		{"unneeded", base, nil, `no tool of this package needs it any more`},
		{"not ours", []byte("package p\n"), base, `it was not written by mcpvet gen`},
		{"format", base, append(slices.Clone(base), '\n'), `it differs from what mcpvet gen writes now`},
		{"many", base, file("{}", "c={}", "d={}", "e={}", "f={}"), `tool "c" is not registered; tool "d" is not registered; tool "e" is not registered; and 3 more`},
	} {
		if got := gen.Explain(tc.have, tc.want); got != tc.explain {
			t.Errorf("%s: Explain = %q; want %q", tc.name, got, tc.explain)
		}
	}
}

// TestWrite: Write writes a changed file, leaves a current one alone,
// removes one no longer needed, and never writes outside the main module.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	src := []byte(gen.Header + "\n\npackage p\n")
	p := &gen.Package{Path: "p", Dir: dir, Src: src, InMainModule: true}
	if a, err := gen.Write(p); err != nil || a != gen.Wrote {
		t.Fatalf("first Write: %v, %v", a, err)
	}
	if got, _ := os.ReadFile(p.GenPath()); !bytes.Equal(got, src) {
		t.Fatalf("written %q", got)
	}
	p.Existing = src
	if a, err := gen.Write(p); err != nil || a != gen.Unchanged {
		t.Errorf("Write of a current file: %v, %v", a, err)
	}
	p.Src = nil
	if a, err := gen.Write(p); err != nil || a != gen.Removed {
		t.Errorf("Write of an unneeded file: %v, %v", a, err)
	}
	if _, err := os.Stat(p.GenPath()); !os.IsNotExist(err) {
		t.Errorf("the unneeded file is still there: %v", err)
	}
	dep := &gen.Package{Path: "dep", Dir: dir, Src: src}
	if _, err := gen.Write(dep); err == nil {
		t.Errorf("Write outside the main module succeeded")
	}
	refused := &gen.Package{Path: "r", Dir: dir, Src: nil, Err: errors.New("no")}
	if _, err := gen.Write(refused); err == nil {
		t.Errorf("Write of a refused package succeeded")
	}
}

// TestImportNames: the generated file of gen/clash picks names that hide
// none of the package's own.
func TestImportNames(t *testing.T) {
	src := string(load(t)["gen/clash"].Src)
	for _, want := range []string{
		`json2 "encoding/json"`, `runtime2 "github.com/mcpvet/mcpvet/runtime"`, `mcp2 "github.com/modelcontextprotocol/go-sdk/mcp"`,
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
