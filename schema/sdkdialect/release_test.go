package sdkdialect_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/internal/testtier"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	"github.com/mcpvet/mcpvet/schema/internal/fixtures"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// TestReleaseOf: the lines of jsonschema-go versions.
func TestReleaseOf(t *testing.T) {
	for v, want := range map[string]sdkdialect.Release{
		"":                                     sdkdialect.Release04,
		"devel":                                sdkdialect.Release04,
		"v0.4.3":                               sdkdialect.Release04,
		"v0.4.0":                               sdkdialect.Release04,
		"v0.3.0":                               sdkdialect.Release03,
		"v0.3.1-0.20250901000000-abcdefabcdef": sdkdialect.Release03,
		"v0.2.1-0.20250825175020-748c325cec76": sdkdialect.Release02,
		"v0.2.0":                               sdkdialect.Release02,
	} {
		if got := sdkdialect.ReleaseOf(v); got != want {
			t.Errorf("ReleaseOf(%q) = %v, want %v", v, got, want)
		}
	}
}

// TestReleasesAgainstLibrary holds ForTypeIn for the older lines against
// the real jsonschema-go releases the go-sdk's earlier versions resolve
// (v0.3.0 for go-sdk v1.0–v1.2, a v0.2.1 pseudo-version for v0.4.0): a
// module of its own requires each, copies the fixture types, and prints
// the library's schema for each type; the dialect must give the same
// bytes (after canonical re-encoding) or fail where the library fails.
func TestReleasesAgainstLibrary(t *testing.T) {
	testtier.Long(t)
	for _, rel := range []struct {
		version string
		line    sdkdialect.Release
	}{
		{"v0.3.0", sdkdialect.Release03},
		{"v0.2.1-0.20250825175020-748c325cec76", sdkdialect.Release02},
	} {
		t.Run(rel.version, func(t *testing.T) {
			real := librarySchemas(t, rel.version)
			byName := map[string]reflect.Type{}
			for _, f := range fixtures.Types {
				byName[f.Name] = f.Type
			}
			compared := 0
			for _, l := range real {
				typ := byName[l.Name]
				if l.Ptr {
					typ = reflect.PointerTo(typ)
				}
				if l.Err == "timeout" || l.Err == "panic" {
					continue // the library loops or panics: nothing to hold the model to
				}
				got, err := sdkdialect.ForTypeIn(rel.line, reflectview.Type(typ))
				if (err != nil) != (l.Err != "") {
					t.Errorf("%v: ForTypeIn error %v, jsonschema-go %s's %q", typ, err, rel.version, l.Err)
					continue
				}
				if err != nil {
					continue
				}
				compared++
				if g, w := canonical(t, got), canonical(t, l.Schema); g != w {
					t.Errorf("%v:\n got %s\nwant %s (jsonschema-go %s)", typ, g, w, rel.version)
				}
			}
			if compared < len(fixtures.Types) {
				t.Errorf("compared %d schemas, fewer than the %d fixture types", compared, len(fixtures.Types))
			}
		})
	}
}

type libraryLine struct {
	Name   string          `json:"name"`
	Ptr    bool            `json:"ptr"`
	Schema json.RawMessage `json:"schema"`
	Err    string          `json:"err"`
}

// librarySchemas runs testdata/releasecheck against jsonschema-go
// version over a copy of the fixture types.
func librarySchemas(t *testing.T, version string) []libraryLine {
	t.Helper()
	dir := t.TempDir()
	src, err := os.ReadFile("testdata/releasecheck/main.go.txt")
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("main.go", src)
	write("go.mod", []byte("module releasecheck\n\ngo 1.23\n\nrequire (\n\tgithub.com/google/jsonschema-go "+version+"\n\tgithub.com/google/uuid v1.6.0\n)\n"))
	files, err := filepath.Glob("../internal/fixtures/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("the fixture types: %v", err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		write(filepath.Join("fixtures", filepath.Base(f)), data)
	}
	cmd := exec.Command("go", "run", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go run against jsonschema-go %s: %v\n%s", version, err, stderr.Bytes())
	}
	var lines []libraryLine
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var l libraryLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("%s: %v", sc.Bytes(), err)
		}
		lines = append(lines, l)
	}
	return lines
}

type nilSliceOut struct {
	Names []string            `json:"names"`
	Tags  []string            `json:"tags,omitempty"`
	Maybe *[]string           `json:"maybe"`
	Rows  []map[string]string `json:"rows"`
}

// TestNilSliceByRelease: jsonschema-go v0.3 lists an output slice as a
// plain array, so a nil one (written null) fails the go-sdk's output
// validation; v0.4 allows null, and before v0.3 the go-sdk validated the
// Go value. A field that omits its zero value, or a pointer, is not
// reported. testdata/mod/sdk12's own test shows the refusal through
// go-sdk v1.2.0's client.
func TestNilSliceByRelease(t *testing.T) {
	for _, c := range []struct {
		rel  sdkdialect.Release
		want []string
	}{
		{sdkdialect.Release04, nil},
		{sdkdialect.Release03, []string{"nil-slice Out.Names", "nil-slice Out.Rows"}},
		{sdkdialect.Release02, nil},
	} {
		var got []string
		for _, f := range sdkdialect.CheckNamedIn(c.rel, nil, reflectview.Type(reflect.TypeFor[nilSliceOut]()), "In", "Out") {
			if f.Reason == sdkdialect.NilSlice {
				got = append(got, f.Reason.String()+" "+f.Path)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.rel, got, c.want)
		}
	}
}
