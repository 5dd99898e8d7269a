//go:build unix

package mcpvetimpl_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcpvet/mcpvet/runtime"
)

// The MCP Inspector TestInspectorResources drives: the version
// .ci/inspector pins (examples/notes/inspector_test.go drives it for
// tools and finds it the same way).
const (
	inspectorVersion = "2.12.0"
	inspectorPackage = "@modelcontextprotocol/inspector@" + inspectorVersion
)

// TestInspectorResources serves the court server over Streamable HTTP to
// the MCP Inspector's CLI, a client on the TypeScript SDK: it lists the
// resources, the templates and the prompts, and reads a static resource,
// a template, the ui:// resource, and gets a prompt with arguments. It
// skips when node or the Inspector is missing.
func TestInspectorResources(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 4*time.Minute)
	defer cancel()
	insp := findInspector(ctx, t)
	ts := httptest.NewServer(runtime.HTTPHandler(courtServer(), nil))
	t.Cleanup(ts.Close)
	run := func(t *testing.T, v any, args ...string) {
		t.Helper()
		out := insp.run(ctx, t, append([]string{"--server-url", ts.URL, "--transport", "http"}, args...)...)
		var res struct {
			Result json.RawMessage `json:"result"`
		}
		if err := json.Unmarshal(out, &res); err != nil || res.Result == nil {
			t.Fatalf("inspector output is not {\"result\": ...}: %v\n%s", err, out)
		}
		if err := json.Unmarshal(res.Result, v); err != nil {
			t.Fatalf("inspector result: %v\n%s", err, res.Result)
		}
	}
	type contents struct {
		Contents []struct {
			URI, MIMEType, Text, Blob string
		}
	}

	t.Run("resources/list", func(t *testing.T) {
		var res struct {
			Resources []struct{ URI, Name, MIMEType string }
		}
		run(t, &res, "--method", "resources/list")
		var got []string
		for _, r := range res.Resources {
			got = append(got, r.URI+" "+r.Name+" "+r.MIMEType)
		}
		slices.Sort(got)
		want := []string{
			"about://courts about text/plain",
			"config://settings current_settings application/json",
			"files://export.bin export application/octet-stream",
			"files://seal.png seal image/png",
			"parts://all parts ",
			"ui://dockets/view docket_view text/html;profile=mcp-app",
		}
		if !slices.Equal(got, want) {
			t.Errorf("resources:\n\t%q\nwant\n\t%q", got, want)
		}
	})
	t.Run("resources/templates/list", func(t *testing.T) {
		var res struct {
			ResourceTemplates []struct{ URITemplate, Name string }
		}
		run(t, &res, "--method", "resources/templates/list")
		var got []string
		for _, r := range res.ResourceTemplates {
			got = append(got, r.URITemplate+" "+r.Name)
		}
		slices.Sort(got)
		want := []string{"docket://{court}/{number} docket", "notes://{id}{?since,every,level,draft,ratio,count} note"}
		if !slices.Equal(got, want) {
			t.Errorf("templates:\n\t%q\nwant\n\t%q", got, want)
		}
	})
	t.Run("prompts/list", func(t *testing.T) {
		var res struct {
			Prompts []struct {
				Name      string
				Arguments []struct {
					Name     string
					Required bool
				}
			}
		}
		run(t, &res, "--method", "prompts/list")
		var got []string
		for _, p := range res.Prompts {
			s := p.Name + "("
			for _, a := range p.Arguments {
				s += fmt.Sprintf(" %s:%t", a.Name, a.Required)
			}
			got = append(got, s+" )")
		}
		slices.Sort(got)
		want := []string{"brief( topic:true )", "flaky( how:true )", "review( text:true )", "summarize_case( court:true number:true style:false )"}
		if !slices.Equal(got, want) {
			t.Errorf("prompts:\n\t%q\nwant\n\t%q", got, want)
		}
	})
	for _, c := range []struct{ uri, mime, text string }{
		{"config://settings", "application/json", `{"courts":["nysd","cand"],"limit":20}`},
		{"docket://cand/42", "text/markdown", "# CAND 42\n\nFiled."},
		{"ui://dockets/view", "text/html;profile=mcp-app", "<!doctype html><title>Docket</title>"},
	} {
		t.Run("resources/read "+c.uri, func(t *testing.T) {
			var res contents
			run(t, &res, "--method", "resources/read", "--uri", c.uri)
			if len(res.Contents) != 1 || res.Contents[0].URI != c.uri || res.Contents[0].MIMEType != c.mime || res.Contents[0].Text != c.text {
				t.Errorf("read %s: %+v; want %s %q", c.uri, res.Contents, c.mime, c.text)
			}
		})
	}
	t.Run("resources/read blob", func(t *testing.T) {
		var res contents
		run(t, &res, "--method", "resources/read", "--uri", "files://seal.png")
		if len(res.Contents) != 1 || res.Contents[0].MIMEType != "image/png" || res.Contents[0].Blob != "iVBORw==" {
			t.Errorf("read files://seal.png: %+v", res.Contents)
		}
	})
	t.Run("prompts/get", func(t *testing.T) {
		var res struct {
			Messages []struct {
				Role    string
				Content struct{ Type, Text string }
			}
		}
		run(t, &res, "--method", "prompts/get", "--prompt-name", "summarize_case", "--prompt-args", "court=nysd", "number=7", "style=bullet")
		if len(res.Messages) != 1 || res.Messages[0].Role != "user" || res.Messages[0].Content.Text != "Summarize case 7 of nysd, in bullet." {
			t.Errorf("prompts/get summarize_case: %+v", res.Messages)
		}
	})
	t.Run("resources/read bad number", func(t *testing.T) {
		out, err := insp.output(ctx, "--server-url", ts.URL, "--transport", "http", "--method", "resources/read", "--uri", "docket://nysd/seven")
		t.Logf("inspector: %v: %s", err, bytes.TrimSpace(out))
		if err == nil || !strings.Contains(string(out), "Argument 'number' is not valid") {
			t.Errorf("read docket://nysd/seven: %v\n%s", err, out)
		}
	})
}

// inspector runs the MCP Inspector.
type inspector struct {
	argv []string // the command up to the Inspector's own arguments
	env  []string
}

// findInspector returns the Inspector to run, or skips t: the CLI named
// by MCPVET_INSPECTOR (.ci/run sets it), else the one .ci/run installs
// under the user cache directory, else npx with the pinned version.
func findInspector(ctx context.Context, t *testing.T) *inspector {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipping: node is not on PATH, and the MCP Inspector is a Node.js program")
	}
	dir := t.TempDir() // the Inspector's catalog and state, out of the home directory
	env := append(os.Environ(),
		"MCP_STORAGE_DIR="+filepath.Join(dir, "storage"),
		"MCP_CATALOG_PATH="+filepath.Join(dir, "mcp.json"),
		"MCP_CLIENT_CONFIG_PATH="+filepath.Join(dir, "client.json"),
		"NO_COLOR=1",
	)
	var candidates []*inspector
	if p := os.Getenv("MCPVET_INSPECTOR"); p != "" {
		candidates = append(candidates, &inspector{argv: []string{node, p}, env: env})
	}
	if cache, err := os.UserCacheDir(); err == nil {
		p := filepath.Join(cache, "mcpvet", "inspector", "node_modules", ".bin", "mcp-inspector")
		if _, err := os.Stat(p); err == nil {
			candidates = append(candidates, &inspector{argv: []string{node, p}, env: env})
		}
	}
	if npx, err := exec.LookPath("npx"); err == nil {
		candidates = append(candidates, &inspector{argv: []string{npx, "--yes", "--prefer-offline", inspectorPackage},
			env: append(env, "npm_config_loglevel=error", "npm_config_update_notifier=false")})
	}
	for _, in := range candidates {
		probe, cancel := context.WithTimeout(ctx, 2*time.Minute)
		out, err := in.command(probe, "--version").Output()
		cancel()
		if v := strings.TrimSpace(string(out)); err == nil && v == inspectorVersion {
			return in
		}
		t.Logf("not using %s: version %q, %v", strings.Join(in.argv, " "), out, err)
	}
	t.Skipf("skipping: no MCP Inspector %s (.ci/run installs it)", inspectorVersion)
	return nil
}

// command returns the Inspector run with args, in a process group of its
// own (npx starts it as a grandchild), killed whole when ctx is done.
func (in *inspector) command(ctx context.Context, args ...string) *exec.Cmd {
	argv := append(slices.Clone(in.argv), args...)
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env = in.env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	return cmd
}

// output runs the CLI with args and returns what it printed, stdout and
// stderr together.
func (in *inspector) output(ctx context.Context, args ...string) ([]byte, error) {
	cli := append([]string{"--cli"}, args...)
	cli = append(cli, "--format", "json", "--quiet", "--stored-auth-only", "--connect-timeout", "30000")
	var out bytes.Buffer
	cmd := in.command(ctx, cli...)
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ctx.Err() != nil {
		err = errors.Join(err, ctx.Err())
	}
	return out.Bytes(), err
}

// run runs the CLI with args and returns the JSON it prints on stdout.
func (in *inspector) run(ctx context.Context, t *testing.T, args ...string) []byte {
	t.Helper()
	cli := append([]string{"--cli"}, args...)
	cli = append(cli, "--format", "json", "--quiet", "--stored-auth-only", "--connect-timeout", "30000")
	var stdout, stderr bytes.Buffer
	cmd := in.command(ctx, cli...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		err = errors.Join(err, ctx.Err())
	}
	if err != nil {
		t.Fatalf("inspector %s: %v\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), err, stdout.Bytes(), stderr.Bytes())
	}
	return stdout.Bytes()
}
