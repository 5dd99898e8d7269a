// Package scratch has read-only tools that work in scratch of their own
// (a temporary directory or file they make and remove, a cache below the
// user's cache directory): not flagged. One that writes the user's
// directory is.
package scratch

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Source string `json:"source"`
}

type Out struct {
	Text string `json:"text"`
}

func render(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	tmp, err := os.MkdirTemp("", "render-")
	if err != nil {
		return nil, Out{}, err
	}
	defer os.RemoveAll(tmp)
	if err := os.WriteFile(filepath.Join(tmp, "in.txt"), []byte(in.Source), 0o600); err != nil {
		return nil, Out{}, err
	}
	return nil, Out{}, nil
}

func lint(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	f, err := os.CreateTemp("", "lint-*.go")
	if err != nil {
		return nil, Out{}, err
	}
	defer os.Remove(f.Name())
	f.WriteString(in.Source)
	f.Close()
	return nil, Out{}, nil
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return nil, Out{}, err
	}
	p := filepath.Join(dir, "lookup", in.Source)
	if _, err := os.Stat(p); err != nil {
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, nil, 0o600)
	}
	return nil, Out{}, nil
}

func export(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	tmp, _ := os.MkdirTemp("", "export-")
	defer os.RemoveAll(tmp)
	os.WriteFile(filepath.Join(in.Source, "export.txt"), nil, 0o644)
	return nil, Out{}, nil
}

// A cache the server sets up and a tool fills on a miss: where it lives
// is an unexported field, set from the environment or, by default, below
// the user's cache directory (or the current directory when there is
// none).
type provider struct {
	cachePath string
	outPath   string
}

func cacheDir() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "."
	}
	return filepath.Join(dir, "scratch-fixture")
}

func newProvider(out string) *provider {
	p := os.Getenv("SCRATCH_FIXTURE_CACHE")
	if p == "" {
		p = filepath.Join(cacheDir(), "channels.json")
	}
	return &provider{cachePath: p, outPath: out}
}

func (pr *provider) channels(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if _, err := os.ReadFile(pr.cachePath); err != nil {
		os.WriteFile(pr.cachePath, []byte(in.Source), 0o600)
	}
	return nil, Out{}, nil
}

func (pr *provider) report(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	os.WriteFile(pr.outPath, []byte(in.Source), 0o600)
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	ro := &mcp.ToolAnnotations{ReadOnlyHint: true}
	mcp.AddTool(s, &mcp.Tool{Name: "render", Annotations: ro}, render)
	mcp.AddTool(s, &mcp.Tool{Name: "lint", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, lint)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, lookup)
	pr := newProvider(os.Args[1])
	mcp.AddTool(s, &mcp.Tool{Name: "channels", Annotations: ro}, pr.channels)
	mcp.AddTool(s, &mcp.Tool{Name: "report", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, pr.report) // want `OMCG0016: tool "report" is annotated read-only \(ReadOnlyHint: true\) but writes local files: report → \(\*provider\).report → os.WriteFile;`
	mcp.AddTool(s, &mcp.Tool{Name: "export", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, export)    // want `OMCG0016: tool "export" is annotated read-only \(ReadOnlyHint: true\) but writes local files: export → os.WriteFile;`
}

// overlays writes each entry into a temporary directory of its own and an
// index file beside them, as x/tools' gocommand.WriteOverlays does: the
// named result is "" on the returns that fail or do nothing, and a file
// of the directory on the last. Scratch: load is not flagged.
func overlays(overlay map[string][]byte) (filename string, cleanup func(), err error) {
	if len(overlay) == 0 {
		return "", func() {}, nil
	}
	dir, err := os.MkdirTemp("", "overlay-*")
	if err != nil {
		return "", nil, err
	}
	defer func() {
		cleanup = func() { os.RemoveAll(dir) }
		if err != nil {
			cleanup()
			cleanup = nil
		}
	}()
	for k, v := range overlay {
		filename := filepath.Join(dir, filepath.Base(k))
		if err := os.WriteFile(filename, v, 0o666); err != nil {
			return "", nil, err
		}
	}
	filename = filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(filename, nil, 0o666); err != nil {
		return "", nil, err
	}
	return filename, cleanup, nil
}

func load(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, cleanup, err := overlays(map[string][]byte{in.Source: nil})
	if err == nil {
		cleanup()
	}
	return nil, Out{}, err
}

// saved's named result is the path it is given: not scratch, and save is
// flagged.
func saved(dest, text string) (name string, err error) {
	if text == "" {
		return "", nil
	}
	name = filepath.Join(dest, "saved.txt")
	return name, os.WriteFile(name, []byte(text), 0o644)
}

func save(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := saved(in.Source, "text")
	return nil, Out{}, err
}

func RegisterNamed(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "load", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, load)
	mcp.AddTool(s, &mcp.Tool{Name: "save", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, save) // want `OMCG0016: tool "save" is annotated read-only \(ReadOnlyHint: true\) but writes local files: save → saved → os.WriteFile;`
}
