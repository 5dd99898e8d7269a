// Package captured registers go-sdk tools that hand a session to a
// goroutine: the session holds a config with several fields, one of
// them the model's. A closure captures the session variable by
// reference; what the goroutine's call reads is the field it reads, not
// every field the config has. Log writes the config's own log file (the
// model's name goes to the program's arguments only); Save writes the
// file the model names, joined to the data folder.
package captured

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Text string `json:"text"`
}

// Config is what a session runs with.
type Config struct {
	Args []string
	Out  string
}

type session struct{ cfg *Config }

func newSession(cfg *Config) *session { return &session{cfg: cfg} }

func (s *session) run(body string) error {
	return os.WriteFile(s.cfg.Out, []byte(body), 0o600) // want `OMCG0029: tool "save": argument "name" can leave the base folder its path is joined to \(with "\.\."\)`
}

// Data is the folder Save writes into.
var Data = "/srv/data"

// Not flagged: the goroutine writes the config's Out, a constant; the
// model's name is in Args.
func Log(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	cfg := &Config{
		Args: []string{"/usr/bin/app", fmt.Sprintf("-run=^%s$", in.Name)},
		Out:  filepath.Join(Data, "session.log"),
	}
	s := newSession(cfg)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = s.run("started")
	}()
	wg.Wait()
	return nil, Out{Text: "ok"}, nil
}

// Flagged: the goroutine writes the file the model names.
func Save(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	cfg := &Config{
		Args: []string{"/usr/bin/app"},
		Out:  filepath.Join(Data, in.Name),
	}
	s := newSession(cfg)
	var wg sync.WaitGroup
	wg.Add(1)
	var err error
	go func() {
		defer wg.Done()
		err = s.run("saved")
	}()
	wg.Wait()
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: "ok"}, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "log"}, Log)
	mcp.AddTool(s, &mcp.Tool{Name: "save"}, Save)
}
