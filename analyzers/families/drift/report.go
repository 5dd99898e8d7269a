package drift

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// requires is what each code's analyzer needs besides mcpfacts.
var requires = []*analysis.Analyzer{Analyzer}

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0038, omcg0039, omcg0040, omcg0041, omcg0042}

// Analyzers are this package's analyzers, one per code.
var Analyzers = analyzerutil.Analyzers(Codes)

// each calls fn for every tool of the package that was compared.
func each(p *toolpass.Pass, fn func(c *Compared)) {
	r, _ := p.ResultOf[Analyzer].(*Result)
	if r == nil {
		return
	}
	for _, c := range r.Tools {
		if c.Skipped == "" {
			fn(c)
		}
	}
}

// reporter reports each position and message once (a read of a helper
// two handlers share, a tool registered twice with one handler).
type reporter struct {
	p    *toolpass.Pass
	seen map[string]bool
}

func newReporter(p *toolpass.Pass) *reporter {
	return &reporter{p: p, seen: map[string]bool{}}
}

func (r *reporter) report(c *Compared, pos token.Pos, fixes []analysis.SuggestedFix, format string, args ...any) {
	if !pos.IsValid() {
		pos = c.Tool.Pos
	}
	msg := fmt.Sprintf(format, args...)
	key := fmt.Sprint(pos, msg)
	if r.seen[key] {
		return
	}
	r.seen[key] = true
	related := []analysis.RelatedInformation{{Pos: c.Tool.Pos, End: c.Tool.End, Message: r.name(c) + " is listed here"}}
	if c.Registration != nil {
		// A tool another package lists: its registration is what this
		// package has of it.
		related[0].Message = fmt.Sprintf("%s, listed in package %s, is registered here", r.name(c), mcptool.DeclaredIn(c.Registration.DeclaredAt))
	}
	r.p.ReportRelated(pos, token.NoPos, related, fixes, "%s", msg)
}

// name is how a message names c's tool: tool "name", or, for a name
// that is not a constant (a configured prefix and a literal), the
// expression that makes it as the code writes it (tool
// tm.toolName("read_file")): the listing and the handler are known
// whatever the name turns out to be.
func (r *reporter) name(c *Compared) string {
	if c.Tool.NameKnown {
		return fmt.Sprintf("tool %q", c.Tool.Name)
	}
	if e := exprAt(r.p.Pass.Pass, c.Tool.NamePos, c.Tool.NameEnd); e != nil {
		return "tool " + types.ExprString(e)
	}
	return "the tool"
}

// exprAt is the expression of the package's files that spans pos..end.
func exprAt(pass *analysis.Pass, pos, end token.Pos) ast.Expr {
	for _, f := range pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, pos, end)
		for _, n := range path {
			if e, ok := n.(ast.Expr); ok && e.Pos() == pos && e.End() == end {
				return e
			}
		}
	}
	return nil
}

// how names a read as its code reads: "RequireString", "a lookup in
// GetArguments()", with the helpers it is made through.
func how(r valueflow.Read) string {
	s := "GetArguments()[" + fmt.Sprintf("%q", r.Key) + "]"
	if r.Reader != "index" {
		s = r.Reader
	}
	var via []string
	for _, st := range r.Path[:max(0, len(r.Path)-1)] {
		via = append(via, st.Name)
	}
	if len(via) > 0 {
		s += ", through " + strings.Join(via, " → ")
	}
	return s
}

// absent says what every call does with an optional read of an argument
// no client sends, as the model sees it.
func absent(r valueflow.Read) string {
	switch {
	case r.Fold:
		return "the field it is decoded into is always left at its zero value"
	case r.Default && strings.HasPrefix(r.Reader, "Get"):
		return "every call takes the default"
	case r.Default:
		return "every call goes on with the zero value"
	}
	return "every call runs as without it"
}

// fails says how a call fails on a required read: an error result (or
// error) the handler returns, or a panic.
func fails(r valueflow.Read) string {
	if r.Panics {
		return "panics"
	}
	return "fails"
}
