// Package guards registers go-sdk tools that check a path before they
// use it: the check declares the folder the tool means to allow, and a
// value of the model's that passes the check and leaves the folder is a
// finding, whether the tool takes a whole path or a name it joins.
package guards

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/guards/paths"
)

type In struct {
	Path string `json:"path,omitempty"`
	Name string `json:"name,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

// Share serves the files of one folder (the escape test in
// testdata/mod/escape builds the tools with it).
type Share struct {
	root string
	fs   *os.Root
}

func NewShare(root string) *Share { return &Share{root: root} }

// shared is the folder of the tools with a constant one.
const shared = "/srv/share"

var (
	word     = regexp.MustCompile(`[a-z0-9]+`)       // unanchored: any value with a letter matches
	pathLike = regexp.MustCompile(`^[a-z0-9./_-]+$`) // anchored, but admits "." and "/"
	plain    = regexp.MustCompile(`^[a-z0-9_-]+$`)   // anchored, refuses "." and "/"
	dots     = regexp.MustCompile(`\.\.`)            // a deny pattern: any ".." refused
)

// ---- Flagged: a value passes the check and leaves the folder. ----

// Only the first segment is looked at: "a/../../secret.txt" climbs.
func (s *Share) firstSegment(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if strings.Split(in.Name, "/")[0] == ".." {
		return nil, Out{}, errors.New("a name does not climb")
	}
	b, err := os.ReadFile(filepath.Join(s.root, in.Name)) // want `OMCG0029: tool "read_first_segment": argument "name" .*read_first_segment: argument name → \(\*Share\).firstSegment → os.ReadFile`
	return nil, Out{Text: string(b)}, err
}

func (s *Share) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs, err := filepath.Abs(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	root := filepath.Clean(s.root)
	if !strings.HasPrefix(abs, root) {
		return nil, Out{}, errors.New("outside the shared folder")
	}
	b, err := os.ReadFile(abs) // want `OMCG0029: tool "read_shared": argument "path" can leave the folder its check allows: root\+"-evil/x" passes strings.HasPrefix\(abs, root\): read_shared: argument path → \(\*Share\).read → os.ReadFile; compare with the folder followed by a separator \(root\+string\(filepath.Separator\)\), or open the path in an os.Root of the folder`
	return nil, Out{Text: string(b)}, err
}

func readConst(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Clean(in.Path)
	if !strings.HasPrefix(p, shared) {
		return nil, Out{}, errors.New("outside the shared folder")
	}
	b, err := os.ReadFile(p) // want `OMCG0029: tool "read_const": argument "path" can leave the folder its check allows: "/srv/share-evil/x" passes strings.HasPrefix\(p, shared\): read_const: argument path → readConst → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

func (s *Share) viaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs, err := paths.Within(s.root, in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(abs) // want `OMCG0029: tool "read_within": argument "path" can leave the folder its check allows: dir\+"-evil/x" passes strings.HasPrefix\(abs, dir\) \(in paths.Within\): read_within: argument path → \(\*Share\).viaHelper → paths.Within → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

func (s *Share) viaCheck(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := paths.Check(s.root, in.Path); err != nil {
		return nil, Out{}, err
	}
	return nil, Out{}, os.WriteFile(in.Path, []byte("written"), 0o600) // want `OMCG0029: tool "write_checked": argument "path" can leave the folder its check allows: filepath.Clean\(root\)\+"-evil/x" passes strings.HasPrefix\(filepath.Clean\(p\), filepath.Clean\(root\)\) \(in paths.Check\): write_checked: argument path → \(\*Share\).viaCheck → os.WriteFile;`
}

func (s *Share) joined(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	full := filepath.Join(s.root, in.Name)
	root := filepath.Clean(s.root)
	if !strings.HasPrefix(full, root) {
		return nil, Out{}, errors.New("outside the shared folder")
	}
	b, err := os.ReadFile(full) // want `OMCG0029: tool "read_joined": argument "name" can leave the base folder its path is joined to: root\+"-evil/x" passes strings.HasPrefix\(full, root\): read_joined: argument name → \(\*Share\).joined → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

// An emptiness check is no guard: ".." is not empty.
func (s *Share) required(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if in.Name == "" {
		return nil, Out{}, errors.New("name is required")
	}
	b, err := os.ReadFile(filepath.Join(s.root, in.Name)) // want `OMCG0029: tool "read_required": argument "name" can leave the base folder its path is joined to \(with ".."\): read_required: argument name → \(\*Share\).required → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

func (s *Share) unanchored(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !word.MatchString(in.Name) {
		return nil, Out{}, errors.New("bad name")
	}
	b, err := os.ReadFile(filepath.Join(s.root, in.Name)) // want `OMCG0029: tool "read_word": argument "name" can leave the base folder its path is joined to: "../../etc/passwd" passes word.MatchString\(in.Name\): read_word: argument name → \(\*Share\).unanchored → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

func (s *Share) admitsDots(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !pathLike.MatchString(in.Name) {
		return nil, Out{}, errors.New("bad name")
	}
	b, err := os.ReadFile(filepath.Join(s.root, in.Name)) // want `OMCG0029: tool "read_path_like": argument "name" can leave the base folder its path is joined to: "../../etc/passwd" passes pathLike.MatchString\(in.Name\): read_path_like: argument name → \(\*Share\).admitsDots → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

// ---- Not flagged: each correct guard, against the same values. ----

func (s *Share) withSeparator(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs, err := filepath.Abs(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	root := filepath.Clean(s.root)
	if !strings.HasPrefix(abs, root+string(filepath.Separator)) {
		return nil, Out{}, errors.New("outside the shared folder")
	}
	b, err := os.ReadFile(abs)
	return nil, Out{Text: string(b)}, err
}

func readConstSlash(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	p := filepath.Clean(in.Path)
	if !strings.HasPrefix(p, shared+"/") {
		return nil, Out{}, errors.New("outside the shared folder")
	}
	b, err := os.ReadFile(p)
	return nil, Out{Text: string(b)}, err
}

func (s *Share) viaInside(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs, err := paths.Inside(s.root, in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(abs)
	return nil, Out{Text: string(b)}, err
}

func (s *Share) viaRel(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs, err := filepath.Abs(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	if err := paths.CheckRel(s.root, abs); err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(abs)
	return nil, Out{Text: string(b)}, err
}

func (s *Share) rel(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	full := filepath.Join(s.root, in.Name)
	rel, err := filepath.Rel(s.root, full)
	if err != nil || strings.HasPrefix(rel, "..") {
		return nil, Out{}, errors.New("outside the shared folder")
	}
	b, err := os.ReadFile(full)
	return nil, Out{Text: string(b)}, err
}

func (s *Share) local(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if in.Name == "" || !filepath.IsLocal(in.Name) {
		return nil, Out{}, errors.New("bad name")
	}
	b, err := os.ReadFile(filepath.Join(s.root, in.Name))
	return nil, Out{Text: string(b)}, err
}

func (s *Share) inRoot(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	root, err := os.OpenRoot(s.root)
	if err != nil {
		return nil, Out{}, err
	}
	defer root.Close()
	f, err := root.Open(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	f.Close()
	return nil, Out{}, nil
}

var files = map[string]bool{"/srv/share/a.txt": true, "/srv/share/b.txt": true}

func allowList(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !files[in.Path] {
		return nil, Out{}, errors.New("not a shared file")
	}
	b, err := os.ReadFile(in.Path)
	return nil, Out{Text: string(b)}, err
}

func (s *Share) anchored(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !plain.MatchString(in.Name) {
		return nil, Out{}, errors.New("bad name")
	}
	b, err := os.ReadFile(filepath.Join(s.root, in.Name))
	return nil, Out{Text: string(b)}, err
}

func (s *Share) denied(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if dots.MatchString(in.Name) {
		return nil, Out{}, errors.New("bad name")
	}
	b, err := os.ReadFile(filepath.Join(s.root, in.Name))
	return nil, Out{Text: string(b)}, err
}

// A name whose segments are each refused if they climb ("..") stays in
// the folder it is joined to.
func (s *Share) segments(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	for _, seg := range strings.Split(in.Name, "/") {
		if seg == ".." {
			return nil, Out{}, errors.New("a name does not climb")
		}
	}
	b, err := os.ReadFile(filepath.Join(s.root, in.Name))
	return nil, Out{Text: string(b)}, err
}

// checkSegments refuses a path with a "." or ".." segment, either
// separator counted.
func checkSegments(p string) error {
	normalized := strings.ReplaceAll(p, `\`, "/")
	for _, seg := range strings.Split(normalized, "/") {
		if seg == "." || seg == ".." {
			return errors.New("relative segments are refused")
		}
	}
	return nil
}

func (s *Share) segmentsChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := checkSegments(in.Name); err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(filepath.Join(s.root, in.Name))
	return nil, Out{Text: string(b)}, err
}

// A prefix whose value is not known here (a field, set elsewhere) is
// not judged: silence.
func (s *Share) unknownRoot(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	abs, err := filepath.Abs(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	if !strings.HasPrefix(abs, s.root) {
		return nil, Out{}, errors.New("outside the shared folder")
	}
	b, err := os.ReadFile(abs)
	return nil, Out{Text: string(b)}, err
}

// A whole path with no check would be a tool whose job is any file
// (omcg0029/anypath); beside tools that hold their paths to the shared
// folder, it reads what they refuse.
func readAny(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if in.Path == "" {
		return nil, Out{}, errors.New("path is required")
	}
	b, err := os.ReadFile(in.Path) // want `tool "read_any": argument "path" reaches os.ReadFile without the folder check the server makes on "path" of tool "read_const"`
	return nil, Out{Text: string(b)}, err
}

func Register(srv *mcp.Server, s *Share) {
	mcp.AddTool(srv, &mcp.Tool{Name: "read_shared"}, s.read)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_const"}, readConst)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_within"}, s.viaHelper)
	mcp.AddTool(srv, &mcp.Tool{Name: "write_checked"}, s.viaCheck)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_joined"}, s.joined)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_required"}, s.required)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_word"}, s.unanchored)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_path_like"}, s.admitsDots)

	mcp.AddTool(srv, &mcp.Tool{Name: "read_separator"}, s.withSeparator)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_const_slash"}, readConstSlash)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_inside"}, s.viaInside)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_rel_helper"}, s.viaRel)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_rel"}, s.rel)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_local"}, s.local)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_in_root"}, s.inRoot)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_listed"}, allowList)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_plain"}, s.anchored)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_no_dots"}, s.denied)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_unknown_root"}, s.unknownRoot)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_segments"}, s.segments)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_segments_checked"}, s.segmentsChecked)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_first_segment"}, s.firstSegment)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_any"}, readAny)
}
