// Package nested keeps the model's values three structs deep in what it
// creates (through an embedded pointer and a pointer field), beside or in
// the list of folders it reads files under.
package nested

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Root is the folder environments are made in.
var Root string

type State struct {
	Title string
	Subs  []string
}

type Info struct {
	ID    string
	State *State
}

type Env struct {
	*Info
	size int
}

func newEnv(title string, subs []string) *Env {
	return &Env{Info: &Info{ID: "env-1", State: &State{Title: title, Subs: subs}}}
}

func export(env *Env) error {
	for _, s := range env.State.Subs {
		if _, err := os.ReadFile(filepath.Join(Root, s, ".git")); err != nil { // want `OMCG0029: tool "add_sub": argument "sub" can leave the base folder its path is joined to \(with ".."\): add_sub: argument sub → addSub → newEnv → export → os.ReadFile`
			return err
		}
	}
	return nil
}

type In struct {
	Title string `json:"title"`
}

type SubIn struct {
	Sub string `json:"sub"`
}

type Out struct {
	ID string `json:"id"`
}

// Not flagged: the title is kept, not joined to a path.
func create(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	env := newEnv(in.Title, []string{"lib"})
	return nil, Out{ID: env.ID}, export(env)
}

func addSub(ctx context.Context, req *mcp.CallToolRequest, in SubIn) (*mcp.CallToolResult, Out, error) {
	env := newEnv("untitled", []string{"lib", in.Sub})
	return nil, Out{ID: env.ID}, export(env)
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create"}, create)
	mcp.AddTool(s, &mcp.Tool{Name: "add_sub"}, addSub)
}
