package valueflow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Guards are intent. A check the code makes on a value before a sink,
// whose failing side leaves, declares what the code means to let through;
// a value of the model's that passes the check and still breaks that
// intent is a finding, and the value is its evidence. Each shape of check
// is one entry of guardShapes below: what it checks, and how the value
// that passes it is found. A check whose shape is not understood (a
// prefix whose value is not known, a pattern not known) ends the flow as
// a check always did: the unknown is silence.

// Bypass is a guard on the way to a sink that a value of the model's
// passes while breaking what the guard means to allow.
type Bypass struct {
	// Kind is the sink kind the guard fails for.
	Kind Kind
	// Shape names the guard's shape (guardShapes).
	Shape string
	// Check is the check as the code writes it: strings.HasPrefix(abs, root).
	Check string
	// Value is a value that passes it: root+"-evil/x".
	Value string
	// In is the function the check is in, when the flow crosses into or
	// comes back from it ("" in the function of the flow's start).
	In string
	// Whole: the guard states the intent for a value the tool takes
	// whole (a containment test of a whole path): a value past it is a
	// finding even with no fixed text before it.
	Whole bool
	// Advice is how the shape's check is written so that it holds.
	Advice string
}

// guardShape is one entry of the table: the shape of a check, and the
// judge that says, for a sink kind and the side of the check that leads
// to the sink, the value that passes it and breaks its intent (nil when
// the check holds).
type guardShape struct {
	name   string
	advice string
	// notGuard: the shape never ends a flow (it is no check of what
	// the value can do).
	notGuard bool
}

// The shapes. Each is recognized by what the check computes (checkOf),
// not by names; each has fixtures both ways in testdata/mod/omcg0029/
// guards (and omcg0030, omcg0031) and a proof through a real client.
var (
	// strings.HasPrefix(abs, root) where root is known to end without a
	// separator (a constant folder, or the result of filepath.Abs,
	// Clean, Join, EvalSymlinks): a sibling folder root+"-evil" passes.
	// With the separator (root+string(filepath.Separator), a constant
	// ending in "/") it holds; a root whose value is not known is taken
	// to hold.
	prefixNoSeparator = guardShape{name: "a prefix check without the separator",
		advice: "compare with the folder followed by a separator (root+string(filepath.Separator)), or open the path in an os.Root of the folder"}
	// re.MatchString(v) on the side that leads to the sink: the first
	// of the kind's hostile values (hostile) the compiled pattern lets
	// through there (an allow pattern matches it, a deny pattern does
	// not). An anchored pattern whose classes refuse what the sink
	// needs lets none through and holds; a pattern not known holds.
	regexpAdmits = guardShape{name: "a regular expression",
		advice: "anchor the pattern (^…$) and leave out of its classes what the value needs to break out"}
	// allowed[words[0]] (a comma-ok or boolean lookup, slices.Contains)
	// where words is the value split into words (strings.Fields, Split,
	// SplitN, Cut, shlex.Split): the first word is one of the code's,
	// and a shell runs the rest too. For a shell, an allowed word
	// followed by "; id" passes; for other sinks the check holds as an
	// allow-list does.
	firstWord = guardShape{name: "an allow-list of the first word",
		advice: "run the allowed program without a shell, with the other words as its arguments, or compare the whole command line"}
	// strings.HasPrefix(v, "--") refusing: a single-dash option
	// ("-o/tmp/x") does not start with "--". HasPrefix(v, "-") holds.
	doubleDashOnly = guardShape{name: "a check of \"--\" alone",
		advice: `refuse a value that starts with "-"`}
	// v == "" or v != "": says nothing of what v can do; never a guard
	// (the side where v equals "" still holds the empty string only).
	emptiness = guardShape{name: "an emptiness check", notGuard: true}
)

// splitters are the functions whose result holds the words of their
// first argument: an element of it is a part of the value, not all of it.
var splitters = map[string]bool{
	"strings.Fields": true, "strings.Split": true, "strings.SplitN": true, "strings.FieldsFunc": true,
	"strings.Cut": true, "github.com/google/shlex.Split": true, "github.com/kballard/go-shellquote.Split": true,
	"github.com/mattn/go-shellwords.Parse": true,
}

// aWord reports whether v is a word of a value split into words: an
// element of a splitter's result, or strings.Cut's first.
func aWord(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.UnOp:
		if ia, ok := x.X.(*ssa.IndexAddr); ok && x.Op == token.MUL {
			return split(ia.X)
		}
	case *ssa.Index:
		return split(x.X)
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			_, obj := callee(c.Common())
			return obj != nil && funcKey(obj) == "strings.Cut"
		}
	}
	return false
}

func split(v ssa.Value) bool {
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	c, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	_, obj := callee(c.Common())
	return obj != nil && splitters[funcKey(obj)]
}

// wordJudge judges an allow-list of whole values when the value checked
// is one word of the value (aWord): a shell runs the words after it.
func (s *fnState) wordJudge(checked, list ssa.Value, pos token.Pos) guardJudge {
	if !aWord(checked) || !constIndex(checked) {
		return nil // each word in a loop over them: every one is the code's
	}
	check := s.a.checkText(pos)
	if check == "" {
		return nil
	}
	word := `WORD`
	if k := s.firstKey(list); k != "" {
		word = k
	}
	return func(k Kind, side int) *Bypass {
		if side != 0 {
			return nil // a deny-list: not judged
		}
		switch k {
		case Shell:
			return &Bypass{Kind: Shell, Shape: firstWord.name, Check: check, Value: strconv.Quote(word + "; id"), Whole: true, Advice: firstWord.advice}
		case Words:
			// The words after the first are the model's: options.
			return &Bypass{Kind: Words, Shape: firstWord.name, Check: check, Value: strconv.Quote(word + " " + hostile[Words][0]), Whole: true, Advice: firstWordOptions}
		}
		return nil // the word itself, as another sink takes it: one of the code's
	}
}

// firstWordOptions is how an allow-list of the first word is completed
// when the words are a program's arguments.
const firstWordOptions = "refuse the other words that start with \"-\" unless they are options the tool allows"

// constIndex reports whether a word is taken at a constant index
// (words[0]), not at a loop's.
func constIndex(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.UnOp:
		if ia, ok := x.X.(*ssa.IndexAddr); ok {
			_, c := ia.Index.(*ssa.Const)
			return c
		}
	case *ssa.Index:
		_, c := x.Index.(*ssa.Const)
		return c
	case *ssa.Extract:
		return true // strings.Cut's first
	}
	return false
}

// firstKey is the first constant key a package map variable of this
// package is made with, "" when it is not known.
func (s *fnState) firstKey(m ssa.Value) string {
	u, ok := m.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return ""
	}
	g, ok := u.X.(*ssa.Global)
	if !ok || g.Pkg != s.fn.Pkg {
		return ""
	}
	init := g.Pkg.Func("init")
	if init == nil {
		return ""
	}
	var made ssa.Value
	for _, b := range init.Blocks {
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok && st.Addr == g {
				made = st.Val
			}
		}
	}
	if made == nil {
		return ""
	}
	for _, b := range init.Blocks {
		for _, instr := range b.Instrs {
			if up, ok := instr.(*ssa.MapUpdate); ok && up.Map == made {
				if k := constString(up.Key); k != "" {
					return k
				}
			}
		}
	}
	return ""
}

// hostile are, for each kind of sink, values that break the intent of a
// check in front of it, in the order a message prefers: the first one a
// regexp guard lets through is its bypass.
var hostile = map[Kind][]string{
	Path:    {"../../etc/passwd", "a/../../etc/passwd", ".."},
	Shell:   {"x; id", "x|id", "x&&id", "$(id)", "`id`", "1;id", "x\nid"},
	Option:  {"--output=/tmp/x", "-o/tmp/x", "-x", "--x"},
	Words:   {"--output=/tmp/x", "-o/tmp/x", "-x", "--x"},
	Query:   {"x' OR '1'='1", "1 OR 1=1", "x'--", "1;--"},
	Request: {"../admin", "x@evil.example", "x/../../admin", "1/../../admin"},
}

// doubleDashJudge judges strings.HasPrefix(v, "--"): on the side where
// v does not start with "--", a single-dash option passes.
func (s *fnState) doubleDashJudge(call *ssa.Call) guardJudge {
	check := s.a.exprAt(call.Pos(), -1)
	if check == "" {
		return nil
	}
	return func(k Kind, side int) *Bypass {
		if side != 1 || (k != Option && k != Words) {
			return nil
		}
		return &Bypass{Kind: k, Shape: doubleDashOnly.name, Check: check, Value: strconv.Quote("-o/tmp/x"), Advice: doubleDashOnly.advice}
	}
}

// guardJudge judges a guard for a kind of sink and the side of its
// condition (0: the condition holds) that leads on: the bypass, or nil
// when the guard holds.
type guardJudge func(k Kind, side int) *Bypass

// prefixJudge judges strings.HasPrefix(v, prefix) for paths: a bypass
// when the prefix is known to end without a separator.
func (s *fnState) prefixJudge(call *ssa.Call, prefix ssa.Value) guardJudge {
	if sepEnd(prefix, 0) != endsWithout {
		return nil
	}
	check := s.a.exprAt(call.Pos(), -1)
	value := s.a.exprAt(call.Pos(), 1)
	if check == "" || value == "" {
		return nil
	}
	if c := constString(prefix); c != "" {
		value = strconv.Quote(c + "-evil/x")
	} else {
		value += `+"-evil/x"`
	}
	return func(k Kind, side int) *Bypass {
		if k != Path {
			return nil
		}
		return &Bypass{Kind: Path, Shape: prefixNoSeparator.name, Check: check, Value: value, Whole: true, Advice: prefixNoSeparator.advice}
	}
}

// regexpJudge judges re.MatchString(v) (or regexp.MatchString(pattern,
// v)) with a pattern known: for a kind, the first hostile value the
// pattern lets through on the side that leads on.
func (s *fnState) regexpJudge(call *ssa.Call, re ssa.Value, isPattern bool) guardJudge {
	pat, ok := s.pattern(re, isPattern)
	if !ok {
		return nil
	}
	check := s.a.exprAt(call.Pos(), -1)
	if check == "" {
		return nil
	}
	return func(k Kind, side int) *Bypass {
		want := side == 0 // the value of MatchString on the side that leads on
		for _, h := range hostile[k] {
			if pat.MatchString(h) == want {
				return &Bypass{Kind: k, Shape: regexpAdmits.name, Check: check, Value: strconv.Quote(h), Advice: regexpAdmits.advice}
			}
		}
		return nil
	}
}

// pattern is the compiled pattern of a regexp value: a call of
// regexp.MustCompile (Compile, and their POSIX forms) on a constant, in
// the function or in the initializer of a package variable of this
// package; or the constant pattern of regexp.MatchString.
func (s *fnState) pattern(v ssa.Value, isPattern bool) (*regexp.Regexp, bool) {
	if isPattern {
		p := constPattern(v)
		if p == nil {
			return nil, false
		}
		re, err := regexp.Compile(*p)
		return re, err == nil
	}
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		g, ok := u.X.(*ssa.Global)
		if !ok || g.Pkg == nil || g.Pkg != s.fn.Pkg {
			return nil, false
		}
		init := g.Pkg.Func("init")
		if init == nil {
			return nil, false
		}
		var found ssa.Value
		for _, b := range init.Blocks {
			for _, instr := range b.Instrs {
				if st, ok := instr.(*ssa.Store); ok && st.Addr == g {
					if found != nil {
						return nil, false // assigned twice
					}
					found = st.Val
				}
			}
		}
		if found == nil {
			return nil, false
		}
		v = found
		if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
			v = e.Tuple
		}
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil, false
	}
	_, obj := callee(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "regexp" || len(call.Common().Args) != 1 {
		return nil, false
	}
	p := constPattern(call.Common().Args[0])
	if p == nil {
		return nil, false
	}
	var re *regexp.Regexp
	var err error
	switch obj.Name() {
	case "MustCompile", "Compile":
		re, err = regexp.Compile(*p)
	case "MustCompilePOSIX", "CompilePOSIX":
		re, err = regexp.CompilePOSIX(*p)
	default:
		return nil, false
	}
	return re, err == nil
}

func constPattern(v ssa.Value) *string {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return nil
	}
	p := constant.StringVal(c.Value)
	return &p
}

// sepState is what is known of how a prefix ends.
type sepState int

const (
	unknownEnd   sepState = iota
	endsWith              // with the separator: a folder's contents only
	endsWithout           // without: a sibling folder with the same start passes
	notContainer          // not a folder (a constant that is no absolute path)
)

// sepEnd says how the value of a prefix ends.
func sepEnd(v ssa.Value, depth int) sepState {
	if depth > 8 {
		return unknownEnd
	}
	switch x := v.(type) {
	case *ssa.Const:
		c := constString(x)
		switch {
		case c == "":
			return unknownEnd
		case strings.HasSuffix(c, "/") || strings.HasSuffix(c, `\`):
			return endsWith
		case absoluteDir(c):
			return endsWithout
		}
		return notContainer
	case *ssa.BinOp:
		if x.Op == token.ADD {
			return sepEnd(x.Y, depth+1)
		}
	case *ssa.Extract:
		if x.Index == 0 {
			return sepEnd(x.Tuple, depth+1)
		}
	case *ssa.Phi:
		out := unknownEnd
		for i, e := range x.Edges {
			st := sepEnd(e, depth+1)
			if i > 0 && st != out {
				return unknownEnd
			}
			out = st
		}
		return out
	case *ssa.Call:
		_, obj := callee(x.Common())
		if obj != nil && cleanedDir[funcKey(obj)] {
			return endsWithout
		}
	}
	return unknownEnd
}

// cleanedDir are the functions whose result names a folder without a
// separator at its end (but for the root itself).
var cleanedDir = map[string]bool{
	"path/filepath.Abs": true, "path/filepath.Clean": true, "path/filepath.Join": true,
	"path/filepath.EvalSymlinks": true, "path.Clean": true, "path.Join": true,
}

// absoluteDir reports whether a constant is the path of a folder below
// the root: /srv/share, C:\data.
func absoluteDir(c string) bool {
	if len(c) > 1 && c[0] == '/' {
		return true
	}
	return len(c) > 3 && c[1] == ':' && (c[2] == '\\' || c[2] == '/')
}

// checkText is the source text of the condition expression that holds
// pos (an index or a call): allowed[words[0]], slices.Contains(list, w).
func (a *analysis_) checkText(pos token.Pos) string {
	if t := a.exprAt(pos, -1); t != "" {
		return t
	}
	if a.indexes == nil {
		a.indexes = map[token.Pos]*ast.IndexExpr{}
		for _, f := range a.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if ix, ok := n.(*ast.IndexExpr); ok {
					a.indexes[ix.Lbrack] = ix
				}
				return true
			})
		}
	}
	if ix := a.indexes[pos]; ix != nil {
		return types.ExprString(ix)
	}
	return ""
}

// exprAt is the source text of the call whose Lparen is at pos (arg -1),
// or of its argument arg; "" when the call is not in the package's
// files.
func (a *analysis_) exprAt(pos token.Pos, arg int) string {
	if a.calls == nil {
		a.calls = map[token.Pos]*ast.CallExpr{}
		for _, f := range a.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					a.calls[c.Lparen] = c
				}
				return true
			})
		}
	}
	c := a.calls[pos]
	if c == nil {
		return ""
	}
	if arg < 0 {
		return types.ExprString(c)
	}
	if arg < len(c.Args) {
		return types.ExprString(c.Args[arg])
	}
	return ""
}

// bypasses are the bypasses of a guard over the kinds it checks, on the
// side that leads on.
func (g *guard) bypasses(side int) []Bypass {
	if g.judge == nil {
		return nil
	}
	var out []Bypass
	for k := Path; k < result; k++ {
		if g.kinds.has(k) {
			if b := g.judge(k, side); b != nil {
				out = append(out, *b)
			}
		}
	}
	return out
}

// byKind is the bypass of kind k in bs.
func byKind(bs []Bypass, k Kind) (Bypass, bool) {
	for _, b := range bs {
		if b.Kind == k {
			return b, true
		}
	}
	return Bypass{}, false
}

// meet is what a value passes that went through two sets of guards,
// each nil when there was none: a kind is bypassed only when both let it
// through with the same value; ok is false when no kind is left.
func meet(a, b []Bypass) ([]Bypass, bool) {
	if a == nil {
		return b, true
	}
	if b == nil {
		return a, true
	}
	var out []Bypass
	for _, x := range a {
		if y, ok := byKind(b, x.Kind); ok && y.Value == x.Value && y.Check == x.Check {
			out = append(out, x)
		}
	}
	return out, len(out) > 0
}

// within returns bs with In set to fn where it is not set.
func within(bs []Bypass, fn string) []Bypass {
	if len(bs) == 0 {
		return bs
	}
	out := make([]Bypass, len(bs))
	for i, b := range bs {
		if b.In == "" {
			b.In = fn
		}
		out[i] = b
	}
	return out
}
