package schematype_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestOMCG0036OnTheSDK holds OMCG0036's model against the real go-sdk:
// the tags of other conventions give no description, an invopop
// jsonschema tag is description text, and omitempty keeps a field the
// author tagged required optional.
func TestOMCG0036OnTheSDK(t *testing.T) {
	type In struct {
		ID    string `json:"id" mcp:"the id"`
		Email string `json:"email" description:"the email"`
		Team  string `json:"team" jsonschema_description:"the team"`
		Query string `json:"query,omitempty" jsonschema:"what to look for,required"`
		Note  string `json:"note" jsonschema:"a note"`
	}
	impl := &mcp.Implementation{Name: "t", Version: "v1"}
	s := mcp.NewServer(impl, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "t"}, func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(impl, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(res.Tools[0].InputSchema)
	var got struct {
		Properties map[string]struct {
			Description string `json:"description"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"id": "", "email": "", "team": "", "query": "what to look for,required", "note": "a note"} {
		if d := got.Properties[name].Description; d != want {
			t.Errorf("%s: description %q, want %q (schema %s)", name, d, want, raw)
		}
	}
	if slices.Contains(got.Required, "query") {
		t.Errorf("query is required (%v): the model says omitempty keeps it optional", got.Required)
	}
}
