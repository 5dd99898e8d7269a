// Package directive parses mcpvet's //mcp: comment directives:
//
//	//mcp:tool [NAME] [KEY=VALUE | FLAG]...
//	//mcp:resource URI|TEMPLATE [KEY=VALUE]...
//	//mcp:prompt [NAME] [KEY=VALUE]...
//	//mcp:param NAME "description"
//
// Tokens are space-separated; a VALUE may be a Go double-quoted string. A
// bare FLAG means FLAG=true. A token starting with // begins a trailing
// comment, which is ignored. Parsing never fails silently: every token it
// cannot use becomes an Error with its position and, where the mistake is
// mechanical (a misspelt key), a replacement.
package directive

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Prefix starts every directive.
const Prefix = "//mcp:"

// Kinds lists the directive kinds and the keys each accepts. Flags are the
// keys that may stand bare.
var Kinds = map[string]Spec{
	"tool": {
		Keys:  []string{"name", "title", "description", "readonly", "destructive", "idempotent", "openworld", "ui", "ui.visibility"},
		Flags: []string{"readonly", "destructive", "idempotent", "openworld"},
		Named: true,
	},
	// //mcp:resource takes the resource's URI, or an RFC 6570 template,
	// first; its name defaults to the func's.
	"resource": {Keys: []string{"name", "title", "description", "mime", "size"}, URI: true},
	"prompt":   {Keys: []string{"name", "title", "description"}, Named: true},
	"param":    {Named: true, Positional: true},
	"expose":   {Keys: []string{"name", "title", "description", "scope", "readonly", "destructive", "idempotent", "openworld"}, Flags: []string{"readonly", "destructive", "idempotent", "openworld"}},
	"ignore":   {},
	// //mcp:effects ok acknowledges what a tool does that its annotations
	// do not say (analyzers/families/toolclaims).
	"effects": {Keys: []string{"ok"}, Flags: []string{"ok"}},
}

// Spec says what one kind of directive accepts.
type Spec struct {
	Keys  []string
	Flags []string
	// Named kinds take an optional leading NAME.
	Named bool
	// Positional kinds take NAME and then one free text (//mcp:param).
	Positional bool
	// URI kinds take a URI (or URI template) as their first, required
	// token (//mcp:resource).
	URI bool
}

func (s Spec) isKey(k string) bool  { return contains(s.Keys, k) }
func (s Spec) isFlag(k string) bool { return contains(s.Flags, k) }

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// Directive is one parsed //mcp: line.
type Directive struct {
	Kind    string
	Comment *ast.Comment
	Pos     token.Pos // the start of the comment
	KindEnd token.Pos // the end of "//mcp:KIND"

	Name    string // the positional NAME, if any
	NamePos token.Pos
	NameEnd token.Pos // the end of the NAME token as written (quotes included)
	// Text is the free text of a positional directive (//mcp:param).
	Text string
	// URI is the URI or URI template of a //mcp:resource, unquoted;
	// URIPos..URIEnd is the token as written (quotes included), URIQuoted
	// says whether it was written as a Go string.
	URI            string
	URIPos, URIEnd token.Pos
	URIQuoted      bool

	Args   []Arg
	Errors []Error
}

// Arg is one KEY=VALUE or FLAG.
type Arg struct {
	Key      string
	Value    string // unquoted; "true" for a bare flag
	Bare     bool
	Pos, End token.Pos // the whole token
	ValuePos token.Pos // the start of the value (after '=')
}

// Error is one thing wrong with a directive.
type Error struct {
	Pos, End token.Pos
	Msg      string
	// Replacement, when set, is the text that fixes [Pos, End).
	Replacement string
	HasFix      bool
}

// Lookup returns the last argument with the given key.
func (d *Directive) Lookup(key string) (Arg, bool) {
	for i := len(d.Args) - 1; i >= 0; i-- {
		if d.Args[i].Key == key {
			return d.Args[i], true
		}
	}
	return Arg{}, false
}

// Bool returns the value of a flag key: set is false when it is absent.
func (d *Directive) Bool(key string) (value, set bool) {
	a, ok := d.Lookup(key)
	if !ok {
		return false, false
	}
	return a.Value == "true", true
}

// Is reports whether c is a directive of the given kind.
func Is(c *ast.Comment, kind string) bool {
	k, _, ok := split(c.Text)
	return ok && k == kind
}

func split(text string) (kind, rest string, ok bool) {
	if !strings.HasPrefix(text, Prefix) {
		return "", "", false
	}
	body := text[len(Prefix):]
	kind, rest, _ = strings.Cut(body, " ")
	if i := strings.IndexAny(kind, "\t"); i >= 0 {
		kind, rest = kind[:i], kind[i:]+" "+rest
	}
	return kind, rest, kind != ""
}

// Parse parses c if it is a //mcp: directive. An unknown kind is returned
// with an error rather than ignored.
func Parse(c *ast.Comment) (*Directive, bool) {
	kind, _, ok := split(c.Text)
	if !ok {
		return nil, false
	}
	d := &Directive{Kind: kind, Comment: c, Pos: c.Slash, KindEnd: c.Slash + token.Pos(len(Prefix)+len(kind))}
	spec, known := Kinds[kind]
	if !known {
		e := Error{Pos: c.Slash, End: d.KindEnd, Msg: "unknown directive //mcp:" + kind + " (known: //mcp:" + strings.Join(kindNames(), ", //mcp:") + ")"}
		if near := Nearest(kind, kindNames()); near != "" {
			e.Msg = "unknown directive //mcp:" + kind + "; did you mean //mcp:" + near + "?"
			e.Replacement, e.HasFix = Prefix+near, true
		}
		d.Errors = append(d.Errors, e)
		return d, true
	}
	toks, err := tokenize(c.Text, len(Prefix)+len(kind))
	if err != nil {
		d.Errors = append(d.Errors, Error{Pos: c.Slash + token.Pos(err.off), End: c.End(), Msg: err.msg})
	}
	pos := func(off int) token.Pos { return c.Slash + token.Pos(off) }
	if spec.Positional {
		if len(toks) == 0 {
			d.Errors = append(d.Errors, Error{Pos: c.Slash, End: c.End(), Msg: "//mcp:" + kind + " needs a NAME and a description"})
			return d, true
		}
		d.Name, d.NamePos, d.NameEnd = toks[0].text, pos(toks[0].off), pos(toks[0].end)
		var parts []string
		for _, t := range toks[1:] {
			parts = append(parts, t.text)
		}
		d.Text = strings.Join(parts, " ")
		return d, true
	}
	if spec.URI {
		toks = d.uri(toks, spec, pos)
	}
	seen := map[string]bool{}
	for i, t := range toks {
		key, value, hasValue := strings.Cut(t.raw, "=")
		if !hasValue {
			switch {
			case spec.isFlag(t.text):
				d.add(Arg{Key: t.text, Value: "true", Bare: true, Pos: pos(t.off), End: pos(t.end), ValuePos: pos(t.off)}, seen)
				continue
			case spec.isKey(t.text):
				d.Errors = append(d.Errors, Error{Pos: pos(t.off), End: pos(t.end), Msg: "key " + t.text + " needs a value: " + t.text + "=..."})
				continue
			case i == 0 && spec.Named && Nearest(t.text, spec.Keys) == "":
				d.Name, d.NamePos, d.NameEnd = t.text, pos(t.off), pos(t.end)
				continue
			}
			d.unknown(t.text, spec, pos(t.off), pos(t.off+len(key)))
			continue
		}
		if !spec.isKey(key) {
			d.unknown(key, spec, pos(t.off), pos(t.off+len(key)))
			continue
		}
		vstart := t.off + len(key) + 1
		if strings.HasPrefix(value, `"`) {
			uq, err := strconv.Unquote(value)
			if err != nil {
				d.Errors = append(d.Errors, Error{Pos: pos(vstart), End: pos(t.end), Msg: "value of " + key + " is not a valid Go string: " + value})
				continue
			}
			value = uq
		}
		a := Arg{Key: key, Value: value, Pos: pos(t.off), End: pos(t.end), ValuePos: pos(vstart)}
		if spec.isFlag(key) && value != "true" && value != "false" {
			d.Errors = append(d.Errors, Error{Pos: pos(vstart), End: pos(t.end), Msg: key + " takes true or false, not " + strconv.Quote(value)})
			continue
		}
		if key == "name" && d.Name != "" {
			d.Errors = append(d.Errors, Error{Pos: a.Pos, End: a.End, Msg: "the name is given twice: as " + strconv.Quote(d.Name) + " and by name="})
			continue
		}
		d.add(a, seen)
	}
	if a, ok := d.Lookup("name"); ok {
		d.Name, d.NamePos, d.NameEnd = a.Value, a.ValuePos, a.End
	}
	return d, true
}

// uri takes the URI of a URI kind from the first token and returns the
// other tokens. The first token is the URI unless it is one of the kind's
// keys (bare or KEY=...): URIs have a scheme ("docket:"), so a leading
// title=... is a forgotten URI, not a strange one.
func (d *Directive) uri(toks []token_, spec Spec, pos func(int) token.Pos) []token_ {
	missing := func() {
		d.Errors = append(d.Errors, Error{Pos: d.Pos, End: d.KindEnd,
			Msg: "//mcp:" + d.Kind + " needs the resource's URI or URI template first, e.g. //mcp:" + d.Kind + " docket://{court}/{number}"})
	}
	if len(toks) == 0 {
		missing()
		return toks
	}
	t := toks[0]
	key, _, _ := strings.Cut(t.raw, "=")
	if !strings.HasPrefix(t.raw, `"`) && (spec.isKey(key) || spec.isFlag(t.raw)) {
		missing()
		return toks
	}
	d.URI, d.URIPos, d.URIEnd = t.text, pos(t.off), pos(t.end)
	d.URIQuoted = strings.HasPrefix(t.raw, `"`)
	return toks[1:]
}

func (d *Directive) add(a Arg, seen map[string]bool) {
	if seen[a.Key] {
		d.Errors = append(d.Errors, Error{Pos: a.Pos, End: a.End, Msg: "key " + a.Key + " is repeated; a key may appear once",
			Replacement: "", HasFix: true})
		return
	}
	seen[a.Key] = true
	d.Args = append(d.Args, a)
}

func (d *Directive) unknown(key string, spec Spec, pos, end token.Pos) {
	e := Error{Pos: pos, End: end, Msg: "unknown key " + strconv.Quote(key) + " in //mcp:" + d.Kind}
	if near := Nearest(key, spec.Keys); near != "" {
		e.Msg += "; did you mean " + near + "?"
		e.Replacement, e.HasFix = near, true
	} else if len(spec.Keys) > 0 {
		e.Msg += " (known: " + strings.Join(spec.Keys, ", ") + ")"
	}
	d.Errors = append(d.Errors, e)
}

func kindNames() []string {
	return []string{"tool", "resource", "prompt", "param", "expose", "ignore", "effects"}
}

type token_ struct {
	raw      string // as written
	text     string // unquoted for a bare quoted token
	off, end int    // byte offsets in the comment
}

type tokErr struct {
	off int
	msg string
}

// tokenize splits s[from:] at spaces, keeping double-quoted strings (with
// Go escapes) whole, also after KEY=.
func tokenize(s string, from int) ([]token_, *tokErr) {
	var toks []token_
	i := from
	for i < len(s) {
		if s[i] == ' ' || s[i] == '\t' {
			i++
			continue
		}
		if strings.HasPrefix(s[i:], "//") {
			break // a trailing comment: //mcp:tool readonly // why
		}
		start := i
		for i < len(s) && s[i] != ' ' && s[i] != '\t' {
			if s[i] == '"' {
				j := i + 1
				for j < len(s) && s[j] != '"' {
					if s[j] == '\\' {
						j++
					}
					j++
				}
				if j >= len(s) {
					return toks, &tokErr{start, "unterminated string: " + s[start:]}
				}
				i = j
			}
			i++
		}
		raw := s[start:i]
		t := token_{raw: raw, text: raw, off: start, end: i}
		if strings.HasPrefix(raw, `"`) {
			if uq, err := strconv.Unquote(raw); err == nil {
				t.text = uq
			}
		}
		toks = append(toks, t)
	}
	return toks, nil
}

// Nearest returns the candidate closest to s (ignoring case) if it is
// near enough to be a typo: one edit for words of up to five letters, two
// for longer ones, none for words shorter than three. "" if none.
func Nearest(s string, candidates []string) string {
	limit := 0
	switch n := len([]rune(s)); {
	case n >= 6:
		limit = 2
	case n >= 3:
		limit = 1
	}
	best, bestD := "", limit+1
	for _, c := range candidates {
		if c == s {
			return ""
		}
		if d := Distance(strings.ToLower(s), strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// Distance is the Damerau-Levenshtein (optimal string alignment) distance,
// so that a swap of two letters ("readonyl") counts as one edit.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range rb {
		d[0][j+1] = j + 1
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// Texts are the title and description a //mcp:tool, //mcp:resource or
// //mcp:prompt func is listed with: title=, and description= or else the
// func's doc comment, cleaned as a schema's description is.
func (d *Directive) Texts(doc *ast.CommentGroup) (title, description string) {
	if a, ok := d.Lookup("title"); ok {
		title = a.Value
	}
	if a, ok := d.Lookup("description"); ok && a.Value != "" {
		description = a.Value
	} else if doc != nil {
		description = schema.CleanDoc(doc.Text())
	}
	return title, description
}
