package genload

import (
	"cmp"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/mcptool"
	"github.com/mcpvet/mcpvet/schema"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
)

// ToolSchemas is one tool as `mcpvet schema` lists it: the schemas the
// client will receive (canonical bytes, embedded as raw JSON; null where
// there is none), which rules wrote them, and the problems found in its
// types and its name.
type ToolSchemas struct {
	Package string `json:"package"`
	// Name is the tool's name; "" when it is not a constant.
	Name string `json:"name"`
	// Style says how the tool is declared: //mcp:tool, runtime.AddTool,
	// runtime.Tool, mcp.AddTool, (*mcp.Server).AddTool, mark3labs
	// mcp.NewTool, "own tool type api.Tool" for a literal of a server's own
	// tool type, or route for an HTTP route exposed as a tool; with
	// " via pkg.Func" when it goes through a wrapper.
	Style string `json:"style"`
	// Pos is where it is declared: file:line:column, the file's base
	// name.
	Pos string `json:"pos"`
	// Route is the request a route tool sends, as a net/http pattern
	// ("GET /api/items/{id}"); "" for other tools.
	Route string `json:"route,omitempty"`
	// Dialect says whose rules the schemas follow: DialectGoSDK for an
	// mcp.AddTool tool (what jsonschema-go infers, which the go-sdk
	// serves), DialectMCPGo for a mark3labs tool (what mcp-go writes from
	// its options), DialectMcpvet for the others.
	Dialect string `json:"dialect"`
	// InputGiven and OutputGiven: the tool gives that schema itself (its
	// mcp.Tool's InputSchema); the schema is then the literal the code
	// writes, folded, or null where a part of it is not a constant.
	InputGiven   bool            `json:"inputSchemaGiven,omitempty"`
	OutputGiven  bool            `json:"outputSchemaGiven,omitempty"`
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
		slices.SortStableFunc(tools, func(a, b *mcptool.Tool) int {
			pa, pb := p.Fset.Position(a.Pos), p.Fset.Position(b.Pos)
			return cmp.Or(cmp.Compare(pa.Filename, pb.Filename), cmp.Compare(pa.Offset, pb.Offset))
		})
		for _, t := range tools {
			pos := p.Fset.Position(t.Pos)
			l := p.Result.Listing(t)
			ts := ToolSchemas{
				Package:      p.Path,
				Name:         t.Name,
				Style:        styleOf(t),
				Pos:          fmt.Sprintf("%s:%d:%d", filepath.Base(pos.Filename), pos.Line, pos.Column),
				Dialect:      DialectMcpvet,
				InputGiven:   l.InputGiven,
				OutputGiven:  l.OutputGiven,
				InputSchema:  l.Input,
				OutputSchema: l.Output,
				Problems:     []string{},
			}
			if l.SDK {
				ts.Dialect = DialectGoSDK
			}
			ts.Problems = problems(p, t.Name, span{t.Pos, t.End}, span{t.NamePos, t.NamePos})
			if t.Dialect == mcptool.MCPGo {
				mcpgoSchemas(t, &ts)
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
				Dialect:      DialectMcpvet,
				InputSchema:  raw(r.Tool.Input),
				OutputSchema: raw(r.Tool.Output),
				Problems:     []string{},
			}
			ts.Problems = problems(p, r.Tool.Name, span{r.Call.Pos(), r.Call.End()}, span{r.Tool.NamePos, r.Tool.NamePos})
			out = append(out, ts)
		}
	}
	return out
}

// styleOf is how a tool is declared, with the wrapper it is declared
// through: "mcp.AddTool via registry.AddTool".
func styleOf(t *mcptool.Tool) string {
	if t.Style == mcptool.OwnTool {
		if t.Via != nil {
			return "own tool type " + t.OwnType + " via " + mcptool.FuncName(t.Via)
		}
		return "own tool type " + t.OwnType
	}
	if t.Via != nil {
		return t.Style.String() + " via " + mcptool.FuncName(t.Via)
	}
	return t.Style.String()
}

// UnfollowedRegistration is a registration whose tool mcpvet cannot
// follow (a tool that comes from an interface method, a collection of
// another package, AddTool used as a func value): listed, never guessed
// at, and checked by nothing.
type UnfollowedRegistration struct {
	Package string `json:"package"`
	Pos     string `json:"pos"`
	// Via is the wrapper called there, "" for the SDK's own AddTool.
	Via string `json:"via,omitempty"`
	Why string `json:"why"`
}

// Unfollowed lists the registrations of pkgs whose tools mcpvet cannot
// follow, in package and source order.
func Unfollowed(pkgs []*Package) []UnfollowedRegistration {
	out := []UnfollowedRegistration{}
	for _, p := range pkgs {
		if p.Result == nil {
			continue
		}
		for _, u := range p.Result.Unfollowed {
			pos := p.Fset.Position(u.Pos)
			if filepath.Base(pos.Filename) == FileName || strings.HasSuffix(pos.Filename, "_test.go") {
				continue
			}
			r := UnfollowedRegistration{
				Package: p.Path,
				Pos:     fmt.Sprintf("%s:%d:%d", filepath.Base(pos.Filename), pos.Line, pos.Column),
				Why:     u.Why,
			}
			if u.Via != nil {
				r.Via = mcptool.FuncName(u.Via)
			}
			out = append(out, r)
		}
	}
	slices.SortStableFunc(out, func(a, b UnfollowedRegistration) int { return strings.Compare(a.Package, b.Package) })
	return out
}

// The dialects of ToolSchemas.Dialect.
const (
	DialectMcpvet = "mcpvet"
	DialectGoSDK  = "go-sdk"
	DialectMCPGo  = "mcp-go"
)

// mcpgoSchemas marks a mark3labs tool's schemas as mcp-go's, and says
// what of the input schema mcp-go writes from its options mcpvet could not
// fold: the schema is then null, or lacks the values listed.
func mcpgoSchemas(t *mcptool.Tool, ts *ToolSchemas) {
	ts.Dialect = DialectMCPGo
	m := t.MCPGo
	if m == nil {
		return
	}
	switch {
	case m.Err != nil:
		ts.Problems = append(ts.Problems, m.Err.Error())
	case m.Unfollowed != "":
		ts.Problems = append(ts.Problems, "mcp-go: input schema not folded: "+m.Unfollowed)
	}
	for _, l := range m.Left {
		ts.Problems = append(ts.Problems, "mcp-go: input schema without "+l)
	}
	ts.Problems = append(ts.Problems, mcpgodialect.Check(t.InputSchemaJSON)...)
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
