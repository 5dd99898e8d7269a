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
	"time"
)

// TestLSPCommand runs `mcpvet lsp` as an editor does, with the protocol
// on its standard input and output: the handshake, shutdown and exit end
// it with status 0 and its standard output holds protocol frames only;
// exit without shutdown ends it with status 1; an argument is a usage
// error. With -gopls it does the same in front of gopls, runs gopls's
// other subcommands through gopls, and fails on a gopls that is not
// there.
func TestLSPCommand(t *testing.T) {
	t.Parallel()
	// The test binary is mcpvet (see TestMain), as it is for the other
	// tests of mcpvet lsp (startLSP): its main is the command's, with
	// nothing of the test framework on its standard output.
	bin := os.Args[0]
	mcpvet := func(args ...string) *exec.Cmd {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), runMainEnv+"=1")
		return cmd
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
		msgs   []string // sent in order, the rest after initialize's answer
		status int
		ids    []string // the responses expected on stdout, in order
	}
	initialized := `{"jsonrpc":"2.0","method":"initialized","params":{}}`
	cases := []testCase{
		{"shutdown then exit", []string{"lsp"}, []string{initialize, initialized, shutdown, exit}, 0, []string{"1", "2"}},
		{"exit without shutdown", []string{"lsp"}, []string{initialize, exit}, 1, []string{"1"}},
		{"an argument", []string{"lsp", "x"}, nil, 2, nil},
		{"a missing gopls", []string{"lsp", "-gopls=" + filepath.Join(t.TempDir(), "gopls")}, nil, 1, nil},
	}
	// In front of a real gopls (.ci/run's, which MCPVET_GOPLS names),
	// with gopls's arguments after --.
	if gopls := os.Getenv("MCPVET_GOPLS"); gopls != "" {
		cases = append(cases, testCase{"in front of gopls", []string{"lsp", "-gopls=" + gopls, "--", "-mode=stdio"}, []string{initialize, initialized, shutdown, exit}, 0, []string{"1", "2"}})
		out, err := mcpvet("lsp", "-gopls="+gopls, "--", "version").Output()
		if err != nil || !strings.HasPrefix(string(out), "golang.org/x/tools/gopls ") {
			t.Errorf("mcpvet lsp -gopls=gopls -- version: %q, %v; want gopls's version", out, err)
		}
	}
	for _, tc := range cases {
		// As an editor does, the rest is sent only once initialize is
		// answered: a server may answer requests out of order (gopls
		// does), and the protocol forbids other messages before that
		// answer.
		cmd := mcpvet(tc.args...)
		stdin, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		initAnswered := make(chan struct{})
		go func() {
			defer stdin.Close()
			if len(tc.msgs) == 0 {
				return
			}
			io.WriteString(stdin, frames(tc.msgs[0]))
			select {
			case <-initAnswered:
			case <-time.After(time.Minute):
				return
			}
			io.WriteString(stdin, frames(tc.msgs[1:]...))
		}()
		// Standard output: frames of JSON-RPC messages, nothing else.
		ids, framing := readResponses(stdout, initAnswered)
		err = cmd.Wait()
		status := 0
		var exitErr *exec.ExitError
		if errors.As(err, &exitErr) {
			status = exitErr.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if framing != "" {
			t.Errorf("%s: %s", tc.name, framing)
		}
		if status != tc.status {
			t.Errorf("%s: exit status %d, want %d; stderr:\n%s", tc.name, status, tc.status, stderr.String())
		}
		if strings.Join(ids, ",") != strings.Join(tc.ids, ",") {
			t.Errorf("%s: responses to %v, want %v", tc.name, ids, tc.ids)
		}
	}
}

// readResponses reads LSP frames to the end of r and returns the ids of
// the responses among them, in order, closing initAnswered at the
// answer to request 1; framing says what is wrong when r holds anything
// but frames of JSON-RPC 2.0 messages.
func readResponses(r io.Reader, initAnswered chan struct{}) (ids []string, framing string) {
	defer io.Copy(io.Discard, r) // the process must not block on a full pipe
	br := bufio.NewReader(r)
	for {
		line, err := br.ReadString('\n')
		if err == io.EOF && line == "" {
			return ids, ""
		}
		n, ok := strings.CutPrefix(strings.TrimRight(line, "\r\n"), "Content-Length: ")
		size, aerr := strconv.Atoi(n)
		if !ok || aerr != nil {
			return ids, fmt.Sprintf("standard output has %q where a frame header should be", line)
		}
		if blank, _ := br.ReadString('\n'); blank != "\r\n" {
			return ids, fmt.Sprintf("no blank line after the header: %q", blank)
		}
		body := make([]byte, size)
		if _, err := io.ReadFull(br, body); err != nil {
			return ids, err.Error()
		}
		var m struct {
			JSONRPC string          `json:"jsonrpc"`
			ID      json.RawMessage `json:"id"`
			Method  string          `json:"method"`
		}
		if err := json.Unmarshal(body, &m); err != nil || m.JSONRPC != "2.0" {
			return ids, fmt.Sprintf("a frame that is not JSON-RPC 2.0: %s", body)
		}
		if m.Method == "" {
			ids = append(ids, string(m.ID))
			if string(m.ID) == "1" {
				close(initAnswered)
			}
		}
	}
}
