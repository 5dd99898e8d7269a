package escape_test

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"

	"fixtures/omcg0029/echoroutes"
	"fixtures/omcg0029/routes"
	"fixtures/omcg0030/ginroutes"
)

// OMCG0029 through route tools: the runtime fills the path value, the
// query value and the JSON body of the request from the tool's arguments
// (mcpvet_gen.go, as mcpvet gen wrote it), and "../" in any of them
// leaves the notes folder of the handler that reads it.
func TestPathEscapeRoutes(t *testing.T) {
	dir, _ := notesBesideSecret(t)
	cs := connect(t, func(s *mcp.Server) { routes.RegisterRouteTools(s, runtime.APIOptions{Handler: routes.Routes(dir)}) })
	for tool, args := range map[string]map[string]any{
		"readNote": {"name": "../secret.txt"},
		"findNote": {"name": "../secret.txt"},
		"openNote": {"body": map[string]any{"name": "../secret.txt"}},
	} {
		if text, _ := call(t, cs, tool, args); !strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s: the file outside the notes folder was not read: %q", tool, text)
		}
	}
	// The tools the code leaves alone refuse the same name, or take
	// their name from no argument.
	if text, _ := call(t, cs, "checkedNote", map[string]any{"name": "../secret.txt"}); strings.Contains(text, "TOP SECRET") {
		t.Errorf("checkedNote (not flagged) read the file outside the notes folder")
	}
	if text, _ := call(t, cs, "headerNote", map[string]any{}); strings.Contains(text, "TOP SECRET") {
		t.Errorf("headerNote (not flagged) read the file outside the notes folder")
	}
}

// OMCG0029 through an echo route tool's query value (mcpvet_gen.go). A
// path value of one segment does not escape: echo hands it on escaped,
// and the runtime refuses "..".
func TestPathEscapeEchoRoutes(t *testing.T) {
	dir, _ := notesBesideSecret(t)
	echoroutes.Dir = dir
	cs := connect(t, func(s *mcp.Server) {
		echoroutes.RegisterRouteTools(s, runtime.APIOptions{Handler: echoroutes.Routes()})
	})
	for tool, flagged := range map[string]bool{"findNote": true, "readNote": false, "baseNote": false} {
		for _, name := range []string{"../secret.txt", ".."} {
			text, _ := call(t, cs, tool, map[string]any{"name": name})
			judgeRead(t, tool+" "+name, text, flagged && name != "..")
		}
	}
}

// OMCG0030 through gin route tools. mcpvet gen writes no file for a
// package with an error finding, so the route tools are written here as
// it would write them (mcpvetimpl.RouteTool, registered by the runtime's
// own RegisterRoutes): the runtime fills gin's query and the body it
// binds from the arguments, and ";" runs the model's command.
func TestShellInjectionGinRoutes(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	pattern := json.RawMessage(`{"type":"object","properties":{"pattern":{"type":"string"}},"additionalProperties":false}`)
	body := json.RawMessage(`{"type":"object","properties":{"body":{"type":"object","properties":{"pattern":{"type":"string"}},"required":["pattern"]}},"required":["body"],"additionalProperties":false}`)
	tools := []mcpvetimpl.RouteTool{
		{Tool: &mcp.Tool{Name: "searchNotes"}, Input: pattern, Method: "GET", Pattern: "/search", QueryValues: []string{"pattern"}, Scope: runtime.ScopeRead},
		{Tool: &mcp.Tool{Name: "searchBody"}, Input: body, Method: "POST", Pattern: "/search", Body: true, Scope: runtime.ScopeWrite},
		{Tool: &mcp.Tool{Name: "grepNotes"}, Input: pattern, Method: "GET", Pattern: "/grep", QueryValues: []string{"pattern"}, Scope: runtime.ScopeRead},
	}
	cs := connect(t, func(s *mcp.Server) {
		mcpvetimpl.RegisterRoutes(s, runtime.APIOptions{Handler: ginroutes.Routes()}, tools...)
	})
	for tool, payload := range map[string]string{
		"searchNotes": "x; touch %s; echo",
		"searchBody":  "x'; touch %s; echo '",
	} {
		marker := filepath.Join(dir, tool+".pwned")
		args := map[string]any{"pattern": fmt.Sprintf(payload, marker)}
		if tool == "searchBody" {
			args = map[string]any{"body": args}
		}
		call(t, cs, tool, args)
		if !exists(marker) {
			t.Errorf("%s: the injected command did not run", tool)
		}
	}
	marker := filepath.Join(dir, "grepNotes.pwned")
	call(t, cs, "grepNotes", map[string]any{"pattern": "x; touch " + marker + "; echo"})
	if exists(marker) {
		t.Error("grepNotes (not flagged) ran the injected command")
	}
}
