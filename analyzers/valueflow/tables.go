package valueflow

import "github.com/mcpvet/mcpvet/analyzers/internal/mcplib"

// The tables of the standard library's functions that matter to a flow:
// sinks, the checks that end a flow, the sanitizers whose result carries
// none of their argument, and the propagators whose result carries their
// arguments in a way that is not a plain copy. A standard function in no
// table carries its text arguments to a text result (strings.TrimSpace,
// filepath.Clean, url.Parse): the value is still the model's.
//
// Functions are named by package path and name, methods as
// "(*T).M" or "T.M". Every entry has a fixture in
// testdata/mod/omcg0029..omcg0033 (flagged or, for sanitizers and checks,
// not flagged).

// sink is a function one or more of whose arguments (signature indices,
// the receiver not counted) are a sink of one kind.
type sink struct {
	kind Kind
	args []int
}

var sinks = map[string]sink{
	// Path: opened, read, written, listed, created, removed.
	"os.Open":               {Path, []int{0}},
	"os.OpenFile":           {Path, []int{0}},
	"os.Create":             {Path, []int{0}},
	"os.ReadFile":           {Path, []int{0}},
	"os.WriteFile":          {Path, []int{0}},
	"os.Remove":             {Path, []int{0}},
	"os.RemoveAll":          {Path, []int{0}},
	"os.ReadDir":            {Path, []int{0}},
	"os.Mkdir":              {Path, []int{0}},
	"os.MkdirAll":           {Path, []int{0}},
	"os.Rename":             {Path, []int{0, 1}},
	"io/ioutil.ReadFile":    {Path, []int{0}},
	"io/ioutil.WriteFile":   {Path, []int{0}},
	"path/filepath.WalkDir": {Path, []int{0}},

	// Query: the text of a statement.
	"database/sql.(*DB).Query":             {Query, []int{0}},
	"database/sql.(*DB).QueryContext":      {Query, []int{1}},
	"database/sql.(*DB).QueryRow":          {Query, []int{0}},
	"database/sql.(*DB).QueryRowContext":   {Query, []int{1}},
	"database/sql.(*DB).Exec":              {Query, []int{0}},
	"database/sql.(*DB).ExecContext":       {Query, []int{1}},
	"database/sql.(*DB).Prepare":           {Query, []int{0}},
	"database/sql.(*DB).PrepareContext":    {Query, []int{1}},
	"database/sql.(*Tx).Query":             {Query, []int{0}},
	"database/sql.(*Tx).QueryContext":      {Query, []int{1}},
	"database/sql.(*Tx).QueryRowContext":   {Query, []int{1}},
	"database/sql.(*Tx).Exec":              {Query, []int{0}},
	"database/sql.(*Tx).ExecContext":       {Query, []int{1}},
	"database/sql.(*Conn).QueryContext":    {Query, []int{1}},
	"database/sql.(*Conn).QueryRowContext": {Query, []int{1}},
	"database/sql.(*Conn).ExecContext":     {Query, []int{1}},

	// Query, in the database libraries outside the standard library
	// (a dependency's body is never analyzed: these are known by name).
	// pgx's Tx and Querier are interfaces, whose calls end a flow.
	"github.com/jackc/pgx/v5.(*Conn).Query":            {Query, []int{1}},
	"github.com/jackc/pgx/v5.(*Conn).QueryRow":         {Query, []int{1}},
	"github.com/jackc/pgx/v5.(*Conn).Exec":             {Query, []int{1}},
	"github.com/jackc/pgx/v5/pgxpool.(*Pool).Query":    {Query, []int{1}},
	"github.com/jackc/pgx/v5/pgxpool.(*Pool).QueryRow": {Query, []int{1}},
	"github.com/jackc/pgx/v5/pgxpool.(*Pool).Exec":     {Query, []int{1}},
	"github.com/jmoiron/sqlx.(*DB).Select":             {Query, []int{1}},
	"github.com/jmoiron/sqlx.(*DB).SelectContext":      {Query, []int{2}},
	"github.com/jmoiron/sqlx.(*DB).Get":                {Query, []int{1}},
	"github.com/jmoiron/sqlx.(*DB).GetContext":         {Query, []int{2}},
	"github.com/jmoiron/sqlx.(*DB).Queryx":             {Query, []int{0}},
	"github.com/jmoiron/sqlx.(*DB).QueryxContext":      {Query, []int{1}},
	"github.com/jmoiron/sqlx.(*DB).QueryRowx":          {Query, []int{0}},
	"github.com/jmoiron/sqlx.(*DB).QueryRowxContext":   {Query, []int{1}},
	"github.com/jmoiron/sqlx.(*DB).MustExec":           {Query, []int{0}},
	"github.com/jmoiron/sqlx.(*DB).MustExecContext":    {Query, []int{1}},
	"github.com/jmoiron/sqlx.(*DB).NamedExec":          {Query, []int{0}},
	"github.com/jmoiron/sqlx.(*DB).NamedExecContext":   {Query, []int{1}},
	"github.com/jmoiron/sqlx.(*DB).NamedQuery":         {Query, []int{0}},
	"github.com/jmoiron/sqlx.(*DB).NamedQueryContext":  {Query, []int{1}},

	// Request: the URL.
	"net/http.Get":                   {Request, []int{0}},
	"net/http.Head":                  {Request, []int{0}},
	"net/http.Post":                  {Request, []int{0}},
	"net/http.NewRequest":            {Request, []int{1}},
	"net/http.NewRequestWithContext": {Request, []int{2}},
	"net/http.(*Client).Get":         {Request, []int{0}},
	"net/http.(*Client).Post":        {Request, []int{0}},
	"net/http.(*Client).Head":        {Request, []int{0}},
	"net/http.(*Client).PostForm":    {Request, []int{0}},
	"net/http.PostForm":              {Request, []int{0}},

	// A command line run on another machine: the SSH server runs it with
	// the remote user's shell ($SHELL -c LINE), as OpenSSH's sshd does.
	"golang.org/x/crypto/ssh.(*Session).Run":            {Shell, []int{0}},
	"golang.org/x/crypto/ssh.(*Session).Start":          {Shell, []int{0}},
	"golang.org/x/crypto/ssh.(*Session).Output":         {Shell, []int{0}},
	"golang.org/x/crypto/ssh.(*Session).CombinedOutput": {Shell, []int{0}},
}

// remoteShells are the packages whose sinks run a command line on
// another machine (Flow.Remote): no local program can be run there
// without the remote shell.
var remoteShells = map[string]bool{"golang.org/x/crypto/ssh": true}

// commands are the functions that run a program: the index of the
// program's name, the variadic arguments after it. Whether an argument is
// a shell's command line (sh -c ARG) or a program's option or positional
// is decided by the constants before it (exec.go).
var commands = map[string]int{
	"os/exec.Command":        0,
	"os/exec.CommandContext": 1,
}

// shells are the programs that run their -c (/c, -Command) argument as a
// command line, with the flag that says so.
var shells = map[string]string{
	"sh": "-c", "bash": "-c", "zsh": "-c", "dash": "-c", "ksh": "-c", "ash": "-c",
	"/bin/sh": "-c", "/bin/bash": "-c", "/usr/bin/bash": "-c", "/bin/zsh": "-c", "/usr/bin/sh": "-c",
	"cmd": "/c", "cmd.exe": "/c", "powershell": "-Command", "powershell.exe": "-Command", "pwsh": "-Command",
}

// endOfOptions are the arguments after which a program reads no option.
var endOfOptions = map[string]bool{"--": true, "--end-of-options": true}

// sanitizers are the functions whose result keeps none of the argument's
// power over the kinds given: the last element of a path, an escaped
// path segment or query value, an encoded query.
var sanitizers = map[string]mask{
	"path/filepath.Base":    allKinds,
	"path.Base":             allKinds,
	"net/url.PathEscape":    allKinds,
	"net/url.QueryEscape":   allKinds,
	"net/url.Values.Encode": allKinds,
	"os.OpenInRoot":         allKinds, // the file, not the name
	"os.OpenRoot":           allKinds,
	"os.(*Root).Open":       allKinds,
}

// checks are the functions whose boolean result, tested by an if that
// leaves the function (or skips the sink) on one side, ends the flow of
// the argument at index arg (the receiver not counted) for the kinds
// given. strings.HasPrefix is decided by its prefix (record.go).
type check struct {
	arg   int
	kinds mask
}

var checks = map[string]check{
	"path/filepath.IsLocal":        {0, 1 << Path},
	"io/fs.ValidPath":              {0, 1 << Path},
	"strings.HasPrefix":            {0, 0}, // by its prefix: "-" for options, else containment
	"strings.Contains":             {0, 0}, // by its substring: ".." for paths
	"slices.Contains":              {1, allKinds},
	"regexp.(*Regexp).MatchString": {0, allKinds},
	"regexp.MatchString":           {1, allKinds},
	"strings.ContainsAny":          {0, 1<<Option | 1<<Query}, // and judged for shells and words (denyJudge)
}

// checkPackages are the packages of the checks: a package that imports
// one of them may have a validator its importers read.
var checkPackages = map[string]bool{
	"path/filepath": true, "io/fs": true, "strings": true, "slices": true, "regexp": true,
}

// tablePackages are the packages of the sinks: a package that imports
// none of them, nor a package with flows, has none.
var tablePackages = map[string]bool{
	"os": true, "os/exec": true, "io/ioutil": true, "path/filepath": true,
	"database/sql": true, "net/http": true, "golang.org/x/crypto/ssh": true,
	"github.com/jackc/pgx/v5": true, "github.com/jackc/pgx/v5/pgxpool": true, "github.com/jmoiron/sqlx": true,
}

// MarkMCPPath is mark3labs mcp-go's mcp package, whose CallToolRequest
// methods read the arguments: a value read by key is the receiver's field
// Params.Arguments.KEY, as req.Params.Arguments.(map[string]any)[KEY] is.
const MarkMCPPath = mcplib.MarkMCPPath

// readers are the CallToolRequest methods that read one argument by its
// key (the first argument); GetArguments reads them all.
var readers = map[string]bool{
	"GetString": true, "RequireString": true, "GetStringSlice": true, "RequireStringSlice": true,
	"GetArguments": true, "GetRawArguments": true,
}

// parsers are the mcp package's functions that read one argument of the
// request they are given first by the key given second, as the readers
// do (mcp.ParseString(req, "name", "")): the ones whose result can carry
// text. ParseInt, ParseBoolean and the other number parsers return a
// value that is no text, as GetInt's is.
var parsers = map[string]bool{
	"ParseString": true, "ParseArgument": true,
}
