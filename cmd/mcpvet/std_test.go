package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// built is the mcpvet binary the tests share: go build runs once per test
// process (each build links a 30 MB binary), into binDir, which TestMain
// removes.
var built struct {
	once sync.Once
	bin  string
	err  error
}

// binDir holds the shared binary; TestMain removes it after the tests.
var binDir string

// buildMcpvet returns the go command and the mcpvet binary, built from
// this module once per test process.
func buildMcpvet(t *testing.T) (goCmd, bin string) {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("go command not found: %v", err)
	}
	built.once.Do(func() {
		root, err := filepath.Abs(filepath.Join("..", ".."))
		if err != nil {
			built.err = err
			return
		}
		if binDir == "" {
			binDir, err = os.MkdirTemp("", "mcpvet-test-")
			if err != nil {
				built.err = err
				return
			}
		}
		bin := filepath.Join(binDir, "mcpvet")
		cmd := exec.Command(goCmd, "build", "-buildvcs=false", "-o", bin, "./cmd/mcpvet")
		cmd.Dir = root
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			built.err = fmt.Errorf("go build ./cmd/mcpvet: %v\n%s", err, stderr.Bytes())
			return
		}
		built.bin = bin
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return goCmd, built.bin
}

// stdAllEnv set to 1 makes TestStd vet the whole standard library, as
// .ci/run does: CI has the time, and with a cold vet cache (any change to
// an analyzer makes one) that run is most of what this package costs,
// many minutes on two cores. Unset, TestStd vets stdSlice, which takes
// seconds.
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
