// Package caller registers go-sdk tools that run the go command through
// a helper of another package that runs whatever program its caller
// names (gocmd.Run(ctx, dir, "go", args)): the caller's "go" is the
// program, and an argument of the model's where go reads an option is
// one.
package caller

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0031/caller/gocmd"
)

type In struct {
	Package string `json:"package,omitempty"`
	Tags    string `json:"tags,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

// Builder builds the module in dir (the escape test builds the tools
// with it).
type Builder struct{ dir string }

func NewBuilder(dir string) *Builder { return &Builder{dir: dir} }

// Flagged: the package is where go build reads an option
// ("-toolexec=PROGRAM" runs PROGRAM).
func (b *Builder) build(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := gocmd.Run(ctx, b.dir, "go", []string{"build", "-o", "app", in.Package}) // want `OMCG0031: tool "go_build_package": argument "package" is passed to a program that reads an argument starting with "-" as an option: go_build_package: argument package → \(\*Builder\).build → gocmd.Run → exec.CommandContext\(…, …\)`
	return nil, Out{Text: string(out)}, err
}

// Not flagged: the tags are the value of -tags, whatever they start
// with.
func (b *Builder) tagged(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := gocmd.Run(ctx, b.dir, "go", []string{"build", "-o", "app", "-tags", in.Tags, "."})
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server, b *Builder) {
	mcp.AddTool(s, &mcp.Tool{Name: "go_build_package"}, b.build)
	mcp.AddTool(s, &mcp.Tool{Name: "go_build_tagged"}, b.tagged)
}
