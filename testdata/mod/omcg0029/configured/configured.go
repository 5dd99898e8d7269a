// Package configured registers go-sdk tools that copy the model's
// arguments into some fields of a configuration struct and hand the
// struct whole to a constructor, whose methods read other fields to make
// a path. Only an argument the path is made of is reported: the struct's
// fields stay apart through the constructor and the field that holds it.
//
// Not yet: a base folder that is itself a field of the struct
// (Join(b.config.OutputDir, name)) is seen as coming from the whole
// struct, so with the model's argument in another field the path is read
// as the model's whole path, and not reported.
package configured

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/configured/build"
)

type In struct {
	Name   string `json:"name,omitempty"`
	GOOS   string `json:"goos,omitempty"`
	GOARCH string `json:"goarch,omitempty"`
}

type Out struct {
	Path string `json:"path"`
}

// Server builds the programs it names.
type Server struct{ names []string }

// New is a server that builds the programs named.
func New(names ...string) *Server { return &Server{names: names} }

// Not flagged: the platform goes into fields the path is not made of.
func (s *Server) platform(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	var out Out
	for _, name := range s.names {
		config := build.DefaultConfig(name)
		config.GOOS = in.GOOS
		config.GOARCH = in.GOARCH
		p, err := build.NewBuilder(config).Build()
		if err != nil {
			return nil, out, err
		}
		out.Path = p
	}
	return nil, out, nil
}

func (s *Server) named(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	config := build.DefaultConfig("cli")
	config.Name = in.Name
	config.GOOS = in.GOOS
	err := build.NewBuilder(config).Install() // want `OMCG0029: tool "named": argument "name" can leave the base folder its path is joined to \(with ".."\)`
	return nil, Out{}, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "platform", Description: "Build every program for a platform."}, s.platform)
	mcp.AddTool(srv, &mcp.Tool{Name: "named", Description: "Build the program under a name."}, s.named)
}
