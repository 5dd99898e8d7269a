// Package deepconfig registers go-sdk tools that start a session from a
// config nested several structs deep: the session writes its output to
// the file the config's debugger options name, four fields below the
// server that runs it. Run puts the model's name in the program's
// arguments, a sibling of those options; Record puts it in the output
// file's name. Past four fields a summary cuts a path to its start, which
// stands for the fields below it, not for the config's other fields.
package deepconfig

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Text string `json:"text"`
}

// Redirect is where an output stream goes.
type Redirect struct{ Path string }

// Debugger are a session's debugger options.
type Debugger struct {
	WorkDir string
	Stdout  Redirect
}

// Config is what a session runs.
type Config struct {
	Args     []string
	Debugger Debugger
}

type session struct{ config *Config }

func (s *session) start() error {
	f, err := os.Create(s.config.Debugger.Stdout.Path) // want `OMCG0029: tool "record": argument "name" can leave the base folder its path is joined to \(with "\.\."\)`
	if err != nil {
		return err
	}
	return f.Close()
}

type runner struct{ session *session }

func (r *runner) run() error { return r.session.start() }

// Logs is the folder the sessions write into.
var Logs = "/var/log/sessions"

func serve(cfg *Config) error {
	r := &runner{session: &session{config: cfg}}
	return r.run()
}

// Not flagged: the name is one of the program's arguments.
func Run(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	cfg := &Config{
		Args:     []string{"/usr/bin/app", "-run=" + in.Name},
		Debugger: Debugger{Stdout: Redirect{Path: filepath.Join(Logs, "run.log")}},
	}
	if err := serve(cfg); err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: "ok"}, nil
}

// Flagged: the name is the output file's.
func Record(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	cfg := &Config{
		Args:     []string{"/usr/bin/app"},
		Debugger: Debugger{Stdout: Redirect{Path: filepath.Join(Logs, in.Name)}},
	}
	if err := serve(cfg); err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: "ok"}, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "run"}, Run)
	mcp.AddTool(s, &mcp.Tool{Name: "record"}, Record)
}
