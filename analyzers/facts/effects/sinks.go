package effects

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/netip"
	"strings"
	"sync"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// sinks are the functions of the library knowledge (knowledge.Funcs)
// that have an effect, keyed by (*types.Func).FullName: the standard
// library and the libraries named there are never walked, what they do is
// the table. Every entry has a fixture in testdata/mod/effects/sinks, and a
// test holds them together.
//
// An entry with a when func decides from the call's arguments which of
// its kinds a call has: a constant that says the call does not write
// (os.OpenFile with os.O_RDONLY, a SELECT) takes the effect away; an
// argument that is not a constant keeps the kinds where the function
// exists to write (Exec), and drops them where it does not (Query).
//
// The table is built on the first use: every go vet process of mcpvet's
// links it, and a standard library package's, the most of them, never
// reads it.
var sinks = sync.OnceValue(func() sinkTable {
	t := sinkTable{byName: map[string]sink{}, packages: map[string]bool{}}
	for name, f := range knowledge.Funcs() {
		s, ok := sinkOf(f)
		if !ok {
			continue
		}
		t.byName[name] = s
		t.packages[knowledge.Package(name)] = true
	}
	return t
})

type sinkTable struct {
	byName map[string]sink
	// packages are the packages of the table: a call into any other
	// package is no sink, without building its name.
	packages map[string]bool
}

// of is the entry of fn; ok is false for a function outside the table.
func (t sinkTable) of(fn *types.Func) (s sink, ok bool) {
	if fn.Pkg() == nil || !t.packages[fn.Pkg().Path()] {
		return sink{}, false
	}
	s, ok = t.byName[fn.FullName()]
	return s, ok
}

// isSink reports whether fn is an entry of the table. A function of a
// table's package outside it is followed by its facts, as any other: the
// libraries beside the standard library (sqlx's Tx, its package-level
// funcs) are analyzed, and their bodies call the table's functions.
func isSink(fn *types.Func) bool {
	_, ok := sinks().of(fn)
	return ok
}

// sinkOf reads what a library function does as this pass's kinds, with
// the own and when funcs its arguments' roles call for; ok is false for a
// function with no effect (os.ReadFile).
func sinkOf(f knowledge.Func) (sink, bool) {
	var s sink
	d := f.Does
	if d.Has(knowledge.AsksClientWhereAllowed) {
		// The path ends there, with no effect: the request is sent only
		// where the revision allows it.
		return s, true
	}
	if d.Has(knowledge.WritesFile) {
		s.kinds |= kinds(WriteLocal)
	}
	if d.Has(knowledge.Deletes) {
		s.kinds |= kinds(Delete)
	}
	if d.Has(knowledge.Runs) {
		s.kinds |= kinds(Exec)
	}
	if d.Has(knowledge.AsksClient) {
		s.kinds |= kinds(ClientRequest)
	}
	switch {
	case d.Has(knowledge.LogsDefault):
		s.kinds |= kinds(DefaultLog)
	case d.Has(knowledge.SetsDefaultLog):
		s.kinds |= kinds(StdoutLog)
		s.when = logsToStdout(f.Index(knowledge.Stream))
	case d.Has(knowledge.LogsTo):
		s.kinds |= kinds(Stdout)
		s.when = logsToStdout(-1)
	case d.Has(knowledge.OnReceiver):
		s.own, s.when = file, stdStream(d.Has(knowledge.WritesStdout))
	case d.Has(knowledge.WritesStdout) && f.Index(knowledge.Stream) >= 0:
		s.kinds |= kinds(Stdout)
		s.when = toStdout(f.Index(knowledge.Stream))
	case d.Has(knowledge.WritesStdout):
		s.kinds |= kinds(Stdout)
	case len(f.Indices(knowledge.Path)) > 0 && d.Has(knowledge.WritesFile):
		s.own = paths(f.Indices(knowledge.Path)...)
	case f.Index(knowledge.TempDir) >= 0:
		s.own = inTemp
	}
	if i := f.Index(knowledge.OpenFlags); i >= 0 {
		s.when = openFlag(i)
	}
	if d.Has(knowledge.WritesDB) || d.Has(knowledge.QueriesDB) {
		s.kinds |= kinds(WriteDB)
		if i := f.Index(knowledge.Statement); i >= 0 {
			s.kinds |= kinds(Delete)
			s.when = sqlQuery(i)
			if d.Has(knowledge.WritesDB) {
				s.when = sqlExec(i)
			}
		}
	}
	if d.Has(knowledge.Connects) {
		s.kinds |= kinds(OpenWorld)
		u, a, m := f.Index(knowledge.URL), f.Index(knowledge.Address), f.Index(knowledge.Method)
		switch {
		case u >= 0 && m >= 0:
			s.kinds |= kinds(NetworkWrite)
			s.when = request(m, u)
		case u >= 0:
			s.when = publicURL(u)
		case a >= 0 && d.Has(knowledge.SendsMail):
			s.kinds |= kinds(NetworkWrite)
			s.when = mail(a)
		case a >= 0:
			s.when = publicAddr(a)
		}
	}
	return s, s.kinds != 0
}

// sink is one entry of the table.
type sink struct {
	kinds kindSet
	// own, if set, reports whether a call changes only the tool's own
	// scratch (scratch.go): then it has no effect.
	own func(g *graph, call *ast.CallExpr) bool
	// when, if set, returns the kinds (of kinds) one call has, and what
	// the call reaches when that says more than its name (the host).
	when func(c sinkCall, kinds kindSet) (kindSet, string)
}

// sinkCall is a call of a sink, with what its arguments need.
type sinkCall struct {
	info *types.Info
	call *ast.CallExpr
	fn   *types.Func
	g    *graph
}

// constant returns the constant value of argument i, if it has one.
func (c sinkCall) constant(i int) constant.Value {
	if i >= len(c.call.Args) {
		return nil
	}
	return c.info.Types[c.call.Args[i]].Value
}

func (c sinkCall) constString(i int) (string, bool) {
	v := c.constant(i)
	if v == nil || v.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(v), true
}

// paths: the call changes the paths its arguments args name.
func paths(args ...int) func(*graph, *ast.CallExpr) bool {
	return func(g *graph, call *ast.CallExpr) bool {
		for _, i := range args {
			if i >= len(call.Args) || !g.scratchPath(call.Args[i]) {
				return false
			}
		}
		return true
	}
}

// inTemp: os.MkdirTemp and os.CreateTemp make a new entry in the
// directory of their first argument.
func inTemp(g *graph, call *ast.CallExpr) bool {
	return len(call.Args) > 0 && g.tempParent(call.Args[0], 0)
}

// file: the call writes the file it is a method of.
func file(g *graph, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	return ok && g.scratchFile(sel.X)
}

// openFlag: os.OpenFile writes when its constant flag (argument i) asks
// to write, create, append or truncate. A flag that is not a constant
// claims nothing.
func openFlag(i int) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		v := c.constant(i)
		if v == nil {
			return 0, ""
		}
		flag, ok := constant.Int64Val(constant.ToInt(v))
		if !ok {
			return 0, ""
		}
		// The flag values are the os package's own: they differ by
		// platform.
		var mask int64
		for _, name := range []string{"O_WRONLY", "O_RDWR", "O_APPEND", "O_CREATE", "O_TRUNC"} {
			if k, ok := c.fn.Pkg().Scope().Lookup(name).(*types.Const); ok {
				if x, ok := constant.Int64Val(constant.ToInt(k.Val())); ok {
					mask |= x
				}
			}
		}
		if flag&mask == 0 {
			return 0, ""
		}
		return ks, ""
	}
}

// stdStream: a write to os.Stdout or os.Stderr writes no file; one to
// os.Stdout writes standard output, when the method can (Write, not
// Truncate).
func stdStream(canStdout bool) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		sel, ok := ast.Unparen(c.call.Fun).(*ast.SelectorExpr)
		if !ok {
			return ks, ""
		}
		switch stdFile(c.info, sel.X) {
		case "Stdout":
			if canStdout {
				return kinds(Stdout), ""
			}
			return 0, ""
		case "Stderr":
			return 0, ""
		}
		return ks, ""
	}
}

// toStdout: a write to an io.Writer (argument i) writes standard output
// when the writer is os.Stdout, and nothing this pass knows otherwise.
func toStdout(i int) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		if i < len(c.call.Args) && stdFile(c.info, c.call.Args[i]) == "Stdout" {
			return ks, ""
		}
		return 0, ""
	}
}

// logsToStdout: the call keeps its kinds when its argument i (the
// receiver, for -1) writes to standard output (holdsStdout), and has none
// otherwise.
func logsToStdout(i int) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		var e ast.Expr
		if i < 0 {
			if sel, ok := ast.Unparen(c.call.Fun).(*ast.SelectorExpr); ok {
				e = sel.X
			}
		} else if i < len(c.call.Args) {
			e = c.call.Args[i]
		}
		if e != nil && c.g != nil && c.g.holdsStdout(e, 0) {
			return ks, ""
		}
		return 0, ""
	}
}

// stdFile names the standard stream e reads, os.Stdout or os.Stderr
// (written os.Stdout, or Stdout with a dot import): "Stdout", "Stderr",
// or "".
func stdFile(info *types.Info, e ast.Expr) string {
	var id *ast.Ident
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		id = x.Sel
	case *ast.Ident:
		id = x
	}
	if id == nil {
		return ""
	}
	if v, ok := info.Uses[id].(*types.Var); ok && v.Pkg() != nil && v.Pkg().Path() == "os" &&
		(v.Name() == "Stdout" || v.Name() == "Stderr") && v.Parent() == v.Pkg().Scope() {
		return v.Name()
	}
	return ""
}

// request: http.NewRequest builds a request to be sent: a network write
// when its constant method (argument m) is PUT, PATCH or DELETE, open world
// when its URL (argument u) names a public host.
func request(m, u int) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		var out kindSet
		if method, ok := c.constString(m); ok {
			switch strings.ToUpper(method) {
			case "PUT", "PATCH", "DELETE":
				out |= kinds(NetworkWrite)
			}
		}
		host := c.urlHost(u)
		if host != "" {
			out |= kinds(OpenWorld)
		}
		return out, host
	}
}

// publicURL: open world when the URL (argument i) names a public host.
func publicURL(i int) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		if host := c.urlHost(i); host != "" {
			return ks, host
		}
		return 0, ""
	}
}

// publicAddr: open world when the host:port address (argument i) names a
// public host.
func publicAddr(i int) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		if host := c.addrHost(i); host != "" {
			return ks, host
		}
		return 0, ""
	}
}

// mail: smtp.SendMail sends a mail, a network write wherever the server
// is; open world when its address (argument i) names a public host.
func mail(i int) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		if host := c.addrHost(i); host != "" {
			return kinds(NetworkWrite, OpenWorld), host
		}
		return kinds(NetworkWrite), ""
	}
}

// urlHost returns the host of the URL argument i when its constant part
// names a public one: a constant URL, a constant prefix of a
// concatenation ("https://api.example.com/v1/" + id), or the constant
// format of fmt.Sprintf ("https://api.example.com/%s"), whose host part
// is complete.
func (c sinkCall) urlHost(i int) string {
	if i >= len(c.call.Args) {
		return ""
	}
	prefix := constPrefix(c.info, c.call.Args[i])
	_, rest, ok := strings.Cut(prefix, "://")
	if !ok {
		return ""
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		if prefix != c.wholeConst(i) {
			return "" // the host goes on past the constant part
		}
		end = len(rest)
	}
	hostport := rest[:end]
	if at := strings.LastIndex(hostport, "@"); at >= 0 {
		hostport = hostport[at+1:]
	}
	host := hostport
	if h, ok := splitHostPort(hostport); ok {
		host = h
	}
	if !publicHost(host) {
		return ""
	}
	return host
}

// addrHost returns the host of the constant host:port argument i when it
// is public.
func (c sinkCall) addrHost(i int) string {
	addr, ok := c.constString(i)
	if !ok {
		return ""
	}
	host, ok := splitHostPort(addr)
	if !ok || !publicHost(host) {
		return ""
	}
	return host
}

// splitHostPort returns the host of host:port or [host]:port. (Not
// net.SplitHostPort: importing package net costs every run of the vet
// tool its initialization, and go vet runs it once per package.)
func splitHostPort(hostport string) (string, bool) {
	i := strings.LastIndexByte(hostport, ':')
	if i < 0 {
		return "", false
	}
	host := hostport[:i]
	if strings.HasPrefix(host, "[") {
		if !strings.HasSuffix(host, "]") {
			return "", false
		}
		return host[1 : len(host)-1], true
	}
	if strings.ContainsAny(host, ":[]") {
		return "", false
	}
	return host, true
}

func (c sinkCall) wholeConst(i int) string {
	s, _ := c.constString(i)
	return s
}

// constPrefix returns the constant text an expression of string type
// starts with.
func constPrefix(info *types.Info, e ast.Expr) string {
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	switch x := e.(type) {
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return constPrefix(info, x.X)
		}
	case *ast.CallExpr:
		// fmt.Sprintf("https://host/%s", ...): the format up to its first verb.
		if fn, ok := typeutil.Callee(info, x).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" && len(x.Args) > 0 {
			if tv, ok := info.Types[x.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
				f := constant.StringVal(tv.Value)
				if i := strings.IndexByte(f, '%'); i >= 0 {
					f = f[:i]
				}
				return f
			}
		}
	}
	return ""
}

// publicHost reports whether a host named in code is on the public
// network: a public IP address, or a DNS name with a dot that is not
// local (localhost, .local, .internal, a cluster's service names).
func publicHost(host string) bool {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if host == "" {
		return false
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		return ip.IsGlobalUnicast() && !ip.IsPrivate()
	}
	if !strings.Contains(host, ".") {
		return false // localhost, a compose or cluster service name
	}
	for _, suffix := range localSuffixes {
		if strings.HasSuffix(host, suffix) {
			return false
		}
	}
	return true
}

// localSuffixes are DNS suffixes of names that never leave a site.
var localSuffixes = []string{".localhost", ".local", ".internal", ".lan", ".home.arpa", ".svc", ".cluster.local", ".consul"}

// sqlExec: Exec runs a statement that returns no rows, which is a write
// unless its constant query says it is not (SELECT, SET, BEGIN, ...).
func sqlExec(i int) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		q, ok := c.constString(i)
		if !ok {
			return kinds(WriteDB), ""
		}
		return sqlKinds(q, true), ""
	}
}

// sqlQuery: a query writes when its constant text says so (INSERT ...
// RETURNING); a query that is not a constant claims nothing.
func sqlQuery(i int) func(sinkCall, kindSet) (kindSet, string) {
	return func(c sinkCall, ks kindSet) (kindSet, string) {
		q, ok := c.constString(i)
		if !ok {
			return 0, ""
		}
		return sqlKinds(q, false), ""
	}
}

// sqlKinds classifies a constant SQL statement by its first keyword:
// a write (INSERT, UPDATE, CREATE, ...), also a delete for DELETE, DROP and
// TRUNCATE, or nothing for a statement that only reads or sets up the
// session. A keyword of neither list is a write for Exec (whose statements
// return no rows) and nothing for Query.
func sqlKinds(q string, exec bool) kindSet {
	word, rest := firstWord(q)
	if word == "WITH" {
		// A common table expression: what follows decides.
		for _, w := range strings.FieldsFunc(strings.ToUpper(rest), func(r rune) bool {
			return !('A' <= r && r <= 'Z' || r == '_')
		}) {
			if sqlWrite[w] {
				word = w
				break
			}
		}
	}
	switch {
	case sqlDelete[word]:
		return kinds(WriteDB, Delete)
	case sqlWrite[word]:
		return kinds(WriteDB)
	case sqlRead[word] || word == "WITH" || !exec:
		return 0
	}
	return kinds(WriteDB)
}

var (
	sqlDelete = set("DELETE", "DROP", "TRUNCATE")
	sqlWrite  = set("INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "DROP", "TRUNCATE", "REPLACE", "MERGE", "UPSERT", "GRANT", "REVOKE", "RENAME")
	sqlRead   = set("SELECT", "SHOW", "EXPLAIN", "DESCRIBE", "DESC", "VALUES", "SET", "RESET", "PRAGMA",
		"BEGIN", "START", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE", "USE", "LISTEN", "UNLISTEN")
)

func set(words ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range words {
		m[w] = true
	}
	return m
}

// firstWord returns the first keyword of a SQL text in upper case, past
// blanks, parentheses and comments, and the text after it.
func firstWord(q string) (string, string) {
	for {
		q = strings.TrimLeft(q, " \t\r\n(;")
		switch {
		case strings.HasPrefix(q, "--"):
			_, q, _ = strings.Cut(q, "\n")
			continue
		case strings.HasPrefix(q, "/*"):
			_, q, _ = strings.Cut(q, "*/")
			continue
		}
		break
	}
	end := strings.IndexFunc(q, func(r rune) bool {
		return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r == '_')
	})
	if end < 0 {
		end = len(q)
	}
	return strings.ToUpper(q[:end]), q[end:]
}
