package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mcpvet/mcpvet/internal/testtier"
)

// An lspProcess is `mcpvet lsp` in a process of its own, driven as an
// editor drives it: protocol frames on its standard input and output.
type lspProcess struct {
	t     testing.TB
	cmd   *exec.Cmd
	in    io.WriteCloser
	msgs  chan lspMessage
	start time.Time
}

// An lspMessage is one message of the server, with when it came.
type lspMessage struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
	at     time.Duration
}

// startLSP starts name (the test binary, as mcpvet, when name is "") as
// `mcpvet lsp args...` in dir, initializes it with dir as its root, and
// returns it.
func startLSP(t testing.TB, name, dir string, env []string, args ...string) *lspProcess {
	t.Helper()
	if name == "" {
		name = os.Args[0]
		env = append([]string{runMainEnv + "=1"}, env...)
	}
	cmd := exec.Command(name, append([]string{"lsp"}, args...)...)
	cmd.Dir = dir
	// Each server keeps its snapshots apart from the user's and from
	// other tests', unless env names a directory.
	cmd.Env = append(append(os.Environ(), snapshotsEnv+"="+t.TempDir()), env...)
	cmd.Stderr = io.Discard
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p := &lspProcess{t: t, cmd: cmd, in: in, msgs: make(chan lspMessage, 1000), start: time.Now()}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		in.Close()
		if cmd.Process != nil {
			cmd.Process.Kill()
		}
		cmd.Wait()
	})
	go func() {
		defer close(p.msgs)
		r := bufio.NewReader(out)
		for {
			var size int
			for {
				line, err := r.ReadString('\n')
				if err != nil {
					return
				}
				line = strings.TrimRight(line, "\r\n")
				if line == "" {
					break
				}
				if n, ok := strings.CutPrefix(line, "Content-Length: "); ok {
					size, _ = strconv.Atoi(n)
				}
			}
			body := make([]byte, size)
			if _, err := io.ReadFull(r, body); err != nil {
				return
			}
			var m lspMessage
			if json.Unmarshal(body, &m) == nil {
				m.at = time.Since(p.start)
				p.msgs <- m
			}
		}
	}()
	p.send(1, "initialize", map[string]any{"processId": nil, "rootUri": fileURI(dir), "capabilities": map[string]any{}})
	p.send(0, "initialized", map[string]any{})
	return p
}

// send sends a request (id > 0) or a notification.
func (p *lspProcess) send(id int, method string, params any) {
	m := map[string]any{"jsonrpc": "2.0", "method": method, "params": params}
	if id > 0 {
		m["id"] = id
	}
	body, err := json.Marshal(m)
	if err != nil {
		p.t.Fatal(err)
	}
	if _, err := fmt.Fprintf(p.in, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
		p.t.Fatal(err)
	}
}

// open opens path with text as its buffer, and restarts the clock.
func (p *lspProcess) open(path, text string) {
	p.start = time.Now()
	p.send(0, "textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": fileURI(path), "languageId": "go", "version": 1, "text": text}})
}

// until returns the server's messages up to the first for which stop is
// true, which it includes; it fails the test after timeout.
func (p *lspProcess) until(timeout time.Duration, stop func(lspMessage) bool) []lspMessage {
	p.t.Helper()
	var got []lspMessage
	deadline := time.After(timeout)
	for {
		select {
		case m, ok := <-p.msgs:
			if !ok {
				p.t.Fatalf("mcpvet lsp ended; messages so far: %s", describe(got))
			}
			got = append(got, m)
			if stop(m) {
				return got
			}
		case <-deadline:
			p.t.Fatalf("no such message within %s; messages so far: %s", timeout, describe(got))
		}
	}
}

// logged is a stop function of until: a window/logMessage that says
// what.
func logged(what string) func(lspMessage) bool {
	return func(m lspMessage) bool {
		return m.Method == "window/logMessage" && strings.Contains(string(m.Params), what)
	}
}

func describe(ms []lspMessage) string {
	var b strings.Builder
	for _, m := range ms {
		fmt.Fprintf(&b, "\n%s %s", m.Method, m.Params)
	}
	return b.String()
}

// published are the diagnostics of the publications among ms, by file
// name, as "CODE message line:col" (the last publication of each file).
func published(t testing.TB, ms []lspMessage) map[string][]string {
	out := map[string][]string{}
	for _, m := range ms {
		if m.Method != "textDocument/publishDiagnostics" {
			continue
		}
		var p struct {
			URI         string
			Diagnostics []struct {
				Code    string
				Message string
				Range   struct{ Start struct{ Line, Character int } }
			}
		}
		if err := json.Unmarshal(m.Params, &p); err != nil {
			t.Fatal(err)
		}
		list := []string{}
		for _, d := range p.Diagnostics {
			list = append(list, fmt.Sprintf("%s %s %d:%d", d.Code, d.Message, d.Range.Start.Line, d.Range.Start.Character))
		}
		out[filepath.Base(p.URI)] = list
	}
	return out
}

// TestLSPWarmStart: a new `mcpvet lsp` on a module that `mcpvet ./...`
// analyzed before publishes its first diagnostics from go vet's cache,
// before its own analysis is done, and they are the ones its own
// analysis then publishes. A buffer that differs from its file on disk
// keeps the cache out: the first diagnostics are the analysis's, of the
// buffer. With other flags the cache has nothing: the server says so at
// once, without analyzing the dependencies through go vet.
func TestLSPWarmStart(t *testing.T) {
	testtier.Long(t)
	t.Parallel()
	skipShort(t)
	dir, env := cacheModule(t)
	addUnit(t, dir, "Kelvin", "kelvin")
	if res := mcpvetIn(t, dir, env, "./..."); res.exit != exitErrors || !strings.HasPrefix(res.stderr, staleGen) {
		t.Fatalf("mcpvet ./...: exit %d, stderr %q; want %q", res.exit, res.stderr, staleGen)
	}
	tools := filepath.Join(dir, "tools", "tools.go")
	src := read(t, tools)
	const timeout = 10 * time.Minute

	t.Run("warm", func(t *testing.T) {
		p := startLSP(t, "", dir, env)
		p.open(tools, src)
		cached := p.until(timeout, logged("go vet's cache"))
		if !logged("from go vet's cache in")(cached[len(cached)-1]) {
			t.Fatalf("no diagnostics from go vet's cache: %s", describe(cached))
		}
		for _, m := range cached {
			if m.Method == "window/logMessage" && strings.Contains(string(m.Params), ": done in") {
				t.Fatalf("the server's own analysis published before the cache's answer: %s", describe(cached))
			}
		}
		first := published(t, cached)
		if gen := first["mcpvet_gen.go"]; len(gen) != 1 || !strings.HasPrefix(gen[0], "OMCG0005 mcpvet_gen.go is stale") {
			t.Errorf("from the cache, mcpvet_gen.go has %q; want the stale OMCG0005", gen)
		}
		if got, ok := first["tools.go"]; !ok || len(got) != 0 {
			t.Errorf("from the cache, tools.go has %q (published: %v); want an empty list", got, ok)
		}
		own := published(t, p.until(timeout, logged("analysis 1: done")))
		if fmt.Sprint(own["mcpvet_gen.go"]) != fmt.Sprint(first["mcpvet_gen.go"]) {
			t.Errorf("the server's own analysis published %q for mcpvet_gen.go; the cache %q", own["mcpvet_gen.go"], first["mcpvet_gen.go"])
		}
	})

	t.Run("edited buffer", func(t *testing.T) {
		p := startLSP(t, "", dir, env)
		edited := strings.Replace(src, `Name: "temp"`, `Name: "temp tool"`, 1)
		p.open(tools, edited)
		ms := p.until(timeout, func(m lspMessage) bool {
			return m.Method == "textDocument/publishDiagnostics" && strings.Contains(string(m.Params), "tools.go")
		})
		if len(ms) == 0 || !strings.Contains(describe(ms), "tools.go differs from the file on disk") {
			t.Errorf("the server did not say why it left the cache out: %s", describe(ms))
		}
		if got := published(t, ms)["tools.go"]; len(got) != 1 || !strings.HasPrefix(got[0], "OMCG0008") {
			t.Errorf("first diagnostics of the edited tools.go: %q; want the buffer's OMCG0008", got)
		}
	})

	t.Run("cold", func(t *testing.T) {
		p := startLSP(t, "", dir, env, "-servername=other")
		p.open(tools, src)
		ms := p.until(timeout, func(m lspMessage) bool {
			return logged("from go vet's cache")(m) || logged("analysis 1: done")(m)
		})
		// Either the cache says it has no answer first, or the
		// engine's own analysis answers first and the question to the
		// cache is cancelled (stopWarm; on a fast machine the engine can
		// win): never an answer from the cache for other flags.
		got := describe(ms)
		switch {
		case strings.Contains(got, "from go vet's cache in"):
			t.Errorf("with flags go vet's cache has no results for, the server published an answer from it: %s", got)
		case !strings.Contains(got, "no answer from go vet's cache") && !strings.Contains(got, "analysis 1: done"):
			t.Errorf("with flags go vet's cache has no results for, the server did not say it had no answer: %s", got)
		}
	})
}

// TestLSPSnapshot: a session leaves a snapshot of its last diagnostics,
// and the next session on the same files publishes them first, before
// its own analysis, which then publishes the same. A change to a file
// the diagnostics depend on (another package of the module) or a
// snapshot that does not decode is a miss, said in the log, and the
// server goes on to its own analysis.
func TestLSPSnapshot(t *testing.T) {
	testtier.Long(t)
	t.Parallel()
	skipShort(t)
	dir, env := cacheModule(t)
	addUnit(t, dir, "Kelvin", "kelvin")
	snaps := t.TempDir()
	env = append(env, snapshotsEnv+"="+snaps)
	tools := filepath.Join(dir, "tools", "tools.go")
	src := read(t, tools)
	const timeout = 10 * time.Minute
	// Flags that no go vet run used: go vet's cache cannot answer.
	const flags = "-servername=snapshot"

	first := startLSP(t, "", dir, env, flags)
	first.open(tools, src)
	ms := first.until(timeout, logged("snapshot written"))
	own := published(t, ms)
	if gen := own["mcpvet_gen.go"]; len(gen) != 1 || !strings.HasPrefix(gen[0], "OMCG0005 mcpvet_gen.go is stale") {
		t.Fatalf("the first session published %q for mcpvet_gen.go; want the stale OMCG0005", gen)
	}

	t.Run("used", func(t *testing.T) {
		p := startLSP(t, "", dir, env, flags)
		p.open(tools, src)
		ms := p.until(timeout, func(m lspMessage) bool {
			return logged("snapshot")(m) || logged(analysisDone)(m)
		})
		if !logged("from the last session's snapshot in")(ms[len(ms)-1]) {
			t.Fatalf("no diagnostics from the snapshot: %s", describe(ms))
		}
		got := published(t, ms)
		if fmt.Sprint(got) != fmt.Sprint(own) {
			t.Errorf("from the snapshot: %q; the first session's analysis published %q", got, own)
		}
		again := published(t, p.until(timeout, logged(analysisDone)))
		if fmt.Sprint(again["mcpvet_gen.go"]) != fmt.Sprint(own["mcpvet_gen.go"]) {
			t.Errorf("the server's own analysis published %q for mcpvet_gen.go; the snapshot %q", again["mcpvet_gen.go"], own["mcpvet_gen.go"])
		}
	})

	miss := func(t *testing.T, why string) {
		t.Helper()
		p := startLSP(t, "", dir, env, flags)
		p.open(tools, src)
		// Its own analysis writes a snapshot of its own.
		ms := p.until(timeout, logged("snapshot written"))
		d := describe(ms)
		if strings.Contains(d, "from the last session's snapshot in") || !strings.Contains(d, "snapshot not used: "+why) {
			t.Errorf("the snapshot was used, or not for %q: %s", why, d)
		}
	}
	t.Run("corrupt", func(t *testing.T) {
		files, _ := filepath.Glob(filepath.Join(snaps, "*.json"))
		if len(files) != 1 {
			t.Fatalf("snapshots: %v; want one", files)
		}
		good := read(t, files[0])
		if err := os.WriteFile(files[0], []byte(good[:len(good)/2]), 0o666); err != nil {
			t.Fatal(err)
		}
		miss(t, "the snapshot does not decode")
	})
	t.Run("dependency changed", func(t *testing.T) {
		addUnit(t, dir, "Rankine", "rankine")
		miss(t, "model.go changed")
	})
}
