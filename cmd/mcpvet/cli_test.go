package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers"
)

// sdkmod is the absolute path of testdata/sdkmod, whose package bad holds
// errors and warnings and package good none.
func sdkmod(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", "sdkmod"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// skipShort skips a test that loads packages, as mcpvet does, from source
// down to the go-sdk's dependencies.
func skipShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs mcpvet on packages; skipped with -short")
	}
}

// mcpvetAt runs the test binary as mcpvet in dir.
func mcpvetAt(t *testing.T, dir string, args ...string) result {
	t.Helper()
	return run(t, dir, []string{runMainEnv + "=1"}, os.Args[0], args...)
}

// diagLine is a diagnostic as mcpvet prints it on stderr.
var diagLine = regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (error|warning): ([A-Z]+[0-9]+): `)

// relatedLine is a related location of the diagnostic above it, as go vet
// prints them: its position, then a tab and its message.
var relatedLine = regexp.MustCompile(`^\S+\.go:\d+:\d+: \t`)

// checkDiagLines checks that every line of stderr is a diagnostic with the
// severity of its code (or a related location of the one above it), and
// returns the codes by severity.
func checkDiagLines(t *testing.T, stderr string) map[string][]string {
	t.Helper()
	bySeverity := map[string][]string{}
	diag := false // whether a diagnostic came before
	for line := range strings.Lines(stderr) {
		if strings.HasPrefix(line, "mcpvet: ") { // the summary of -fix
			continue
		}
		if relatedLine.MatchString(line) {
			if !diag {
				t.Errorf("a related location with no diagnostic above it:\n%s", line)
			}
			continue
		}
		diag = true
		m := diagLine.FindStringSubmatch(line)
		if m == nil {
			t.Errorf("not a diagnostic in the form file:line:col: severity: CODE: message:\n%s", line)
			continue
		}
		c, ok := analyzers.Lookup(m[5])
		if !ok {
			t.Errorf("unknown code %s in %s", m[5], line)
			continue
		}
		if m[4] != c.Severity.String() {
			t.Errorf("%s is printed as %s; its severity is %s:\n%s", c.Code, m[4], c.Severity, line)
		}
		bySeverity[m[4]] = append(bySeverity[m[4]], m[5])
	}
	return bySeverity
}

// TestSeverityInText: every diagnostic says whether it is an error or a
// warning, and the exit status tells errors from warnings only.
func TestSeverityInText(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir := sdkmod(t)
	for _, tc := range []struct {
		args     []string
		exit     int
		errors   bool
		warnings bool
	}{
		{[]string{"./bad"}, exitErrors, true, true},
		{[]string{"-OMCG0014", "-OMCG0011", "./bad"}, exitWarnings, false, true},
		{[]string{"./good"}, exitClean, false, false},
	} {
		res := mcpvetAt(t, dir, tc.args...)
		name := strings.Join(tc.args, " ")
		if res.exit != tc.exit {
			t.Errorf("mcpvet %s: exit %d, want %d\n%s", name, res.exit, tc.exit, res.stderr)
		}
		if res.stdout != "" {
			t.Errorf("mcpvet %s wrote to stdout:\n%s", name, res.stdout)
		}
		got := checkDiagLines(t, res.stderr)
		if (len(got["error"]) > 0) != tc.errors || (len(got["warning"]) > 0) != tc.warnings {
			t.Errorf("mcpvet %s: errors %v, warnings %v; want errors: %v, warnings: %v", name, got["error"], got["warning"], tc.errors, tc.warnings)
		}
	}
}

// TestSeverityInJSON: every diagnostic of -json has the severity of its
// code, and -json exits as the text mode does.
func TestSeverityInJSON(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir := sdkmod(t)
	for _, tc := range []struct {
		args []string
		exit int
	}{
		{[]string{"-json", "./bad"}, exitErrors},
		{[]string{"-json", "-OMCG0014", "./bad"}, exitWarnings},
	} {
		res := mcpvetAt(t, dir, tc.args...)
		name := strings.Join(tc.args, " ")
		if res.exit != tc.exit {
			t.Errorf("mcpvet %s: exit %d, want %d\n%s", name, res.exit, tc.exit, res.stderr)
		}
		var tree map[string]map[string][]struct {
			Category, Severity, Posn, Message string
		}
		if err := json.Unmarshal([]byte(res.stdout), &tree); err != nil {
			t.Fatalf("mcpvet %s: stdout is not one JSON report: %v\n%s", name, err, res.stdout)
		}
		n := 0
		for _, byAnalyzer := range tree {
			for analyzer, diags := range byAnalyzer {
				for _, d := range diags {
					n++
					c, ok := analyzers.Lookup(d.Category)
					if !ok || c.Analyzer.Name != analyzer {
						t.Errorf("%s: category %q is not the code of analyzer %s", d.Posn, d.Category, analyzer)
						continue
					}
					if d.Severity != c.Severity.String() {
						t.Errorf("%s: %s has severity %q, want %q", d.Posn, d.Category, d.Severity, c.Severity)
					}
				}
			}
		}
		if n == 0 {
			t.Errorf("mcpvet %s: no diagnostics", name)
		}
	}
}

// TestCodeFlags: a code's flag is the code as printed, in any case.
func TestCodeFlags(t *testing.T) {
	t.Parallel()
	skipShort(t)
	res := mcpvetAt(t, sdkmod(t), "-OMCG0014=false", "./bad")
	if res.exit != exitErrors || strings.Contains(res.stderr, "OMCG0014") || !strings.Contains(res.stderr, "OMCG0002") {
		t.Fatalf("mcpvet -OMCG0014=false ./bad: exit %d\n%s", res.exit, res.stderr)
	}
}

func TestCanonicalFlags(t *testing.T) {
	fs, _ := newAnalysisFlags()
	for _, tc := range []struct{ args, want string }{
		{"-OMCG0014=false ./...", "-omcg0014=false ./..."},
		{"-Omcg0014=FALSE -MCP007 ./...", "-omcg0014=FALSE -mcp007 ./..."},
		{"--OMCG0014 ./...", "--omcg0014 ./..."},
		{"-MCPFACTS ./...", "-mcpfacts ./..."},
		// The value of -c is not a flag; nothing after the packages is.
		{"-c 2 -OMCG0002 ./... -OMCG0007", "-c 2 -omcg0002 ./... -OMCG0007"},
		{"-tags=x -OMCG0002 -- -OMCG0007", "-tags=x -omcg0002 -- -OMCG0007"},
		{"-nosuch -OMCG0002 ./...", "-nosuch -omcg0002 ./..."},
	} {
		got := strings.Join(canonicalFlags(fs, strings.Fields(tc.args)), " ")
		if got != tc.want {
			t.Errorf("canonicalFlags(%s) = %s, want %s", tc.args, got, tc.want)
		}
	}
}

// TestUsageErrors: a wrong command line gets one line and a hint, exit 2.
func TestUsageErrors(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"-nosuch", "./..."},
		{"-OMCG0099=false", "./..."},
		{"-OMCG0014=maybe", "./..."},
		{},
	} {
		res := runSelf(t, args...)
		lines := strings.Split(strings.TrimSpace(res.stderr), "\n")
		if res.exit != exitUsage || len(lines) != 2 || !strings.Contains(lines[1], "mcpvet help") || res.stdout != "" {
			t.Errorf("mcpvet %s: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and two lines on stderr, the second a hint", strings.Join(args, " "), res.exit, res.stdout, res.stderr)
		}
	}
}

// TestLoadFailure: a pattern that matches no package exits 1, and says
// so in a line of its own (not "-: stat ...").
func TestLoadFailure(t *testing.T) {
	t.Parallel()
	skipShort(t)
	res := mcpvetAt(t, sdkmod(t), "./nosuch")
	if res.exit != exitFailed || res.stderr != "mcpvet: ./nosuch: no such directory\n" {
		t.Errorf("mcpvet ./nosuch: exit %d, stderr %q; want exit 1 and why", res.exit, res.stderr)
	}
}

// TestVetFailureSaid: a package go vet refuses and go/packages loads
// (an embed pattern that matches no file: the type checker does not
// read it) is analyzed in process, and a line on stderr says why the
// cache was not used; the run's result is whole (exit 0, no finding).
func TestVetFailureSaid(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir, env := tempModule(t, map[string]string{
		"web/web.go": "package web\n\nimport \"embed\"\n\n//go:embed dist/*\nvar Files embed.FS\n",
	})
	res := mcpvetIn(t, dir, env, "./...")
	want := "mcpvet: go vet failed (web/web.go:5:12: pattern dist/*: no matching files found): analyzed in process, without its cache\n"
	if res.exit != 0 || res.stderr != want {
		t.Errorf("mcpvet ./...: exit %d, stderr %q; want exit 0 and %q", res.exit, res.stderr, want)
	}
}

// fixable is a package whose only problem has a suggested fix.
const fixable = `package fixable

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string ` + "`json:\"query\"`" + `
}

func search(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search docs"}, search)
}
`

// fixBad has mistakes of each severity, one of them with a fix (the
// tool name).
const fixBad = `package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Out struct {
	OK bool ` + "`json:\"ok\"`" + `
}

type ChanIn struct {
	Done chan bool ` + "`json:\"done\"`" + `
}

type LiesOut struct {
	Count int ` + "`json:\"count,string\"`" + `
}

type In struct {
	Q string ` + "`json:\"q\"`" + `
}

func handler[I, O any](ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
	var out O
	return nil, out, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "bad", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "chan"}, handler[ChanIn, Out])
	mcp.AddTool(s, &mcp.Tool{Name: "lies"}, handler[In, LiesOut])
	mcp.AddTool(s, &mcp.Tool{Name: "get docket"}, handler[In, Out])
}
`

// resolves is a package with two findings that one fix resolves.
const resolves = `package resolves

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	ID string ` + "`json:\"id\"`" + `
}

type Out struct {
	Meta map[string]string ` + "`json:\"meta,omitempy\"`" + `
}

func get(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
}
`

// TestFixReportsWhatIsLeft: -fix and -fix -diff fix what they can, then
// report every problem the fixed code has with its severity, and exit as
// without -fix for what is left.
func TestFixReportsWhatIsLeft(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir := stubModule(t, map[string]string{"bad/main.go": fixBad, "fixable/fixable.go": fixable})
	badGo := filepath.Join(dir, "bad", "main.go")
	before := read(t, badGo)
	plain := checkDiagLines(t, mcpvetAt(t, dir, "./bad").stderr)

	// -fix -diff: the diff on stdout, the file unchanged, the rest on
	// stderr: every mistake of package bad but the invalid name.
	diff := mcpvetAt(t, dir, "-fix", "-diff", "./bad")
	if diff.exit != exitErrors {
		t.Errorf("mcpvet -fix -diff ./bad: exit %d, want %d\n%s", diff.exit, exitErrors, diff.stderr)
	}
	if !strings.Contains(diff.stdout, "--- a/bad/main.go\n+++ b/bad/main.go\n") || !strings.Contains(diff.stdout, `+	mcp.AddTool(s, &mcp.Tool{Name: "get_docket"}, handler[In, Out])`) {
		t.Errorf("mcpvet -fix -diff ./bad: no diff renaming get docket:\n%s", diff.stdout)
	}
	if read(t, badGo) != before {
		t.Errorf("mcpvet -fix -diff changed bad/main.go")
	}
	left := checkDiagLines(t, diff.stderr)
	if len(left["error"]) == 0 || len(left["warning"]) == 0 || slices.Contains(left["error"], "OMCG0008") {
		t.Errorf("mcpvet -fix -diff ./bad left errors %v and warnings %v; want all but OMCG0008", left["error"], left["warning"])
	}
	if got, want := len(left["error"])+len(left["warning"]), len(plain["error"])+len(plain["warning"])-1; got != want {
		t.Errorf("mcpvet -fix -diff ./bad left %d problems; want %d:\n%s", got, want, diff.stderr)
	}
	if !strings.HasPrefix(diff.stderr, "mcpvet: the diff holds 1 fix in 1 file (not applied); ") {
		t.Errorf("mcpvet -fix -diff ./bad: no summary first:\n%s", diff.stderr)
	}

	// -fix: the file fixed as the diff said, the same left.
	fix := mcpvetAt(t, dir, "-fix", "./bad")
	if fix.exit != exitErrors || fix.stdout != "" {
		t.Errorf("mcpvet -fix ./bad: exit %d, stdout %q", fix.exit, fix.stdout)
	}
	if _, rest, _ := strings.Cut(fix.stderr, "\n"); !strings.HasSuffix(diff.stderr, "\n"+rest) {
		t.Errorf("mcpvet -fix ./bad leaves\n%s\nmcpvet -fix -diff ./bad\n%s", fix.stderr, diff.stderr)
	}
	if got, want := read(t, badGo), applyDiff(t, before, diff.stdout); got != want {
		t.Errorf("mcpvet -fix ./bad wrote\n%s\nthe diff of -fix -diff gives\n%s", got, want)
	}
	if again := mcpvetAt(t, dir, "-fix", "./bad"); again.exit != exitErrors || !strings.HasPrefix(again.stderr, "mcpvet: nothing to fix; ") {
		t.Errorf("mcpvet -fix ./bad once more: exit %d\n%s", again.exit, again.stderr)
	}

	// A fix that resolves another finding too: the misspelt omitempty of
	// a map is also why the go-sdk's output schema lies about it
	// (OMCG0014, no fix of its own). What is left is what the fixed code
	// has: nothing.
	writeFiles(t, dir, map[string]string{"resolves/resolves.go": resolves})
	if res := mcpvetAt(t, dir, "./resolves"); res.exit != exitWarnings || !strings.Contains(res.stderr, "OMCG0011: ") || !strings.Contains(res.stderr, "OMCG0014: ") {
		t.Errorf("mcpvet ./resolves: exit %d, want %d with OMCG0011 and OMCG0014:\n%s", res.exit, exitWarnings, res.stderr)
	}
	if res := mcpvetAt(t, dir, "-fix", "-diff", "./resolves"); res.exit != exitClean || res.stderr != "mcpvet: the diff holds 1 fix in 1 file (not applied)\n" {
		t.Errorf("mcpvet -fix -diff ./resolves: exit %d, want %d and nothing left:\n%s", res.exit, exitClean, res.stderr)
	}

	// Everything fixed: exit 0, and only the summary.
	res := mcpvetAt(t, dir, "-fix", "./fixable")
	if res.exit != exitClean || res.stderr != "mcpvet: applied 1 fix in 1 file\n" {
		t.Errorf("mcpvet -fix ./fixable: exit %d, stderr:\n%s", res.exit, res.stderr)
	}
	if src := read(t, filepath.Join(dir, "fixable", "fixable.go")); !strings.Contains(src, `"search_docs"`) {
		t.Errorf("mcpvet -fix ./fixable did not rename the tool:\n%s", src)
	}
}

// TestHelp: mcpvet's help is its own: the subcommands, the flags, every
// code with its severity and title, the exit statuses; help for one
// subcommand or code names it in any case.
func TestHelp(t *testing.T) {
	t.Parallel()
	res := runSelf(t, "help")
	if res.exit != 0 || res.stderr != "" {
		t.Fatalf("mcpvet help: exit %d\n%s", res.exit, res.stderr)
	}
	for _, want := range []string{genUsage, schemaUsage, "mcpvet version", "mcpvet help", "go vet -vettool=",
		"-json", "-fix", "-diff", "-tags", "-OMCG0014=false", "-clients list", "-servername name", "Exit status", "3  at least one error", "4  warnings, and no error"} {
		if !strings.Contains(res.stdout, want) {
			t.Errorf("mcpvet help does not show %q", want)
		}
	}
	for _, c := range analyzers.Codes() {
		line := regexp.MustCompile(`(?m)^\s+` + c.Code + `\s+` + c.Severity.String() + `\s+` + regexp.QuoteMeta(c.Title) + `$`)
		if !line.MatchString(res.stdout) {
			t.Errorf("mcpvet help does not list %s with its severity (%s) and title", c.Code, c.Severity)
		}
	}
	if strings.Contains(res.stdout, "Printf") || strings.Contains(res.stdout, "-fixtool") {
		t.Errorf("mcpvet help shows x/tools' generic text:\n%s", res.stdout)
	}
	if h := runSelf(t, "-h"); h.exit != 0 || h.stdout != res.stdout {
		t.Errorf("mcpvet -h: exit %d; want mcpvet help's text", h.exit)
	}

	for _, sub := range subcommands {
		res := runSelf(t, "help", sub.name)
		if res.exit != 0 || !strings.HasPrefix(res.stdout, "usage: "+sub.usage+"\n") {
			t.Errorf("mcpvet help %s: exit %d, stdout:\n%s\nstderr:\n%s", sub.name, res.exit, res.stdout, res.stderr)
		}
	}

	for _, c := range analyzers.Codes() {
		upper := runSelf(t, "help", c.Code)
		lower := runSelf(t, "help", strings.ToLower(c.Code))
		if upper.exit != 0 || upper != lower {
			t.Errorf("mcpvet help %s: exit %d; mcpvet help %s: exit %d", c.Code, upper.exit, strings.ToLower(c.Code), lower.exit)
		}
		for _, want := range []string{c.Code + ": " + c.Title + "\n", "Severity: " + c.Severity.String(), c.Analyzer.URL} {
			if !strings.Contains(upper.stdout, want) {
				t.Errorf("mcpvet help %s does not show %q:\n%s", c.Code, want, upper.stdout)
			}
		}
	}

	if res := runSelf(t, "help", "nosuch"); res.exit != exitUsage || strings.Count(res.stderr, "\n") != 2 {
		t.Errorf("mcpvet help nosuch: exit %d, stderr:\n%s", res.exit, res.stderr)
	}
}

// TestVetFlags: -flags, which go vet asks, lists each code's flag both as
// the code is printed and as the analyzer is named.
func TestVetFlags(t *testing.T) {
	t.Parallel()
	res := runSelf(t, "-flags")
	var flags []struct {
		Name string
		Bool bool
	}
	if err := json.Unmarshal([]byte(res.stdout), &flags); err != nil || res.exit != 0 {
		t.Fatalf("mcpvet -flags: exit %d, %v\n%s", res.exit, err, res.stdout)
	}
	bools := map[string]bool{}
	for _, f := range flags {
		bools[f.Name] = f.Bool
	}
	for _, c := range analyzers.Codes() {
		if !bools[c.Code] || !bools[c.Analyzer.Name] {
			t.Errorf("mcpvet -flags does not list the boolean flags %s and %s", c.Code, c.Analyzer.Name)
		}
	}
	for _, name := range []string{"clients", "servername", "clientprofile.clients", "clientprofile.servername"} {
		if b, ok := bools[name]; !ok || b {
			t.Errorf("mcpvet -flags does not list the flag -%s (with a value), which go vet must pass on", name)
		}
	}
	// The security family's switch: mcpvet's alias and the analyzers'
	// own spelling, all booleans go vet passes on.
	for _, name := range []string{"security", "omcg0029.security", "omcg0033.security"} {
		if b, ok := bools[name]; !ok || !b {
			t.Errorf("mcpvet -flags does not list the boolean flag -%s", name)
		}
	}
	if v := runSelf(t, "-V=full"); v.exit != 0 || !strings.Contains(v.stdout, " version ") {
		t.Errorf("mcpvet -V=full: exit %d, stdout %q", v.exit, v.stdout)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestVetCodeFlag: under go vet, a code's flag is accepted as the code is
// printed, and selects as the analyzer's own flag does.
func TestVetCodeFlag(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs go vet; skipped with -short")
	}
	goCmd, bin := buildMcpvet(t)
	dir := stubModule(t, map[string]string{"bad/bad.go": codesApp})
	res := run(t, dir, nil, goCmd, "vet", "-vettool="+bin, "-OMCG0014=false", "./bad")
	if res.exit == 0 || strings.Contains(res.stderr, "OMCG0014") || !strings.Contains(res.stderr, "OMCG0002") {
		t.Errorf("go vet -vettool=mcpvet -OMCG0014=false ./bad: exit %d\n%s", res.exit, res.stderr)
	}
	only := vetJSONIn(t, dir, goCmd, bin, "-OMCG0014", "./bad")
	if len(only) != 1 || len(only["omcg0014"]) == 0 {
		t.Errorf("go vet -json -vettool=mcpvet -OMCG0014 ./bad reports %v; want OMCG0014 alone", only)
	}
}

// codesApp has a type the go-sdk panics on (OMCG0002) and a field whose
// schema encoding/json contradicts (OMCG0014).
const codesApp = `package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ChanIn struct {
	Done chan bool ` + "`json:\"done\"`" + `
}

type Out struct {
	Count int ` + "`json:\"count,string\"`" + `
}

func handle[I any](ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "codes", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "chan"}, handle[ChanIn])
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, handle[struct{}])
}
`

// stubModule writes a module of files on the go-sdk's stand-in
// (testdata/sdkstub at the repository's root) in a temporary directory:
// for the tests of what the command does with findings and flags, where
// the real go-sdk's two hundred packages would cost most of the time
// (each new set of vet flags analyzes every dependency again) and prove
// nothing more. What mcpvet says about the real go-sdk is tested on it.
func stubModule(t *testing.T, files map[string]string) string {
	t.Helper()
	stub, err := filepath.Abs(filepath.Join("..", "..", "testdata", "sdkstub"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files["go.mod"] = "module example.com/app\n\ngo 1.26.0\n\nrequire github.com/modelcontextprotocol/go-sdk v1.8.0\n\nreplace github.com/modelcontextprotocol/go-sdk => " + stub + "\n"
	writeFiles(t, dir, files)
	return dir
}

// TestClientsFlag: -clients selects the client family's profiles, in
// analysis mode and under go vet; a client mcpvet does not know is a usage
// error.
func TestClientsFlag(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir := stubModule(t, map[string]string{"app/app.go": clientsApp})
	all := mcpvetAt(t, dir, "./app")
	if all.exit != exitWarnings || !strings.Contains(all.stderr, "OMCG0013: ") || !strings.Contains(all.stderr, "OMCG0023: ") {
		t.Errorf("mcpvet ./app: exit %d; want OMCG0013 and OMCG0023\n%s", all.exit, all.stderr)
	}
	if res := mcpvetAt(t, dir, "-clients=none", "./app"); res.exit != exitClean || res.stderr != "" {
		t.Errorf("mcpvet -clients=none ./app: exit %d; want nothing\n%s", res.exit, res.stderr)
	}
	res := mcpvetAt(t, dir, "-clients=gemini", "./app")
	if res.exit != exitWarnings || strings.Contains(res.stderr, "OMCG0013: ") || !strings.Contains(res.stderr, "OMCG0023: ") {
		t.Errorf("mcpvet -clients=gemini ./app: exit %d; want OMCG0023 alone\n%s", res.exit, res.stderr)
	}
	if res := mcpvetAt(t, dir, "-servername=a-rather-long-server-name-for-prefix-budgets-of-clients", "-clients=claude", "./app"); !strings.Contains(res.stderr, `Claude Code sends it as "mcp__a-rather-long-server-name-for-prefix-budgets-of-clients__search_notes"`) {
		t.Errorf("mcpvet -servername=... -clients=claude ./app: exit %d\n%s", res.exit, res.stderr)
	}
	if res := mcpvetAt(t, dir, "-clients=clippy", "./app"); res.exit != exitUsage || !strings.Contains(res.stderr, `unknown client "clippy"`) {
		t.Errorf("mcpvet -clients=clippy: exit %d\n%s", res.exit, res.stderr)
	}

	goCmd, bin := buildMcpvet(t)
	vet := run(t, dir, nil, goCmd, "vet", "-vettool="+bin, "-clients=none", "./app")
	if vet.exit != 0 {
		t.Errorf("go vet -vettool=mcpvet -clients=none ./app: exit %d\n%s", vet.exit, vet.stderr)
	}
	// The analyzer's own flag, as go vet and every driver spell it.
	vet = run(t, dir, nil, goCmd, "vet", "-vettool="+bin, "-clientprofile.clients=none", "./app")
	if vet.exit != 0 {
		t.Errorf("go vet -vettool=mcpvet -clientprofile.clients=none ./app: exit %d\n%s", vet.exit, vet.stderr)
	}
	vet = run(t, dir, nil, goCmd, "vet", "-vettool="+bin, "-clients=openai", "./app")
	if vet.exit == 0 || !strings.Contains(vet.stderr, "OMCG0013") || strings.Contains(vet.stderr, "OMCG0023") {
		t.Errorf("go vet -vettool=mcpvet -clients=openai ./app: exit %d; want OMCG0013 alone\n%s", vet.exit, vet.stderr)
	}
}

// clientsApp has a name OpenAI refuses and a slice Gemini refuses.
const clientsApp = `package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Tags []string ` + "`json:\"tags\"`" + `
}

type Out struct {
	N int ` + "`json:\"n\"`" + `
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

// serverName is not a constant: -servername gives it.
func serverName() string { return "notes" }

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: serverName(), Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "notes.search"}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "search_notes"}, handle)
	_ = s
}
`
