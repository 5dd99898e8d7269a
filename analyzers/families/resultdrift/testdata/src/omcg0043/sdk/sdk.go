// Package sdk registers go-sdk tools that give their output schema and
// set the structured content themselves: results the schema refuses, and
// results it accepts (testdata/mod/omcg0043/sdk).
package sdk

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Weather is what the output schema describes.
type Weather struct {
	City    string  `json:"city"`
	Celsius float64 `json:"celsius"`
}

type reading struct {
	City string `json:"city"`
	Temp string `json:"temp"`
}

var input = &jsonschema.Schema{Type: "object"}

func stale(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: "12C"}},
		StructuredContent: reading{City: "Oslo", Temp: "12C"}, // want `OMCG0043: tool "stale": .*\(reading, as encoding/json writes it\): required property "celsius" is never written; property "temp" is always written, and the output schema neither lists it nor allows others`
	}, nil
}

func quoted(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "12"}}}
	if req.Params.Arguments == nil {
		res.StructuredContent = map[string]string{"city": "Oslo", "celsius": "12"} // want `OMCG0043: tool "quoted": .*\(a map literal, as encoding/json writes it\): property "celsius" is written as string, and the output schema wants number`
	}
	res.StructuredContent = []Weather{{City: "Oslo", Celsius: 12}} // want `OMCG0043: tool "quoted": .*the result is written as array, and the output schema wants object`
	return res, nil
}

func current(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: "12C"}},
		StructuredContent: &Weather{City: "Oslo", Celsius: 12},
	}, nil
}

func computed(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out any = reading{}
	return &mcp.CallToolResult{StructuredContent: out}, nil
}

// Register adds the tools: stale and quoted are reported, current and
// computed not (computed builds its result through an interface, which
// mcpvet does not know).
func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "stale", InputSchema: input, OutputSchema: &jsonschema.Schema{
		Type:                 "object",
		Properties:           map[string]*jsonschema.Schema{"city": {Type: "string"}, "celsius": {Type: "number"}},
		Required:             []string{"city", "celsius"},
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}},
	}}, stale)
	s.AddTool(&mcp.Tool{Name: "quoted", InputSchema: input, OutputSchema: &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"city": {Type: "string"}, "celsius": {Type: "number"}},
		Required:   []string{"city", "celsius"},
	}}, quoted)
	s.AddTool(&mcp.Tool{Name: "current", InputSchema: input, OutputSchema: &jsonschema.Schema{
		Type:                 "object",
		Properties:           map[string]*jsonschema.Schema{"city": {Type: "string"}, "celsius": {Type: "number"}},
		Required:             []string{"city", "celsius"},
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}},
	}}, current)
	s.AddTool(&mcp.Tool{Name: "computed", InputSchema: input, OutputSchema: &jsonschema.Schema{
		Type:     "object",
		Required: []string{"celsius"},
	}}, computed)
	// A raw schema written as JSON text: the same refusal as stale's.
	s.AddTool(&mcp.Tool{Name: "stale_raw", InputSchema: input, OutputSchema: json.RawMessage(`{"type":"object","properties":{"city":{"type":"string"},"celsius":{"type":"number"}},"required":["city","celsius"]}`)}, staleRaw)
}

func staleRaw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: reading{City: "Oslo", Temp: "12C"}}, nil // want `OMCG0043: tool "stale_raw": .*\(reading, as encoding/json writes it\): required property "celsius" is never written`
}
