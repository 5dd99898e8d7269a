// want package:`types\(fixtures/mcpgoreal/opts.toolOptions\)`
// Package opts declares mcp-go tools whose input schemas are built with
// options in every way mcpvet folds: in place, in helper functions of
// this package and of another, in variables. TestOptions (in package
// mcpgoreal) lists them from a real mcp-go server and compares each
// inputSchema with mcpvet's fold.
package opts

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/mcpgoreal/opts/helpers"
	"fixtures/mcpgoreal/opts/reflected"
)

const limitDoc = "Maximum number of results"

var colors = []string{"red", "green", "blue"}

var okOutput = json.RawMessage(`{
  "type": "object",
  "properties": {"ok": {"type": "boolean"}}
}`)

// common are options several tools share.
var common = []mcp.ToolOption{
	mcp.WithBoolean("verbose", mcp.Description("Say more"), mcp.DefaultBool(false)),
}

func required(desc string) []mcp.PropertyOption {
	return []mcp.PropertyOption{mcp.Required(), mcp.Description(desc)}
}

func withQuery() mcp.ToolOption {
	return mcp.WithString("query", mcp.Required(), mcp.Description("What to search for"), mcp.MinLength(1), mcp.MaxLength(200))
}

func intParam(name, desc string, min int) mcp.ToolOption {
	return mcp.WithInteger(name, mcp.Description(desc), mcp.Min(min))
}

type SearchArgs struct {
	Query string   `json:"query"`
	Tags  []string `json:"tags,omitempty"`
	Limit int      `json:"limit,omitempty"`
}

type SearchOut struct {
	Hits  []string `json:"hits"`
	Total int      `json:"total"`
	Next  *string  `json:"next,omitempty"`
}

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

// Register adds every tool to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("empty"), handler)
	s.AddTool(mcp.NewTool("described", mcp.WithDescription("No parameters")), handler)
	s.AddTool(mcp.NewTool("search",
		mcp.WithDescription("Search"),
		mcp.WithString("q", mcp.Required(), mcp.Description("The query"), mcp.Pattern("^[a-z]+$")),
		mcp.WithNumber("limit", mcp.Description(limitDoc), mcp.Min(1), mcp.Max(50), mcp.DefaultNumber(10)),
		mcp.WithNumber("ratio", mcp.Min(0.5), mcp.MultipleOf(0.25)),
		mcp.WithBoolean("exact", mcp.DefaultBool(true)),
		mcp.WithString("color", mcp.Enum("red", "green"), mcp.DefaultString("red"), mcp.Title("Colour")),
		mcp.WithString("shade", mcp.Enum(colors...)),
	), handler)
	s.AddTool(mcp.NewTool("arrays",
		mcp.WithArray("tags", mcp.Description("Tags, without items")),
		mcp.WithArray("names", mcp.Required(), mcp.WithStringItems(mcp.MinLength(1))),
		mcp.WithArray("scores", mcp.WithNumberItems(mcp.Min(0), mcp.Max(100)), mcp.MinItems(1), mcp.MaxItems(5), mcp.UniqueItems(true)),
		mcp.WithArray("ids", mcp.WithIntegerItems(mcp.Required())),
		mcp.WithArray("flags", mcp.WithBooleanItems(mcp.Description("a flag"))),
		mcp.WithArray("levels", mcp.WithStringEnumItems([]string{"low", "high"})),
		mcp.WithArray("strict", mcp.WithStringItems(mcp.Required())),
		mcp.WithArray("points", mcp.Items(map[string]any{
			"type":       "object",
			"properties": map[string]any{"x": map[string]any{"type": "number"}},
			"required":   []string{"x"},
		})),
		mcp.WithArray("defaults", mcp.Items(map[string]any{"type": "string"}), mcp.DefaultArray([]string{"a", "b"})),
	), handler)
	s.AddTool(mcp.NewTool("objects",
		mcp.WithObject("filter", mcp.Description("Filter"), mcp.Properties(map[string]any{
			"field": map[string]any{"type": "string"},
			"op":    map[string]any{"type": "string", "enum": []string{"eq", "ne"}},
		}), mcp.AdditionalProperties(false), mcp.MinProperties(1), mcp.MaxProperties(3)),
		mcp.WithObject("empty"),
		mcp.WithObject("keys", mcp.PropertyNames(map[string]any{"pattern": "^[a-z]+$"})),
		mcp.WithAny("anything", mcp.Description("Any JSON value")),
		mcp.WithSchemaAdditionalProperties(false),
	), handler)
	s.AddTool(mcp.NewTool("helpers",
		withQuery(),
		intParam("depth", "How deep", 0),
		mcp.WithString("path", required("The path")...),
	), handler)
	s.AddTool(mcp.NewTool("shared", append(common, mcp.WithString("name"))...), handler)
	s.AddTool(mcp.NewTool("imported",
		append(helpers.Paging(), helpers.Owner(), helpers.Str("repo", "Repository name", mcp.Required()))...,
	), handler)
	s.AddTool(mcp.NewTool("composed", helpers.Sort(), mcp.WithString("q")), handler)
	s.AddTool(mcp.NewTool("twice",
		mcp.WithString("a", mcp.Required()),
		mcp.WithNumber("a", mcp.Required()),
	), handler)
	s.AddTool(mcp.NewTool("typed", mcp.WithInputSchema[SearchArgs](), mcp.WithOutputSchema[SearchOut]()), handler)
	s.AddTool(mcp.NewTool("rawout", mcp.WithToolTitle("Raw output"), mcp.WithDeferLoading(true),
		mcp.WithRawOutputSchema(okOutput)), handler)
	s.AddTool(mcp.NewToolWithRawSchema("raw", "Raw schema", json.RawMessage(`{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`)), handler)
	for _, t := range []reflected.Tool{queryTool, silenceTool, noneTool, litTool} {
		t.Register(s)
	}
	s.AddTool(optioned(toolOptions{name: "in_folder", description: "Works in a folder."}, mcp.WithString("name", mcp.Required())), handler)
	s.AddTool(optioned(toolOptions{name: "current", description: "Works in the current folder.", current: true}, mcp.WithString("name", mcp.Required())), handler)
	s.AddTool(optioned(toolOptions{name: "scoped", current: false, scoped: true}), handler)
}

// toolOptions name a tool optioned builds, and pick the options it adds.
type toolOptions struct { // want toolOptions:`tooltype\(\(converter\) input=input, description=description, name=name\)`
	name, description string
	current, scoped   bool
}

var (
	folderOpt = mcp.WithString("folder", mcp.Required())
	reasonOpt = mcp.WithString("reason")
)

// optioned adds the options every tool shares, the folder only where the
// tool does not work in the current one, then the caller's: the order
// mcp-go gives "required" in.
func optioned(o toolOptions, extra ...mcp.ToolOption) mcp.Tool {
	opts := []mcp.ToolOption{mcp.WithDescription(o.description), reasonOpt}
	if !o.current {
		opts = append(opts, folderOpt)
	}
	if o.scoped {
		opts = append(opts, mcp.WithString("scope", mcp.Required()))
	} else {
		opts = append(opts, mcp.WithBoolean("global"))
	}
	opts = append(opts, extra...)
	return mcp.NewTool(o.name, opts...)
}
