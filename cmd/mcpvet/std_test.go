package main

import (
	"os"
	"os/exec"
	"testing"
)

// buildMcpvet returns the go command and the mcpvet binary the tests run
// under go vet: the test binary itself, which is mcpvet when run (see
// run). It is the binary mcpvet's own cached path hands go vet, so that
// every go vet run of the test process, through mcpvet or directly, has
// one vet tool ID and shares go vet's cache: the facts of the go-sdk and
// of the standard library are computed once per set of flags, not once
// per binary (a binary built here is another tool to go vet, and a new
// one whenever the code changes).
func buildMcpvet(t *testing.T) (goCmd, bin string) {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("go command not found: %v", err)
	}
	return goCmd, os.Args[0]
}

// stdAllEnv set to 1 makes TestStd vet the whole standard library: a
// check to run by hand after a change to an engine (a pass that follows
// values, a fact pass), since with a cold vet cache (any change to an
// analyzer makes one) it takes longer than the rest of the suite, many
// minutes on two cores. Unset, as in CI, TestStd vets stdSlice.
const stdAllEnv = "MCPVET_TEST_STD_ALL"

// stdSlice is what TestStd vets by default: packages of the standard
// library chosen for what has broken analyzers elsewhere, with their
// tests (go vet vets those too) and, for the facts, every package they
// import (go vet runs the tool on those as well, without reporting):
//
//   - HTTP handlers registered on a mux (the route analyzers):
//     net/http/pprof and expvar register on http.DefaultServeMux,
//     net/http/httptest builds servers;
//   - struct tags and JSON (the schema analyzers): encoding/json,
//     encoding/xml;
//   - generics and iterators: slices, maps, iter, sync/atomic, unique;
//   - unsafe, linkname, assembly and cgo: reflect, runtime, math/big,
//     crypto/sha256, os/user, net;
//   - large type switches and generated tables: go/types, text/template,
//     unicode;
//   - the go-sdk's neighbours: context, log/slog, testing.
var stdSlice = []string{
	"net/http/pprof", "expvar", "net/http/httptest",
	"encoding/json", "encoding/xml",
	"slices", "maps", "iter", "sync/atomic", "unique",
	"reflect", "runtime", "math/big", "crypto/sha256", "os/user", "net",
	"go/types", "text/template", "unicode",
	"context", "log/slog", "testing",
}

// TestStd runs every analyzer over the standard library through the real
// go vet protocol: no analyzer may panic (a panic fails the package) and
// none may report, since std declares no MCP tools. By default over
// stdSlice; over all of std with MCPVET_TEST_STD_ALL=1.
func TestStd(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("vets the standard library; skipped with -short")
	}
	pkgs := stdSlice
	if os.Getenv(stdAllEnv) == "1" {
		pkgs = []string{"std"}
	} else {
		t.Logf("vets %d packages of std and their dependencies; %s=1 vets all of std", len(stdSlice), stdAllEnv)
	}
	goCmd, bin := buildMcpvet(t)
	res := run(t, ".", nil, goCmd, append([]string{"vet", "-json", "-vettool=" + bin}, pkgs...)...)
	if res.exit != 0 {
		t.Fatalf("go vet -vettool=mcpvet %v: exit %d\nstderr:\n%s", pkgs, res.exit, res.stderr)
	}
	checkJSONReport(t, res.stdout)
}
