package genload

import (
	"cmp"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/families/drift"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
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
	// RegisteredIn is, for a tool built in a package that is not listed
	// (a library of tools in a dependency module), the listed package
	// that registers it; Package and Pos are then where it is built.
	RegisteredIn string `json:"registeredIn,omitempty"`
	// Reads says whether the arguments the tool's handler reads were
	// compared with its listing (the drift codes, OMCG0038-OMCG0042):
	// nil for a tool whose listing and handler come from one type (a
	// typed go-sdk tool, a directive), which cannot drift.
	Reads *Reads `json:"reads,omitempty"`
	// Flow says whether the security codes followed the tool's handler,
	// and if not why.
	Flow *Flow `json:"flow,omitempty"`
}

// Reads is whether a tool's handler reads were compared with its
// listing, and why not.
type Reads struct {
	Compared bool `json:"compared"`
	// Why is the reason they were not: a read mcpvet cannot follow (a
	// computed key, the request passed to an interface), a listing it
	// cannot fold, a handler it cannot see; for compared reads, where
	// they were compared when not in the tool's own package ("in
	// import/path").
	Why string `json:"why,omitempty"`
	// Partial: not compared for every handler, but for some (Why says
	// how many, and why not the others).
	Partial bool `json:"partial,omitempty"`
}

// Text is the line `mcpvet schema` writes for it.
func (r *Reads) Text() string {
	switch {
	case r.Compared && r.Why != "":
		return "reads: compared with the listing (" + r.Why + ")"
	case r.Compared:
		return "reads: compared with the listing"
	case r.Partial:
		return "reads: " + r.Why
	}
	return "reads: not compared: " + r.Why
}

// readsOf is whether the tool's handlers' reads were compared: every one
// of them (a tool registered with several handlers is compared only if
// each was); nil when drift does not compare the tool.
func readsOf(d *drift.Result, t *mcptool.Tool) *Reads {
	if d == nil {
		return nil
	}
	var r *Reads
	compared, all := 0, 0
	for _, c := range d.Tools {
		if c.Tool != t {
			continue
		}
		all++
		if r == nil {
			r = &Reads{Compared: true}
		}
		if c.Skipped == "" {
			compared++
		} else if r.Compared {
			r.Compared, r.Why = false, c.Skipped
		}
	}
	if r != nil && !r.Compared && compared > 0 {
		// The tool's own handler is compared, and its findings stand;
		// a handler a registration gives around it (a wrapper that
		// passes the request on) is not.
		r.Partial = true
		r.Why = fmt.Sprintf("compared with the listing for %d of its %d handlers; not for the others: %s", compared, all, r.Why)
	}
	return r
}

// readsElsewhere is whether the handlers the registrations in other
// packages give a tool were compared with its listing there (drift
// compares a tool another package lists where it is registered); nil
// when none was held to it.
func readsElsewhere(elsewhere []registeredIn) *Reads {
	var r *Reads
	for _, e := range elsewhere {
		if e.pkg.Drift == nil {
			continue
		}
		for _, c := range e.pkg.Drift.Tools {
			if c.Registration != e.reg {
				continue
			}
			if r == nil {
				r = &Reads{Compared: true, Why: "in " + e.pkg.Path}
			}
			if c.Skipped != "" && r.Compared {
				r.Compared, r.Why = false, c.Skipped+" (registered in "+e.pkg.Path+")"
			}
		}
	}
	return r
}

// Schemas lists every tool of pkgs, in package order, then the tools
// mcpfacts finds in source order, then the route tools in source order;
// not a tool registered by a function no entry point of its package
// reaches (mcpfacts.Tool.Shipped).
func Schemas(pkgs []*Package) []ToolSchemas {
	out := []ToolSchemas{}
	foreign := map[*mcptool.Tool]bool{} // listed once, however many packages register it
	elsewhere := registeredElsewhere(pkgs)
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
			// What only tests reach is not what a client of the server
			// receives.
			if t.Shipped() {
				out = append(out, toolSchemas(p, t, elsewhere[t]))
			}
		}
		for _, f := range p.Foreign {
			if f.Tool != nil && !foreign[f.Tool] {
				foreign[f.Tool] = true
				ts := toolSchemas(f.Pkg, f.Tool, append(elsewhere[f.Tool], registeredIn{p, f.Reg}))
				ts.RegisteredIn = p.Path
				out = append(out, ts)
			}
		}
		if p.API == nil {
			continue
		}
		for _, r := range p.API.Tools {
			// A route tool is listed as every other tool is; what only
			// tests register is left out (a route tool has no reach).
			pos := p.Fset.Position(r.Tool.Pos)
			if filepath.Base(pos.Filename) == FileName || strings.HasSuffix(pos.Filename, "_test.go") {
				continue
			}
			out = append(out, toolSchemas(p, r.Tool, nil))
		}
	}
	return out
}

// registeredElsewhere are, for each tool a package of pkgs builds, its
// registrations in the other packages of pkgs.
func registeredElsewhere(pkgs []*Package) map[*mcptool.Tool][]registeredIn {
	byPath := map[string]*Package{}
	for _, p := range pkgs {
		byPath[p.Path] = p
	}
	out := map[*mcptool.Tool][]registeredIn{}
	for _, p := range pkgs {
		if p.Result == nil {
			continue
		}
		for _, r := range p.Result.Registrations {
			if r.Tool != nil || r.DeclaredAt == "" {
				continue
			}
			pkgPath, file, line := splitDeclaredAt(r.DeclaredAt)
			if o := byPath[pkgPath]; o != nil && o.Result != nil {
				if t := toolAt(o, file, line); t != nil {
					out[t] = append(out[t], registeredIn{p, r})
				}
			}
		}
	}
	return out
}

// toolSchemas is how the listing shows t, a tool p declares, registered
// in other packages too (elsewhere).
func toolSchemas(p *Package, t *mcptool.Tool, elsewhere []registeredIn) ToolSchemas {
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
	}
	if l.SDK {
		ts.Dialect = DialectGoSDK
	}
	ts.Problems = problems(p, t.Name, span{t.Pos, t.End}, span{t.NamePos, t.NamePos})
	if t.Dialect == mcptool.MCPGo {
		mcpgoSchemas(t, &ts)
	}
	if rt := t.Route(); rt != nil {
		ts.Route = rt.Pattern
	}
	ts.Reads = readsOf(p.Drift, t)
	if ts.Reads != nil && !ts.Reads.Compared {
		if r := readsElsewhere(elsewhere); r != nil {
			ts.Reads = r
		}
	}
	ts.Flow = flowOf(p, t, elsewhere)
	return ts
}

// styleOf is how a tool is declared, with the wrapper it is declared
// through: "mcp.AddTool via registry.AddTool".
func styleOf(t *mcptool.Tool) string {
	if via := t.Via(); via != nil {
		return t.Origin.String() + " via " + mcptool.FuncName(via)
	}
	return t.Origin.String()
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
		for _, f := range p.Foreign {
			if f.Tool == nil {
				pos := p.Fset.Position(f.Reg.Call.Pos())
				r := UnfollowedRegistration{Package: p.Path, Pos: fmt.Sprintf("%s:%d:%d", filepath.Base(pos.Filename), pos.Line, pos.Column), Why: f.Why}
				if f.Reg.Via != nil {
					r.Via = mcptool.FuncName(f.Reg.Via)
				}
				out = append(out, r)
			}
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
		ts.Problems = append(ts.Problems, notFolded+m.Unfollowed)
	}
	for _, l := range m.Left {
		ts.Problems = append(ts.Problems, leftOut+l)
	}
	ts.Problems = append(ts.Problems, mcpgodialect.Check(t.InputSchemaJSON)...)
}

// RouteStyle is the Style of a route tool: an HTTP route of the app
// exposed as a tool (docs/api.md).
const RouteStyle = "route"
