package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/families/generated"
	"github.com/mcpvet/mcpvet/internal/testtier"
)

// The tool's input type is declared in package model; the generated file
// of package tools records model.Unit's enum values (a fact mcpfacts
// exports from model), so an added constant makes it stale (OMCG0005)
// with no change to tools' own files.
const (
	cacheModel = `// Package model holds the tools' argument types.
package model

// Unit is a unit of temperature.
type Unit string

const (
	Celsius    Unit = "celsius"
	Fahrenheit Unit = "fahrenheit"
)
`
	cacheTools = `// Package tools registers the tools.
package tools

import (
	"context"

	"example.com/app/model"
	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// In is the temp tool's input.
type In struct {
	Unit model.Unit ` + "`json:\"unit\"`" + `
}

func Register(s *mcp.Server) {
	runtime.AddTool(s, &mcp.Tool{Name: "temp"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
}
`
	staleGen = "tools/mcpvet_gen.go:3:1: error: OMCG0005: mcpvet_gen.go is stale"
)

// cacheModule is a module with packages model and tools, tools'
// generated file written by mcpvet gen (cacheGenerated).
func cacheModule(t *testing.T) (dir string, env []string) {
	t.Helper()
	gen, err := cacheGenerated()
	if err != nil {
		t.Fatal(err)
	}
	dir, env = tempModule(t, map[string]string{"model/model.go": cacheModel, "tools/tools.go": cacheTools, "tools/" + generated.FileName: gen})
	return dir, env
}

// cacheGenerated is the file mcpvet gen writes in cacheModule's package
// tools, generated once per test process in a module of the same files:
// what gen writes depends on the files, not on the module's directory.
// Four tests start from this module; gen, which loads the go-sdk from
// source, cost each of them seconds. (TestGen and the others test gen
// itself.)
var cacheGenerated = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "mcpvet-cachemodule-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	env, err := writeTempModule(dir, map[string]string{"model/model.go": cacheModel, "tools/tools.go": cacheTools})
	if err != nil {
		return "", err
	}
	cmd := exec.Command(os.Args[0], "gen")
	cmd.Dir = filepath.Join(dir, "tools")
	cmd.Env = append(append(os.Environ(), runMainEnv+"=1"), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("mcpvet gen: %v\n%s", err, out)
	}
	gen, err := os.ReadFile(filepath.Join(dir, "tools", generated.FileName))
	return string(gen), err
})

// addUnit adds a constant of type Unit to package model.
func addUnit(t *testing.T, dir, name, value string) {
	t.Helper()
	file := filepath.Join(dir, "model", "model.go")
	src := read(t, file)
	src = strings.Replace(src, "\n)\n", "\n\t"+name+" Unit = \""+value+"\"\n)\n", 1)
	if err := os.WriteFile(file, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
}

// TestCacheFollowsDependencyFacts: a run after a dependency's exported
// fact changed reports what the change causes in the dependent package,
// whose files did not change, as the in-process analysis does; undoing
// the change undoes the finding.
func TestCacheFollowsDependencyFacts(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir, env := cacheModule(t)
	if res := mcpvetIn(t, dir, env, "./..."); res.exit != exitClean || res.stderr != "" || res.stdout != "" {
		t.Fatalf("mcpvet ./... after gen: exit %d, stdout %q, stderr %q; want nothing reported", res.exit, res.stdout, res.stderr)
	}
	before := read(t, filepath.Join(dir, "model", "model.go"))
	// The run above took the cached path, not the in-process fallback
	// (which reports the same): its flags choose that path, and go vet
	// answers for its packages as cachedFindings asks it (vetReport; run
	// in dir with the module's environment, where cachedFindings runs in
	// the process's directory and environment, which a parallel test
	// must not change).
	fs, f := newAnalysisFlags()
	if err := fs.Parse([]string{"./..."}); err != nil {
		t.Fatal(err)
	}
	if !f.cache || !f.tests {
		t.Fatal("mcpvet ./... does not take the cached path")
	}
	r := vetRun{dir: dir, env: append(append(os.Environ(), runMainEnv+"=1"), env...), buildFlags: f.load.buildFlags(), patterns: fs.Args()}
	if _, _, err := vetReport(t.Context(), r); err != nil {
		t.Fatalf("mcpvet ./... did not run through go vet: %v", err)
	}

	addUnit(t, dir, "Kelvin", "kelvin")
	cached := mcpvetIn(t, dir, env, "./...")
	if cached.exit != exitErrors || !strings.HasPrefix(cached.stderr, staleGen) || cached.stdout != "" {
		t.Errorf("mcpvet ./... after model changed: exit %d, stdout %q, stderr %q; want %q", cached.exit, cached.stdout, cached.stderr, staleGen)
	}
	direct := mcpvetIn(t, dir, env, "-cache=false", "./...")
	if direct != cached {
		t.Errorf("mcpvet -cache=false ./... = %+v; the cached run = %+v", direct, cached)
	}

	if err := os.WriteFile(filepath.Join(dir, "model", "model.go"), []byte(before), 0o666); err != nil {
		t.Fatal(err)
	}
	if res := mcpvetIn(t, dir, env, "./..."); res.exit != exitClean || res.stderr != "" {
		t.Errorf("mcpvet ./... after model was restored: exit %d, stderr %q; want nothing reported", res.exit, res.stderr)
	}
}

// TestCacheConcurrentRuns: two runs at once, on a change neither has
// seen, agree with each other and with the in-process analysis.
func TestCacheConcurrentRuns(t *testing.T) {
	testtier.Long(t)
	t.Parallel()
	skipShort(t)
	dir, env := cacheModule(t)
	addUnit(t, dir, "Rankine", "rankine")
	var wg sync.WaitGroup
	var res [2]result
	for i := range res {
		wg.Go(func() { res[i] = mcpvetIn(t, dir, env, "-json", "./...") })
	}
	wg.Wait()
	if res[0] != res[1] {
		t.Errorf("two concurrent runs disagree:\n%+v\n%+v", res[0], res[1])
	}
	if !strings.Contains(res[0].stdout, `"OMCG0005: mcpvet_gen.go is stale`) {
		t.Errorf("mcpvet -json ./...: no stale generated file reported:\n%s", res[0].stdout)
	}
	if direct := mcpvetIn(t, dir, env, "-json", "-cache=false", "./..."); direct != res[0] {
		t.Errorf("mcpvet -json -cache=false ./... = %+v; the cached runs = %+v", direct, res[0])
	}
}

// TestCacheDependencyFirst: go vet keys a package's result alike whether
// it was analyzed for its diagnostics or, as a dependency, only for its
// facts, so a package first analyzed as a dependency replays no
// diagnostics when it is asked for later. The cached run sees that go
// vet's report lacks the package and answers in-process instead: the
// finding is reported.
func TestCacheDependencyFirst(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir, env := tempModule(t, map[string]string{
		"lib/lib.go": `// Package lib has a malformed directive and no tests.
package lib

import "context"

// In is Tool's input.
type In struct {
	Q string ` + "`json:\"q\"`" + `
}

//mcp:tool bad_tool readonly=maybe
func Tool(ctx context.Context, in In) (string, error) { return in.Q, nil }
`,
		"app/app.go": "// Package app imports lib.\npackage app\n\nimport _ \"example.com/app/lib\"\n",
	})
	if res := mcpvetIn(t, dir, env, "./app"); res.exit != exitClean || res.stderr != "" {
		t.Fatalf("mcpvet ./app: exit %d, stderr %q; want nothing reported", res.exit, res.stderr)
	}
	direct := mcpvetIn(t, dir, env, "-cache=false", "./lib")
	if direct.exit != exitErrors || !strings.Contains(direct.stderr, "OMCG0015") {
		t.Fatalf("mcpvet -cache=false ./lib: exit %d, stderr %q; want OMCG0015", direct.exit, direct.stderr)
	}
	if cached := mcpvetIn(t, dir, env, "./lib"); cached != direct {
		t.Errorf("mcpvet ./lib after ./app = %+v; mcpvet -cache=false ./lib = %+v", cached, direct)
	}
}

// TestCacheTestVariant: go vet analyzes a package that has _test.go
// files only as its test variant (the package with its tests compiled
// in), so a check that follows values must not leave that variant out:
// the cached run reports the tool's path escape as the in-process run
// does, though the package has a test.
func TestCacheTestVariant(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir, env := tempModule(t, map[string]string{
		"tools/tools.go": `// Package tools registers a tool that reads a note by name.
package tools

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// In is the read tool's input.
type In struct {
	Name string ` + "`json:\"name\"`" + `
}

// Register registers the read tool.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		b, err := os.ReadFile(filepath.Join("/srv/notes", in.Name))
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, err
	})
}
`,
		"tools/tools_test.go": "package tools\n\nimport \"testing\"\n\nfunc TestNothing(t *testing.T) {}\n",
	})
	direct := mcpvetIn(t, dir, env, "-cache=false", "./...")
	if !strings.Contains(direct.stderr, "OMCG0029: tool \"read\"") {
		t.Fatalf("mcpvet -cache=false ./...: exit %d, stderr %q; want OMCG0029", direct.exit, direct.stderr)
	}
	if cached := mcpvetIn(t, dir, env, "./..."); cached != direct {
		t.Errorf("mcpvet ./... = %+v; mcpvet -cache=false ./... = %+v", cached, direct)
	}
}

// TestTestVariantAlone: a package with an in-package test is reported
// through its test variant alone, in-process as through go vet. Here the
// variant and the package disagree: only the test reads in.Limit, so the
// package alone would offer to make the pointer a value (which the test
// would no longer build with) and the variant says the code uses nil.
// The in-process run once printed both, two findings of one cause.
func TestTestVariantAlone(t *testing.T) {
	testtier.Long(t)
	t.Parallel()
	skipShort(t)
	dir, env := tempModule(t, map[string]string{
		"tools/tools.go": `// Package tools registers a tool that lists items.
package tools

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// In is the list tool's input.
type In struct {
	Limit *int ` + "`json:\"limit,omitempty\"`" + `
}

// Register registers the list tool.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
}
`,
		"tools/tools_test.go": `package tools

import "testing"

func TestLimit(t *testing.T) {
	n := 3
	if in := (In{Limit: &n}); in.Limit == nil {
		t.Fatal("no limit")
	}
}
`,
	})
	direct := mcpvetIn(t, dir, env, "-cache=false", "-clients=gemini", "./...")
	if n := strings.Count(direct.stderr, "OMCG0023"); n != 1 || !strings.Contains(direct.stderr, "the code uses Limit as one") {
		t.Fatalf("mcpvet -cache=false ./...: exit %d, stderr %q; want one OMCG0023, the test variant's", direct.exit, direct.stderr)
	}
	if cached := mcpvetIn(t, dir, env, "-clients=gemini", "./..."); cached != direct {
		t.Errorf("mcpvet ./... = %+v; mcpvet -cache=false ./... = %+v", cached, direct)
	}
	jsonDirect := mcpvetIn(t, dir, env, "-json", "-cache=false", "-clients=gemini", "./...")
	if jsonCached := mcpvetIn(t, dir, env, "-json", "-clients=gemini", "./..."); jsonCached != jsonDirect {
		t.Errorf("mcpvet -json ./... = %+v; mcpvet -json -cache=false ./... = %+v", jsonCached, jsonDirect)
	}
}
