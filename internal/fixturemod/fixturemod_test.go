package fixturemod

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// modules are the repository's fixture modules, from this directory.
var modules = []string{
	"../../testdata/mod",
	"../../cmd/mcpvet/testdata/sdkmod",
	"../../plugin/testdata/gclproj",
}

// TestTidy: a go command with -mod=mod writes nothing in a fixture
// module. That is what rewrote testdata/mod/go.mod during the tests (chi
// was listed as indirect, though routes/chi imports it). The check runs on
// a copy, offline: go list -mod=mod rewrites go.mod when a requirement
// is missing, or marked direct or indirect against what the packages
// import, and go.sum when a checksum is missing.
func TestTidy(t *testing.T) {
	for _, mod := range modules {
		t.Run(filepath.Base(mod), func(t *testing.T) {
			dir := Use(t, mod)
			cp := copyModule(t, dir)
			goCmd(t, cp, []string{"GOFLAGS=-mod=mod", "GOPROXY=off"}, "list", "-deps", "./...")
			if got, want := requirements(t, cp), requirements(t, dir); got != want {
				t.Errorf("%s/go.mod is not tidy: go list -mod=mod rewrites its requirements\nfrom:\n%s\nto:\n%s\n(run go mod tidy there)", mod, want, got)
			}
			if got, want := read(t, filepath.Join(cp, "go.sum")), read(t, filepath.Join(dir, "go.sum")); got != want {
				t.Errorf("%s/go.sum lacks checksums: go list -mod=mod adds some (run go mod tidy there)", mod)
			}
		})
	}
}

// TestReadonly: after Readonly, a go command keeps an untidy go.mod as it
// is though the user's GOFLAGS say -mod=mod. Without it the same command
// rewrites the file (checked first, so that the test proves something).
func TestReadonly(t *testing.T) {
	dir := Use(t, "../../testdata/mod")
	cp := copyModule(t, dir)
	gomod := filepath.Join(cp, "go.mod")
	tidy := read(t, gomod)
	const chi = "\tgithub.com/go-chi/chi/v5 v5.5.0\n"
	if !strings.Contains(tidy, chi) {
		t.Fatalf("testdata/mod/go.mod does not require chi directly:\n%s", tidy)
	}
	untidy := strings.Replace(tidy, chi, "\tgithub.com/go-chi/chi/v5 v5.5.0 // indirect\n", 1)
	write(t, gomod, untidy)

	t.Setenv("GOFLAGS", "-mod=mod")
	goCmd(t, cp, []string{"GOPROXY=off"}, "list", "./routes/chi")
	if read(t, gomod) == untidy {
		t.Fatal("go list -mod=mod leaves the untidy go.mod alone: the test cannot tell whether Readonly works")
	}
	write(t, gomod, untidy)

	if err := Readonly(); err != nil {
		t.Fatal(err)
	}
	if got := os.Getenv("GOFLAGS"); got != "-mod=mod -mod=readonly" {
		t.Errorf("GOFLAGS=%q after Readonly; want the user's flags, then -mod=readonly", got)
	}
	if err := Readonly(); err != nil {
		t.Fatal(err)
	}
	if got := os.Getenv("GOFLAGS"); got != "-mod=mod -mod=readonly" {
		t.Errorf("GOFLAGS=%q after a second Readonly; want it unchanged", got)
	}
	goCmd(t, cp, []string{"GOPROXY=off"}, "list", "./routes/chi")
	if got := read(t, gomod); got != untidy {
		t.Errorf("go list rewrote go.mod despite Readonly:\n%s", got)
	}
}

// copyModule copies the module at dir into a temporary directory, with
// its replace directives that point outside the module made absolute.
func copyModule(t *testing.T, dir string) string {
	t.Helper()
	cp := filepath.Join(t.TempDir(), filepath.Base(dir))
	if err := os.CopyFS(cp, os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
	var mod struct {
		Replace []struct {
			Old, New struct{ Path, Version string }
		}
	}
	if err := json.Unmarshal([]byte(goCmd(t, cp, nil, "mod", "edit", "-json")), &mod); err != nil {
		t.Fatal(err)
	}
	for _, r := range mod.Replace {
		if r.New.Version == "" && strings.HasPrefix(r.New.Path, "..") {
			goCmd(t, cp, nil, "mod", "edit", "-replace="+r.Old.Path+"="+filepath.Join(dir, r.New.Path))
		}
	}
	return cp
}

// requirements is the require list of the module at dir, one
// "path version [indirect]" a line.
func requirements(t *testing.T, dir string) string {
	t.Helper()
	var mod struct {
		Require []struct {
			Path, Version string
			Indirect      bool
		}
	}
	if err := json.Unmarshal([]byte(goCmd(t, dir, nil, "mod", "edit", "-json")), &mod); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, r := range mod.Require {
		b.WriteString(r.Path + " " + r.Version)
		if r.Indirect {
			b.WriteString(" indirect")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// goCmd runs the go command in dir with env added to the environment and
// returns its standard output.
func goCmd(t *testing.T, dir string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append([]string{"GOWORK=off"}, env...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, stderr.Bytes())
	}
	return stdout.String()
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
