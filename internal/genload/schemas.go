package genload

import (
	"cmp"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/generated"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/schema"
)

// ToolSchemas is one tool as `mcpvet schema` lists it: its schemas as
// mcpvet computes them (canonical bytes, embedded as raw JSON; null where
// mcpvet computes none) and the problems the rules found in its types.
type ToolSchemas struct {
	Package string `json:"package"`
	// Name is the tool's name; "" when it is not a constant.
	Name string `json:"name"`
	// Style says how the tool is declared: //mcp:tool, runtime.AddTool,
	// mcp.AddTool, (*mcp.Server).AddTool, mark3labs mcp.NewTool, or route
	// for an HTTP route exposed as a tool.
	Style string `json:"style"`
	// Pos is where it is declared: file:line:column, the file's base
	// name.
	Pos string `json:"pos"`
	// Route is the request a route tool sends, as a net/http pattern
	// ("GET /api/items/{id}"); "" for other tools.
	Route        string          `json:"route,omitempty"`
	InputSchema  json.RawMessage `json:"inputSchema"`
	OutputSchema json.RawMessage `json:"outputSchema"`
	Problems     []string        `json:"problems"`
}

// Schemas lists every tool of pkgs, in package order, then the tools
// mcpfacts finds in source order, then the route tools in source order.
func Schemas(pkgs []*Package) []ToolSchemas {
	out := []ToolSchemas{}
	for _, p := range pkgs {
		if p.Result == nil {
			continue
		}
		tools := slices.Clone(p.Result.Tools)
		slices.SortStableFunc(tools, func(a, b *mcpfacts.Tool) int {
			pa, pb := p.Fset.Position(a.Pos), p.Fset.Position(b.Pos)
			return cmp.Or(cmp.Compare(pa.Filename, pb.Filename), cmp.Compare(pa.Offset, pb.Offset))
		})
		for _, t := range tools {
			pos := p.Fset.Position(t.Pos)
			ts := ToolSchemas{
				Package:      p.Path,
				Name:         t.Name,
				Style:        t.Style.String(),
				Pos:          fmt.Sprintf("%s:%d:%d", filepath.Base(pos.Filename), pos.Line, pos.Column),
				InputSchema:  raw(generated.InputSchema(t)),
				OutputSchema: raw(generated.OutputSchema(t)),
				Problems:     []string{},
			}
			for _, pr := range t.Problems {
				ts.Problems = append(ts.Problems, pr.String())
			}
			for _, f := range t.SDK {
				ts.Problems = append(ts.Problems, "go-sdk: "+f.Path+": "+f.Message)
			}
			out = append(out, ts)
		}
		if p.API == nil {
			continue
		}
		for _, r := range p.API.Tools {
			pos := p.Fset.Position(r.Call.Pos())
			if filepath.Base(pos.Filename) == FileName || strings.HasSuffix(pos.Filename, "_test.go") {
				continue
			}
			ts := ToolSchemas{
				Package:      p.Path,
				Name:         r.Tool.Name,
				Style:        RouteStyle,
				Pos:          fmt.Sprintf("%s:%d:%d", filepath.Base(pos.Filename), pos.Line, pos.Column),
				Route:        r.Tool.Pattern,
				InputSchema:  raw(r.Tool.Input),
				OutputSchema: raw(r.Tool.Output),
				Problems:     []string{},
			}
			for _, pr := range r.Tool.Problems {
				ts.Problems = append(ts.Problems, pr.String())
			}
			out = append(out, ts)
		}
	}
	return out
}

// RouteStyle is the Style of a route tool: an HTTP route of the app
// exposed as a tool (docs/api.md).
const RouteStyle = "route"

func raw(s *schema.Schema) json.RawMessage {
	if s == nil {
		return nil
	}
	return schema.Encode(s)
}
