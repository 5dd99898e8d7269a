// Package sdk registers go-sdk tools whose handlers join an argument to
// a base folder and use the path (testdata/mod/omcg0029/sdk).
package sdk

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
	N    int    `json:"n,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

type Notes struct{ dir string }

func (s *Notes) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(filepath.Join(s.dir, in.Name)) // want `OMCG0029: tool "read_note": argument "name" can leave the base folder its path is joined to \(with ".."\): read_note: argument name → \(\*Notes\).read → os.ReadFile; check filepath.IsLocal before joining it, or open it in an os.Root`
	return nil, Out{Text: string(b)}, err
}

// under joins name to dir: the flow goes on through its result.
func under(dir, name string) string { return filepath.Join(dir, name) }

func (s *Notes) viaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := os.Open(under(s.dir, in.Name)) // want `OMCG0029: tool "open_under": argument "name" .*: open_under: argument name → \(\*Notes\).viaHelper → under → os.Open;`
	if err == nil {
		f.Close()
	}
	return nil, Out{}, err
}

// A map In: the arguments by key.
func (s *Notes) keyed(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, Out, error) {
	name, _ := args["name"].(string)
	b, err := os.ReadFile(filepath.Join(s.dir, name)) // want `OMCG0029: tool "read_keyed": argument "name" .*: read_keyed: argument name → \(\*Notes\).keyed → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

// A raw handler ((*mcp.Server).AddTool): the arguments are the request's
// Params.Arguments, decoded by the handler.
func (s *Notes) raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	name, _ := args["name"].(string)
	b, err := os.ReadFile(filepath.Join(s.dir, name)) // want `OMCG0029: tool "read_raw": argument "name" .*: read_raw: argument name → \(\*Notes\).raw → os.ReadFile;`
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

// The whole path is the argument, which alone is a tool whose job is any
// file; beside read_checked, which holds its name to a folder, it reads
// what that tool refuses.
func readAny(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(in.Name) // want `OMCG0029: tool "read_any": argument "name" reaches os.ReadFile without the folder check the server makes on "name" of tool "read_checked": read_any: argument name → readAny → os.ReadFile; check it as the server checks "name" of tool "read_checked"`
	return nil, Out{Text: string(b)}, err
}

// ---- Not flagged. ----

func (s *Notes) checked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !filepath.IsLocal(in.Name) {
		return nil, Out{}, fmt.Errorf("%q is not a local path", in.Name)
	}
	b, err := os.ReadFile(filepath.Join(s.dir, in.Name))
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) base(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(filepath.Join(s.dir, filepath.Base(in.Name)))
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) inRoot(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := os.OpenInRoot(s.dir, in.Name)
	if err == nil {
		f.Close()
	}
	return nil, Out{}, err
}

var allowed = map[string]string{"todo": "todo.txt", "done": "done.txt"}

func (s *Notes) allowList(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	file, ok := allowed[in.Name]
	if !ok {
		return nil, Out{}, fmt.Errorf("no list %q", in.Name)
	}
	b, err := os.ReadFile(filepath.Join(s.dir, file))
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) number(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.Remove(fmt.Sprintf("%s/%d.txt", s.dir, in.N))
}

var namePattern = regexp.MustCompile(`^[a-z0-9_-]+$`)

func (s *Notes) matched(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !namePattern.MatchString(in.Name) {
		return nil, Out{}, fmt.Errorf("bad name %q", in.Name)
	}
	return nil, Out{}, os.Remove(filepath.Join(s.dir, in.Name))
}

// Cleaner is called through an interface: what it does is not followed.
type Cleaner interface{ Clean(dir, name string) error }

func Register(s *mcp.Server, n *Notes, c Cleaner) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_note"}, n.read)
	mcp.AddTool(s, &mcp.Tool{Name: "open_under"}, n.viaHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "read_keyed"}, n.keyed)
	s.AddTool(&mcp.Tool{Name: "read_raw", InputSchema: json.RawMessage(`{"type":"object"}`)}, n.raw)
	mcp.AddTool(s, &mcp.Tool{Name: "write_note"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		err := os.WriteFile(n.dir+"/"+in.Name, nil, 0o600) // want `OMCG0029: tool "write_note": argument "name" .*: write_note: argument name → os.WriteFile;`
		return nil, Out{}, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "remove_note"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		err := os.Remove(fmt.Sprintf("%s/%s.txt", n.dir, in.Name)) // want `OMCG0029: tool "remove_note": argument "name" .*: remove_note: argument name → os.Remove;`
		return nil, Out{}, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "read_any"}, readAny)

	mcp.AddTool(s, &mcp.Tool{Name: "read_checked"}, n.checked)
	mcp.AddTool(s, &mcp.Tool{Name: "read_base"}, n.base)
	mcp.AddTool(s, &mcp.Tool{Name: "read_in_root"}, n.inRoot)
	mcp.AddTool(s, &mcp.Tool{Name: "read_list"}, n.allowList)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_number"}, n.number)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_matched"}, n.matched)
	mcp.AddTool(s, &mcp.Tool{Name: "clean"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return nil, Out{}, c.Clean(n.dir, in.Name)
	})
}
