package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const lockApp = `package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Text string ` + "`json:\"text\" jsonschema:\"the text to look for\"`" + `
}

type Out struct {
	Hits []string ` + "`json:\"hits\"`" + `
}

func search(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func summarize(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "v1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "search", Description: "Search the notes.", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, search)
	s.AddPrompt(&mcp.Prompt{Name: "summarize", Arguments: []*mcp.PromptArgument{{Name: "id"}}}, summarize)
}
`

// TestLockRoundTrip is the listing lock's life in a module: schema -lock
// writes it, mcpvet -lock is clean; a description, a field name, an
// annotation and a prompt's argument made required are four findings (the
// rename and the argument named as breaking),
// the same through go vet's cache and in process; schema -lock again
// accepts them and the run is clean. A lock that is not one is an error
// that names it, and is left as it is.
func TestLockRoundTrip(t *testing.T) {
	t.Parallel()
	skipShort(t)
	dir := stubModule(t, map[string]string{"main.go": lockApp})
	env := []string{"GOFLAGS=-mod=mod", "GOWORK=off"}
	lock := filepath.Join(dir, "mcpvet.lock.json")

	if res := mcpvetIn(t, dir, env, "schema", "-lock", "mcpvet.lock.json", "./..."); res.exit != 0 || res.stdout != "" || res.stderr != "" {
		t.Fatalf("mcpvet schema -lock: exit %d, stdout %q, stderr %q", res.exit, res.stdout, res.stderr)
	}
	written := read(t, lock)
	if !strings.Contains(written, `"search": {`) || !strings.Contains(written, `"readOnlyHint": true`) || !strings.Contains(written, `"summarize": {`) {
		t.Fatalf("the lock:\n%s", written)
	}
	if res := mcpvetIn(t, dir, env, "-lock", "mcpvet.lock.json", "./..."); res.exit != exitClean || res.stderr != "" {
		t.Fatalf("mcpvet -lock on the code it was written from: exit %d\n%s", res.exit, res.stderr)
	}

	changed := strings.NewReplacer("Search the notes.", "Search all notes.", "json:\"text\"", "json:\"query\"", "ReadOnlyHint: true", "ReadOnlyHint: false", `{Name: "id"}`, `{Name: "id", Required: true}`).Replace(lockApp)
	writeFiles(t, dir, map[string]string{"main.go": changed})
	want := []string{
		`its description changed from "Search the notes." to "Search all notes."`,
		`argument "text" renamed to "query" (breaking for clients written against the lock)`,
		`its annotation readOnlyHint changed from true to false`,
		`prompt "summarize" differs from the listing lock mcpvet.lock.json: argument "id" is required now (breaking for clients written against the lock)`,
	}
	for _, args := range [][]string{{"-lock", "mcpvet.lock.json", "./..."}, {"-cache=false", "-lock", "mcpvet.lock.json", "./..."}} {
		res := mcpvetIn(t, dir, env, args...)
		if res.exit != exitWarnings || strings.Count(res.stderr, "OMCG0045") != len(want) {
			t.Errorf("mcpvet %s after four changes: exit %d, want %d and %d findings:\n%s", strings.Join(args, " "), res.exit, exitWarnings, len(want), res.stderr)
		}
		for _, w := range want {
			if !strings.Contains(res.stderr, w) {
				t.Errorf("mcpvet %s: no finding %q:\n%s", strings.Join(args, " "), w, res.stderr)
			}
		}
	}

	if res := mcpvetIn(t, dir, env, "schema", "-lock", "mcpvet.lock.json", "./..."); res.exit != 0 {
		t.Fatalf("mcpvet schema -lock to accept: exit %d\n%s", res.exit, res.stderr)
	}
	if res := mcpvetIn(t, dir, env, "-lock", "mcpvet.lock.json", "./..."); res.exit != exitClean || res.stderr != "" {
		t.Errorf("mcpvet -lock after the lock accepted the changes: exit %d\n%s", res.exit, res.stderr)
	}

	if err := os.WriteFile(lock, []byte("{not json"), 0o666); err != nil {
		t.Fatal(err)
	}
	res := mcpvetIn(t, dir, env, "-lock", "mcpvet.lock.json", "./...")
	if res.exit != exitFailed || !strings.Contains(res.stderr, "mcpvet.lock.json is not a listing lock") {
		t.Errorf("mcpvet -lock with a broken lock: exit %d, want %d and the file named:\n%s", res.exit, exitFailed, res.stderr)
	}
	if res := mcpvetIn(t, dir, env, "schema", "-lock", "mcpvet.lock.json", "./..."); res.exit == 0 || read(t, lock) != "{not json" {
		t.Errorf("mcpvet schema -lock over a broken lock: exit %d, and the file is now:\n%s", res.exit, read(t, lock))
	}
}
