// Package fixturemod lets tests run the go command in the repository's
// fixture modules (testdata/mod, cmd/mcpvet/testdata/sdkmod,
// plugin/testdata/gclproj) without ever writing their go.mod or go.sum.
//
// Two things went wrong when several test packages drove the go command in
// one fixture module at once. A user's GOFLAGS=-mod=mod let any of them
// rewrite the tracked go.mod (a fixture module that is not tidy is
// rewritten by the first load of a package that disagrees with it). And
// analysistest loads with GOPROXY=off, so on a cold module cache a module
// that only the fixture module needs was found or not depending on whether
// another test, with the network, happened to download it first.
//
// Prepare fixes both, once per test process: every go command the process
// starts from then on runs with -mod=readonly (the go command then never
// writes go.mod or go.sum; it fails instead), and the modules the fixture's
// packages need are downloaded first, with the user's GOPROXY.
//
// A third thing: the repository's go.work (the main module and the runtime
// module) lies above every fixture module, and a go command started in a
// module the workspace does not list refuses to run. The fixture modules
// are modules of their own, with their own replace lines, so Readonly also
// sets GOWORK=off for every go command the process starts (analysistest's
// included). The main module needs no workspace either: its go.mod
// replaces the runtime module with ./runtime.
package fixturemod

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Use is Prepare for a test: it returns dir as an absolute path, and
// fails the test if the fixture module cannot be used.
func Use(t testing.TB, dir string) string {
	t.Helper()
	abs, err := Prepare(dir)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

// Prepare makes the go commands of this process read-only on go.mod and
// go.sum (see Readonly), downloads the modules that the packages of the
// fixture module at dir import, and returns dir as an absolute path. It
// does the work once per directory.
func Prepare(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if err := Readonly(); err != nil {
		return "", err
	}
	v, _ := downloads.LoadOrStore(abs, sync.OnceValue(func() error { return download(abs) }))
	return abs, v.(func() error)()
}

// downloads holds, by absolute directory, the once-only download of a
// fixture module's dependencies.
var downloads sync.Map

// download lists every package of the module at dir with its
// dependencies: the go command fetches the modules they come from into the
// module cache, through the user's GOPROXY, and writes nothing in dir.
func download(dir string) error {
	cmd := exec.Command("go", "list", "-deps", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	cmd.Stdout = io.Discard
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("fixture module %s: downloading its dependencies (go list -deps ./...): %v\n%s", dir, err, stderr.Bytes())
	}
	return nil
}

// Readonly appends -mod=readonly to GOFLAGS in this process's environment,
// so that every go command it starts, including those of analysistest
// (which takes no environment), leaves go.mod and go.sum as they are,
// whatever the user's GOFLAGS say (the last -mod wins). The flags the user
// set, in the environment or with go env -w, are kept. It also sets
// GOWORK=off (see the package doc). Calling it again changes nothing.
func Readonly() error {
	readonlyMu.Lock()
	defer readonlyMu.Unlock()
	if err := os.Setenv("GOWORK", "off"); err != nil {
		return err
	}
	out, err := exec.Command("go", "env", "GOFLAGS").Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			err = fmt.Errorf("%v: %s", err, ee.Stderr)
		}
		return fmt.Errorf("go env GOFLAGS: %v", err)
	}
	flags := strings.Fields(string(out))
	mod := ""
	for _, f := range flags {
		if v, ok := strings.CutPrefix(strings.TrimLeft(f, "-"), "mod="); ok {
			mod = v // -mod=x or --mod=x
		}
	}
	if mod == "readonly" {
		return nil
	}
	return os.Setenv("GOFLAGS", strings.Join(append(flags, "-mod=readonly"), " "))
}

var readonlyMu sync.Mutex
