package lsp

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// buildMcpvet builds the mcpvet command into a temporary directory.
func buildMcpvet(t testing.TB) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "mcpvet")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/mcpvet")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/mcpvet: %v\n%s", err, out)
	}
	return bin
}

// TestNeovim runs a real editor: Neovim headless (Debian's package, 0.7;
// .ci/run installs it) with testdata/nvim/init.lua, which attaches
// `mcpvet lsp` to the fixture's main.go, prints the diagnostics and the
// code action it receives, applies the action and prints the
// diagnostics of the edited buffer. The output must equal
// testdata/nvim/want.txt. It skips when nvim is not on PATH.
func TestNeovim(t *testing.T) {
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("nvim not on PATH (apt-get install neovim)")
	}
	bin := buildMcpvet(t)
	dir := copyApp(t)
	runNeovim(t, nvim, bin, dir, nil, filepath.Join("testdata", "nvim", "want.txt"))
}

// TestNeovimGopls is TestNeovim with one server, mcpvet in front of a
// real gopls (MCPVET_GOPLS), on the fixture with a compile error added:
// Neovim shows gopls's diagnostic and mcpvet's together, lists the code
// actions of both, and keeps gopls's diagnostic after mcpvet's fix. The
// output must equal testdata/nvim/want_gopls.txt. It skips without nvim
// or MCPVET_GOPLS.
func TestNeovimGopls(t *testing.T) {
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("nvim not on PATH (apt-get install neovim)")
	}
	gopls := goplsPath(t)
	bin := buildMcpvet(t)
	dir := copyApp(t)
	main := filepath.Join(dir, "main.go")
	text, err := os.ReadFile(main)
	if err != nil {
		t.Fatal(err)
	}
	const run = "\t_ = s.Run("
	if err := os.WriteFile(main, []byte(strings.Replace(string(text), run, "\tunused := 0\n"+run, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	// gopls keeps its file cache where it does for the user, not in the
	// test's XDG_CACHE_HOME: its writes may outlast the session, and the
	// test's directory is removed when it ends.
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	env := []string{"MCPVET_NVIM_GOPLS=" + gopls, "GOPLSCACHE=" + filepath.Join(cache, "gopls")}
	runNeovim(t, nvim, bin, dir, env, filepath.Join("testdata", "nvim", "want_gopls.txt"))
}

// runNeovim runs testdata/nvim/init.lua on dir's main.go and compares
// what it prints with the file want.
func runNeovim(t *testing.T, nvim, bin, dir string, env []string, want string) {
	t.Helper()
	script, err := filepath.Abs(filepath.Join("testdata", "nvim", "init.lua"))
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	outFile := filepath.Join(home, "out.txt")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, nvim, "--headless", "-n", "-i", "NONE", "--noplugin", "-u", script)
	cmd.Dir = dir
	cmd.Env = append(testEnv(),
		"MCPVET_BIN="+bin,
		"MCPVET_NVIM_FILE="+filepath.Join(dir, "main.go"),
		"MCPVET_NVIM_OUT="+outFile,
		// Neovim's own files (the LSP log) go to the test's directory.
		"XDG_CONFIG_HOME="+home, "XDG_DATA_HOME="+home, "XDG_STATE_HOME="+home, "XDG_CACHE_HOME="+home,
	)
	cmd.Env = append(cmd.Env, env...)
	cmdOut, err := cmd.CombinedOutput()
	got, _ := os.ReadFile(outFile)
	if err != nil {
		t.Fatalf("nvim: %v\n%s\nprinted:\n%s", err, cmdOut, got)
	}
	wantText, err := os.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(wantText) {
		t.Errorf("Neovim printed\n%s\nwant (%s)\n%s", got, want, wantText)
	}
	if strings.Contains(string(got), "FAIL") {
		t.Logf("nvim output:\n%s", cmdOut)
	}
}
