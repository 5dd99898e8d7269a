// Package omcg0036 registers go-sdk tools whose fields carry descriptions
// in tags the SDK does not read (flagged), beside the SDK's own convention
// and tags of types no tool uses (not flagged).
package omcg0036

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type GetUserIn struct {
	ID    string `json:"id" mcp:"the user's id"`                    // want `OMCG0036: get_user: GetUserIn.ID: the go-sdk does not read the mcp tag \(jsonschema-go takes a property's description from the jsonschema tag only\), so the description "the user's id" is dropped; move it into a jsonschema tag`
	Email string `json:"email,omitempty" description:"their email"` // want `OMCG0036: get_user: GetUserIn.Email: the go-sdk does not read the description tag`
	// Not flagged: the SDK's own convention.
	Note string `json:"note,omitempty" jsonschema:"a note, with a comma"`
	// Not flagged: both; the jsonschema tag is read.
	Both string `json:"both" jsonschema:"read" description:"ignored copy"`
}

type SearchIn struct {
	Query string `json:"query,omitempty" jsonschema:"what to look for,required"` // want `OMCG0036: search: SearchIn.Query: jsonschema-go takes the whole jsonschema tag as the description, so it reads "what to look for,required": "required" is invopop/jsonschema's syntax, which the go-sdk does not read \(a field is required unless its json tag has omitempty or omitzero, and this one has: it stays optional\); keep only the description in the jsonschema tag`
	Order string `json:"order" jsonschema:"sort order,enum=asc,enum=desc"`       // want `OMCG0036: search: SearchIn.Order: jsonschema-go takes the whole jsonschema tag as the description, so it reads "sort order,enum=asc,enum=desc": "enum=asc", "enum=desc" is invopop`
}

type Out struct {
	Name string `json:"name" mcp:"the name"` // want `OMCG0036: get_user, search: Out.Name: the go-sdk does not read the mcp tag`
}

// Config is not a tool's input or output: its tags are another
// library's business.
type Config struct {
	Addr string `description:"listen address"`
}

func getUser(ctx context.Context, req *mcp.CallToolRequest, in GetUserIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func search(ctx context.Context, req *mcp.CallToolRequest, in SearchIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get_user"}, getUser)
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
}
