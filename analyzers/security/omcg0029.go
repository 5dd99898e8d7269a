package security

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/valueflow"
)

// OMCG0029 reports a tool argument that can leave the base folder the
// code joins it to.
var OMCG0029 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0029",
	Severity: analyzerutil.Warning,
	Title:    "a tool argument can leave the base folder its path is joined to (path traversal, CWE-22)",
	Since:    "v0.3.0",
	Doc: `A tool argument reaches a file-system call (open, read, write, create,
list, rename, remove) as part of a path under a base folder the code chose
(filepath.Join(base, arg), base + "/" + arg, fmt.Sprintf("%s/%s", base,
arg)), with no check on the way. The model writes the argument, and any
text the model reads can ask it for "../../.ssh/id_rsa": ".." leaves the
base folder. Reported at the file-system call (or the call in this package
that leads to it), with the way the argument takes and the tool's
declaration as a related location.
Not reported: an argument that is the whole path (a tool whose job is any
file), one checked with filepath.IsLocal or a Rel/Abs + prefix test that
returns on failure, filepath.Base of it, a file opened in an os.Root
(os.OpenInRoot, (*os.Root).Open), one looked up in an allow-list or
compared with constants, one the schema confines to an enum. Turn the
family off with -security=false.`,
	Before: `
func (s *Notes) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(filepath.Join(s.dir, in.Name)) // "../../.ssh/id_rsa"
	...
}`,
	After: `
func (s *Notes) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := s.root.ReadFile(in.Name) // s.root, err = os.OpenRoot(dir)
	...
}`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		fs := findings(p, valueflow.Path, func(fl valueflow.Flow) bool { return fl.Fixed })
		report(p, fs, func(f finding) string {
			return "tool " + quote(f.tool.Name) + ": argument " + quote(f.arg) + " can leave the base folder its path is joined to (with \"..\"): " +
				f.path(p.Pkg) + "; check filepath.IsLocal before joining it, or open it in an os.Root"
		}, nil)
	},
})
