// Package drift holds what a tool's handler reads by name against what
// the tool's listing offers (OMCG0038-OMCG0042), for mcp-go tools,
// go-sdk tools with a raw handler and a given InputSchema, and go-sdk
// mcp.AddTool tools whose In is map[string]any (keyedin.go).
//
// The listing is the input schema mcpfacts folds from the tool's options,
// or the one the tool gives (mcpfacts.Result.Listing, what `mcpvet
// schema` prints); the reads are valueflow's (Func.Reads):
// req.RequireString("q"), req.GetInt("n", 10), the slice readers,
// req.GetArguments()["k"] with its type assertion, the fields of a struct
// the arguments are decoded into (BindArguments, json.Unmarshal of a raw
// handler's Params.Arguments), reader helpers given the key, followed into
// the functions the request or its map is passed to, across packages. A read valueflow cannot resolve (a computed key, the
// request passed to an interface or a func value, the whole map handed
// on or ranged over, the raw arguments) ends the comparison of that tool:
// it gets no finding at all, since what looks unread may be read there.
//
// A tool one package declares and another registers with its handler is
// compared in the registering package, against the listing the declaring
// one exports as a fact (elsewhere.go).
//
// Analyzer computes the comparison once per package; each code's
// analyzer reports its own kind of finding from it.
package drift

import (
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

var Analyzer = &analysis.Analyzer{
	Name: "drift",
	Doc: `compare the arguments a tool's handler reads by name with its listing

drift is a shared pass of OMCG0038-OMCG0042: for every mcp-go tool and
go-sdk raw-handler tool whose listing mcpvet folds and whose handler's
reads valueflow resolves in full, it pairs each read with the listed
property of its name. It reports nothing; its Result says per tool whether
it was compared, and why not (mcpvet schema lists it).`,
	URL:              "https://github.com/mcpvet/mcpvet/blob/main/analyzers/families/drift/drift.go",
	Requires:         []*analysis.Analyzer{mcpfacts.Analyzer, valueflow.Analyzer},
	Run:              passutil.Guard("drift", run),
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	FactTypes:        []analysis.Fact{new(ListingsFact)},
}

// Result is the comparison of the package's tools.
type Result struct {
	Tools []*Compared
}

// Compared is one tool's handler held against its listing.
type Compared struct {
	Tool *mcptool.Tool
	// Handler is the handler expression compared.
	Handler ast.Expr
	// Skipped says why the tool was not compared ("" when it was).
	Skipped string
	// Props are the listed properties, by name.
	Props map[string]Prop
	// Reads are the handler's reads, in order.
	Reads []valueflow.Read
	// Registration is, for a tool another package declares, the
	// registration of this package that gives it the handler compared
	// (elsewhere.go); Tool then stands for the tool at that
	// registration. Nil for a tool of this package.
	Registration *mcptool.Registration
}

// Prop is a listed property.
type Prop struct {
	Name     string
	Type     string // "" when the listing gives none (or several)
	Required bool
	// Call is the option that adds it, when it is in this package.
	Call *ast.CallExpr `json:"-"`
}

type listed struct {
	Properties map[string]struct {
		Type any `json:"type"`
	} `json:"properties"`
	Required []string `json:"required"`
}

func run(pass *analysis.Pass) (any, error) {
	r := &Result{}
	res, _ := pass.ResultOf[mcpfacts.Analyzer].(*mcpfacts.Result)
	vf, _ := pass.ResultOf[valueflow.Analyzer].(*valueflow.Result)
	if res == nil || vf == nil || passutil.IsStd(pass) {
		return r, nil
	}
	for _, t := range res.Tools {
		if typedIn(t) {
			// A typed go-sdk handler with the schema given: its reads
			// are In's fields (typedin.go).
			r.Tools = append(r.Tools, compareTypedIn(res, t))
			continue
		}
		if t.Style() == mcptool.SDKServerAddTool && t.Handler != nil && t.In == nil || keyedIn(t) {
			// A go-sdk raw handler: its listing is the InputSchema given;
			// or a typed one whose In is the arguments by key (keyedin.go).
			r.Tools = append(r.Tools, compare(pass, res, vf, t, t.Handler)...)
			continue
		}
		if t.Style() != mcptool.MarkNewTool && t.Style() != mcptool.MarkTool {
			continue
		}
		hs := t.RegisteredHandlers()
		if len(hs) == 0 {
			r.Tools = append(r.Tools, &Compared{Tool: t, Skipped: notInSight})
		}
		for _, h := range hs {
			r.Tools = append(r.Tools, compare(pass, res, vf, t, h)...)
		}
	}
	exportListings(pass, res, r)
	r.Tools = append(r.Tools, compareElsewhere(pass, res, vf)...)
	return r, nil
}

// notInSight is why a tool with no handler in this package is not
// compared here: the package that registers it compares it
// (elsewhere.go).
const notInSight = "its handler is not in sight (registered elsewhere, or held where mcpvet cannot follow)"

// compare holds each function the handler h may run (one, or each one
// a factory returns) against the tool's listing.
func compare(pass *analysis.Pass, res *mcpfacts.Result, vf *valueflow.Result, t *mcptool.Tool, h ast.Expr) []*Compared {
	c := &Compared{Tool: t, Handler: h}
	skip := func(why string) []*Compared {
		c.Skipped = why
		return []*Compared{c}
	}
	in, why := listingOf(res, t)
	if why != "" {
		return skip(why)
	}
	return compareReads(vf, c, keyedIn(t), func() map[string]Prop { return props(t, in) })
}

// requestParam is the index of a handler's request parameter (mcp-go's
// or the go-sdk's), -1 when it has none.
func requestParam(sig *types.Signature) int {
	idx := -1
	for i := range sig.Params().Len() {
		if pt := sig.Params().At(i).Type(); valueflow.IsMarkRequest(pt) || valueflow.IsSDKRequest(pt) {
			idx = i
		}
	}
	return idx
}

// listingOf is t's listing, folded, or why there is none to hold a
// handler to.
func listingOf(res *mcpfacts.Result, t *mcptool.Tool) (in listed, why string) {
	switch {
	case t.IllTyped:
		return in, "the tool is not known statically"
	case t.Style() == mcptool.SDKServerAddTool && !t.InputSchemaGiven:
		return in, "it gives no input schema"
	case t.Style() != mcptool.SDKServerAddTool && !keyedIn(t) && !typedIn(t) && !markLiteral(t) && (t.MCPGo == nil || t.MCPGo.Unfollowed != "" || t.MCPGo.Err != nil):
		return in, "its listing is not folded"
	}
	l := res.Listing(t)
	if l.Input == nil || json.Unmarshal(l.Input, &in) != nil {
		return in, "its listing is not folded"
	}
	if (t.Style() == mcptool.SDKServerAddTool || typedIn(t)) && in.Properties == nil {
		// {"type":"object"}: any object is valid, as the go-sdk's docs
		// say to write for a tool that takes any input. It names no
		// argument to hold the handler to.
		return in, "its input schema lists no properties"
	}
	return in, ""
}

// compareReads holds each function the handler c.Handler may run against
// the listed properties props gives: c with the reason when none is
// followed, else one comparison per function, each a copy of c. keyed:
// the handler takes the arguments by key in its last parameter.
func compareReads(vf *valueflow.Result, c *Compared, keyed bool, props func() map[string]Prop) []*Compared {
	h := c.Handler
	skip := func(why string) []*Compared {
		c.Skipped = why
		return []*Compared{c}
	}
	fns, sig := vf.Handlers(h), vf.Signature(h)
	decoded := -1 // the parameter an adapter decodes the arguments into, a struct
	if inner, passed := vf.Unwrap(h); len(fns) == 0 && inner != h && len(vf.Decoded(h)) == 0 && sig != nil {
		// A wrapper of the handler (withLogger("run", run)): the
		// handler it calls, when the request reaches it unchanged, as
		// the security family reads it.
		if i := requestParam(sig); i >= 0 && passed(i) {
			fns, sig = vf.Handlers(inner), vf.Signature(inner)
		} else if knowledge.IsArgumentsAloneHandler(sig) && passed(0) {
			fns, sig = vf.Handlers(inner), vf.Signature(inner)
		}
	} else if dec := vf.Decoded(h); len(fns) == 0 && inner != h && len(dec) == 1 {
		// An adapter that hands the handler the request's arguments
		// map alone (AdaptLegacyHandler(h) calls h(request.Params.Arguments)):
		// the handler reads them by key in that parameter.
		if isig := vf.Signature(inner); isig != nil && keyedParam(isig) == dec[0].Param {
			fns, sig, keyed = vf.Handlers(inner), isig, true
		} else if isig != nil && dec[0].Param < isig.Params().Len() && dec[0].Param == isig.Params().Len()-1 {
			// A typed handler (mcp-go's NewTypedToolHandler): the
			// arguments decoded into its last parameter, a struct, by
			// JSON name.
			fns, sig, decoded = vf.Handlers(inner), isig, dec[0].Param
		}
	}
	if len(fns) == 0 || sig == nil {
		if _, call := ast.Unparen(h).(*ast.CallExpr); call && sig != nil {
			return skip("its handler is the result of a call that returns no function mcpvet follows")
		}
		return skip("the handler is not a function mcpvet follows")
	}
	idx := requestParam(sig)
	switch {
	case decoded >= 0:
		idx = decoded
	case keyed || idx < 0 && knowledge.IsArgumentsAloneHandler(sig):
		idx = keyedParam(sig)
	}
	var out []*Compared
	for _, fn := range fns {
		c := &Compared{Tool: c.Tool, Handler: h, Registration: c.Registration}
		out = append(out, c)
		pr, ok := fn.Reads(idx)
		switch {
		case idx < 0 || !ok:
			c.Skipped = "the handler's reads are not known"
			continue
		case pr.Unresolved != "":
			c.Skipped = pr.Unresolved
			continue
		}
		if slices.ContainsFunc(pr.Reads, func(r valueflow.Read) bool { return strings.HasPrefix(r.Key, "#") }) {
			// The handler's own parameter names the key: not a tool's.
			c.Skipped = "an argument is read by a key that is not a constant"
			continue
		}
		c.Reads = pr.Reads
		c.Props = props()
	}
	return out
}

// markLiteral reports whether t is an mcp-go tool written as an mcp.Tool
// literal with its InputSchema in it (no options to fold): its listing
// is the literal's schema when every part of it is a constant (the
// listing is nil otherwise, and the tool is skipped below).
func markLiteral(t *mcptool.Tool) bool {
	return t.Style() == mcptool.MarkTool && t.MCPGo == nil && t.InputSchemaGiven
}

// props are a tool's listed properties, by name.
func props(t *mcptool.Tool, in listed) map[string]Prop {
	out := map[string]Prop{}
	req := map[string]bool{}
	for _, n := range in.Required {
		req[n] = true
	}
	for name, p := range in.Properties {
		typ, _ := p.Type.(string)
		out[name] = Prop{Name: name, Type: typ, Required: req[name]}
	}
	if t.MCPGo != nil {
		for _, mp := range t.MCPGo.Properties {
			if p, ok := out[mp.Name]; ok && p.Call == nil {
				p.Call = mp.Call
				out[mp.Name] = p
			}
		}
	}
	return out
}

// Names are the listed names, sorted.
func (c *Compared) Names() []string {
	var out []string
	for n := range c.Props {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// ReadsOf are the reads of a listed name: those of its key, and those
// that match it as encoding/json matches a struct's fields (a name no
// read has exactly, equal but for case). A decoded field the handler
// never uses is no read.
func (c *Compared) ReadsOf(name string) []valueflow.Read {
	var out []valueflow.Read
	for _, r := range c.Reads {
		if r.Unused {
			continue
		}
		if p, ok := c.Prop(r); ok && p.Name == name {
			out = append(out, r)
		}
	}
	return out
}

// requires reports whether some read of key is required.
func (c *Compared) requires(key string) bool {
	for _, r := range c.Reads {
		if r.Key == key && r.Required {
			return true
		}
	}
	return false
}

// Prop is the listed property a read takes: the one of its key, or,
// for a read that matches case-insensitively (encoding/json's decoding
// into a struct), the one listed name equal to its key but for case.
func (c *Compared) Prop(r valueflow.Read) (Prop, bool) {
	if p, ok := c.Props[r.Key]; ok {
		return p, true
	}
	if !r.Fold {
		return Prop{}, false
	}
	var found Prop
	n := 0
	for _, name := range c.Names() {
		if strings.EqualFold(name, r.Key) {
			found, n = c.Props[name], n+1
		}
	}
	// encoding/json takes the first of several that fold alike, in the
	// order the client wrote them: which one is not known.
	return found, n == 1
}

// At is where a read is reported: the call that names its key to a
// helper taking the key, when that is in the package analyzed; else its
// deepest call in the package (the read itself, or the call of the
// helper of another package that makes it).
func At(pass *analysis.Pass, r valueflow.Read) token.Pos {
	if r.KeyCall > 0 && r.KeyCall <= len(r.Path) {
		// A helper taking the key: the call that names it.
		if s := r.Path[len(r.Path)-r.KeyCall]; s.Pos().IsValid() && inPackage(pass, s.Pos()) {
			return s.Pos()
		}
	}
	pos := token.NoPos
	for _, s := range r.Path {
		if s.Pos().IsValid() && inPackage(pass, s.Pos()) {
			pos = s.Pos()
		}
	}
	return pos
}

// inPackage reports whether pos is in one of the package's files (a
// driver that keeps facts in memory keeps the positions of other
// packages' steps too).
func inPackage(pass *analysis.Pass, pos token.Pos) bool {
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return true
		}
	}
	return false
}

// Accepts reports whether a read takes values of the listed JSON type
// typ (any type when either is unknown).
func Accepts(r valueflow.Read, typ string) bool {
	if typ == "" {
		return true
	}
	if r.None {
		return false
	}
	if r.Accepts == nil {
		return true
	}
	for _, a := range r.Accepts {
		if a == typ {
			return true
		}
	}
	return false
}

// Nearest is the listed name nearest to key, "" when none is near enough
// to be the one meant: within a third of its length in edits (at least
// two; directive.Distance, the typo distance of the directives), or one
// that begins or ends with the other (a rename: path, file_path).
func (c *Compared) Nearest(key string) string {
	best, bestD, tie := "", 1<<30, false
	for _, n := range c.Names() {
		d := directive.Distance(strings.ToLower(key), strings.ToLower(n))
		if contains(n, key) || contains(key, n) {
			d = min(d, 1+abs(len(n)-len(key))/4)
		}
		switch {
		case d < bestD:
			best, bestD, tie = n, d, false
		case d == bestD:
			tie = true
		}
	}
	if best == "" || tie || bestD > max(2, len(key)/3) {
		return ""
	}
	return best
}

func contains(s, sub string) bool {
	return len(sub) >= 3 && len(s) > len(sub) && (s[:len(sub)] == sub || s[len(s)-len(sub):] == sub)
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}
