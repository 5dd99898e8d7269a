package tooldecl

import (
	"go/ast"
	"go/token"
	"mime"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
)

// OMCG0015 reports malformed //mcp: directives.
var OMCG0015 = omcg0015.Analyzer

var omcg0015 = toolpass.New(toolpass.Code{
	Code:     "OMCG0015",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Run:      run0015,
})

func run0015(p *toolpass.Pass) {
	for _, pl := range p.Facts.Directives {
		if pl.Comment == nil {
			continue
		}
		for _, e := range pl.Errors {
			reportError(p, pl.Directive, e)
		}
		if len(pl.Errors) == 0 {
			emptyValues(p, pl)
		}
		if pl.Kind == "param" && len(pl.Errors) == 0 {
			checkParam(p, pl)
		}
		if pl.Kind == "effects" && len(pl.Errors) == 0 && len(pl.Args) == 0 {
			p.Report(pl.Comment.Pos(), pl.Comment.End(), nil,
				"//mcp:effects says nothing without ok: write //mcp:effects ok to acknowledge what the tool does")
		}
	}
	spacedDirectives(p)
}

func reportError(p *toolpass.Pass, d *directive.Directive, e directive.Error) {
	msg := e.Msg
	switch {
	case strings.HasPrefix(msg, "unterminated string"):
		msg += `; close it with "`
	case strings.HasPrefix(msg, "the name is given twice"):
		msg += "; keep one"
	case strings.HasPrefix(msg, "value of "):
		msg += `; write a Go double-quoted string, escaping " and \ with \`
	case strings.HasPrefix(msg, "unknown key") && !strings.Contains(msg, "did you mean"):
		msg += "; remove it"
	}
	var fixes []analysis.SuggestedFix
	if e.HasFix && e.Pos.IsValid() && e.End >= e.Pos {
		if e.Replacement == "" {
			pos := widenRemoval(d.Comment, e.Pos)
			fixes = analyzerutil.Replace("Remove "+commentText(d.Comment, e.Pos, e.End), pos, e.End, "")
		} else {
			fixes = analyzerutil.Replace("Replace with "+e.Replacement, e.Pos, e.End, e.Replacement)
		}
	}
	p.Report(e.Pos, e.End, fixes, "%s", msg)
}

// emptyValues reports name=, title= and description= given an empty
// value, which would otherwise be read as "not set".
func emptyValues(p *toolpass.Pass, pl *directive.Placed) {
	for _, a := range pl.Args {
		if pl.Kind == "resource" {
			resourceValue(p, a)
		}
		if a.Value != "" {
			continue
		}
		switch a.Key {
		case "name":
			what := pl.Kind
			if what == "expose" {
				what = "tool"
			}
			p.Report(a.Pos, a.End, nil, "name= is empty; give the %s's name, or remove name= to derive it from the func name", what)
		case "title", "description":
			p.Report(a.Pos, a.End, nil, "%s= is empty; give the %s, or remove %s=", a.Key, a.Key, a.Key)
		}
	}
}

// resourceValue reports a mime= or size= of //mcp:resource that the
// resource cannot list: a MIME type that does not parse, a size that is
// not a non-negative integer number of bytes.
func resourceValue(p *toolpass.Pass, a directive.Arg) {
	switch a.Key {
	case "mime":
		if _, _, err := mime.ParseMediaType(a.Value); err != nil {
			p.Report(a.Pos, a.End, nil, "mime=%s is not a MIME type (%v); write type/subtype, e.g. text/markdown", strconv.Quote(a.Value), err)
		}
	case "size":
		if n, err := strconv.ParseInt(a.Value, 10, 64); err != nil || n < 0 {
			p.Report(a.Pos, a.End, nil, "size=%s is not a size in bytes; write a non-negative integer, or remove size=", strconv.Quote(a.Value))
		}
	}
}

// checkParam reports //mcp:param lines that cannot apply.
func checkParam(p *toolpass.Pass, pl *directive.Placed) {
	c := pl.Comment
	g := groupOf(pl.File, c)
	owner := ""
	if g != nil {
		for _, x := range g.List {
			for _, kind := range []string{"tool", "prompt", "resource"} {
				if owner == "" && directive.Is(x, kind) {
					owner = kind
				}
			}
		}
	}
	switch owner {
	case "":
		p.Report(c.Pos(), c.End(), nil,
			"//mcp:param %s has no effect here: it describes a parameter of a //mcp:tool or //mcp:prompt func, so it belongs in that func's doc comment, after the //mcp:tool or //mcp:prompt line", pl.Name)
		return
	case "resource":
		p.Report(c.Pos(), c.End(), nil,
			"//mcp:param %s has no effect on a //mcp:resource func: a resource's parameters are its template variables, which MCP does not describe one by one; describe them in the func's doc comment and remove this line", pl.Name)
		return
	case "prompt":
		for _, pr := range p.Facts.Prompts {
			if pl.Decl != nil && pr.Decl == pl.Decl {
				checkPromptParam(p, pl, pr)
			}
		}
		return
	}
	var t *dirTool
	for _, x := range directiveTools(p) {
		if pl.Decl != nil && x.Decl == pl.Decl {
			t = &x
			break
		}
	}
	if t == nil {
		return // the //mcp:tool is misplaced: OMCG0001
	}
	fn := t.Decl.Name.Name
	if t.In != nil {
		p.Report(c.Pos(), c.End(), nil,
			"//mcp:param %s is not used: %s takes one struct parameter, whose fields are the tool's arguments; describe them with doc comments on its fields and remove this line", pl.Name, fn)
		return
	}
	var args []string
	for _, v := range t.ArgParams {
		args = append(args, v.Name())
	}
	filled := append(append([]*ast.Field(nil), t.ContextParams...), t.RequestParams...)
	checkParamLine(p, pl, "tool", fn, args, filled, t.Params)
}

// checkPromptParam checks a //mcp:param line of a //mcp:prompt func.
func checkPromptParam(p *toolpass.Pass, pl *directive.Placed, pr *mcpresource.Prompt) {
	var args []string
	for _, tp := range pr.Params {
		args = append(args, tp.Var.Name())
	}
	filled := append(append([]*ast.Field(nil), pr.ContextParams...), pr.RequestParams...)
	checkParamLine(p, pl, "prompt", pr.Decl.Name.Name, args, filled, pr.ParamLines)
}

// checkParamLine reports a //mcp:param line of a tool or prompt func fn
// whose arguments are args that names no argument (with a fix when one is
// near), names a parameter the server fills in, repeats an earlier line
// of lines, or has no description.
func checkParamLine(p *toolpass.Pass, pl *directive.Placed, kind, fn string, args []string, filled []*ast.Field, lines []*directive.Directive) {
	c := pl.Comment
	if !contains(args, pl.Name) {
		for _, f := range filled {
			for _, id := range f.Names {
				if id.Name == pl.Name {
					p.Report(c.Pos(), c.End(), nil,
						"//mcp:param %s describes a parameter the server fills in, which is not a %s argument; remove this line", pl.Name, kind)
					return
				}
			}
		}
		end := nameEnd(c, pl.NamePos)
		known := "it has no argument parameters"
		if len(args) > 0 {
			known = "its arguments are " + join(args)
		}
		var fixes []analysis.SuggestedFix
		if near := directive.Nearest(pl.Name, args); near != "" {
			known += "; did you mean " + near + "?"
			fixes = analyzerutil.Replace("Replace with "+near, pl.NamePos, end, near)
		}
		p.Report(pl.NamePos, end, fixes, "//mcp:param %s names no parameter of %s: %s", pl.Name, fn, known)
		return
	}
	for _, other := range lines {
		if other.Comment == pl.Comment {
			break
		}
		if other.Name == pl.Name {
			p.Report(c.Pos(), c.End(), nil, "//mcp:param %s is repeated; describe a parameter once", pl.Name)
			return
		}
	}
	if strings.TrimSpace(pl.Text) == "" {
		p.Report(c.Pos(), c.End(), nil, "//mcp:param %s has no description; write //mcp:param %s \"what it is\"", pl.Name, pl.Name)
	}
}

// nameEnd is the end of the token starting at pos in c.
func nameEnd(c *ast.Comment, pos token.Pos) token.Pos {
	i := int(pos - c.Slash)
	if i < 0 || i > len(c.Text) {
		return pos
	}
	j := strings.IndexAny(c.Text[i:], " \t")
	if j < 0 {
		return c.End()
	}
	return pos + token.Pos(j)
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// spaced matches a doc comment line meant as a directive but written with
// a space after the slashes.
//
// Only one space is taken: a doc comment's code block (a tab or more
// spaces) may show the directive's text on purpose.
var spaced = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^// mcp:(tool|resource|prompt|param|effects)([ \t]|$)`)
})

// spacedDirectives reports "// mcp:tool", "// mcp:param" and
// "// mcp:effects" lines in the doc comments of funcs: the space makes
// them ordinary comments, so the tool is silently not declared (or its
// effects not acknowledged).
func spacedDirectives(p *toolpass.Pass) {
	for _, file := range p.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Doc == nil {
				continue
			}
			for _, c := range fd.Doc.List {
				m := spaced().FindStringSubmatchIndex(c.Text)
				if m == nil {
					continue
				}
				kind := c.Text[m[2]:m[3]]
				prefixEnd := c.Slash + token.Pos(m[2]-len("mcp:"))
				effect := "the tool is not declared"
				switch kind {
				case "param":
					effect = "the parameter description is not used"
				case "effects":
					effect = "the tool's effects are not acknowledged"
				case "resource", "prompt":
					effect = "the " + kind + " is not declared"
				}
				p.Report(c.Pos(), c.End(),
					analyzerutil.Replace("Remove the space after //", c.Slash, prefixEnd, "//"),
					"%s is not a directive because of the space after //, so %s; write //mcp:%s",
					strconv.Quote(c.Text[:m[3]]), effect, kind)
			}
		}
	}
}
