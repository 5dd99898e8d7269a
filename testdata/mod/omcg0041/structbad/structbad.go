// Package structbad lists arguments its handlers decode into no field,
// or into a field they never use.
package structbad

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("search",
		mark.WithString("query", mark.Required()),
		mark.WithNumber("limit"), // want `OMCG0041: tool "search": listed argument "limit" is read by no path of the handler: what a client sends for it is ignored`
	), search)
}

type searchArgs struct {
	Query string `json:"query"`
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in searchArgs
	if err := req.BindArguments(&in); err != nil {
		return nil, err
	}
	return mark.NewToolResultText(in.Query), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "list", InputSchema: json.RawMessage(`{"type":"object","properties":{"dir":{"type":"string"},"recursive":{"type":"boolean"}}}`)}, list) // want `OMCG0041: tool "list": listed argument "recursive" is read by no path of the handler`
}

func list(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Dir       string `json:"dir"`
		Recursive bool   `json:"recursive"` // decoded, never used
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Dir)}}}, nil
}

// GrepIn is what a typed go-sdk handler takes; its tool gives its own
// schema, which lists context_lines (no field: the go-sdk drops it) and
// not include_context (a field no client is told of).
type GrepIn struct {
	Pattern        string `json:"pattern"`
	IncludeContext bool   `json:"include_context,omitempty"`
}

// GrepOut echoes what the handler got.
type GrepOut struct {
	Got string `json:"got"`
}

func grep(ctx context.Context, req *mcp.CallToolRequest, in GrepIn) (*mcp.CallToolResult, GrepOut, error) {
	return nil, GrepOut{Got: fmt.Sprintf("%+v", in)}, nil
}

// GrepSchema is the schema the grep tool gives.
const GrepSchema = `{"type":"object","properties":{"pattern":{"type":"string"},"context_lines":{"type":"integer"}},"required":["pattern"]}`

func RegisterTyped(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "grep", InputSchema: json.RawMessage(GrepSchema)}, grep) // want `OMCG0041: tool "grep": listed argument "context_lines" is read by no path of the handler`
}

// FindIn is inferred for the find tool's schema, to which the code adds
// a property no field holds: the handler decodes into FindIn and never
// reads it.
type FindIn struct {
	Name string `json:"name"`
}

func find(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in FindIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Name}}}, nil
}

// RegisterInferred gives the schema as a local the inference's two
// results are assigned to, edited after it.
func RegisterInferred(s *mcp.Server) {
	findSchema, err := jsonschema.For[FindIn](nil)
	if err != nil {
		panic(err)
	}
	findSchema.Properties["max_depth"] = &jsonschema.Schema{Type: "integer", Description: "How deep to look."}
	s.AddTool(&mcp.Tool{Name: "find", InputSchema: findSchema}, find) // want `OMCG0041: tool "find": listed argument "max_depth" is read by no path of the handler`
}
