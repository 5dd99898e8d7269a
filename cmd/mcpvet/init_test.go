package main

import (
	"bufio"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// Budgets of what mcpvet's own packages allocate at init. go vet starts
// one process per package (about 300 for a module on the go-sdk, most
// of them standard library packages asked only for facts, where no table
// is read), so whatever a package builds at init is paid in each. A
// regexp.MustCompile or a map built from the library knowledge at
// package level costs kilobytes and a fraction of a millisecond; behind
// sync.OnceValue it costs nothing where it is not used. Allocation, not
// time, is measured: it is the same on every run and every machine.
const (
	initBytesPerPackage = 16 << 10
	initBytesInAll      = 96 << 10
)

// TestInitAllocations runs this binary as the vet tool answering -flags
// (what go vet asks first, after which nothing is analysed) with the
// runtime's init trace, and holds each of mcpvet's packages, and all of
// them together, to the budgets.
func TestInitAllocations(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-flags")
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "GODEBUG=inittrace=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("mcpvet -flags: %v\n%s", err, stderr.String())
	}
	const module = "github.com/mcpvet/mcpvet/"
	total, seen := 0, 0
	sc := bufio.NewScanner(strings.NewReader(stderr.String()))
	for sc.Scan() {
		// init PKG @T ms, D ms clock, B bytes, A allocs
		f := strings.Fields(sc.Text())
		if len(f) < 10 || f[0] != "init" || f[8] != "bytes," {
			continue
		}
		pkg := f[1]
		// This package is main with its tests here (their tables are
		// not in mcpvet's binary): every other package is as built.
		if !strings.HasPrefix(pkg, module) || pkg == module+"cmd/mcpvet" {
			continue
		}
		bytes, err := strconv.Atoi(f[7])
		if err != nil {
			t.Fatalf("init trace line %q: %v", sc.Text(), err)
		}
		seen++
		total += bytes
		if bytes > initBytesPerPackage {
			t.Errorf("%s allocates %d bytes at init (budget %d): build its tables and regexps on first use (sync.OnceValue)", pkg, bytes, initBytesPerPackage)
		}
	}
	if seen == 0 {
		t.Fatalf("no init trace of mcpvet's packages in:\n%s", stderr.String())
	}
	if total > initBytesInAll {
		t.Errorf("mcpvet's %d packages allocate %d bytes at init (budget %d)", seen, total, initBytesInAll)
	}
	t.Logf("mcpvet's %d packages allocate %d bytes at init", seen, total)
}
