// Package mark registers mcp-go tools whose listed output schema and
// structured results are written apart (testdata/mod/omcg0043/mark):
// some build a result the schema refuses, the others results it accepts
// (or that mcpvet cannot know).
package mark

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Hit struct {
	Title string  `json:"title"`
	Score float64 `json:"score"`
}

// SearchOut is what every tool here lists (WithOutputSchema[SearchOut]).
type SearchOut struct {
	Total int   `json:"total"`
	Hits  []Hit `json:"hits"`
}

// oldOut is the result before "count" was renamed "total".
type oldOut struct {
	Count int   `json:"count"`
	Hits  []Hit `json:"hits"`
}

// sparseOut leaves total out when it is zero.
type sparseOut struct {
	Total int   `json:"total,omitempty"`
	Hits  []Hit `json:"hits"`
}

type textTotal struct {
	Total string `json:"total"`
}

func renamed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructuredOnly(oldOut{Count: 1, Hits: []Hit{{Title: "a", Score: 1}}}), nil // want `OMCG0043: tool "renamed": the output schema it lists refuses this structured result \(oldOut, as encoding/json writes it\): required property "total" is never written; property "count" is always written, and the output schema neither lists it nor allows others`
}

func sparse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out := sparseOut{Hits: []Hit{}}
	return mcp.NewToolResultStructured(out, "no hits"), nil // want `OMCG0043: tool "sparse": .*required property "total" is left out when empty \(omitempty\)`
}

func wrongType(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultText("3")
	res.StructuredContent = textTotal{Total: "3"} // want `OMCG0043: tool "wrong_type": .*property "total" is written as string, and the output schema wants integer`
	return res, nil
}

func typed(ctx context.Context, req mcp.CallToolRequest, args struct{}) (oldOut, error) {
	return oldOut{}, nil
}

func mapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := 3
	return mcp.NewToolResultStructuredOnly(map[string]any{"count": n, "hits": []Hit{}}), nil // want `OMCG0043: tool "mapped": .*\(a map literal, as encoding/json writes it\): required property "total" is never written; property "count" is always written`
}

func literal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := 3
	return mcp.NewToolResultStructuredOnly(map[string]any{"total": n, "hits": []Hit{{Title: "a"}}}), nil
}

func same(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructuredOnly(SearchOut{Total: 1, Hits: []Hit{{Title: "a"}}}), nil
}

func pointer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(&SearchOut{Hits: []Hit{}})
}

func loose(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v any = oldOut{}
	if req.GetBool("raw", false) {
		m := map[string]any{}
		m["count"] = 1
		return mcp.NewToolResultStructuredOnly(m), nil
	}
	return mcp.NewToolResultStructuredOnly(v), nil
}

func extra(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructuredOnly(oldOut{Count: 2, Hits: []Hit{}}), nil
}

func wrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructuredOnly(oldOut{}), nil // want `OMCG0043: tool "wrapped": .*required property "total" is never written`
}

func helped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return build(1), nil
}

// build is the result helped returns as it is.
func build(n int) *mcp.CallToolResult {
	return mcp.NewToolResultStructuredOnly(oldOut{Count: n, Hits: []Hit{}}) // want `OMCG0043: tool "helped": .*required property "total" is never written`
}

// registry is a server's own registration layer: add registers the tool
// and keeps its handler.
type registry struct {
	s        *server.MCPServer
	handlers map[string]server.ToolHandlerFunc
}

func (r *registry) add(tool mcp.Tool, h server.ToolHandlerFunc, examples ...string) {
	r.s.AddTool(tool, h)
	r.handlers[tool.Name] = h
}

// openSchema lists total as optional and allows other properties.
const openSchema = `{"type":"object","properties":{"total":{"type":"integer"}}}`

// stringSchema wants total as an integer.
const stringSchema = `{"type":"object","properties":{"total":{"type":"integer"}},"required":["total"]}`

// Register adds the tools: the first seven are reported, the others not
// (loose builds its result through an interface, which mcpvet does not
// know).
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("renamed", mcp.WithOutputSchema[SearchOut]()), renamed)
	s.AddTool(mcp.NewTool("sparse", mcp.WithOutputSchema[SearchOut]()), sparse)
	s.AddTool(mcp.NewTool("wrong_type", mcp.WithRawOutputSchema(json.RawMessage(stringSchema))), wrongType)
	s.AddTool(mcp.NewTool("typed", mcp.WithOutputSchema[SearchOut]()), mcp.NewStructuredToolHandler(typed)) // want `OMCG0043: tool "typed": .*required property "total" is never written`

	s.AddTool(mcp.NewTool("mapped", mcp.WithOutputSchema[SearchOut]()), mapped)
	s.AddTool(mcp.NewTool("literal", mcp.WithOutputSchema[SearchOut]()), literal)

	reg := &registry{s: s, handlers: map[string]server.ToolHandlerFunc{}}
	reg.add(mcp.NewTool("wrapped", mcp.WithOutputSchema[SearchOut]()), wrapped)

	s.AddTool(mcp.NewTool("helped", mcp.WithOutputSchema[SearchOut]()), helped)

	s.AddTool(mcp.NewTool("same", mcp.WithOutputSchema[SearchOut]()), same)
	s.AddTool(mcp.NewTool("pointer", mcp.WithOutputSchema[SearchOut]()), pointer)
	s.AddTool(mcp.NewTool("loose", mcp.WithOutputSchema[SearchOut]()), loose)
	s.AddTool(mcp.NewTool("extra", mcp.WithRawOutputSchema(json.RawMessage(openSchema))), extra)
}
