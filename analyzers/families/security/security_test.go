package security_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/families/security"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestFamilyFlag: -security=false (any code's analyzer's flag: they share
// one value) leaves the family silent where it reports otherwise.
func TestFamilyFlag(t *testing.T) {
	pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0029/wrapped")
	count := func() int {
		n := 0
		for _, act := range fixturetest.Analyze(t, pkgs, security.OMCG0029).Roots {
			n += len(act.Diagnostics)
		}
		return n
	}
	if n := count(); n == 0 {
		t.Fatal("OMCG0029 reports nothing on its wrapped fixture")
	}
	if err := security.OMCG0033.Flags.Set(security.FamilyFlag, "false"); err != nil {
		t.Fatal(err)
	}
	defer security.OMCG0033.Flags.Set(security.FamilyFlag, "true")
	if n := count(); n != 0 {
		t.Errorf("with -omcg0033.security=false, OMCG0029 still reports %d findings", n)
	}
}

// TestDependencyFlows: a flow goes on through a dependency at a version
// (testdata/mod requires example.com/restclient at v0.1.0, replaced by a
// folder), as loaded with its module, as mcpvet and go vet load it: the
// client's path built from the argument is OMCG0033, its escaped path is
// not, and a call through the client's interface (a loader the server
// does not plug in) is no OMCG0029.
func TestDependencyFlows(t *testing.T) {
	pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0033/dependency")
	for _, p := range pkgs {
		for _, imp := range p.Imports {
			if imp.PkgPath == "example.com/restclient" && (imp.Module == nil || imp.Module.Version == "") {
				t.Fatalf("example.com/restclient is not loaded as a dependency at a version: %+v", imp.Module)
			}
		}
	}
	for _, act := range fixturetest.Analyze(t, pkgs, security.OMCG0029, security.OMCG0033).Roots {
		if act.Analyzer == security.OMCG0033 {
			fixturetest.CheckWant(t, act)
			continue
		}
		for _, d := range act.Diagnostics {
			t.Errorf("%s: %s", act.Package.Fset.Position(d.Pos), d.Message)
		}
	}
}

// TestBrowser holds OMCG0046 against chromedp (a module of its own,
// testdata/mod/omcg0046/browser, so that chromedp and its protocol
// packages are loaded by this test alone): the tool that pastes its
// selector into the script the page evaluates is reported, its twin that
// quotes it with %q and the tool whose argument is the whole script are
// not, and no other code reports anything there.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("loads a module of its own")
	}
	checkModule(t, filepath.Join("omcg0046", "browser"), security.OMCG0046)
}

// TestGorm holds OMCG0032 against gorm (a module of its own,
// testdata/mod/omcg0032/gorm, so that gorm and its MySQL driver are
// loaded by this test alone): the tools that paste the model's text into
// a raw statement, an order, a table or a condition are reported, the
// ones whose text is the code's and whose values are placeholders' are
// not; the module's own test sends each tool's statement to a recording
// driver under gorm's MySQL dialect and finds the model's statement there.
func TestGorm(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and tests a module of its own")
	}
	dir := checkModule(t, filepath.Join("omcg0032", "gorm"), security.OMCG0032, "./gormq")
	fixturetest.GoTestIn(t, dir, "./gormq", "*/*.go")
}

// checkModule runs the family on a fixture module of its own (sub, in
// testdata/mod) and holds code's findings to its want comments; any
// other code's finding there is an error. patterns are the packages
// loaded, ./... when none are given. It returns the module's
// directory.
func checkModule(t *testing.T, sub string, code *analysis.Analyzer, patterns ...string) string {
	t.Helper()
	dir := fixturemod.Use(t, filepath.Join(fixturetest.Dir(t), sub))
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	pkgs := fixturetest.Load(t, dir, patterns...)
	for _, act := range fixturetest.Analyze(t, pkgs, security.Analyzers...).Roots {
		if act.Analyzer == code {
			fixturetest.CheckWant(t, act)
			continue
		}
		for _, d := range act.Diagnostics {
			t.Errorf("%s: %s", act.Package.Fset.Position(d.Pos), d.Message)
		}
	}
	return dir
}

// TestArgumentsAlone holds the family against mcp-go v0.6.0 (a module of
// its own, testdata/mod/omcg0029/mark06), whose handlers take the call's
// arguments alone (func(arguments map[string]interface{})), registered
// directly and through a wrapper of the handler: the flagged tools are
// reported, and the module's own test, through the go-sdk's client over
// pipes to v0.6.0's stdio server, reads the file beside the folder
// through them and not through the checked one.
func TestArgumentsAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and builds a module of its own")
	}
	dir := checkModule(t, filepath.Join("omcg0029", "mark06"), security.OMCG0029, "./notes") // ./reasoning: the drift codes' (TestArgumentsAlone there)
	fixturetest.GoTestIn(t, dir, "./...", "*/*.go")
}

// TestOldSDK holds the family against the go-sdk v0.2.0 (a module of its
// own, testdata/mod/omcg0030/sdk02), whose typed handlers get their arguments in a
// field of their params (func(ctx, *ServerSession,
// *CallToolParamsFor[In]), params.Arguments): the flagged tool is
// reported, and the module's own test, through v0.2.0's client, runs the
// injected command through it and not through its quoted twin.
func TestOldSDK(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and builds a module of its own")
	}
	dir := checkModule(t, filepath.Join("omcg0030", "sdk02"), security.OMCG0030)
	fixturetest.GoTestIn(t, dir, "./...", "*/*.go")
}
