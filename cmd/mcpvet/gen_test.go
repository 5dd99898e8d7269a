package main

import (
	"bytes"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/families/generated"
	"github.com/mcpvet/mcpvet/internal/testtier"
)

// tempModule writes a module that requires this one (replaced by the work
// tree) with files, and returns its directory and the environment to run
// the go command in it offline, from the module cache.
func tempModule(t *testing.T, files map[string]string) (dir string, env []string) {
	t.Helper()
	dir = t.TempDir()
	env, err := writeTempModule(dir, files)
	if err != nil {
		t.Fatal(err)
	}
	return dir, env
}

// writeTempModule is tempModule in dir, for work done once per test
// process outside any one test.
func writeTempModule(dir string, files map[string]string) (env []string, err error) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		return nil, err
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return nil, err
	}
	all := maps.Clone(files)
	all["go.mod"] = "module example.com/app\n\ngo 1.26.0\n\nrequire (\n\tgithub.com/mcpvet/mcpvet v0.0.0\n\tgithub.com/mcpvet/mcpvet/runtime v0.0.0\n)\n\n" +
		"replace github.com/mcpvet/mcpvet => " + root + "\n\nreplace github.com/mcpvet/mcpvet/runtime => " + filepath.Join(root, "runtime") + "\n"
	all["go.sum"] = string(sum)
	for name, content := range all {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			return nil, err
		}
		if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
			return nil, err
		}
	}
	return []string{"GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off"}, nil
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
			t.Fatal(err)
		}
	}
}

// mcpvetIn runs the test binary as mcpvet in dir.
func mcpvetIn(t *testing.T, dir string, env []string, args ...string) result {
	t.Helper()
	return run(t, dir, append([]string{runMainEnv + "=1"}, env...), os.Args[0], args...)
}

const appTools = `package tools

import "context"

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

// Query asks for items.
type Query struct {
	// Text is what to look for.
	Text string ` + "`json:\"text\"`" + `
}

// Search finds items.
//
//mcp:tool readonly
func Search(ctx context.Context, q Query) ([]string, error) { return []string{q.Text}, nil }

// Store keeps items.
type Store struct{ items []string }

// Add adds an item.
//
//mcp:tool
//mcp:param item "the item to add"
func (s *Store) Add(item string) error { s.items = append(s.items, item); return nil }
`

const appMain = `package main

import (
	"example.com/app/tools"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "app", Version: "v0"}, nil)
	tools.RegisterTools(s)
	tools.RegisterStoreTools(s, &tools.Store{})
}
`

// TestGen runs mcpvet gen in a module of its own the way go generate does,
// through a tool's life: first generation, a second run that changes
// nothing, a stale file that mcpvet reports, a renamed func whose old
// registration no longer compiles, a tool gen refuses, and tools removed.
func TestGen(t *testing.T) {
	testtier.Long(t)
	t.Parallel()
	if testing.Short() {
		t.Skip("loads packages with the go command; skipped with -short")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("go command not found: %v", err)
	}
	dir, env := tempModule(t, map[string]string{"tools/tools.go": appTools, "main.go": appMain})
	genFile := filepath.Join(dir, "tools", generated.FileName)
	toolsDir := filepath.Join(dir, "tools")
	build := func() {
		t.Helper()
		if res := run(t, dir, env, goCmd, "build", "./..."); res.exit != 0 {
			t.Fatalf("go build: exit %d\n%s", res.exit, res.stderr)
		}
	}
	quiet := func(res result, what string) {
		t.Helper()
		if res.exit != 0 || res.stdout != "" || res.stderr != "" {
			t.Fatalf("%s: exit %d, stdout %q, stderr %q; want success and no output", what, res.exit, res.stdout, res.stderr)
		}
	}

	// First generation, from the package directory as go generate runs
	// it; the module then builds.
	quiet(mcpvetIn(t, toolsDir, env, "gen"), "mcpvet gen")
	first, err := os.ReadFile(genFile)
	if err != nil {
		t.Fatalf("mcpvet gen wrote no file: %v", err)
	}
	if !generated.HasHeader(first) || !bytes.Contains(first, []byte("func RegisterStoreTools(s *mcp.Server, recv *Store)")) {
		t.Errorf("generated file:\n%s", first)
	}
	build()
	info, _ := os.Stat(genFile)

	// Again: same bytes, file not even rewritten; -v says so on stderr.
	res := mcpvetIn(t, dir, env, "gen", "-v", "./...")
	if res.exit != 0 || res.stdout != "" || !strings.Contains(res.stderr, "unchanged "+genFile) {
		t.Errorf("mcpvet gen -v: exit %d, stdout %q, stderr %q", res.exit, res.stdout, res.stderr)
	}
	if again, _ := os.ReadFile(genFile); !bytes.Equal(again, first) {
		t.Errorf("a second run changed the file")
	}
	if info2, _ := os.Stat(genFile); !info2.ModTime().Equal(info.ModTime()) {
		t.Errorf("a second run rewrote the file")
	}
	quiet(mcpvetIn(t, dir, env, "./..."), "mcpvet ./... on a fresh file")

	// A doc comment changes the schema: the file is stale until gen runs.
	writeFiles(t, dir, map[string]string{"tools/tools.go": strings.Replace(appTools, "Text is what to look for.", "Text is the text to look for.", 1)})
	res = mcpvetIn(t, dir, env, "./...")
	if res.exit != 3 || !strings.Contains(res.stderr, `mcpvet_gen.go:3:1: error: OMCG0005: mcpvet_gen.go is stale: the input schema of tool "search" changed; run mcpvet gen (go generate)`) {
		t.Errorf("mcpvet on a stale file: exit %d, stderr:\n%s", res.exit, res.stderr)
	}
	quiet(mcpvetIn(t, dir, env, "gen", "./..."), "mcpvet gen on a stale file")
	quiet(mcpvetIn(t, dir, env, "./..."), "mcpvet ./... after gen")

	// Renaming the func breaks the old registration; gen replaces it.
	writeFiles(t, dir, map[string]string{"tools/tools.go": strings.Replace(appTools, "func Search(", "func Find(", 1)})
	if res := run(t, dir, env, goCmd, "build", "./..."); res.exit == 0 {
		t.Fatalf("the stale registration still compiles")
	}
	quiet(mcpvetIn(t, dir, env, "gen", "./..."), "mcpvet gen after a rename")
	if src, _ := os.ReadFile(genFile); !bytes.Contains(src, []byte("return Find(ctx, in)")) {
		t.Errorf("after the rename the generated file does not call Find:\n%s", src)
	}
	build()

	// A tool mcpvet reports: gen lists the problem and writes nothing.
	before, _ := os.ReadFile(genFile)
	bad := strings.Replace(appTools, "func Search(", "func Find(", 1) + "\n// Watch watches.\n//\n//mcp:tool\nfunc Watch(ctx context.Context) (chan int, error) { return nil, nil }\n"
	writeFiles(t, dir, map[string]string{"tools/tools.go": bad})
	res = mcpvetIn(t, dir, env, "gen", "./...")
	if res.exit != 1 || res.stdout != "" || !strings.Contains(res.stderr, "tools.go:30:33: error: OMCG0003: the results of Watch are not a tool result form") {
		t.Errorf("mcpvet gen with a bad tool: exit %d, stdout %q, stderr:\n%s", res.exit, res.stdout, res.stderr)
	}
	if after, _ := os.ReadFile(genFile); !bytes.Equal(after, before) {
		t.Errorf("mcpvet gen changed the file of a package it refuses")
	}
	// What gen prints after its first line is what mcpvet prints; and
	// mcpvet does not ask for mcpvet gen (the file is stale) while gen
	// refuses.
	vet := mcpvetIn(t, dir, env, "./...")
	refusals := strings.Split(strings.TrimSpace(res.stderr), "\n")[1:]
	if len(refusals) == 0 {
		t.Errorf("mcpvet gen lists no refusal:\n%s", res.stderr)
	}
	for _, line := range refusals {
		if !strings.Contains(vet.stderr, line+"\n") {
			t.Errorf("mcpvet gen prints %q, which mcpvet does not:\n%s", line, vet.stderr)
		}
	}
	if strings.Contains(vet.stderr, "run mcpvet gen") {
		t.Errorf("mcpvet asks to run mcpvet gen, which refuses:\n%s", vet.stderr)
	}

	// No tools left: gen removes its file, and nothing else.
	writeFiles(t, dir, map[string]string{
		"tools/tools.go": "package tools\n\n// Store keeps items.\ntype Store struct{}\n",
		"main.go":        "package main\n\nfunc main() {}\n",
	})
	quiet(mcpvetIn(t, dir, env, "gen", "./..."), "mcpvet gen without tools")
	if _, err := os.Stat(genFile); !os.IsNotExist(err) {
		t.Errorf("the generated file of a package without tools is still there: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "tools", "tools.go")); err != nil {
		t.Errorf("mcpvet gen removed more than its file: %v", err)
	}
	build()
}

// TestGenPerPackage: a package that does not compile, and one gen
// refuses, keep gen from neither the others: it writes them, says what is
// wrong with each of the two, and exits 1. With -v it says something for
// every package, one with nothing to generate included.
func TestGenPerPackage(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("loads packages with the go command; skipped with -short")
	}
	dir, env := tempModule(t, map[string]string{
		"tools/tools.go":   appTools,
		"broken/broken.go": "package broken\n\n//mcp:tool\nfunc Ping() string { return \"pong\" \n",
		"typo/typo.go":     "package typo\n\n//mcp:tool\nfunc Ping() strin { return \"pong\" }\n",
		"refused/refused.go": "package refused\n\nimport \"context\"\n\n// Watch watches.\n//\n//mcp:tool\n" +
			"func Watch(ctx context.Context) (chan int, error) { return nil, nil }\n",
		"plain/plain.go": "package plain\n\n// Plain has no tools.\nfunc Plain() {}\n",
	})
	res := mcpvetIn(t, dir, env, "gen", "-v", "./...")
	if res.exit != 1 || res.stdout != "" {
		t.Errorf("mcpvet gen -v ./...: exit %d, stdout %q; want 1 and nothing", res.exit, res.stdout)
	}
	for _, want := range []string{
		"mcpvet gen: wrote " + filepath.Join(dir, "tools", generated.FileName) + "\n",
		"mcpvet gen: example.com/app/broken: the package does not load; fix it first:\n" + filepath.Join(dir, "broken", "broken.go") + ":4:",
		"mcpvet gen: example.com/app/typo: the package does not load; fix it first:\n" + filepath.Join(dir, "typo", "typo.go") + ":4:13: undefined: strin\n",
		"mcpvet gen: example.com/app/refused: fix these first (mcpvet reports them too):\n" + filepath.Join("refused", "refused.go") + ":8:33: error: OMCG0003: the results of Watch are not a tool result form",
		"mcpvet gen: example.com/app/plain: nothing to generate",
	} {
		if !strings.Contains(res.stderr, want) {
			t.Errorf("mcpvet gen -v ./... does not say\n%s\nstderr:\n%s", want, res.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "tools", generated.FileName)); err != nil {
		t.Errorf("the package that compiles got no file: %v", err)
	}
	for _, pkg := range []string{"broken", "typo", "refused", "plain"} {
		if _, err := os.Stat(filepath.Join(dir, pkg, generated.FileName)); err == nil {
			t.Errorf("%s got a generated file", pkg)
		}
	}
}

// TestGenOutsideModule: outside a module gen says so in its own words,
// not with the go command's wrapped error.
func TestGenOutsideModule(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs the go command; skipped with -short")
	}
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"x.go": "package x\n"})
	for _, args := range [][]string{{"gen"}, {"gen", "./..."}, {"schema"}} {
		res := mcpvetIn(t, dir, []string{"GO111MODULE=on", "GOFLAGS=", "GOWORK="}, args...)
		if res.exit != 1 || res.stdout != "" ||
			!strings.HasPrefix(res.stderr, "mcpvet "+args[0]+": the current directory is not in a Go module: there is no go.mod in it or in a directory above it") ||
			strings.Contains(res.stderr, "exit status") || strings.Count(res.stderr, "\n") != 1 {
			t.Errorf("mcpvet %s outside a module: exit %d, stdout %q, stderr:\n%s", strings.Join(args, " "), res.exit, res.stdout, res.stderr)
		}
	}
}

func TestGenUsage(t *testing.T) {
	t.Parallel()
	if res := runSelf(t, "gen", "-bogus"); res.exit != 2 || res.stdout != "" || !strings.Contains(res.stderr, "usage: mcpvet gen") {
		t.Errorf("mcpvet gen -bogus: exit %d, stdout %q, stderr %q", res.exit, res.stdout, res.stderr)
	}
	if res := runSelf(t, "gen", "-h"); res.exit != 0 || res.stdout != "" || !strings.Contains(res.stderr, "\t//go:generate mcpvet gen\n") {
		t.Errorf("mcpvet gen -h: exit %d, stdout %q, stderr %q", res.exit, res.stdout, res.stderr)
	}
}

// TestGenerateLineAgrees: mcpvet help gen, the README and docs/tools.md
// give one //go:generate line, the one that works in a module set up the
// README's way (mcpvet installed from a clone, TestREADMEInstall), and
// none of them shows another in a go block.
func TestGenerateLineAgrees(t *testing.T) {
	t.Parallel()
	const line = "//go:generate mcpvet gen"
	res := runSelf(t, "help", "gen")
	if res.exit != 0 || !strings.Contains(res.stdout+res.stderr, "\t"+line+"\n") {
		t.Errorf("mcpvet help gen does not show %q: exit %d\n%s%s", line, res.exit, res.stdout, res.stderr)
	}
	for _, name := range []string{"../../README.md", "../../docs/tools.md"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range regexp.MustCompile("(?s)```go\n(.*?)```").FindAllStringSubmatch(string(b), -1) {
			for l := range strings.Lines(m[1]) {
				if strings.HasPrefix(l, "//go:generate") && strings.TrimSpace(l) != line {
					t.Errorf("%s shows %q, not %q", name, strings.TrimSpace(l), line)
				}
			}
		}
		if !strings.Contains(string(b), "```go\n"+line+"\n```") {
			t.Errorf("%s does not show %q in a go block", name, line)
		}
	}
}
