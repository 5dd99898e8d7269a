package tooldecl

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0001, omcg0004, omcg0009, omcg0010, omcg0012, omcg0015, omcg0019}

// Analyzers are the tooldecl analyzers, in code order.
var Analyzers = analyzerutil.Analyzers(Codes)

// dirTool is a directive tool with its origin at hand.
type dirTool struct {
	*mcptool.Tool
	*mcptool.Directive
}

// directiveTools returns the tools declared with a //mcp:tool directive on
// a func the generator can register.
func directiveTools(p *toolpass.Pass) []dirTool {
	var out []dirTool
	for _, t := range p.Facts.Tools {
		if d := t.Directive(); d != nil && d.Decl != nil && d.Func != nil && d.Directive != nil {
			out = append(out, dirTool{t, d})
		}
	}
	return out
}

// offer is a //mcp:resource or //mcp:prompt func, with its kind.
type offer struct {
	kind string // "resource" or "prompt"
	*mcpresource.Offer
}

// offers returns the resources and prompts declared with directives, in
// source order.
func offers(p *toolpass.Pass) []offer {
	var out []offer
	for _, r := range p.Facts.Resources {
		out = append(out, offer{"resource", &r.Offer})
	}
	for _, pr := range p.Facts.Prompts {
		out = append(out, offer{"prompt", &pr.Offer})
	}
	return out
}

// funcName names a directive tool's func for messages: F, or T.M for a
// method.
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	if id := recvTypeName(fd.Recv.List[0].Type); id != nil {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// recvTypeName returns the type name of a receiver expression: T, *T,
// T[P], *T[P], (T).
func recvTypeName(e ast.Expr) *ast.Ident {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x
		default:
			return nil
		}
	}
}

// commentText returns the text of [pos, end) inside comment c, or "" when
// the span is not inside it.
func commentText(c *ast.Comment, pos, end token.Pos) string {
	if c == nil {
		return ""
	}
	i, j := int(pos-c.Slash), int(end-c.Slash)
	if i < 0 || j > len(c.Text) || i > j {
		return ""
	}
	return c.Text[i:j]
}

// widenRemoval extends a span to be deleted from a directive over the
// blanks before it, so that removing a token leaves no double or trailing
// space.
func widenRemoval(c *ast.Comment, pos token.Pos) token.Pos {
	if int(pos-c.Slash) > len(c.Text) {
		return pos
	}
	for pos > c.Slash {
		ch := c.Text[int(pos-c.Slash)-1]
		if ch != ' ' && ch != '\t' {
			break
		}
		pos--
	}
	return pos
}

// replaceValue is a fix that replaces the value of a directive argument,
// keeping it quoted if it was written quoted.
func replaceValue(msg string, d *directive.Directive, a directive.Arg, value string) []analysis.SuggestedFix {
	raw := commentText(d.Comment, a.ValuePos, a.End)
	text := value
	if strings.HasPrefix(raw, `"`) || strings.ContainsAny(value, " \t\"") {
		text = strconv.Quote(value)
	}
	return analyzerutil.Replace(msg, a.ValuePos, a.End, text)
}

// groupOf returns the comment group of file that holds c.
func groupOf(file *ast.File, c *ast.Comment) *ast.CommentGroup {
	for _, g := range file.Comments {
		if g.Pos() <= c.Pos() && c.End() <= g.End() {
			for _, x := range g.List {
				if x == c {
					return g
				}
			}
		}
	}
	return nil
}

// join lists names for a message: "a, b and c".
func join(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
