package toolname

import (
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/toolrules"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0007, omcg0008, omcg0013}

// Analyzers are the analyzers of this package, in code order.
var Analyzers = analyzerutil.Analyzers(Codes)

// isSep reports whether b separates words of a tool name.
func isSep(b byte) bool { return b == '_' || b == '-' || b == '.' }

// nearestValid is the valid name closest to name: each run of characters
// that are not allowed becomes one '_' (none next to an existing '_', '-'
// or '.', none at either end), and the result is cut to 128 characters.
// "" when nothing is left.
func nearestValid(name string) string {
	parts := strings.FieldsFunc(name, func(r rune) bool { return !toolrules.ValidNameRune(r) })
	var b strings.Builder
	for i, s := range parts {
		if i > 0 {
			cur := b.String()
			if !isSep(cur[len(cur)-1]) && !isSep(s[0]) {
				b.WriteByte('_')
			}
		}
		b.WriteString(s)
	}
	return cut(b.String(), toolrules.MaxNameLen)
}

// cut shortens an ASCII name to n bytes, without a separator left dangling
// at the end.
func cut(name string, n int) string {
	if len(name) <= n {
		return name
	}
	return strings.TrimRight(name[:n], "_-.")
}

// inGenFile reports whether pos is in the package's generated file.
func inGenFile(p *toolpass.Pass, pos token.Pos) bool {
	g := p.Facts.GenFile
	return g != nil && g.Pos() <= pos && pos < g.End()
}

// named returns the tools whose name is known, leaving out the
// registrations of the generated file (they repeat the directives) and
// directives on a func named _, which cannot be registered at all
// (OMCG0001) and whose derived name is empty.
func named(p *toolpass.Pass) []*mcptool.Tool {
	var out []*mcptool.Tool
	for _, t := range p.Facts.Tools {
		if !t.NameKnown || t.Pos == token.NoPos || inGenFile(p, t.Pos) {
			continue
		}
		if d := t.Directive(); t.NameDerived && d != nil && d.Decl != nil && d.Decl.Name.Name == "_" {
			continue
		}
		out = append(out, t)
	}
	return out
}

// taken reports whether another tool (or prompt) of the package already
// has name.
func taken(p *toolpass.Pass, what, name string) bool {
	if what == "prompt" {
		for _, pr := range p.Facts.Prompts {
			if pr.Name == name {
				return true
			}
		}
		return false
	}
	for _, t := range p.Tools() {
		if t.NameKnown && t.Name == name {
			return true
		}
	}
	return false
}

// site is where a tool's name is written, and how a suggested fix
// rewrites it.
type site struct {
	Pos, End token.Pos // where to report
	// FixPos..FixEnd is replaced by Render(newName); Render is nil when
	// the name cannot be edited here.
	FixPos, FixEnd token.Pos
	Render         func(name string) string
}

// nameSite locates a tool's name.
func nameSite(t *mcptool.Tool) site {
	s := site{Pos: t.NamePos, End: t.NameEnd}
	if s.Pos == token.NoPos {
		s.Pos, s.End = t.Pos, t.End
	}
	switch {
	case t.Route() != nil:
		// A route tool's name is derived (always valid and portable:
		// apifacts.Sanitize) unless //mcp:expose name= gives it in this
		// package, where a fix edits it; else it is the handler's.
		if t.NamePos.IsValid() {
			s.FixPos, s.FixEnd = t.NamePos, t.NameEnd
			s.Render = func(n string) string { return n }
		} else {
			s.Pos, s.End = t.Handler.Pos(), t.Handler.End()
		}
	case t.Directive() != nil && t.Directive().Directive != nil:
		d := t.Directive().Directive
		if a, ok := d.Lookup("name"); ok {
			// name=VALUE, also name="" (which mcpfacts reads as "no name",
			// deriving one from the func).
			if !t.NameDerived {
				s.Pos, s.End = a.ValuePos, a.End
			}
			s.FixPos, s.FixEnd = a.ValuePos, a.End
			s.Render = func(n string) string { return n }
			break
		}
		if !t.NameDerived && d.Comment != nil {
			// The positional NAME, quoted or not.
			s.Pos, s.End = d.NamePos, d.NameEnd
			s.FixPos, s.FixEnd = s.Pos, s.End
			s.Render = positional
			break
		}
		// A derived name: add a NAME to the directive.
		s.FixPos, s.FixEnd = d.KindEnd, d.KindEnd
		s.Render = func(n string) string { return " " + positional(n) }
	case t.NameLit != nil:
		s.FixPos, s.FixEnd = t.NameLit.Pos(), t.NameLit.End()
		s.Render = strconv.Quote
	}
	return s
}

// promptSite locates a //mcp:prompt's name, as nameSite does a
// //mcp:tool's.
func promptSite(pr *mcpresource.Prompt) site {
	d := pr.Directive
	s := site{Pos: pr.NamePos, End: pr.NameEnd}
	render := func(n string) string { return positionalFor("prompt", n) }
	switch a, ok := d.Lookup("name"); {
	case ok:
		if !pr.NameDerived {
			s.Pos, s.End = a.ValuePos, a.End
		}
		s.FixPos, s.FixEnd = a.ValuePos, a.End
		s.Render = func(n string) string { return n }
	case !pr.NameDerived:
		s.FixPos, s.FixEnd = s.Pos, s.End
		s.Render = render
	default:
		s.FixPos, s.FixEnd = d.KindEnd, d.KindEnd
		s.Render = func(n string) string { return " " + render(n) }
	}
	return s
}

// positional writes name as a directive's leading NAME, or as name=NAME
// where a bare word would be read as a key (or as a misspelt one).
func positional(name string) string { return positionalFor("tool", name) }

// positionalFor is positional for a directive of the given kind.
func positionalFor(kind, name string) string {
	keys := directive.Kinds[kind].Keys
	if slices.Contains(keys, name) || directive.Nearest(name, keys) != "" {
		return "name=" + name
	}
	return name
}

// namedSite is a tool (or prompt) name and where it is written.
type namedSite struct {
	name string
	site site
	// what is "tool" or "prompt".
	what string
	// tool is the tool named, nil for a prompt.
	tool *mcptool.Tool
}

// names lists the names named returns and those of the package's route
// tools given by //mcp:expose name= (a derived route name is always
// valid and portable: apifacts.Sanitize). A name= of a handler in this
// package is reported there, with a fix; one of a handler of another
// package, at the route's handler.
func names(p *toolpass.Pass) []namedSite {
	var out []namedSite
	for _, t := range named(p) {
		out = append(out, namedSite{t.Name, nameSite(t), "tool", t})
	}
	for _, pr := range p.Facts.Prompts {
		if !(pr.NameDerived && pr.Decl.Name.Name == "_") {
			out = append(out, namedSite{pr.Name, promptSite(pr), "prompt", nil})
		}
	}
	if p.API == nil {
		return out
	}
	for _, r := range p.API.Tools {
		if r.Tool != nil {
			out = append(out, namedSite{r.Tool.Name, nameSite(r.Tool), "tool", r.Tool})
		}
	}
	return out
}

// finding is one name to report, with the name a fix would give it.
type finding struct {
	site    site
	what    string // "tool" or "prompt"
	msg     string
	newName string
}

// reportNames reports the findings, each once per place, with a fix that
// renames the tool unless the name cannot be edited here, nothing
// acceptable is left, the new name belongs to another tool already, or two
// names would be fixed to the same new name.
func reportNames(p *toolpass.Pass, fs []finding) {
	targets := map[string]map[token.Pos]bool{}
	for _, f := range fs {
		if f.site.Render == nil || f.newName == "" {
			continue
		}
		if targets[f.newName] == nil {
			targets[f.newName] = map[token.Pos]bool{}
		}
		targets[f.newName][f.site.FixPos] = true
	}
	r := newReporter(p)
	for _, f := range fs {
		var fixes []analysis.SuggestedFix
		if f.site.Render != nil && f.newName != "" && len(targets[f.newName]) == 1 && !taken(p, f.what, f.newName) {
			// A rename changes what a client must send: said in the fix.
			fixes = analyzerutil.Replace("Rename the "+f.what+" to "+strconv.Quote(f.newName)+" (a client that asks for the old name no longer finds it)", f.site.FixPos, f.site.FixEnd, f.site.Render(f.newName))
		}
		r.report(f.site.Pos, f.site.End, f.msg, fixes, "%s", f.msg)
	}
}

// reporter drops a diagnostic already reported at the same place: a name
// from a constant used by several tools, a struct used by several tools.
type reporter struct {
	p    *toolpass.Pass
	seen map[reported]bool
}

type reported struct {
	pos token.Pos
	key string
}

func newReporter(p *toolpass.Pass) *reporter {
	return &reporter{p: p, seen: map[reported]bool{}}
}

// report reports unless key was reported at pos before (or pos is
// unknown).
func (r *reporter) report(pos, end token.Pos, key string, fixes []analysis.SuggestedFix, format string, args ...any) {
	r.reportRelated(pos, end, key, nil, fixes, format, args...)
}

// reportRelated is report with related locations (the other registration
// of a duplicate).
func (r *reporter) reportRelated(pos, end token.Pos, key string, related []analysis.RelatedInformation, fixes []analysis.SuggestedFix, format string, args ...any) {
	k := reported{pos, key}
	if pos == token.NoPos || r.seen[k] {
		return
	}
	r.seen[k] = true
	r.p.ReportRelated(pos, end, related, fixes, format, args...)
}
