package valueflow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path"
	"path/filepath"
	"regexp"
	"slices"
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
	// Passing are the candidates of the kind (hostile[Kind], by index)
	// that pass every guard met so far, when the value is one of them
	// (Value is then the first, rendered after Word); 0 for a value of
	// the guard's own (a folder's sibling).
	Passing uint32
	// Word is the first word an allow-list of first words holds the
	// value to, "" when none did: the candidates come after it.
	Word string
}

// OfPart reports whether the guard checked a word of the statement that
// runs whole (partOfStatement): the statement after the word passes.
func (b Bypass) OfPart() bool { return b.Shape == partOfStatement.name }

// OfKind reports whether the guard checked the kind of a statement that
// writes and runs whole (statementKind): a second statement passes.
func (b Bypass) OfKind() bool { return b.Shape == statementKind.name }

// leadingWord is the first word of a prefix that ends a word ("az " is
// az): a value with that prefix has that first word.
func leadingWord(prefix string) (string, bool) {
	word, _, ok := strings.Cut(prefix, " ")
	return word, ok && word != "" && !strings.ContainsAny(word, "\t\n")
}

// silent is what a deny-list whose entries are not known (the
// operator's substrings or patterns) lets through of kind k: every
// candidate, as far as the code says; it names no check, since no value
// can be said to pass it. A deny-list is never a check of options by
// itself: which spellings the operator lists is not known, and whatever
// it lists, the others pass.
func silent(k Kind) *Bypass {
	return &Bypass{Kind: k, Passing: maskOf(k, func(string) bool { return true })}
}

// unknownDenyJudge judges a deny-list whose entries are not known, on
// side deny (the side a value not denied takes): it ends a flow into a
// shell, as a check of a shape not understood does (the unknown is
// silence), and says nothing of the words of a program's arguments.
func unknownDenyJudge(deny int) guardJudge {
	return func(k Kind, side int) *Bypass {
		if k == Words && (deny < 0 || side == deny) {
			return silent(k)
		}
		return nil
	}
}

// HoldsWord reports whether a guard on the way holds the word at index at
// to words of the code's or the operator's (an allow-list of programs
// holds the first).
func (b Bypass) HoldsWord(at int) bool {
	words := strings.Fields(b.Word)
	return at < len(words) && words[at] != "x"
}

// candidates is a bypass of kind k by the candidates of mask passing,
// after word; nil when none passes.
func candidates(k Kind, passing uint32, word string, g guardShape, check string, whole bool, advice string) *Bypass {
	if passing == 0 {
		return nil
	}
	if advice == "" {
		advice = g.advice
	}
	b := &Bypass{Kind: k, Shape: g.name, Check: check, Whole: whole, Advice: advice, Passing: passing, Word: word}
	b.Value = b.render()
	return b
}

// render is the first candidate that passes, after the word: "echo; id"
// for "x; id" after the word echo, "get --output=/tmp/x".
func (b *Bypass) render() string {
	list := hostile[b.Kind]
	for i, h := range list {
		if b.Passing&(1<<i) == 0 {
			continue
		}
		if b.Word == "" {
			return strconv.Quote(h)
		}
		word := strings.ReplaceAll(" "+b.Word+" ", " x ", " WORD ") // a word not held: any
		word = strings.TrimSpace(strings.ReplaceAll(word, " x ", " WORD "))
		if rest, ok := strings.CutPrefix(h, "x"); ok && b.Kind == Shell {
			return strconv.Quote(word + rest)
		}
		return strconv.Quote(word + " " + h)
	}
	return ""
}

// maskOf is the set of candidates of kind k that pass.
func maskOf(k Kind, pass func(h string) bool) uint32 {
	var m uint32
	for i, h := range hostile[k] {
		if pass(h) {
			m |= 1 << i
		}
	}
	return m
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
	// strings.HasPrefix(name, "rule-") on a value not cleaned: the
	// start of a name, which "rule-/../../etc/passwd" has.
	prefixOfName = guardShape{name: "a prefix check of a name",
		advice: "check filepath.IsLocal(name) (or refuse \"/\" and \"..\") besides the prefix, or open it in an os.Root of the folder"}
	// if strings.HasPrefix(name, "#") { skip it }: the values that go
	// on are all those that do not start so, ".." and "/" among them.
	prefixRefusal = guardShape{name: "a refusal of one prefix",
		advice: "check what the value must be where it is used (a name with no separator, a path under the folder), not one start it must not have"}
	prefixNoSeparator = guardShape{name: "a prefix check without the separator",
		advice: "compare with the folder followed by a separator (root+string(filepath.Separator)), or open the path in an os.Root of the folder"}
	// re.MatchString(v) on the side that leads to the sink: the first
	// of the kind's hostile values (hostile) the compiled pattern lets
	// through there (an allow pattern matches it, a deny pattern does
	// not). An anchored pattern whose classes refuse what the sink
	// needs lets none through and holds; a pattern not known holds.
	regexpAdmits = guardShape{name: "a regular expression",
		advice: "anchor the pattern (^…$) and leave out of its classes what the value needs to break out"}
	// filepath.Match(pattern, v) on the side that leads to the sink:
	// the first hostile value the pattern matches there, by the
	// library's own matching (a "*" matches ".." and any text without a
	// separator). A pattern not known holds.
	globAdmits = guardShape{name: "a glob pattern",
		advice: "clean the path (filepath.Clean, or filepath.IsLocal for a name) before matching it, and match what the value must be whole"}
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
	// strings.Contains(v, ";") refusing, or a loop of it over a list of
	// substrings, or strings.ContainsAny(v, ";|&"): a candidate that
	// contains none of them passes ("x >x" where ">/" is refused).
	denyList = guardShape{name: "a deny-list of substrings",
		advice: "run the program without a shell, with the argument on its own"}
	// seg == ".." refusing, for each segment of the value split at "/"
	// (or "\\"): no part of the value climbs out of the folder or the
	// URL path it is put under. It holds for a file's path. In a
	// request's path, a query ("x?admin=1") and a percent-encoded climb
	// ("%2e%2e/admin", which a server that decodes before it cleans the
	// path follows: Go's ServeMux redirects to the cleaned path) pass it,
	// unless the path is escaped after it (the mark EscapedPath,
	// unescaped). It says nothing
	// of a shell or of options.
	dotSegments = guardShape{name: "a refusal of \"..\" segments",
		advice: "escape the path after the check ((&url.URL{Path: p}).EscapedPath()), or each segment with url.PathEscape"}
	dotSegmentKinds = mask(1<<Path | 1<<Request)
	// strings.HasPrefix(stmt, "SELECT") (WITH, EXPLAIN, SHOW, either
	// case) refusing a statement the model writes whole: the tool means
	// to read only, and statements that start with the keyword write
	// (hostile[Query]'s whole statements). It holds for none.
	readOnlyPrefix = guardShape{name: "a check of the statement's first keyword",
		advice: "run it in a read-only transaction (sql.TxOptions{ReadOnly: true}, BEGIN READ ONLY) as a database user that may only read"}
	// A check of the kind of a statement that writes
	// (strings.HasPrefix(q, "CREATE TABLE")) while the whole statement
	// runs: a second statement after one of that kind passes.
	statementKind = guardShape{name: "a check of the statement's kind",
		advice: "refuse a statement with more than one in it (or run one with a driver that runs only one), and build it from checked parts"}
	// A check of a word of a statement (strings.Fields(q)[2] against the
	// tables that may be written) while the whole statement runs: the
	// check says the tool means to reach those tables, and a second
	// statement after the word passes it.
	partOfStatement = guardShape{name: "a check of a word of the statement",
		advice: "refuse a statement with more than one in it, or build it from checked parts (the table from the allow-list, values as placeholders)"}
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

// dotSegmentsJudge judges seg == ".." refusing, for each segment of a
// path: it holds for a file's path; in a request's path the candidates
// with no ".." segment pass, but for one of a host ("x@evil.example"):
// a path checked segment by segment is a path, put after a host.
func dotSegmentsJudge(check string) guardJudge {
	return func(k Kind, side int) *Bypass {
		if k != Request || side != 1 || check == "" {
			return nil
		}
		passing := maskOf(Request, func(h string) bool {
			return !slices.Contains(strings.Split(h, "/"), "..") && !strings.Contains(h, "@")
		})
		return candidates(Request, passing, "", dotSegments, check, false, "")
	}
}

// unescaped is what passes guards of a value escaped as a URL's path
// (the mark EscapedPath): a candidate for a request that needs "?", "#"
// or "%" (a query, a percent-encoded climb past a refusal of ".."
// segments) passes no more, and a kind no candidate is left for is
// ended. passed is not nil (the value went past guards).
func unescaped(passed []Bypass) []Bypass {
	escaped := maskOf(Request, func(h string) bool { return strings.ContainsAny(h, "?#%") })
	out := []Bypass{}
	for _, b := range passed {
		if b.Kind == Request && b.Passing&escaped != 0 {
			if b.Passing &^= escaped; b.Passing == 0 {
				continue
			}
			b.Value = b.render()
		}
		out = append(out, b)
	}
	return out
}

// pathSegment reports whether v is a segment of a path: the element of
// a range loop over strings.Split(p, sep) or SplitN, with sep "/" or
// "\\" (string(filepath.Separator) is the constant "/").
func pathSegment(v ssa.Value) bool {
	_, slice, head := elementAt(v)
	if head == nil {
		return false
	}
	c, ok := slice.(*ssa.Call)
	if !ok {
		return false
	}
	_, obj := callee(c.Common())
	if obj == nil || len(c.Call.Args) < 2 {
		return false
	}
	switch funcKey(obj) {
	case "strings.Split", "strings.SplitN":
	default:
		return false
	}
	return isSeparator(c.Call.Args[1])
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
	return splitIn(v, 0)
}

func splitIn(v ssa.Value, depth int) bool {
	// unfurl(cmd).Argv: a field of a struct a function of the package
	// returns, filled with words; r := unfurl(cmd) kept in a local too.
	switch x := v.(type) {
	case *ssa.Field:
		if c, ok := x.X.(*ssa.Call); ok && depth < 4 {
			f, _ := callee(c.Common())
			return wordsField(f, x.Field, depth)
		}
		return false
	case *ssa.UnOp:
		fa, ok := x.X.(*ssa.FieldAddr)
		if !ok || x.Op != token.MUL || depth >= 4 {
			return false
		}
		if c, ok := storedCall(fa.X); ok {
			f, _ := callee(c.Common())
			return wordsField(f, fa.Field, depth)
		}
		return false
	}
	c, ok := callOf(v)
	if !ok {
		return false
	}
	f, obj := callee(c.Common())
	return obj != nil && splitters[funcKey(obj)] || tokenizer(f)
}

// storedCall is the call whose result is the one value stored in the
// local addr (r := unfurl(cmd), r's fields then read through it).
func storedCall(addr ssa.Value) (*ssa.Call, bool) {
	alloc, ok := addr.(*ssa.Alloc)
	if !ok {
		return nil, false
	}
	var call *ssa.Call
	for _, ref := range *alloc.Referrers() {
		st, ok := ref.(*ssa.Store)
		if !ok || st.Addr != alloc {
			continue
		}
		c, ok := st.Val.(*ssa.Call)
		if !ok || call != nil {
			return nil, false
		}
		call = c
	}
	return call, call != nil
}

// wordsField reports whether f, a function with a body here, returns a
// struct whose field (by index) holds a value split into words on some
// return and nothing else on any: result{Argv: strings.Fields(cmd)},
// or result{Reason: "empty"} that leaves it unset.
func wordsField(f *ssa.Function, field, depth int) bool {
	if f == nil || len(f.Blocks) == 0 {
		return false
	}
	words := false
	for _, b := range f.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		switch r := ret.Results[0].(type) {
		case *ssa.Const:
			// a zero struct: the field unset
		case *ssa.UnOp:
			alloc, ok := r.X.(*ssa.Alloc)
			if !ok || r.Op != token.MUL {
				return false
			}
			for _, ref := range *alloc.Referrers() {
				fa, ok := ref.(*ssa.FieldAddr)
				if !ok || fa.Field != field {
					continue
				}
				for _, u := range *fa.Referrers() {
					st, ok := u.(*ssa.Store)
					if !ok {
						return false // the field's address taken, or read
					}
					if c, isConst := st.Val.(*ssa.Const); isConst && c.IsNil() {
						continue
					}
					if !splitIn(st.Val, depth+1) {
						return false
					}
					words = true
				}
			}
		default:
			return false
		}
	}
	return words
}

// callOf is the call v is, or whose first result v is.
func callOf(v ssa.Value) (*ssa.Call, bool) {
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	c, ok := v.(*ssa.Call)
	return c, ok
}

// tokenizer reports whether f, a function of the package analyzed, is a
// command line's splitter of its own: it returns a []string first, and
// reads a string parameter (or that parameter trimmed, lowered) one byte
// or rune at a time (parseCommandString's loop over cmdStr[i], with its
// quotes and escapes): what it returns are the words of that parameter.
func tokenizer(f *ssa.Function) bool {
	if f == nil || len(f.Blocks) == 0 || f.Signature.Results().Len() == 0 {
		return false
	}
	if sl, ok := f.Signature.Results().At(0).Type().Underlying().(*types.Slice); !ok || !isString(sl.Elem()) {
		return false
	}
	text := map[ssa.Value]bool{}
	for _, p := range f.Params {
		if isString(p.Type()) {
			text[p] = true
		}
	}
	if len(text) == 0 {
		return false
	}
	for _, b := range f.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Call:
				// cmd = strings.TrimSpace(cmd): the same text
				if _, obj := callee(x.Common()); obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "strings" && len(x.Call.Args) > 0 && text[x.Call.Args[0]] && isString(x.Type()) {
					text[x] = true
				}
			case *ssa.Phi:
				for _, e := range x.Edges {
					if text[e] && isString(x.Type()) {
						text[x] = true
					}
				}
			}
		}
	}
	for _, b := range f.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Index:
				if text[x.X] {
					return true
				}
			case *ssa.Range:
				if text[x.X] {
					return true
				}
			}
		}
	}
	return returnsSplit(f, text)
}

// returnsSplit reports whether every return of f gives, as its first
// result, a splitter's words of the text (words = strings.FieldsFunc(line,
// inQuotes); then the quoted words rewritten in place: the elements
// stored back are the words' own) or nil, and at least one does.
func returnsSplit(f *ssa.Function, text map[ssa.Value]bool) bool {
	found := false
	for _, b := range f.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		v := ret.Results[0]
		if c, ok := v.(*ssa.Const); ok && c.IsNil() {
			continue
		}
		c, ok := callOf(v)
		if !ok {
			return false
		}
		_, obj := callee(c.Common())
		if obj == nil || !splitters[funcKey(obj)] || len(c.Call.Args) == 0 || !text[c.Call.Args[0]] {
			return false
		}
		found = true
	}
	return found
}

// isString reports whether t is a string type.
func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// wordJudge judges an allow-list of whole values when the value checked
// is one word of the value (aWord): a shell runs the words after it.
func (s *fnState) wordJudge(checked, list ssa.Value, pos token.Pos) guardJudge {
	at, ok := wordIndex(checked)
	if !aWord(checked) || !ok {
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
	return wordAtJudge(at, word, check, 0)
}

// wordAtJudge judges a check that holds the word at index at of a value
// to word on side equal (an allow-list of programs for the first word,
// of subcommands for the second): for a shell, and for the words of a
// program's arguments, every candidate after the words held passes it.
func wordAtJudge(at int, word, check string, equal int) guardJudge {
	held := strings.Repeat("x ", at) + word
	return func(k Kind, side int) *Bypass {
		if side != equal {
			return nil // a deny-list: not judged
		}
		switch k {
		case Shell:
			return candidates(Shell, maskOf(Shell, func(string) bool { return true }), held, firstWord, check, true, "")
		case Words:
			// The words after the first are the model's: options.
			return candidates(Words, maskOf(Words, func(string) bool { return true }), held, firstWord, check, true, firstWordOptions)
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
	_, ok := wordIndex(v)
	return ok
}

// wordIndex is the constant index a word is taken at (words[1]: 1,
// strings.Cut's first: 0); ok is false for a loop's index.
func wordIndex(v ssa.Value) (int, bool) {
	var index ssa.Value
	switch x := v.(type) {
	case *ssa.UnOp:
		ia, ok := x.X.(*ssa.IndexAddr)
		if !ok {
			return 0, false
		}
		index = ia.Index
	case *ssa.Index:
		index = x.Index
	case *ssa.Extract:
		return 0, true // strings.Cut's first
	default:
		return 0, false
	}
	c, ok := index.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Int {
		return 0, false
	}
	i, ok := constant.Int64Val(c.Value)
	return int(i), ok && i >= 0 && i < 8
}

// firstKey is the first constant key a package map variable of this
// package is made with, "" when it is not known.
func (s *fnState) firstKey(m ssa.Value) string {
	if mm, ok := m.(*ssa.MakeMap); ok {
		// a map literal of the function: its first constant key
		for _, ref := range *mm.Referrers() {
			if up, ok := ref.(*ssa.MapUpdate); ok && up.Map == mm {
				if k := constString(up.Key); k != "" {
					return k
				}
			}
		}
		return ""
	}
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
	Path:   {"../../etc/passwd", "a/../../etc/passwd", ".."},
	Shell:  {"x; id", "x|id", "x&&id", "$(id)", "`id`", "1;id", "x\nid", "x >x"},
	Option: {"--output=/tmp/x", "-o/tmp/x", "-x", "--x"},
	Words:  {"--output=/tmp/x", "-o/tmp/x", "-x", "--x"},
	Query: {"x' OR '1'='1", "1 OR 1=1", "x'--", "1;--",
		// Words alone, for a name pasted unquoted (a column, a table): a
		// check that lets letters and spaces through lets a clause in.
		"id FROM users UNION SELECT password",
		// Whole statements that start with a keyword that reads and
		// write (readOnlyJudge), in both cases: a data-modifying common
		// table expression (PostgreSQL; SQLite's WITH … DELETE), a
		// second statement (drivers that run several: lib/pq, pgx's
		// simple protocol, SQLite's, MySQL's with multiStatements), a
		// SELECT that creates a table (PostgreSQL), an EXPLAIN that runs
		// what it explains (PostgreSQL).
		"WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d", "with d as (delete from t returning *) select * from d",
		"SELECT 1; DROP TABLE t", "select 1; drop table t",
		"SELECT * INTO t2 FROM t", "select * into t2 from t",
		"EXPLAIN ANALYZE DELETE FROM t", "explain analyze delete from t",
		"SHOW search_path; DROP TABLE t", "show search_path; drop table t",
		"DESCRIBE t; DROP TABLE t", "describe t; drop table t"},
	Request: {"../admin", "x@evil.example", "x/../../admin", "1/../../admin", "x?admin=1", "%2e%2e/admin"},
	Script:  {"x');fetch('//evil.example');('", `x");fetch("//evil.example");("`, "x`+fetch('//evil.example')+`", "1;fetch('//evil.example')"},
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
		return candidates(k, maskOf(k, func(h string) bool { return !strings.HasPrefix(h, "--") }), "", doubleDashOnly, check, false, "")
	}
}

// denied are the substrings strings.Contains(v, pattern) refuses (one
// constant, or each constant of a list a loop ranges over), or the
// characters strings.ContainsAny(v, chars) refuses; ok is false when
// they are not known.
func (s *fnState) denied(key string, pattern ssa.Value) ([]string, bool) {
	if c := constString(pattern); c != "" {
		if key == "strings.ContainsAny" {
			var out []string
			for _, r := range c {
				out = append(out, string(r))
			}
			return out, true
		}
		return []string{c}, true
	}
	if key != "strings.Contains" {
		return nil, false
	}
	_, slice, head := elementAt(pattern)
	if head == nil {
		return nil, false
	}
	if init := s.initialValue(slice); init != nil {
		slice = init // var denied = []string{";", "&"}
	}
	lists, ok := argLists(slice, s.bodies)
	if !ok {
		return nil, false
	}
	var out []string
	for _, l := range lists {
		for _, e := range l {
			c := constString(e)
			if c == "" {
				return nil, false
			}
			out = append(out, c)
		}
	}
	return out, len(out) > 0
}

// denyJudge judges a deny-list of substrings (strings.Contains(v, ";"),
// a loop of strings.Contains over a list of them, strings.ContainsAny):
// on the side where v contains none of them, the candidates for a shell
// or for a program's words that contain none pass.
func (s *fnState) denyJudge(call *ssa.Call, patterns []string) guardJudge {
	check := s.a.exprAt(call.Pos(), -1)
	if check == "" {
		return nil
	}
	return func(k Kind, side int) *Bypass {
		if side != 1 || (k != Shell && k != Words) {
			return nil
		}
		pass := func(h string) bool {
			for _, p := range patterns {
				if strings.Contains(strings.ToLower(h), strings.ToLower(p)) {
					return false
				}
			}
			return true
		}
		return candidates(k, maskOf(k, pass), "", denyList, check, true, "")
	}
}

// comparedWith is the check that v, a value of the model's, equals other,
// a value the model did not write (an element of the code's or the
// operator's list, as a loop over an allow-list compares), on side good:
// there it is that value. A word of a command line compared so (its first,
// the program) holds only itself: a shell runs the words after it, and a
// program reads them as its arguments (wordAtJudge).
func (s *fnState) comparedWith(v, other ssa.Value, good int, pos token.Pos) (check_, bool) {
	t, o := s.of(v), s.of(other)
	if len(o) > 0 {
		if !listElement(other) {
			return check_{}, false
		}
		// What comes from the list's own parameter (the first allowed
		// folder put in for ".") is the list's; the rest of the value
		// is what the check holds.
		t = outside(t, o)
	}
	if len(t) == 0 {
		return check_{}, false
	}
	word := v
	if w, ok := s.baseOfWord(v); ok {
		word = w
	}
	if at, ok := wordIndex(word); ok && aWord(word) {
		if check := s.a.checkText(pos); check != "" {
			return check_{v: word, t: s.of(word), kinds: allKinds, good: good, judge: wordAtJudge(at, "WORD", check, good)}, true
		}
	}
	return check_{v: v, t: t, kinds: allKinds, good: good}, true
}

// listElement reports whether v is an element of a list a loop ranges
// over (list[i], or a map's key or value), or one normalized by the
// standard library's text or path functions (strings.TrimSuffix(allowed,
// "/"), filepath.Clean(allowed), filepath.Abs(allowed)): compared with a value from elsewhere,
// it is an allow-list's entry (for _, allowed := range v.cfg.Programs),
// whoever passed the list in.
func listElement(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.Call:
		if fn, ok := x.Call.Value.(*ssa.Function); ok && fn.Pkg != nil && len(x.Call.Args) > 0 {
			switch fn.Pkg.Pkg.Path() {
			case "strings", "path", "path/filepath":
				return listElement(x.Call.Args[0])
			}
		}
	case *ssa.UnOp:
		if ia, ok := x.X.(*ssa.IndexAddr); ok && x.Op == token.MUL {
			_, isConst := ia.Index.(*ssa.Const)
			return !isConst
		}
	case *ssa.Index:
		_, isConst := x.Index.(*ssa.Const)
		return !isConst
	case *ssa.Extract:
		if x.Index == 0 {
			// filepath.Abs(allowed), whose error is its second result.
			if call, ok := x.Tuple.(*ssa.Call); ok {
				return listElement(call)
			}
		}
		_, ok := x.Tuple.(*ssa.Next)
		return ok && x.Index > 0
	}
	return false
}

// outside is the part of a that comes from no parameter b comes from (a
// list among the model's own arguments is the model's: a value compared
// with it is not checked).
func outside(a, b taint) taint {
	params := map[int]bool{}
	for p := range b {
		params[p.param] = true
	}
	out := taint{}
	for o, h := range a {
		if !params[o.param] {
			out[o] = h
		}
	}
	return out
}

// equalityFunc reports whether f, a function of this package that returns
// a bool, returns true only where its parameter i, or a form of it
// (filepath.Base, Abs, Clean), equals its parameter j: on the true side
// of such a comparison, or as the comparison itself (func matches(program,
// allowed string) bool).
func equalityFunc(f *ssa.Function) (i, j int, ok bool) {
	if f == nil || len(f.Blocks) == 0 || f.Signature.Results().Len() != 1 || len(f.Params) < 2 {
		return 0, 0, false
	}
	if b, isBasic := f.Signature.Results().At(0).Type().Underlying().(*types.Basic); !isBasic || b.Kind() != types.Bool {
		return 0, 0, false
	}
	i, j = -1, -1
	// same records one comparison of parameters p and q; false when it
	// is not the one every other true result rests on.
	same := func(p, q int) bool {
		if i < 0 {
			i, j = p, q
		}
		return p == i && q == j
	}
	for _, b := range f.Blocks {
		r, isRet := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !isRet {
			continue
		}
		if !trueOnlyIfEqual(f, b, r.Results[0], same, 0) {
			return 0, 0, false
		}
	}
	return i, j, i >= 0
}

// trueOnlyIfEqual reports whether v, returned in block b, is false, or
// true only where a parameter's form equals another parameter (same
// records which).
func trueOnlyIfEqual(f *ssa.Function, b *ssa.BasicBlock, v ssa.Value, same func(p, q int) bool, depth int) bool {
	if depth > 8 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value == nil || x.Value.Kind() != constant.Bool || !constant.BoolVal(x.Value) {
			return true // false
		}
		// true: where a comparison on the way held
		for d := b; d.Idom() != nil; d = d.Idom() {
			if equalSideOf(f, d.Idom(), d, same) {
				return true
			}
		}
		return false
	case *ssa.BinOp:
		if x.Op == token.EQL {
			return paramsEqual(f, x.X, x.Y, same)
		}
	case *ssa.Phi:
		// a && b: false from the first test, or the second's value
		for k, e := range x.Edges {
			if !trueOnlyIfEqual(f, x.Block().Preds[k], e, same, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// equalSideOf reports whether block d is entered only through the side
// of the test ending block at on which parameters compare equal.
func equalSideOf(f *ssa.Function, at, d *ssa.BasicBlock, same func(p, q int) bool) bool {
	if len(at.Succs) != 2 || at.Succs[0] != d || len(d.Preds) != 1 {
		return false
	}
	ifInstr, ok := at.Instrs[len(at.Instrs)-1].(*ssa.If)
	if !ok {
		return false
	}
	eq, ok := ifInstr.Cond.(*ssa.BinOp)
	return ok && eq.Op == token.EQL && paramsEqual(f, eq.X, eq.Y, same)
}

// paramsEqual reports whether x == y compares a form of one parameter of
// f with another parameter.
func paramsEqual(f *ssa.Function, x, y ssa.Value, same func(p, q int) bool) bool {
	for _, pair := range [2][2]ssa.Value{{x, y}, {y, x}} {
		p, q := paramForm(f, pair[0]), paramForm(f, pair[1])
		if p >= 0 && q >= 0 && p != q {
			if _, direct := pair[1].(*ssa.Parameter); direct && same(p, q) {
				return true
			}
		}
	}
	return false
}

// paramForm is the index of the parameter v is, or a form of (its base
// name, absolute or cleaned path); -1 when none.
func paramForm(f *ssa.Function, v ssa.Value) int {
	p, ok := formOf(v, pathForms)
	if !ok {
		return -1
	}
	return slices.Index(f.Params, p)
}

// pathForms are the functions whose result is a form of their path
// argument: its last element, its absolute or clean form.
var pathForms = map[string]bool{"path/filepath.Base": true, "path/filepath.Abs": true, "path/filepath.Clean": true, "path.Base": true, "path.Clean": true}

// absoluteForms are the pathForms that keep the path's place: a check of
// their result is one of the path (not its last element).
var absoluteForms = map[string]bool{"path/filepath.Abs": true, "path/filepath.Clean": true, "path.Clean": true}

// formOf is the parameter v is, or is a form of by forms, through a
// function's results (filepath.Abs(p)'s first), a separator put at its
// end (abs + string(filepath.Separator), which keeps the path's place),
// and the ways of a phi that are all forms of one parameter (if
// !strings.HasSuffix(abs, sep) { abs += sep }).
func formOf(v ssa.Value, forms map[string]bool) (*ssa.Parameter, bool) {
	return formOfDepth(v, forms, 0)
}

func formOfDepth(v ssa.Value, forms map[string]bool, depth int) (*ssa.Parameter, bool) {
	for range 4 {
		switch x := v.(type) {
		case *ssa.Parameter:
			return x, true
		case *ssa.Extract:
			v = x.Tuple
			continue
		case *ssa.BinOp:
			if x.Op != token.ADD || !isSeparator(x.Y) {
				return nil, false
			}
			v = x.X
			continue
		case *ssa.Phi:
			if depth > 2 || len(x.Edges) == 0 {
				return nil, false
			}
			var p *ssa.Parameter
			for _, e := range x.Edges {
				q, ok := formOfDepth(e, forms, depth+1)
				if !ok || p != nil && q != p {
					return nil, false
				}
				p = q
			}
			return p, true
		case *ssa.Call:
			_, obj := callee(x.Common())
			if obj == nil || len(x.Call.Args) != 1 || !forms[funcKey(obj)] {
				return nil, false
			}
			v = x.Call.Args[0]
			continue
		}
		return nil, false
	}
	return nil, false
}

// allowListFunc reports whether f, a function of this package that
// returns a bool, returns true only for a parameter found in a map (func
// valid(sub string) bool { return allowed[sub] }): the parameter's index
// and the map.
func allowListFunc(f *ssa.Function) (int, ssa.Value, bool) {
	if f == nil || len(f.Blocks) == 0 || f.Signature.Results().Len() != 1 {
		return 0, nil, false
	}
	if b, ok := f.Signature.Results().At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return 0, nil, false
	}
	param, list := -1, ssa.Value(nil)
	for _, b := range f.Blocks {
		r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		v := r.Results[0]
		if c, ok := v.(*ssa.Const); ok && c.Value != nil && !constant.BoolVal(c.Value) {
			continue // false
		}
		if e, ok := v.(*ssa.Extract); ok && e.Index == 1 {
			v = e.Tuple
		}
		l, ok := v.(*ssa.Lookup)
		if !ok {
			return 0, nil, false
		}
		p, ok := l.Index.(*ssa.Parameter)
		if !ok {
			return 0, nil, false
		}
		i := slices.Index(f.Params, p)
		if i < 0 || (param >= 0 && i != param) || (list != nil && list != l.X) {
			return 0, nil, false
		}
		param, list = i, l.X
	}
	return param, list, param >= 0
}

// baseOfWord reports whether v is the last element of a path that is a
// word of a value (filepath.Base(words[0])), and the word.
func (s *fnState) baseOfWord(v ssa.Value) (ssa.Value, bool) {
	c, ok := v.(*ssa.Call)
	if !ok {
		return nil, false
	}
	_, obj := callee(c.Common())
	if obj == nil || len(c.Call.Args) != 1 {
		return nil, false
	}
	if k := funcKey(obj); k != "path/filepath.Base" && k != "path.Base" {
		return nil, false
	}
	w := c.Call.Args[0]
	return w, aWord(w) && constIndex(w)
}

// programWord is the word of a command line that v is, at a constant
// index: the word itself (words[0]) or its base name
// (filepath.Base(words[0])).
func (s *fnState) programWord(v ssa.Value) (ssa.Value, bool) {
	if aWord(v) && constIndex(v) {
		return v, true
	}
	return s.baseOfWord(v)
}

// condText is the source text of a comparison: filepath.Base(words[0])
// != "kubectl".
func (a *analysis_) condText(x *ssa.BinOp) string {
	if b, ok := a.exprFor(x.Pos()).(*ast.BinaryExpr); ok {
		return types.ExprString(b)
	}
	return ""
}

// guardJudge judges a guard for a kind of sink and the side of its
// condition (0: the condition holds) that leads on: the bypass, or nil
// when the guard holds.
type guardJudge func(k Kind, side int) *Bypass

// prefixJudge judges strings.HasPrefix(v, prefix) for paths: a bypass
// when the prefix is known to end without a separator.
func (s *fnState) prefixJudge(call *ssa.Call, prefix ssa.Value) guardJudge {
	return prefixTextJudge(s.a.exprAt(call.Pos(), -1), s.a.exprAt(call.Pos(), 1), prefix, s.a.sepEnd(prefix, 0))
}

// uncleanedPrefixJudge judges strings.HasPrefix(v, prefix) where prefix
// is a relative constant and v a value no function cleaned. On the side
// where it holds, v is a name held to start with the prefix, which says
// nothing of where it leads once joined to a folder
// ("rule-/../../etc/passwd" starts with "rule-"). On the other, v is
// any value that does not start so: a refusal of a comment's "#" lets
// "../../etc/passwd" and "../admin" through. A refusal of ".." (of what
// filepath.Rel gives) is another check, and holds there for a path.
func (s *fnState) uncleanedPrefixJudge(call *ssa.Call, prefix string) guardJudge {
	check := s.a.exprAt(call.Pos(), -1)
	if check == "" {
		return nil
	}
	return func(k Kind, side int) *Bypass {
		switch {
		case side == 0 && k == Path:
			return &Bypass{Kind: Path, Shape: prefixOfName.name, Check: check, Value: strconv.Quote(prefix + "/../../etc/passwd"), Advice: prefixOfName.advice}
		case side == 1 && !strings.HasPrefix(prefix, ".."):
			return candidates(k, maskOf(k, func(h string) bool { return !strings.HasPrefix(h, prefix) }), "", prefixRefusal, check, false, "")
		}
		return nil
	}
}

// readKeywords are the first keywords of statements that read, as a
// check of a statement's start writes them.
var readKeywords = map[string]bool{"SELECT": true, "WITH": true, "EXPLAIN": true, "SHOW": true, "DESCRIBE": true}

// statementStart reports whether text, the code's own text before a
// value, starts a SQL statement: its first word is a statement's
// keyword (readKeywords, writeKeywords), in capitals ("SELECT name FROM t WHERE id = '"), or in small
// letters with a clause's keyword after it ("select * from t where id =
// "). Prose that starts with "Show" or "Update" is not a statement.
func statementStart(text string) bool {
	words := strings.Fields(text)
	if len(words) == 0 {
		return false
	}
	first := strings.TrimLeft(words[0], "(")
	if readKeywords[first] || writeKeywords[first] {
		return true
	}
	if !readKeywords[strings.ToUpper(first)] && !writeKeywords[strings.ToUpper(first)] || first != strings.ToLower(first) {
		return false
	}
	for _, w := range words[1:] {
		switch w {
		case "from", "where", "into", "set", "table", "tables", "as":
			return true
		}
	}
	return false
}

// readKeyword reports whether prefix is a keyword that starts a
// statement that reads ("SELECT", "select"; a trailing space or
// parenthesis allowed).
func readKeyword(prefix string) bool {
	kw, ok := keywordText(prefix)
	return ok && readKeywords[kw]
}

// writeKeywords are the first keywords of statements that change a
// database, as a check of a statement's kind writes them.
var writeKeywords = map[string]bool{"CREATE": true, "INSERT": true, "UPDATE": true, "DELETE": true, "ALTER": true, "DROP": true, "REPLACE": true, "MERGE": true, "TRUNCATE": true}

// statementKeyword reports whether prefix starts a statement of a kind
// that changes a database, in one case ("CREATE TABLE", "insert into";
// a trailing space or parenthesis allowed).
func statementKeyword(prefix string) bool {
	text, ok := keywordText(prefix)
	first, _, _ := strings.Cut(text, " ")
	return ok && writeKeywords[first]
}

// keywordText is prefix as the keywords of a statement's start, in upper
// case, when it is written in one case ("SELECT", "select"; a trailing
// space or parenthesis allowed).
func keywordText(prefix string) (string, bool) {
	text := strings.TrimRight(prefix, " (")
	upper := strings.ToUpper(text)
	return upper, text != "" && (text == upper || text == strings.ToLower(text))
}

// statementKindJudge judges strings.HasPrefix(stmt, keyword) for a
// query whose keyword starts statements that write, on the side where
// the statement starts with it: the check says which kind of statement
// the tool runs, and a second statement after one of that kind passes.
func (s *fnState) statementKindJudge(call *ssa.Call, keyword string) guardJudge {
	value := strconv.Quote(strings.TrimRight(keyword, " (") + " …; DROP TABLE t")
	return s.startJudge(call, func(check string) *Bypass {
		return &Bypass{Kind: Query, Shape: statementKind.name, Check: check, Value: value, Whole: true, Advice: statementKind.advice}
	})
}

// startJudge judges a check of a statement's start (call), on the side
// where the statement starts so, by what passes: nil when the code of
// the check is not found.
func (s *fnState) startJudge(call *ssa.Call, passes func(check string) *Bypass) guardJudge {
	check := s.a.exprAt(call.Pos(), -1)
	if check == "" {
		return nil
	}
	return func(k Kind, side int) *Bypass {
		if k != Query || side != 0 {
			return nil
		}
		return passes(check)
	}
}

// readOnlyJudge judges strings.HasPrefix(stmt, keyword) for a query, on
// the side where the statement starts with the keyword: the whole
// statements that start with it and write pass.
func (s *fnState) readOnlyJudge(call *ssa.Call, keyword string) guardJudge {
	return s.startJudge(call, func(check string) *Bypass {
		return candidates(Query, maskOf(Query, func(h string) bool { return strings.HasPrefix(h, keyword) }), "", readOnlyPrefix, check, true, "")
	})
}

// slicePrefixJudge judges abs[:len(root)] == root, strings.HasPrefix
// written by hand, as prefixJudge does.
func (s *fnState) slicePrefixJudge(x *ssa.BinOp, prefix ssa.Value) guardJudge {
	b, ok := s.a.exprFor(x.Pos()).(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	side := b.Y
	if _, isSlice := ast.Unparen(b.Y).(*ast.SliceExpr); isSlice {
		side = b.X
	}
	return prefixTextJudge(types.ExprString(b), types.ExprString(side), prefix, s.a.sepEnd(prefix, 0))
}

// prefixTextJudge judges a prefix check whose text is check, of the
// prefix value written as value, which ends as end says.
func prefixTextJudge(check, value string, prefix ssa.Value, end sepState) guardJudge {
	if end != endsWithout {
		return nil
	}
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
		// The operator's patterns: an allow pattern holds (the unknown
		// is silence), a deny pattern says nothing of options.
		return unknownDenyJudge(1)
	}
	check := s.a.exprAt(call.Pos(), -1)
	if check == "" {
		return nil
	}
	return func(k Kind, side int) *Bypass {
		want := side == 0 // the value of MatchString on the side that leads on
		return candidates(k, maskOf(k, func(h string) bool { return pat.MatchString(h) == want }), "", regexpAdmits, check, false, "")
	}
}

// globJudge judges filepath.Match(pattern, v) (path.Match) with the
// pattern known, as regexpJudge does a regexp: the first hostile value
// the library's own matching lets through on the side that leads on
// ("/srv/data/*" matches "/srv/data/.."). A pattern not known (the
// operator's) holds.
func (s *fnState) globJudge(call *ssa.Call, pattern ssa.Value, key string) guardJudge {
	pat := constString(pattern)
	if pat == "" {
		return unknownDenyJudge(1)
	}
	match := filepath.Match
	if key == "path.Match" {
		match = path.Match
	}
	if _, err := match(pat, ""); err != nil {
		return nil // a malformed pattern matches nothing: no value passes
	}
	check := s.a.exprAt(call.Pos(), -1)
	if check == "" {
		return nil
	}
	return func(k Kind, side int) *Bypass {
		want := side == 0
		return candidates(k, maskOf(k, func(h string) bool { ok, _ := match(pat, h); return ok == want }), "", globAdmits, check, false, "")
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
		found := s.initialValue(u)
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

// initialValue is the value a package variable of this package is
// initialized with, when v loads it and init stores it once; nil
// otherwise.
func (s *fnState) initialValue(v ssa.Value) ssa.Value {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return nil
	}
	g, ok := u.X.(*ssa.Global)
	if !ok || g.Pkg == nil || g.Pkg != s.fn.Pkg {
		return nil
	}
	init := g.Pkg.Func("init")
	if init == nil {
		return nil
	}
	var found ssa.Value
	for _, b := range init.Blocks {
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok && st.Addr == g {
				if found != nil {
					return nil // assigned twice
				}
				found = st.Val
			}
		}
	}
	return found
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
func (a *analysis_) sepEnd(v ssa.Value, depth int) sepState {
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
			return a.sepEnd(x.Y, depth+1)
		}
	case *ssa.Extract:
		if x.Index == 0 {
			return a.sepEnd(x.Tuple, depth+1)
		}
	case *ssa.Phi:
		out := unknownEnd
		for i, e := range x.Edges {
			st := a.sepEnd(e, depth+1)
			if st != endsWith && i < len(x.Block().Preds) && suffixedOn(e, x.Block().Preds[i], x.Block()) {
				st = endsWith // if !strings.HasSuffix(dir, sep) { dir += sep }
			}
			if i > 0 && st != out {
				return unknownEnd
			}
			out = st
		}
		return out
	case *ssa.UnOp:
		// A folder the package keeps in a field (s.root), or one of a
		// list it keeps there (for _, dir := range s.dirs): the field's
		// stores say how it ends (fieldends.go).
		if f := loadedField(x); f != nil {
			return a.fieldEnd(f, false)
		}
		if ia, ok := x.X.(*ssa.IndexAddr); ok && x.Op == token.MUL {
			if f := loadedField(ia.X); f != nil {
				return a.fieldEnd(f, true)
			}
		}
	case *ssa.Call:
		_, obj := callee(x.Common())
		if obj != nil && cleanedDir[funcKey(obj)] {
			return endsWithout
		}
		// strings.TrimSuffix(dir, "/"), strings.TrimRight(dir, "/"): the
		// code takes the separator off.
		if k := funcKey(obj); (k == "strings.TrimSuffix" || k == "strings.TrimRight") && len(x.Call.Args) == 2 {
			if c := constString(x.Call.Args[1]); c != "" && strings.Trim(c, `/\`) == "" {
				return endsWithout
			}
		}
		// strings.TrimSuffix(pattern, "/**") where the pattern is known
		// to end so: the folder a pattern names, cut at the separator
		// before its wildcard.
		if funcKey(obj) == "strings.TrimSuffix" && len(x.Call.Args) == 2 {
			if c := constString(x.Call.Args[1]); len(c) > 1 && (c[0] == '/' || c[0] == '\\') && strings.Trim(c, `/\`) != "" && suffixHeld(x, x.Call.Args[0], c) {
				return endsWithout
			}
		}
	}
	return unknownEnd
}

// suffixHeld reports whether at is reached only where
// strings.HasSuffix(v, suffix) holds: a block on the way to it from the
// function's entry is entered only from the true side of that test.
func suffixHeld(at ssa.Instruction, v ssa.Value, suffix string) bool {
	for b := at.Block(); b != nil && b.Idom() != nil; b = b.Idom() {
		p := b.Idom()
		ifi, ok := endingIf(p)
		if !ok || len(b.Preds) != 1 || b.Preds[0] != p || p.Succs[0] != b || p.Succs[1] == b {
			continue
		}
		c, ok := ifi.Cond.(*ssa.Call)
		if !ok || len(c.Call.Args) != 2 || c.Call.Args[0] != v || constString(c.Call.Args[1]) != suffix {
			continue
		}
		if _, obj := callee(c.Common()); obj != nil && funcKey(obj) == "strings.HasSuffix" {
			return true
		}
	}
	return false
}

// slicedPrefix reports whether v is s[:len(prefix)] (s[0:len(prefix)]) of
// a string s, and returns s: compared with prefix, it is
// strings.HasPrefix(s, prefix) written by hand.
func slicedPrefix(v, prefix ssa.Value) (ssa.Value, bool) {
	sl, ok := v.(*ssa.Slice)
	if !ok || sl.Max != nil || !isString(sl.X.Type()) {
		return nil, false
	}
	if sl.Low != nil {
		if c, ok := sl.Low.(*ssa.Const); !ok || c.Value == nil || c.Value.Kind() != constant.Int || constant.Sign(c.Value) != 0 {
			return nil, false
		}
	}
	n, ok := sl.High.(*ssa.Call)
	if !ok {
		return nil, false
	}
	if b, ok := n.Call.Value.(*ssa.Builtin); !ok || b.Name() != "len" || len(n.Call.Args) != 1 || n.Call.Args[0] != prefix {
		return nil, false
	}
	return sl.X, true
}

// folderPrefix reports whether a prefix test of v by prefix is a
// containment test: against a folder (a constant one, or one Abs, Clean,
// Join make, with or without its separator), or of a path Abs, Clean,
// Join make. A prefix of another kind ("az", a field that holds a
// program) says nothing of folders.
func (a *analysis_) folderPrefix(v, prefix ssa.Value) bool {
	end := a.sepEnd(prefix, 0)
	return end == endsWith || end == endsWithout || cleanedPath(v)
}

// suffixedOn reports whether the edge from pred to b is taken only where
// v ends with a separator: past strings.HasSuffix(v, sep) on its true
// side.
func suffixedOn(v ssa.Value, pred, b *ssa.BasicBlock) bool {
	for range 4 {
		if ifi, ok := endingIf(pred); ok && len(pred.Succs) == 2 {
			c, ok := ifi.Cond.(*ssa.Call)
			if !ok || pred.Succs[0] != b || pred.Succs[1] == b || len(c.Call.Args) != 2 || c.Call.Args[0] != v || !isSeparator(c.Call.Args[1]) {
				return false
			}
			_, obj := callee(c.Common())
			return obj != nil && funcKey(obj) == "strings.HasSuffix"
		}
		if len(pred.Preds) != 1 {
			return false
		}
		pred, b = pred.Preds[0], pred
	}
	return false
}

// isSeparator reports whether v is a path separator, a constant:
// string(filepath.Separator), "/", `\`.
func isSeparator(v ssa.Value) bool {
	c := constString(v)
	return c == "/" || c == `\`
}

// cleanedPath reports whether v is the result of a function that cleans
// a path (cleanedDir): a value the code treats as a path.
func cleanedPath(v ssa.Value) bool {
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	c, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	_, obj := callee(c.Common())
	return obj != nil && cleanedDir[funcKey(obj)]
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
	switch e := a.exprFor(pos).(type) {
	case *ast.CallExpr, *ast.IndexExpr, *ast.BinaryExpr:
		return types.ExprString(e)
	}
	return ""
}

// exprAt is the source text of the call whose Lparen is at pos (arg -1),
// or of its argument arg; "" when the call is not in the package's
// files.
func (a *analysis_) exprAt(pos token.Pos, arg int) string {
	c, ok := a.exprFor(pos).(*ast.CallExpr)
	switch {
	case !ok:
		return ""
	case arg < 0:
		return types.ExprString(c)
	case arg < len(c.Args):
		return types.ExprString(c.Args[arg])
	}
	return ""
}

// exprFor is the call, index or binary expression of the package's files
// at the position SSA gives its instruction (a call's Lparen, an index's
// Lbrack, an operator's position), nil when there is none. The index is
// built in one walk, on first use: only a package with a guard to name
// needs it.
func (a *analysis_) exprFor(pos token.Pos) ast.Expr {
	if a.exprs == nil {
		a.exprs = map[token.Pos]ast.Expr{}
		for _, f := range a.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.CallExpr:
					a.exprs[x.Lparen] = x
				case *ast.IndexExpr:
					a.exprs[x.Lbrack] = x
				case *ast.BinaryExpr:
					a.exprs[x.OpPos] = x
				}
				return true
			})
		}
	}
	return a.exprs[pos]
}

// bypasses are the bypasses of a guard over the kinds it checks, on the
// side that leads on.
func (g *guard) bypasses(side int) []Bypass {
	return judged(g.kinds, g.judge, side)
}

// judged is what judge lets through on side, for each of kinds.
func judged(kinds mask, judge guardJudge, side int) []Bypass {
	if judge == nil {
		return nil
	}
	var out []Bypass
	for k := Path; k < result; k++ {
		if kinds.has(k) {
			if b := judge(k, side); b != nil {
				out = append(out, *b)
			}
		}
	}
	return out
}

// holding are the kinds of kinds a check holds for, past which the
// bypasses let none of its values through.
func holding(kinds mask, bypass []Bypass) mask {
	for _, by := range bypass {
		kinds &^= 1 << by.Kind
	}
	return kinds
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
// through with the same value (two checks of one shape written alike,
// strings.HasPrefix(normalized, dir) then HasPrefix(normalizedReal,
// dir), let the same root+"-evil/x" through; the first is named); ok is
// false when no kind is left.
func meet(a, b []Bypass) ([]Bypass, bool) {
	if a == nil {
		return b, true
	}
	if b == nil {
		return a, true
	}
	var out []Bypass
	for _, x := range a {
		y, ok := byKind(b, x.Kind)
		switch {
		case !ok:
		case x.Passing != 0 && y.Passing != 0:
			if m, ok := both(x, y); ok {
				out = append(out, m)
			}
		case y.Value == x.Value && y.Shape == x.Shape:
			out = append(out, x)
		}
	}
	return out, len(out) > 0
}

// both is what passes two guards that each let candidates through: the
// candidates both let through, after the first word either holds the
// value to (two different words: none).
func both(x, y Bypass) (Bypass, bool) {
	if x.Check == y.Check && x.In == y.In {
		return x, true // the same guard, met twice
	}
	switch {
	case x.Check == "": // a check that says nothing of the kind (silent)
		return y, true
	case y.Check == "":
		return x, true
	}
	word, ok := sameWords(x.Word, y.Word)
	if !ok {
		return Bypass{}, false
	}
	// The checks both passed, each once: a guard met again (a
	// recursive call's own check, a loop's) adds nothing to the text,
	// which would otherwise double with each round of a call cycle.
	// Checks of one function keep its name once, after them all (so that
	// the name is not added again as the flow leaves it).
	textOf, in := checkIn, ""
	if x.In == y.In {
		textOf, in = func(b Bypass) string { return b.Check }, x.In
	}
	xs := strings.Split(textOf(x), " and ")
	all := xs
	for _, c := range strings.Split(textOf(y), " and ") {
		if !slices.Contains(all, c) {
			all = append(all, c)
		}
	}
	if len(all) == len(xs) && x.Passing&y.Passing == x.Passing && word == x.Word && (x.Whole || !y.Whole) {
		return x, true // y's checks are all among x's
	}
	m := Bypass{Kind: x.Kind, Shape: x.Shape, Check: strings.Join(all, " and "), In: in, Whole: x.Whole || y.Whole, Advice: x.Advice, Passing: x.Passing & y.Passing, Word: word}
	if !x.Whole && y.Whole {
		m.Shape, m.Advice = y.Shape, y.Advice
	}
	m.Value = m.render()
	return m, m.Passing != 0
}

// sameWords are the words two guards hold a value to, by place ("x" for
// a place neither holds): "kubectl" and "x get" are "kubectl get"; ok is
// false when they hold one place to two words.
func sameWords(a, b string) (string, bool) {
	if a == "" || a == b {
		return b, true
	}
	if b == "" {
		return a, true
	}
	wa, wb := strings.Fields(a), strings.Fields(b)
	if len(wa) < len(wb) {
		wa, wb = wb, wa
	}
	out := slices.Clone(wa)
	for i, w := range wb {
		switch {
		case w == "x":
		case out[i] == "x":
			out[i] = w
		case out[i] != w:
			return "", false
		}
	}
	return strings.Join(out, " "), true
}

// checkIn is a check with the function it is in, when it is not the
// flow's start: strings.Contains(lower, pattern) (in checkInjection).
func checkIn(b Bypass) string {
	if b.In == "" {
		return b.Check
	}
	return b.Check + " (in " + b.In + ")"
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
