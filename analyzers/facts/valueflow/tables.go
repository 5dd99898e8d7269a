package valueflow

import (
	"sync"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// The tables of the standard library's functions that matter to a flow:
// sinks, the checks that end a flow, the sanitizers whose result carries
// none of their argument, and the propagators whose result carries their
// arguments in a way that is not a plain copy. A standard function in no
// table carries its text arguments to a text result (strings.TrimSpace,
// filepath.Clean, url.Parse): the value is still the model's.
//
// Functions are named by their (*types.Func).FullName: "os.ReadFile",
// "(*regexp.Regexp).MatchString", "(net/url.Values).Encode". Every entry has a fixture in
// testdata/mod/omcg0029..omcg0033 (flagged or, for sanitizers and checks,
// not flagged).

// sink is a function one or more of whose arguments (signature indices,
// the receiver not counted) are a sink of one kind.
type sink struct {
	kind Kind
	args []int
	// part: the arguments are parts of a statement a query builder writes
	// the rest of (knowledge.Fragment), so fixed text stands around them
	// whatever the caller writes.
	part bool
	// bodies are the arguments that are a request's body
	// (knowledge.RequestBody): a Query sink for a statement's text only
	// (ToBody).
	bodies []int
}

// library are the tables of the library knowledge (knowledge.Funcs) as
// this pass reads them. They are built on the first use: every go vet
// process of mcpvet's links them, and a standard library package's, the
// most of them, never reads them.
var library = sync.OnceValue(func() *libraryTables {
	t := &libraryTables{
		sinks:         map[string]sink{},
		remoteShells:  map[string]bool{},
		commands:      map[string]int{},
		tablePackages: map[string]bool{},
		sinkMethods:   map[string][]string{},
		elicitCalls:   map[string]bool{},
	}
	for key, f := range knowledge.Funcs() {
		for i, role := range f.Args {
			if kind, ok := sinkRoles[role]; ok {
				s := t.sinks[key]
				if s.args == nil {
					if _, _, _, name, ok := knowledge.MethodOf(key); ok {
						t.sinkMethods[name] = append(t.sinkMethods[name], key)
					}
				}
				s.kind, s.args = kind, append(s.args, i)
				s.part = s.part || role == knowledge.Fragment
				t.sinks[key] = s
				t.tablePackages[knowledge.Package(key)] = true
				if role == knowledge.RemoteCommand {
					t.remoteShells[knowledge.Package(key)] = true
				}
			}
		}
		if bodies := f.Indices(knowledge.RequestBody); len(bodies) > 0 {
			s := t.sinks[key]
			s.bodies = bodies
			t.sinks[key] = s
		}
		if i := f.Index(knowledge.Program); i >= 0 {
			t.commands[key] = i
			t.tablePackages[knowledge.Package(key)] = true
		}
		if f.Does.Has(knowledge.Answers) {
			t.elicitCalls[key] = true
		}
	}
	return t
})

type libraryTables struct {
	// sinks are the library functions with an argument that is a sink, by
	// FullName: a path opened, read, written, listed, created or removed;
	// the text of a statement; a request's URL; a command line run on
	// another machine, which the SSH server runs with the remote user's
	// shell ($SHELL -c LINE).
	sinks map[string]sink
	// remoteShells are the packages whose sinks run a command line on
	// another machine (Flow.Remote): no local program can be run there
	// without the remote shell.
	remoteShells map[string]bool
	// commands are the functions that run a program: the index of the
	// program's name, the variadic arguments after it. Whether an
	// argument is a shell's command line (sh -c ARG) or a program's option
	// or positional is decided by the constants before it (exec.go).
	commands map[string]int
	// tablePackages are the packages of the sinks and commands: a package
	// that imports none of them, nor a package with flows, has none.
	tablePackages map[string]bool
	// sinkMethods are the keys of the sinks that are methods, by the
	// method's name: the library methods a call through an interface of
	// the module may run (dispatcher.librarySinks).
	sinkMethods map[string][]string
	// elicitCalls are the calls whose result is an elicitation's answer.
	elicitCalls map[string]bool
}

// sinkRoles are the roles of an argument that make it a sink, with its
// kind.
var sinkRoles = map[knowledge.Arg]Kind{
	knowledge.Path:          Path,
	knowledge.TempDir:       Path,
	knowledge.Statement:     Query,
	knowledge.Fragment:      Query,
	knowledge.URL:           Request,
	knowledge.RemoteCommand: Shell,
	knowledge.Script:        Script,
}

// shells are the programs that run their -c (/c, -Command) argument as a
// command line, with the flag that says so.
var shells = map[string]string{
	"sh": "-c", "bash": "-c", "zsh": "-c", "dash": "-c", "ksh": "-c", "ash": "-c",
	"/bin/sh": "-c", "/bin/bash": "-c", "/usr/bin/bash": "-c", "/bin/zsh": "-c", "/usr/bin/sh": "-c",
	"cmd": "/c", "cmd.exe": "/c", "powershell": "-Command", "powershell.exe": "-Command", "pwsh": "-Command",
}

// shellVariables are the environment variables that name the user's
// shell, by the shell they stand for in shells: POSIX's SHELL (a shell
// that runs its -c argument), Windows' ComSpec (cmd.exe, /c).
var shellVariables = map[string]string{"SHELL": "sh", "COMSPEC": "cmd", "ComSpec": "cmd"}

// firstArgumentPrograms are the programs that read no option after
// their first argument that is not one, with the command words each takes
// before its options, by the word before them ("" for the first: go mod
// init -x). The go command reads its options with Go's flag package,
// which stops there; an interpreter reads the arguments after its script
// as the script's (node script.js --inspect: the script's argument).
var firstArgumentPrograms = map[string]map[string]map[string]bool{
	"node": {}, "python": {}, "python3": {}, "ruby": {}, "perl": {}, "php": {},
	"go": {
		"": wordSet("bug", "build", "clean", "doc", "env", "fix", "fmt", "generate", "get", "install",
			"list", "mod", "work", "run", "telemetry", "test", "tool", "version", "vet"),
		"mod":  wordSet("download", "edit", "graph", "init", "tidy", "vendor", "verify", "why"),
		"work": wordSet("edit", "init", "sync", "use", "vendor"),
	},
}

// leadingPositionals are the programs that read their first arguments
// as positionals before they read any option, by how many: dirb takes
// its URL as its first argument whatever it starts with (dirb <url>
// [<wordlist>] [options]) and hands only the rest to getopt, so a "-o…"
// there is a URL; its second argument, the word list, is read as an
// option when it starts with "-".
var leadingPositionals = map[string]int{"dirb": 1}

// positionalEnds are the subcommands of a program after which it reads
// no option past the first positional: docker's and podman's run, exec
// and create (their commands turn off interspersed flags) give the words
// after the image or container to the command they run (docker exec C ls
// -la: -la is ls's). Their other subcommands read options anywhere.
var positionalEnds = map[string]map[string]bool{
	"docker": wordSet("run", "exec", "create"),
	"podman": wordSet("run", "exec", "create"),
}

func wordSet(words ...string) map[string]bool {
	out := map[string]bool{}
	for _, w := range words {
		out[w] = true
	}
	return out
}

// endOfOptions are the arguments after which a program reads no option.
var endOfOptions = map[string]bool{"--": true, "--end-of-options": true}

// sanitizers are the functions whose result keeps none of the argument's
// power over the kinds given: the last element of a path, an escaped
// path segment or query value, an encoded query.
var sanitizers = map[string]mask{
	"path/filepath.Base":      allKinds,
	"path.Base":               allKinds,
	"net/url.PathEscape":      allKinds,
	"net/url.QueryEscape":     allKinds,
	"(net/url.Values).Encode": allKinds,
	"os.OpenInRoot":           allKinds, // the file, not the name
	"os.OpenRoot":             allKinds,
	"(*os.Root).Open":         allKinds,
}

// rootNames are the functions that open a file by a name inside an
// os.Root, with the index of the name among the call's arguments (a
// method's receiver first): the root refuses a name that leaves its
// folder ("..", an absolute path, a symlink out).
var rootNames = map[string]int{
	"os.OpenInRoot":        1,
	"(*os.Root).Open":      1,
	"(*os.Root).OpenFile":  1,
	"(*os.Root).Create":    1,
	"(*os.Root).ReadFile":  1,
	"(*os.Root).WriteFile": 1,
	"(*os.Root).Remove":    1,
	"(*os.Root).RemoveAll": 1,
	"(*os.Root).Mkdir":     1,
	"(*os.Root).MkdirAll":  1,
	"(*os.Root).Stat":      1,
	"(*os.Root).Lstat":     1,
	"(*os.Root).OpenRoot":  1,
	"(*os.Root).Rename":    1,
	"(*os.Root).Chmod":     1,
	"(*os.Root).Readlink":  1,
	"(*os.Root).Symlink":   2,
	"(*os.Root).Link":      1,
	"(*os.Root).Chtimes":   1,
	"(*os.Root).Chown":     1,
	"(*os.Root).Lchown":    1,
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
	"(*regexp.Regexp).MatchString": {0, allKinds},
	"regexp.MatchString":           {1, allKinds},
	"path/filepath.Match":          {1, allKinds}, // by its pattern, as a regexp's (globJudge)
	"path.Match":                   {1, allKinds},
	"strings.ContainsAny":          {0, 1<<Option | 1<<Query}, // and judged for shells and words (denyJudge)
}

// checkPackages are the packages of the checks: a package that imports
// one of them may have a validator its importers read.
var checkPackages = map[string]bool{
	"path/filepath": true, "io/fs": true, "strings": true, "slices": true, "regexp": true, "path": true,
}

// MarkMCPPath is mark3labs mcp-go's mcp package, whose CallToolRequest
// methods read the arguments: a value read by key is the receiver's field
// Params.Arguments.KEY, as req.Params.Arguments.(map[string]any)[KEY] is.
const MarkMCPPath = knowledge.MarkMCPPath

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
