package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

// TestSchemaJSON: mcpvet schema -json prints exactly one object listing
// every tool of the example with its canonical schemas, the very bytes
// that mcpvet gen baked into the example's generated file.
func TestSchemaJSON(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("loads packages with the go command; skipped with -short")
	}
	notes := filepath.Join("..", "..", "examples", "notes")
	res := mcpvetInRoot(t, "schema", "-json", "./examples/notes")
	if res.exit != 0 || res.stderr != "" {
		t.Fatalf("mcpvet schema -json: exit %d, stderr:\n%s", res.exit, res.stderr)
	}
	dec := json.NewDecoder(strings.NewReader(res.stdout))
	var top map[string]json.RawMessage
	if err := dec.Decode(&top); err != nil {
		t.Fatalf("stdout is not a JSON object: %v\n%s", err, res.stdout)
	}
	if err := dec.Decode(new(any)); err != io.EOF {
		t.Errorf("stdout holds more than one JSON value: %v", err)
	}
	if len(top) != 4 || top["tools"] == nil || string(top["unfollowed"]) != "[]" || top["resources"] == nil || top["prompts"] == nil {
		t.Fatalf("top-level keys %v (unfollowed %s); want tools, an empty unfollowed, resources and prompts", keys(top), top["unfollowed"])
	}
	var tools []map[string]json.RawMessage
	if err := json.Unmarshal(top["tools"], &tools); err != nil {
		t.Fatal(err)
	}
	generated, err := os.ReadFile(filepath.Join(notes, "mcpvet_gen.go"))
	if err != nil {
		t.Fatal(err)
	}
	wantKeys := []string{"dialect", "flow", "inputSchema", "name", "outputSchema", "package", "pos", "problems", "style"}
	styles := map[string]int{}
	for _, tool := range tools {
		if got := keys(tool); !slices.Equal(got, wantKeys) {
			t.Errorf("tool keys %v; want %v", got, wantKeys)
		}
		var name, style, pkg string
		var problems []string
		json.Unmarshal(tool["name"], &name)
		json.Unmarshal(tool["style"], &style)
		json.Unmarshal(tool["package"], &pkg)
		json.Unmarshal(tool["problems"], &problems)
		styles[style]++
		if string(tool["dialect"]) != `"mcpvet"` {
			t.Errorf("tool %s: dialect %s; want \"mcpvet\"", name, tool["dialect"])
		}
		if pkg != "github.com/mcpvet/mcpvet/examples/notes" || problems == nil || len(problems) > 0 {
			t.Errorf("tool %s: package %q, problems %v", name, pkg, problems)
		}
		in, out := tool["inputSchema"], tool["outputSchema"]
		var compact bytes.Buffer
		if err := json.Compact(&compact, in); err != nil || !bytes.Equal(compact.Bytes(), in) {
			t.Errorf("tool %s: inputSchema is not compact JSON: %s", name, in)
		}
		if style == "//mcp:tool" {
			if !bytes.Contains(generated, []byte("Input:  json.RawMessage(`"+string(in)+"`)")) {
				t.Errorf("tool %s: inputSchema %s is not the one in mcpvet_gen.go", name, in)
			}
			if string(out) != "null" && !bytes.Contains(generated, []byte("Output: json.RawMessage(`"+string(out)+"`)")) {
				t.Errorf("tool %s: outputSchema %s is not the one in mcpvet_gen.go", name, out)
			}
		}
	}
	if styles["//mcp:tool"] < 9 || styles["runtime.AddTool"] != 3 {
		t.Errorf("tools by style: %v", styles)
	}
}

// TestSchemaText: the listing for people, and what the listing shows of
// tools with problems (it lists them; it does not refuse).
func TestSchemaText(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("loads packages with the go command; skipped with -short")
	}
	res := mcpvetInRoot(t, "schema", "./examples/notes")
	if res.exit != 0 || res.stderr != "" {
		t.Fatalf("mcpvet schema: exit %d, stderr:\n%s", res.exit, res.stderr)
	}
	for _, want := range []string{
		"github.com/mcpvet/mcpvet/examples/notes\n",
		"\n  create_note  (//mcp:tool, tools.go:",
		"\n  notebook_stats  (runtime.AddTool, quick.go:",
		"\n    input: {\n      \"type\": \"object\",\n",
		"\n    output: none\n",
	} {
		if !strings.Contains(res.stdout, want) {
			t.Errorf("the listing has no %q:\n%s", want, res.stdout)
		}
	}

	fixtures := filepath.Join("..", "..", "testdata", "mod")
	// Problems make the exit status mcpvet's: 3 for an error.
	res = run(t, fixtures, []string{runMainEnv + "=1"}, os.Args[0], "schema", "-json", "./gen/refused")
	if res.exit != exitErrors {
		t.Fatalf("mcpvet schema -json ./gen/refused: exit %d, want %d\n%s", res.exit, exitErrors, res.stderr)
	}
	if !strings.Contains(res.stdout, `"name":"bad.name!","style":"//mcp:tool","pos":"refused.go:21:1","dialect":"mcpvet","inputSchema":{"type":"object","properties":{"done":{}},"required":["done"],"additionalProperties":false},"outputSchema":null,"problems":["OMCG0008: tool name \"bad.name!\" is not valid: '!' is not allowed (use letters, digits, '_', '-', '.')","OMCG0002: bad.name!: In.Done: type chan bool has no JSON form"]`) {
		t.Errorf("the listing of a tool with a problem:\n%s", res.stdout)
	}

	// mcp.AddTool tools: the schemas the go-sdk serves, said so; an
	// array output listed; the name problems with the tool.
	res = run(t, fixtures, []string{runMainEnv + "=1"}, os.Args[0], "schema", "./gen/sdklist")
	if res.exit != exitErrors {
		t.Fatalf("mcpvet schema ./gen/sdklist: exit %d, want %d\n%s", res.exit, exitErrors, res.stderr)
	}
	// One style for problems, each cause once: the chan field AddTool
	// panics on is one OMCG0002 line (not its schema problem, the go-sdk's
	// finding and a missing schema besides).
	if n := strings.Count(res.stdout, "Done"); n != 1 {
		t.Errorf("the chan field of hooks appears %d times in the listing; want once:\n%s", n, res.stdout)
	}
	for line := range strings.Lines(res.stdout) {
		if p, ok := strings.CutPrefix(strings.TrimSpace(line), "problem: "); ok && !regexp.MustCompile(`^[A-Z]+[0-9]+: `).MatchString(p) {
			t.Errorf("a problem line not in the form CODE: message: %s", line)
		}
	}
	for _, want := range []string{
		"\n  search  (mcp.AddTool, sdklist.go:35:2)\n    (schemas as the go-sdk infers them)\n    input: {\n",
		"\n    output: {\n      \"items\": {\n",
		"\n      \"type\": [\n        \"null\",\n        \"array\"\n      ]\n    }\n",
		"\n    problem: OMCG0007: tool name \"search\" is already used on the same server",
		"\n    problem: OMCG0008: tool name \"find docs\" is not valid",
		"\n  hooks  (mcp.AddTool, sdklist.go:38:2)\n    (schemas as the go-sdk infers them)\n    input: none\n",
		"\n    problem: OMCG0002: hooks: HooksIn.Done: jsonschema-go cannot infer a schema for chan bool",
	} {
		if !strings.Contains(res.stdout, want) {
			t.Errorf("the listing has no %q:\n%s", want, res.stdout)
		}
	}
	res = run(t, fixtures, []string{runMainEnv + "=1"}, os.Args[0], "schema", "-json", "./gen/sdklist")
	if res.exit != exitErrors || !strings.Contains(res.stdout, `"name":"search","style":"mcp.AddTool","pos":"sdklist.go:35:2","dialect":"go-sdk","inputSchema":{"additionalProperties":false,`) {
		t.Errorf("mcpvet schema -json ./gen/sdklist: exit %d\n%s", res.exit, res.stdout)
	}

	// Resources, templates and prompts registered with the SDKs' calls
	// are listed; those mcpvet cannot follow are listed as such.
	res = run(t, fixtures, []string{runMainEnv + "=1"}, os.Args[0], "schema", "./sdkresources")
	for _, want := range []string{
		"\n  resource docs://readme  ((*mcp.Server).AddResource, fixtures/sdkresources readme, text/markdown, sdkresources.go:36:2)\n",
		"\n  template docs://{id}  ((*mcp.Server).AddResourceTemplate, ",
		"\n  triage  (mcp-go (*server.MCPServer).AddPrompt, fixtures/sdkresources, sdkresources.go:48:2)\n",
		"\nregistrations mcpvet cannot follow (not checked): 2\n",
		"\n  fixtures/sdkresources sdkresources.go:42:2: the resource's URI is not a constant\n",
	} {
		if !strings.Contains(res.stdout, want) {
			t.Errorf("mcpvet schema ./sdkresources: the listing has no %q:\n%s", want, res.stdout)
		}
	}

	// A route tool says the request it sends, as a net/http pattern: the
	// chi route translated.
	res = run(t, fixtures, []string{runMainEnv + "=1"}, os.Args[0], "schema", "./gen/chi")
	if res.exit != 0 {
		t.Fatalf("mcpvet schema ./gen/chi: exit %d\n%s", res.exit, res.stderr)
	}
	for _, want := range []string{
		"\n  listNotes  (route GET /api/notes, chi.go:",
		"\n  getNote  (route GET /api/notes/{id}, chi.go:",
	} {
		if !strings.Contains(res.stdout, want) {
			t.Errorf("the listing has no %q:\n%s", want, res.stdout)
		}
	}
}

// rootRuns holds the runs of mcpvetInRoot, by their arguments: each a
// func returning the run's result, run once.
var rootRuns sync.Map

// mcpvetInRoot runs the test binary as mcpvet in the repository's root
// with args, once per test process for each list of arguments: several
// tests run the same command on the bundled examples (TestSchemaJSON and
// TestSchemaText check the listings of examples/notes that README.md
// shows, and TestDocumentedCommands runs those same commands), no test
// writes there, and each run loads the go-sdk from source, seconds of
// the suite.
func mcpvetInRoot(t *testing.T, args ...string) result {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	once, _ := rootRuns.LoadOrStore(strings.Join(args, "\x00"), sync.OnceValues(func() (result, error) {
		cmd := exec.Command(os.Args[0], args...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), runMainEnv+"=1")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		var exitErr *exec.ExitError
		if errors.As(err, &exitErr) {
			return result{stdout.String(), stderr.String(), exitErr.ExitCode()}, nil
		}
		return result{stdout.String(), stderr.String(), 0}, err
	}))
	res, err := once.(func() (result, error))()
	if err != nil {
		t.Fatalf("mcpvet %s: %v", strings.Join(args, " "), err)
	}
	return res
}

func TestSchemaUsage(t *testing.T) {
	t.Parallel()
	if res := runSelf(t, "schema", "-bogus"); res.exit != 2 || res.stdout != "" || !strings.Contains(res.stderr, "usage: mcpvet schema") {
		t.Errorf("mcpvet schema -bogus: exit %d, stdout %q, stderr %q", res.exit, res.stdout, res.stderr)
	}
}

func keys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}
