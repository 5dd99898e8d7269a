package sdk_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0043/sdk"
)

// TestOutputValidation lists and calls every tool through a real go-sdk
// client and checks the structuredContent it receives against the
// outputSchema it listed with jsonschema-go, the validator the go-sdk
// applies to the results of its typed tools (the client itself does not
// check): the tools OMCG0043 flags fail, the others pass.
func TestOutputValidation(t *testing.T) {
	ctx := context.Background()
	server := mcp.NewServer(&mcp.Implementation{Name: "fixture", Version: "v0"}, nil)
	sdk.Register(server)
	ct, st := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	listed := map[string]any{}
	for tool, err := range cs.Tools(ctx, nil) {
		if err != nil {
			t.Fatal(err)
		}
		listed[tool.Name] = tool.OutputSchema
	}
	for _, name := range slices.Concat(sdk.Flagged, sdk.Quiet, sdk.Unresolved) {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var s jsonschema.Schema
		b, _ := json.Marshal(listed[name])
		if err := json.Unmarshal(b, &s); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		resolved, err := s.Resolve(nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var v any
		b, _ = json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		verr := resolved.Validate(v)
		if flagged := slices.Contains(sdk.Flagged, name); (verr != nil) != flagged && !slices.Contains(sdk.Unresolved, name) {
			t.Errorf("%s: %s refused: %v; OMCG0043 flags it: %v", name, b, verr, flagged)
		} else {
			t.Logf("%s: %s: %v", name, b, verr)
		}
	}
}
