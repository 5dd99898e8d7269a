package mcpgoreal

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpvet/mcpvet/schema/mcpgodialect"

	"fixtures/mcpgoreal/opts"
)

// folded is what mcpvet folded for one tool of package opts, written by
// analyzers/facts/mcpfacts's TestFoldAgainstMCPGo.
type folded struct {
	Schema     json.RawMessage `json:"schema"`
	Output     json.RawMessage `json:"output"`
	Unfollowed string          `json:"unfollowed"`
	Err        string          `json:"err"`
}

// TestOptions lists the tools of package opts from a real mcp-go server
// and compares each inputSchema with mcpvet's fold, after canonicalizing
// both (decoded and encoded again: keys sorted, no spaces). It runs when
// MCPVET_FOLD names the fold's file.
func TestOptions(t *testing.T) {
	file := os.Getenv("MCPVET_FOLD")
	if file == "" {
		t.Skip("MCPVET_FOLD is not set: run analyzers/facts/mcpfacts's TestFoldAgainstMCPGo")
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var fold map[string]folded
	if err := json.Unmarshal(b, &fold); err != nil {
		t.Fatal(err)
	}
	s := server.NewMCPServer("opts", "1.0.0", server.WithToolCapabilities(true))
	opts.Register(s)
	resp := s.HandleMessage(context.Background(), json.RawMessage(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	raw, err := json.Marshal(resp)
	if err != nil {
		t.Fatal(err)
	}
	var list struct {
		Result struct {
			Tools []struct {
				Name         string          `json:"name"`
				InputSchema  json.RawMessage `json:"inputSchema"`
				OutputSchema json.RawMessage `json:"outputSchema"`
			} `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		t.Fatal(err)
	}
	if len(list.Result.Tools) == 0 {
		t.Fatalf("the server lists no tools: %s", raw)
	}
	compared, outputs := 0, 0
	for _, tool := range list.Result.Tools {
		f, ok := fold[tool.Name]
		switch {
		case !ok:
			t.Errorf("%s: mcp-go lists it, mcpvet folded no schema for it", tool.Name)
			continue
		case f.Unfollowed != "" || f.Err != "":
			t.Errorf("%s: mcpvet did not fold it (%s%s); mcp-go lists %s", tool.Name, f.Unfollowed, f.Err, tool.InputSchema)
			continue
		}
		got, want := canon(t, f.Schema), canon(t, tool.InputSchema)
		if !bytes.Equal(got, want) {
			t.Errorf("%s:\nmcp-go lists %s\nmcpvet folds %s", tool.Name, want, got)
		}
		if (f.Output == nil) != (tool.OutputSchema == nil) {
			t.Errorf("%s: mcp-go lists the output schema %s, mcpvet folds %s", tool.Name, tool.OutputSchema, f.Output)
		} else if f.Output != nil {
			if got, want := canon(t, f.Output), canon(t, tool.OutputSchema); !bytes.Equal(got, want) {
				t.Errorf("%s: output schema:\nmcp-go lists %s\nmcpvet folds %s", tool.Name, want, got)
			}
			outputs++
		}
		compared++
	}
	if compared != len(fold) {
		t.Errorf("compared %d tools; mcpvet folded %d", compared, len(fold))
	}
	if outputs < 2 {
		t.Errorf("compared %d output schemas", outputs)
	}
	t.Logf("compared %d tools, %d output schemas", compared, outputs)
}

func canon(t *testing.T, b []byte) []byte {
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

// TestConflict: mcp.NewTool with mcp.WithRawInputSchema does not marshal
// (NewTool's structured schema keeps its type "object"), as the model
// says; mcp.NewToolWithRawSchema does.
func TestConflict(t *testing.T) {
	raw := json.RawMessage(`{"type":"object"}`)
	if _, err := json.Marshal(mcp.NewTool("x", mcp.WithRawInputSchema(raw))); err == nil {
		t.Error("mcp-go marshals NewTool with WithRawInputSchema")
	}
	if _, err := json.Marshal(mcp.NewToolWithRawSchema("x", "", raw)); err != nil {
		t.Errorf("mcp-go does not marshal NewToolWithRawSchema: %v", err)
	}
	// mcp-go v1.2.1 lists an empty properties map and required list.
	rel := mcpgodialect.Release{EmptyProperties: mcpgodialect.EmptyValue, NilRequired: mcpgodialect.EmptyValue}
	if in := rel.NewTool([]mcpgodialect.ToolOption{{Kind: mcpgodialect.RawInput, Raw: raw}}); in.Err == nil {
		t.Errorf("the model marshals NewTool with WithRawInputSchema: %s", in.JSON)
	}
	if in := rel.NewToolWithRawSchema(raw, nil); in.Err != nil {
		t.Errorf("the model does not marshal NewToolWithRawSchema: %v", in.Err)
	}
}
