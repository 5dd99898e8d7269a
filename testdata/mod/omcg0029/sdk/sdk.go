// Package sdk registers go-sdk tools whose handlers join an argument to
// a base folder and use the path.
package sdk

import (
	"context"
	"fmt"
	"io/fs"
	"io/ioutil"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/store"
)

type In struct {
	Name string `json:"name"`
	Mode string `json:"mode,omitempty"`
	N    int    `json:"n,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

type Notes struct {
	dir  string
	root *os.Root
}

// NewNotes keeps notes in dir (the escape test in testdata/mod/escape
// builds the tools with it).
func NewNotes(dir string) *Notes { return &Notes{dir: dir} }

type Key string

func (s *Notes) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(filepath.Join(s.dir, in.Name)) // want `OMCG0029: tool "read_note": argument "name" can leave the base folder its path is joined to \(with ".."\): read_note: argument name → \(\*Notes\).read → os.ReadFile; check filepath.IsLocal before joining it, or open it in an os.Root`
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) viaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := store.Read(s.dir, in.Name) // want `OMCG0029: tool "read_helper": argument "name" .*: read_helper: argument name → \(\*Notes\).viaHelper → store.Read → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) viaResult(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := os.Open(store.Under(s.dir, in.Name)) // want `OMCG0029: tool "open_under": argument "name" .*: open_under: argument name → \(\*Notes\).viaResult → store.Under → os.Open;`
	if err == nil {
		f.Close()
	}
	return nil, Out{}, err
}

func (s *Notes) viaField(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := store.Find(s.dir, store.Query{Name: in.Name, Limit: in.N}) // want `OMCG0029: tool "find_notes": argument "name" .*: find_notes: argument name → \(\*Notes\).viaField → store.Find → os.ReadDir;`
	return nil, Out{}, err
}

func (s *Notes) viaSlice(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	err := store.ReadAll(s.dir, []string{"index", in.Name}) // want `OMCG0029: tool "read_all": argument "name" .*: read_all: argument name → \(\*Notes\).viaSlice → store.ReadAll → os.ReadFile;`
	return nil, Out{}, err
}

func (s *Notes) viaGeneric(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := store.Get(s.dir, Key(in.Name)) // want `OMCG0029: tool "get_key": argument "name" .*: get_key: argument name → \(\*Notes\).viaGeneric → store.Get → os.ReadFile;`
	return nil, Out{}, err
}

// The whole path is the argument, which alone is a tool whose job is any
// file (omcg0029/anypath); beside read_checked, which holds its name to
// a folder, it reads what that tool refuses.
func readAny(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(in.Name) // want `tool "read_any": argument "name" reaches os.ReadFile without the folder check the server makes on "name" of tool "read_checked"`
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

func (s *Notes) checkedByHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := store.Check(in.Name); err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(filepath.Join(s.dir, in.Name))
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) contained(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	full, err := store.Contained(s.dir, in.Name)
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(full)
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) base(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := ioutil.ReadFile(filepath.Join(s.dir, filepath.Base(in.Name)))
	return nil, Out{Text: string(b)}, err
}

func (s *Notes) inRoot(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := s.root.Open(in.Name)
	if err == nil {
		f.Close()
	}
	f, err = os.OpenInRoot(s.dir, in.Name)
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

func (s *Notes) compared(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	switch in.Mode {
	case "draft", "final":
		return nil, Out{}, os.Remove(filepath.Join(s.dir, in.Mode))
	}
	return nil, Out{}, fmt.Errorf("no mode %q", in.Mode)
}

func (s *Notes) number(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	err := os.Remove(fmt.Sprintf("%s/%d.txt", s.dir, in.N))
	return nil, Out{}, err
}

var namePattern = regexp.MustCompile(`^[a-z0-9_-]+$`)

func (s *Notes) matched(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !namePattern.MatchString(in.Name) {
		return nil, Out{}, fmt.Errorf("bad name %q", in.Name)
	}
	return nil, Out{}, os.Remove(filepath.Join(s.dir, in.Name))
}

func (s *Notes) validPath(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !fs.ValidPath(in.Name) {
		return nil, Out{}, fmt.Errorf("bad name %q", in.Name)
	}
	return nil, Out{}, os.Remove(path.Join(s.dir, in.Name))
}

func (s *Notes) pathBase(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.Remove(path.Join(s.dir, path.Base(in.Name)))
}

func (s *Notes) noDots(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if strings.Contains(in.Name, "..") {
		return nil, Out{}, fmt.Errorf("bad name %q", in.Name)
	}
	return nil, Out{}, os.Remove(s.dir + "/" + in.Name)
}

func (s *Notes) rooted(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	root, err := os.OpenRoot(s.dir)
	if err != nil {
		return nil, Out{}, err
	}
	defer root.Close()
	return nil, Out{}, root.Remove(in.Name)
}

// Cleaner is called through an interface: what it does is not followed.
type Cleaner interface{ Clean(dir, name string) error }

func Register(s *mcp.Server, n *Notes, c Cleaner) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_note"}, n.read)
	mcp.AddTool(s, &mcp.Tool{Name: "read_helper"}, n.viaHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "open_under"}, n.viaResult)
	mcp.AddTool(s, &mcp.Tool{Name: "find_notes"}, n.viaField)
	mcp.AddTool(s, &mcp.Tool{Name: "read_all"}, n.viaSlice)
	mcp.AddTool(s, &mcp.Tool{Name: "get_key"}, n.viaGeneric)
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
	mcp.AddTool(s, &mcp.Tool{Name: "read_checked_helper"}, n.checkedByHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "read_contained"}, n.contained)
	mcp.AddTool(s, &mcp.Tool{Name: "read_base"}, n.base)
	mcp.AddTool(s, &mcp.Tool{Name: "read_in_root"}, n.inRoot)
	mcp.AddTool(s, &mcp.Tool{Name: "read_list"}, n.allowList)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_mode"}, n.compared)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_number"}, n.number)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_matched"}, n.matched)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_valid"}, n.validPath)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_base"}, n.pathBase)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_no_dots"}, n.noDots)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_rooted"}, n.rooted)
	mcp.AddTool(s, &mcp.Tool{Name: "clean"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return nil, Out{}, c.Clean(n.dir, in.Name)
	})
}
