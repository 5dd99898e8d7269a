package toolcalls_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/mod/semver"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
)

// releaseTools is one tools file, the same for every release: only options
// every release below has (v0.8.5's tools.go is the oldest read). The
// array and object tools are in releaseArrays, for the releases that have
// WithArray and WithObject (v0.18.0 and later).
const releaseTools = `package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("empty"), handler)
	s.AddTool(mcp.NewTool("search",
		mcp.WithDescription("Search"),
		mcp.WithString("query", mcp.Required(), mcp.Description("What to find"), mcp.MinLength(1), mcp.MaxLength(200), mcp.Pattern("^[a-z]+$")),
		mcp.WithString("color", mcp.Enum("red", "green"), mcp.DefaultString("red"), mcp.Title("Colour")),
		mcp.WithNumber("limit", mcp.Min(1), mcp.Max(50), mcp.DefaultNumber(10)),
		mcp.WithBoolean("verbose", mcp.DefaultBool(false)),
	), handler)
	s.AddTool(mcp.NewTool("optional", mcp.WithString("q", mcp.Description("optional only"))), handler)
	registerArrays(s)
	registerFromType(s)
}
`

const releaseArrays = `package tools

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerArrays(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tags",
		mcp.WithArray("tags", mcp.Required(), mcp.Items(map[string]any{"type": "string"}), mcp.MinItems(1), mcp.MaxItems(5)),
		mcp.WithObject("meta", mcp.MinProperties(1), mcp.MaxProperties(3)),
	), handler)
}
`

// releaseFromType is a tool whose schema WithInputSchema[T] reflects, for
// the releases that have it (v0.38.0 on): with invopop/jsonschema up to
// v0.44, with jsonschema-go from v0.54.
const releaseFromType = `package tools

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Filter struct {
	Field  string   ` + "`json:\"field\"`" + `
	Values []string ` + "`json:\"values,omitempty\"`" + `
}

type FindInput struct {
	Query  string            ` + "`json:\"query\"`" + `
	Limit  int               ` + "`json:\"limit,omitempty\"`" + `
	Tags   []string          ` + "`json:\"tags\"`" + `
	Filter *Filter           ` + "`json:\"filter,omitempty\"`" + `
	Meta   map[string]string ` + "`json:\"meta,omitempty\"`" + `
	Exact  bool              ` + "`json:\"exact\"`" + `
	Score  float64
}

func registerFromType(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("find", mcp.WithDescription("Find"), mcp.WithInputSchema[FindInput]()), handler)
}
`

const releaseNoFromType = `package tools

import "github.com/mark3labs/mcp-go/server"

func registerFromType(s *server.MCPServer) {}
`

const releaseNoArrays = `package tools

import "github.com/mark3labs/mcp-go/server"

func registerArrays(s *server.MCPServer) {}
`

// releaseList lists the tools of package tools from a real server of the
// release, over JSON-RPC (HandleMessage), on stdout. No server option:
// v0.8.5 has no WithToolCapabilities, the later releases' AddTool sets it.
const releaseList = `package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/server"

	"relmod/tools"
)

func main() {
	s := server.NewMCPServer("rel", "1.0.0")
	tools.Register(s)
	resp := s.HandleMessage(context.Background(), json.RawMessage(` + "`" + `{"jsonrpc":"2.0","id":1,"method":"tools/list"}` + "`" + `))
	json.NewEncoder(os.Stdout).Encode(resp)
}
`

// TestFoldAgainstMCPGoReleases builds one module per mcp-go release (in
// the module cache, or fetched through GOPROXY) with the same tools file,
// lists its tools from the real library and compares each inputSchema
// with mcpvet's fold of that file, which reads the release's behaviour
// from its code (analyzers/internal/model/mcpgocode): every release must fold,
// and agree with the library.
// releasesEnv set to 1 runs TestFoldAgainstMCPGoReleases.
const releasesEnv = "MCPVET_TEST_MCPGO_RELEASES"

func TestFoldAgainstMCPGoReleases(t *testing.T) {
	if testing.Short() {
		t.Skip("builds one module per release")
	}
	// About a minute and a half on two cores: .ci/run sets it, the
	// README's test command (held to five minutes) does not.
	if os.Getenv(releasesEnv) != "1" {
		t.Skip(releasesEnv + "=1 runs the real releases (.ci/run sets it)")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	start := time.Now()
	t.Cleanup(func() { t.Logf("wall time %s", time.Since(start).Round(time.Second)) })
	for _, v := range []string{"v0.8.5", "v0.18.0", "v0.25.0", "v0.27.0", "v0.31.0", "v0.32.0", "v0.34.0", "v0.36.0", "v0.37.0", "v0.38.0", "v0.39.1",
		"v0.41.1", "v0.42.0", "v0.43.2", "v0.44.0", "v0.54.1", "v0.55.0", "v0.58.0", "v1.2.1"} {
		t.Run(v, func(t *testing.T) {
			t.Parallel()
			dir := releaseModule(t, v)
			real := realSchemas(t, dir)
			agree := 0
			for _, r := range analysistest.Run(t, dir, mcpfacts.Analyzer, "./tools") {
				if r.Pass.Pkg.Path() != "relmod/tools" || r.Result == nil {
					continue
				}
				for _, tool := range r.Result.(*mcpfacts.Result).Tools {
					want, ok := real[tool.Name]
					m := tool.MCPGo
					switch {
					case !ok:
						t.Errorf("%s: folded, not listed by mcp-go %s", tool.Name, v)
					case m == nil:
						t.Errorf("%s: no mcp-go fold", tool.Name)
					case m.Unfollowed != "" || m.Err != nil:
						t.Errorf("%s: not folded (%s %v); mcp-go %s lists %s", tool.Name, m.Unfollowed, m.Err, v, want)
					case !bytes.Equal(canonJSON(t, tool.InputSchemaJSON), want):
						t.Errorf("%s:\nmcp-go %s lists %s\nmcpvet folds   %s", tool.Name, v, want, canonJSON(t, tool.InputSchemaJSON))
					default:
						agree++
					}
					delete(real, tool.Name)
				}
			}
			for name := range real {
				t.Errorf("%s: listed by mcp-go %s, not folded", name, v)
			}
			t.Logf("mcp-go %s: %d tools agree with the library", v, agree)
		})
	}
}

// releaseModule writes the module relmod against mcp-go v and tidies it.
func releaseModule(t *testing.T, v string) string {
	t.Helper()
	dir := t.TempDir()
	arrays := releaseArrays
	if v == "v0.8.5" {
		arrays = releaseNoArrays
	}
	fromType := releaseFromType
	if semver.Compare(v, "v0.38.0") < 0 {
		fromType = releaseNoFromType
	}
	files := map[string]string{
		"tools/fromtype.go": fromType,
		"go.mod":            "module relmod\n\ngo 1.23\n\nrequire github.com/mark3labs/mcp-go " + v + "\n",
		"tools/tools.go":    releaseTools,
		"tools/arrays.go":   arrays,
		"cmd/list/main.go":  releaseList,
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	goCmd(t, dir, "mod", "tidy")
	return dir
}

// realSchemas are the inputSchemas mcp-go lists, canonicalized, by tool.
func realSchemas(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := goCmd(t, dir, "run", "./cmd/list")
	var list struct {
		Result struct {
			Tools []struct {
				Name        string          `json:"name"`
				InputSchema json.RawMessage `json:"inputSchema"`
			} `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(out, &list); err != nil {
		t.Fatalf("%s: %v", out, err)
	}
	real := map[string][]byte{}
	for _, tool := range list.Result.Tools {
		real[tool.Name] = canonJSON(t, tool.InputSchema)
	}
	if len(real) == 0 {
		t.Fatalf("mcp-go lists no tools: %s", out)
	}
	return real
}

func goCmd(t *testing.T, dir string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, stderr.Bytes())
	}
	return out
}

func canonJSON(t *testing.T, b []byte) []byte {
	t.Helper()
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
