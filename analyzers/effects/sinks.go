package effects

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"
)

// sinks is the one table of the standard library functions and methods
// that have an effect, keyed by (*types.Func).FullName. The standard
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
	"os.WriteFile":           {kinds: kinds(WriteLocal)},
	"os.Create":              {kinds: kinds(WriteLocal)},
	"os.CreateTemp":          {kinds: kinds(WriteLocal)},
	"os.OpenFile":            {kinds: kinds(WriteLocal), when: openFlag(1)},
	"os.Mkdir":               {kinds: kinds(WriteLocal)},
	"os.MkdirAll":            {kinds: kinds(WriteLocal)},
	"os.MkdirTemp":           {kinds: kinds(WriteLocal)},
	"os.Rename":              {kinds: kinds(WriteLocal)},
	"os.Chmod":               {kinds: kinds(WriteLocal)},
	"os.Chown":               {kinds: kinds(WriteLocal)},
	"os.Chtimes":             {kinds: kinds(WriteLocal)},
	"os.Truncate":            {kinds: kinds(WriteLocal)},
	"os.Symlink":             {kinds: kinds(WriteLocal)},
	"os.Link":                {kinds: kinds(WriteLocal)},
	"os.CopyFS":              {kinds: kinds(WriteLocal)},
	"os.Remove":              {kinds: kinds(WriteLocal, Delete)},
	"os.RemoveAll":           {kinds: kinds(WriteLocal, Delete)},
	"io/ioutil.WriteFile":    {kinds: kinds(WriteLocal)},
	"(*os.File).Write":       {kinds: kinds(WriteLocal), when: notStdStream},
	"(*os.File).WriteString": {kinds: kinds(WriteLocal), when: notStdStream},
	"(*os.File).WriteAt":     {kinds: kinds(WriteLocal), when: notStdStream},
	"(*os.File).ReadFrom":    {kinds: kinds(WriteLocal), when: notStdStream},
	"(*os.File).Truncate":    {kinds: kinds(WriteLocal)},
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

	// The network. A request built with a writing method is the network
	// write; (*http.Client).Do sends whatever it is given.
	"net/http.Get":                     {kinds: kinds(OpenWorld)},
	"net/http.Head":                    {kinds: kinds(OpenWorld)},
	"net/http.Post":                    {kinds: kinds(NetworkWrite, OpenWorld)},
	"net/http.PostForm":                {kinds: kinds(NetworkWrite, OpenWorld)},
	"(*net/http.Client).Do":            {kinds: kinds(OpenWorld)},
	"(*net/http.Client).Get":           {kinds: kinds(OpenWorld)},
	"(*net/http.Client).Head":          {kinds: kinds(OpenWorld)},
	"(*net/http.Client).Post":          {kinds: kinds(NetworkWrite, OpenWorld)},
	"(*net/http.Client).PostForm":      {kinds: kinds(NetworkWrite, OpenWorld)},
	"net/http.NewRequest":              {kinds: kinds(NetworkWrite), when: httpMethod(0)},
	"net/http.NewRequestWithContext":   {kinds: kinds(NetworkWrite), when: httpMethod(1)},
	"net.Dial":                         {kinds: kinds(OpenWorld), when: notUnix(0)},
	"net.DialTimeout":                  {kinds: kinds(OpenWorld), when: notUnix(0)},
	"net.DialTCP":                      {kinds: kinds(OpenWorld)},
	"net.DialUDP":                      {kinds: kinds(OpenWorld)},
	"net.DialIP":                       {kinds: kinds(OpenWorld)},
	"(*net.Dialer).Dial":               {kinds: kinds(OpenWorld), when: notUnix(0)},
	"(*net.Dialer).DialContext":        {kinds: kinds(OpenWorld), when: notUnix(1)},
	"crypto/tls.Dial":                  {kinds: kinds(OpenWorld), when: notUnix(0)},
	"crypto/tls.DialWithDialer":        {kinds: kinds(OpenWorld), when: notUnix(1)},
	"(*crypto/tls.Dialer).Dial":        {kinds: kinds(OpenWorld), when: notUnix(0)},
	"(*crypto/tls.Dialer).DialContext": {kinds: kinds(OpenWorld), when: notUnix(1)},
	"net/smtp.Dial":                    {kinds: kinds(OpenWorld)},
	"net/smtp.SendMail":                {kinds: kinds(NetworkWrite, OpenWorld)},

	// Other programs.
	"os/exec.Command":        {kinds: kinds(Exec)},
	"os/exec.CommandContext": {kinds: kinds(Exec)},
	"os.StartProcess":        {kinds: kinds(Exec)},
	"syscall.Exec":           {kinds: kinds(Exec)},
	"syscall.ForkExec":       {kinds: kinds(Exec)},
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
	// when, if set, returns the kinds (of kinds) one call has.
	when func(c sinkCall, kinds kindSet) kindSet
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

// openFlag: os.OpenFile writes when its constant flag (argument i) asks
// to write, create, append or truncate. A flag that is not a constant
// claims nothing.
func openFlag(i int) func(sinkCall, kindSet) kindSet {
	return func(c sinkCall, ks kindSet) kindSet {
		v := c.constant(i)
		flag, ok := constant.Int64Val(constant.ToInt(v))
		if v == nil || !ok {
			return 0
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
			return 0
		}
		return ks
	}
}

// notStdStream: a write to os.Stdout or os.Stderr writes no file.
func notStdStream(c sinkCall, ks kindSet) kindSet {
	sel, ok := ast.Unparen(c.call.Fun).(*ast.SelectorExpr)
	if !ok {
		return ks
	}
	var id *ast.Ident
	switch x := ast.Unparen(sel.X).(type) {
	case *ast.SelectorExpr:
		id = x.Sel
	case *ast.Ident:
		id = x
	}
	if id == nil {
		return ks
	}
	if v, ok := c.info.Uses[id].(*types.Var); ok && v.Pkg() != nil && v.Pkg().Path() == "os" &&
		(v.Name() == "Stdout" || v.Name() == "Stderr") && v.Parent() == v.Pkg().Scope() {
		return 0
	}
	return ks
}

// httpMethod: a request is a network write when its constant method
// (argument i) is POST, PUT, PATCH or DELETE.
func httpMethod(i int) func(sinkCall, kindSet) kindSet {
	return func(c sinkCall, ks kindSet) kindSet {
		m, ok := c.constString(i)
		if !ok {
			return 0
		}
		switch strings.ToUpper(m) {
		case "POST", "PUT", "PATCH", "DELETE":
			return ks
		}
		return 0
	}
}

// notUnix: a dial of a constant unix network is local, not open world;
// any other network is.
func notUnix(i int) func(sinkCall, kindSet) kindSet {
	return func(c sinkCall, ks kindSet) kindSet {
		if n, ok := c.constString(i); ok && strings.HasPrefix(n, "unix") {
			return 0
		}
		return ks
	}
}

// sqlExec: Exec runs a statement that returns no rows, which is a write
// unless its constant query says it is not (SELECT, SET, BEGIN, ...).
func sqlExec(i int) func(sinkCall, kindSet) kindSet {
	return func(c sinkCall, ks kindSet) kindSet {
		q, ok := c.constString(i)
		if !ok {
			return kinds(WriteDB)
		}
		return sqlKinds(q, true)
	}
}

// sqlQuery: a query writes when its constant text says so (INSERT ...
// RETURNING); a query that is not a constant claims nothing.
func sqlQuery(i int) func(sinkCall, kindSet) kindSet {
	return func(c sinkCall, ks kindSet) kindSet {
		q, ok := c.constString(i)
		if !ok {
			return 0
		}
		return sqlKinds(q, false)
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
