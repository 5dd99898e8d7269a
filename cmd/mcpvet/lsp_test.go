package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestLSPCommand runs `mcpvet lsp` as an editor does, with the protocol
// on its standard input and output: the handshake, shutdown and exit end
// it with status 0 and its standard output holds protocol frames only;
// exit without shutdown ends it with status 1; an argument is a usage
// error. With -gopls it does the same in front of gopls, runs gopls's
// other subcommands through gopls, and fails on a gopls that is not
// there.
func TestLSPCommand(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "mcpvet")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	frames := func(msgs ...string) string {
		var b strings.Builder
		for _, m := range msgs {
			fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n%s", len(m), m)
		}
		return b.String()
	}
	initialize := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}`
	shutdown := `{"jsonrpc":"2.0","id":2,"method":"shutdown"}`
	exit := `{"jsonrpc":"2.0","method":"exit"}`
	type testCase struct {
		name   string
		args   []string
		stdin  string
		status int
		ids    []string // the responses expected on stdout, in order
	}
	initialized := `{"jsonrpc":"2.0","method":"initialized","params":{}}`
	cases := []testCase{
		{"shutdown then exit", []string{"lsp"}, frames(initialize, initialized, shutdown, exit), 0, []string{"1", "2"}},
		{"exit without shutdown", []string{"lsp"}, frames(initialize, exit), 1, []string{"1"}},
		{"an argument", []string{"lsp", "x"}, "", 2, nil},
		{"a missing gopls", []string{"lsp", "-gopls=" + filepath.Join(t.TempDir(), "gopls")}, "", 1, nil},
	}
	// In front of a real gopls (.ci/run's, which MCPVET_GOPLS names),
	// with gopls's arguments after --.
	if gopls := os.Getenv("MCPVET_GOPLS"); gopls != "" {
		cases = append(cases, testCase{"in front of gopls", []string{"lsp", "-gopls=" + gopls, "--", "-mode=stdio"}, frames(initialize, initialized, shutdown, exit), 0, []string{"1", "2"}})
		out, err := exec.Command(bin, "lsp", "-gopls="+gopls, "--", "version").Output()
		if err != nil || !strings.HasPrefix(string(out), "golang.org/x/tools/gopls ") {
			t.Errorf("mcpvet lsp -gopls=gopls -- version: %q, %v; want gopls's version", out, err)
		}
	}
	for _, tc := range cases {
		cmd := exec.Command(bin, tc.args...)
		cmd.Stdin = strings.NewReader(tc.stdin)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		status := 0
		var exitErr *exec.ExitError
		if errors.As(err, &exitErr) {
			status = exitErr.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if status != tc.status {
			t.Errorf("%s: exit status %d, want %d; stderr:\n%s", tc.name, status, tc.status, stderr.String())
		}
		// Standard output: frames of JSON-RPC messages, nothing else.
		var ids []string
		r := bufio.NewReader(&stdout)
		for {
			line, err := r.ReadString('\n')
			if err == io.EOF && line == "" {
				break
			}
			n, ok := strings.CutPrefix(strings.TrimRight(line, "\r\n"), "Content-Length: ")
			size, aerr := strconv.Atoi(n)
			if !ok || aerr != nil {
				t.Fatalf("%s: standard output has %q where a frame header should be", tc.name, line)
			}
			if blank, _ := r.ReadString('\n'); blank != "\r\n" {
				t.Fatalf("%s: no blank line after the header: %q", tc.name, blank)
			}
			body := make([]byte, size)
			if _, err := io.ReadFull(r, body); err != nil {
				t.Fatal(err)
			}
			var m struct {
				JSONRPC string          `json:"jsonrpc"`
				ID      json.RawMessage `json:"id"`
				Method  string          `json:"method"`
			}
			if err := json.Unmarshal(body, &m); err != nil || m.JSONRPC != "2.0" {
				t.Fatalf("%s: a frame that is not JSON-RPC 2.0: %s", tc.name, body)
			}
			if m.Method == "" {
				ids = append(ids, string(m.ID))
			}
		}
		if strings.Join(ids, ",") != strings.Join(tc.ids, ",") {
			t.Errorf("%s: responses to %v, want %v", tc.name, ids, tc.ids)
		}
	}
}
