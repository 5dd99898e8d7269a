package drift

import (
	"encoding/json"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// A tool one package builds (tools.NewReadFileTool(), a package-level
// var) and another registers with its handler (s.AddTool(tools.NewX(),
// func(ctx, req) { return tools.HandleX(ctx, deps, req) })) is compared
// where it is registered: the declaring package exports the listing of
// each tool it declares without a handler in sight (ListingsFact), and
// the registering package holds the handler it gives against it.

// ListingsFact is a package's listings of the mcp-go tools it declares
// and does not register with a handler, by Registration.DeclaredAt.
type ListingsFact struct {
	Tools map[string]ListedTool `json:"tools"`
}

// ListedTool is what a registering package needs of a listing: the
// tool's name and its properties.
type ListedTool struct {
	Name  string          `json:"name"`
	Props map[string]Prop `json:"props"`
}

func (*ListingsFact) AFact() {}

// GobEncode writes the fact as JSON, whose map keys are sorted: fact
// encodings must be deterministic.
func (f *ListingsFact) GobEncode() ([]byte, error) { return json.Marshal(f) }

func (f *ListingsFact) GobDecode(b []byte) error { return json.Unmarshal(b, f) }

func (f *ListingsFact) String() string {
	var names []string
	for _, t := range f.Tools {
		names = append(names, t.Name)
	}
	return "listings(" + strings.Join(names, " ") + ")"
}

// exportListings exports the listings of the package's mcp-go tools that
// r found no handler for.
func exportListings(pass *analysis.Pass, res *mcpfacts.Result, r *Result) {
	f := &ListingsFact{Tools: map[string]ListedTool{}}
	for _, c := range r.Tools {
		t := c.Tool
		if c.Skipped != notInSight {
			continue
		}
		in, why := listingOf(res, t)
		if why != "" {
			continue
		}
		ps := props(t, in)
		for k, p := range ps {
			p.Call = nil // an option call of this package: not for another
			ps[k] = p
		}
		f.Tools[mcptool.DeclaredAt(pass.Fset, pass.Pkg, t.Pos)] = ListedTool{Name: t.Name, Props: ps}
	}
	if len(f.Tools) > 0 {
		pass.ExportPackageFact(f)
	}
}

// compareElsewhere compares the handler of each registration of the
// package whose tool another package declares and lists
// (ListingsFact). Each comparison's Tool stands for the tool at the
// registration: its name, and the registration's place.
func compareElsewhere(pass *analysis.Pass, res *mcpfacts.Result, vf *valueflow.Result) []*Compared {
	var listings map[string]*ListingsFact // by package path, read when first needed
	var out []*Compared
	for _, reg := range res.Registrations {
		if reg.Tool != nil || reg.DeclaredAt == "" || reg.Handler == nil || reg.Call == nil {
			continue
		}
		if listings == nil {
			listings = map[string]*ListingsFact{}
			for _, pf := range pass.AllPackageFacts() {
				if f, ok := pf.Fact.(*ListingsFact); ok {
					listings[pf.Package.Path()] = f
				}
			}
		}
		at := reg.DeclaredAt
		f := listings[mcptool.DeclaredIn(at)]
		if f == nil {
			continue
		}
		lt, ok := f.Tools[at]
		if !ok || reg.NameKnown && lt.Name != reg.Name {
			continue
		}
		t := &mcptool.Tool{Name: lt.Name, NameKnown: true, Pos: reg.Call.Pos(), End: reg.Call.End()}
		c := &Compared{Tool: t, Handler: reg.Handler, Registration: reg}
		out = append(out, compareReads(vf, c, false, func() map[string]Prop { return lt.Props })...)
	}
	return out
}
