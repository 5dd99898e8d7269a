package effects

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/netip"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// sinks is the one table of the standard library functions and methods
// that have an effect (and of the MCP SDKs' requests to the client),
// keyed by (*types.Func).FullName. The standard
// library is never walked: what it does is this table. Every entry has a
// fixture in testdata/mod/effects/sinks, and a test holds them together.
//
// An entry with a when func decides from the call's arguments which of
// its kinds a call has: a constant that says the call does not write
// (os.OpenFile with os.O_RDONLY, a SELECT) takes the effect away; an
// argument that is not a constant keeps the kinds where the function
// exists to write (Exec), and drops them where it does not (Query).
var sinks = map[string]sink{
	// The local file system.
	"os.WriteFile":           {kinds: kinds(WriteLocal), own: paths(0)},
	"os.Create":              {kinds: kinds(WriteLocal), own: paths(0)},
	"os.CreateTemp":          {kinds: kinds(WriteLocal), own: inTemp},
	"os.OpenFile":            {kinds: kinds(WriteLocal), when: openFlag(1), own: paths(0)},
	"os.Mkdir":               {kinds: kinds(WriteLocal), own: paths(0)},
	"os.MkdirAll":            {kinds: kinds(WriteLocal), own: paths(0)},
	"os.MkdirTemp":           {kinds: kinds(WriteLocal), own: inTemp},
	"os.Rename":              {kinds: kinds(WriteLocal), own: paths(0, 1)},
	"os.Chmod":               {kinds: kinds(WriteLocal), own: paths(0)},
	"os.Chown":               {kinds: kinds(WriteLocal), own: paths(0)},
	"os.Chtimes":             {kinds: kinds(WriteLocal), own: paths(0)},
	"os.Truncate":            {kinds: kinds(WriteLocal), own: paths(0)},
	"os.Symlink":             {kinds: kinds(WriteLocal), own: paths(1)},
	"os.Link":                {kinds: kinds(WriteLocal), own: paths(1)},
	"os.CopyFS":              {kinds: kinds(WriteLocal), own: paths(0)},
	"os.Remove":              {kinds: kinds(WriteLocal, Delete), own: paths(0)},
	"os.RemoveAll":           {kinds: kinds(WriteLocal, Delete), own: paths(0)},
	"io/ioutil.WriteFile":    {kinds: kinds(WriteLocal), own: paths(0)},
	"(*os.File).Write":       {kinds: kinds(WriteLocal), when: notStdStream, own: file},
	"(*os.File).WriteString": {kinds: kinds(WriteLocal), when: notStdStream, own: file},
	"(*os.File).WriteAt":     {kinds: kinds(WriteLocal), when: notStdStream, own: file},
	"(*os.File).ReadFrom":    {kinds: kinds(WriteLocal), when: notStdStream, own: file},
	"(*os.File).Truncate":    {kinds: kinds(WriteLocal), own: file},
	"(*os.Root).Create":      {kinds: kinds(WriteLocal)},
	"(*os.Root).OpenFile":    {kinds: kinds(WriteLocal), when: openFlag(1)},
	"(*os.Root).WriteFile":   {kinds: kinds(WriteLocal)},
	"(*os.Root).Mkdir":       {kinds: kinds(WriteLocal)},
	"(*os.Root).MkdirAll":    {kinds: kinds(WriteLocal)},
	"(*os.Root).Rename":      {kinds: kinds(WriteLocal)},
	"(*os.Root).Chmod":       {kinds: kinds(WriteLocal)},
	"(*os.Root).Remove":      {kinds: kinds(WriteLocal, Delete)},
	"(*os.Root).RemoveAll":   {kinds: kinds(WriteLocal, Delete)},

	// Databases: the query, when it is a constant, says what the
	// statement does.
	"(*database/sql.DB).Exec":              {kinds: kinds(WriteDB, Delete), when: sqlExec(0)},
	"(*database/sql.DB).ExecContext":       {kinds: kinds(WriteDB, Delete), when: sqlExec(1)},
	"(*database/sql.Tx).Exec":              {kinds: kinds(WriteDB, Delete), when: sqlExec(0)},
	"(*database/sql.Tx).ExecContext":       {kinds: kinds(WriteDB, Delete), when: sqlExec(1)},
	"(*database/sql.Conn).ExecContext":     {kinds: kinds(WriteDB, Delete), when: sqlExec(1)},
	"(*database/sql.Stmt).Exec":            {kinds: kinds(WriteDB)},
	"(*database/sql.Stmt).ExecContext":     {kinds: kinds(WriteDB)},
	"(*database/sql.DB).Query":             {kinds: kinds(WriteDB, Delete), when: sqlQuery(0)},
	"(*database/sql.DB).QueryContext":      {kinds: kinds(WriteDB, Delete), when: sqlQuery(1)},
	"(*database/sql.DB).QueryRow":          {kinds: kinds(WriteDB, Delete), when: sqlQuery(0)},
	"(*database/sql.DB).QueryRowContext":   {kinds: kinds(WriteDB, Delete), when: sqlQuery(1)},
	"(*database/sql.Tx).Query":             {kinds: kinds(WriteDB, Delete), when: sqlQuery(0)},
	"(*database/sql.Tx).QueryContext":      {kinds: kinds(WriteDB, Delete), when: sqlQuery(1)},
	"(*database/sql.Tx).QueryRow":          {kinds: kinds(WriteDB, Delete), when: sqlQuery(0)},
	"(*database/sql.Tx).QueryRowContext":   {kinds: kinds(WriteDB, Delete), when: sqlQuery(1)},
	"(*database/sql.Conn).QueryContext":    {kinds: kinds(WriteDB, Delete), when: sqlQuery(1)},
	"(*database/sql.Conn).QueryRowContext": {kinds: kinds(WriteDB, Delete), when: sqlQuery(1)},

	// The network. Open world is a connection to a host the code names
	// and that is on the public network (api.example.com, not localhost,
	// not a single-label service name, not a private address): a host
	// taken from configuration or from the tool's input may be the
	// server's own backend, which the tool's author may rightly call a
	// closed world. A network write is a request with a method that
	// changes what it names (PUT, PATCH, DELETE) or a mail sent; POST is
	// not one, since GraphQL, search and RPC APIs read with POST.
	"net/http.Get":                     {kinds: kinds(OpenWorld), when: publicURL(0)},
	"net/http.Head":                    {kinds: kinds(OpenWorld), when: publicURL(0)},
	"net/http.Post":                    {kinds: kinds(OpenWorld), when: publicURL(0)},
	"net/http.PostForm":                {kinds: kinds(OpenWorld), when: publicURL(0)},
	"(*net/http.Client).Get":           {kinds: kinds(OpenWorld), when: publicURL(0)},
	"(*net/http.Client).Head":          {kinds: kinds(OpenWorld), when: publicURL(0)},
	"(*net/http.Client).Post":          {kinds: kinds(OpenWorld), when: publicURL(0)},
	"(*net/http.Client).PostForm":      {kinds: kinds(OpenWorld), when: publicURL(0)},
	"net/http.NewRequest":              {kinds: kinds(NetworkWrite, OpenWorld), when: request(0, 1)},
	"net/http.NewRequestWithContext":   {kinds: kinds(NetworkWrite, OpenWorld), when: request(1, 2)},
	"net.Dial":                         {kinds: kinds(OpenWorld), when: publicAddr(1)},
	"net.DialTimeout":                  {kinds: kinds(OpenWorld), when: publicAddr(1)},
	"(*net.Dialer).Dial":               {kinds: kinds(OpenWorld), when: publicAddr(1)},
	"(*net.Dialer).DialContext":        {kinds: kinds(OpenWorld), when: publicAddr(2)},
	"crypto/tls.Dial":                  {kinds: kinds(OpenWorld), when: publicAddr(1)},
	"crypto/tls.DialWithDialer":        {kinds: kinds(OpenWorld), when: publicAddr(2)},
	"(*crypto/tls.Dialer).Dial":        {kinds: kinds(OpenWorld), when: publicAddr(1)},
	"(*crypto/tls.Dialer).DialContext": {kinds: kinds(OpenWorld), when: publicAddr(2)},
	"net/smtp.Dial":                    {kinds: kinds(OpenWorld), when: publicAddr(0)},
	"net/smtp.SendMail":                {kinds: kinds(NetworkWrite, OpenWorld), when: mail(0)},

	// Other programs.
	"os/exec.Command":        {kinds: kinds(Exec)},
	"os/exec.CommandContext": {kinds: kinds(Exec)},
	"os.StartProcess":        {kinds: kinds(Exec)},
	"syscall.Exec":           {kinds: kinds(Exec)},
	"syscall.ForkExec":       {kinds: kinds(Exec)},

	// Requests of the server's own to the MCP client, sent while a
	// request is served: the go-sdk's ServerSession and mcp-go's
	// MCPServer. They are not walked either: what they do depends on the
	// protocol revision and the transport, not on their code.
	"(*github.com/modelcontextprotocol/go-sdk/mcp.ServerSession).Elicit":                 {kinds: kinds(ClientRequest)},
	"(*github.com/modelcontextprotocol/go-sdk/mcp.ServerSession).CreateMessage":          {kinds: kinds(ClientRequest)},
	"(*github.com/modelcontextprotocol/go-sdk/mcp.ServerSession).CreateMessageWithTools": {kinds: kinds(ClientRequest)},
	"(*github.com/modelcontextprotocol/go-sdk/mcp.ServerSession).ListRoots":              {kinds: kinds(ClientRequest)},
	"(*github.com/mark3labs/mcp-go/server.MCPServer).RequestElicitation":                 {kinds: kinds(ClientRequest)},
	"(*github.com/mark3labs/mcp-go/server.MCPServer).RequestURLElicitation":              {kinds: kinds(ClientRequest)},
	"(*github.com/mark3labs/mcp-go/server.MCPServer).RequestSampling":                    {kinds: kinds(ClientRequest)},
	"(*github.com/mark3labs/mcp-go/server.MCPServer).RequestRoots":                       {kinds: kinds(ClientRequest)},
	// mcpvet's runtime.Elicit, Sample and ListRoots send their request
	// only on the revisions that allow it, and return it as an input
	// request on the others: the path ends there.
	"github.com/mcpvet/mcpvet/runtime.Elicit":    {},
	"github.com/mcpvet/mcpvet/runtime.Sample":    {},
	"github.com/mcpvet/mcpvet/runtime.ListRoots": {},
}

// sinkPackages are the packages of the table: a call into any other
// package is no sink, without building its name.
var sinkPackages = map[string]bool{}

func init() {
	for name := range sinks {
		sinkPackages[sinkPackage(name)] = true
	}
}

// sinkPackage is the package path of a table key.
func sinkPackage(key string) string {
	if strings.HasPrefix(key, "(") {
		key = strings.TrimPrefix(key[1:], "*")
		return key[:strings.LastIndex(key[:strings.Index(key, ")")], ".")]
	}
	return key[:strings.LastIndex(key, ".")]
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

// notStdStream: a write to os.Stdout or os.Stderr writes no file.
func notStdStream(c sinkCall, ks kindSet) (kindSet, string) {
	sel, ok := ast.Unparen(c.call.Fun).(*ast.SelectorExpr)
	if !ok {
		return ks, ""
	}
	var id *ast.Ident
	switch x := ast.Unparen(sel.X).(type) {
	case *ast.SelectorExpr:
		id = x.Sel
	case *ast.Ident:
		id = x
	}
	if id == nil {
		return ks, ""
	}
	if v, ok := c.info.Uses[id].(*types.Var); ok && v.Pkg() != nil && v.Pkg().Path() == "os" &&
		(v.Name() == "Stdout" || v.Name() == "Stderr") && v.Parent() == v.Pkg().Scope() {
		return 0, ""
	}
	return ks, ""
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
