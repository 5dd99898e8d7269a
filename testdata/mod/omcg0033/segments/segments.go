// Package segments registers go-sdk tools that refuse a ".." segment in
// the path they put in a request URL: the check means the path to stay
// under the base, and a value that passes it and leaves is a finding
// unless the path is escaped after it.
package segments

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

type Out struct {
	Text string `json:"text"`
}

// Files calls the file API at base (the escape test builds the tools
// with it).
type Files struct{ base string }

func NewFiles(base string) *Files { return &Files{base: base} }

// checkPath refuses a path with a ".." segment.
func checkPath(p string) error {
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." {
			return errors.New("a path does not climb")
		}
	}
	return nil
}

func done(resp *http.Response, err error) (*mcp.CallToolResult, Out, error) {
	if err != nil {
		return nil, Out{}, err
	}
	resp.Body.Close()
	return nil, Out{Text: resp.Status}, nil
}

// Flagged: the check leaves a query and a percent-encoded climb, which
// the raw path hands on.
func (f *Files) raw(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := checkPath(in.Path); err != nil {
		return nil, Out{}, err
	}
	return done(http.Get(f.base + "/files/" + in.Path)) // want `OMCG0033: tool "get_file_raw": argument "path" is pasted into a request URL after a fixed base, where "/", "..", "@" or "\?" reach another path or host \("x\?admin=1" passes seg == ".." \(in checkPath\)\): get_file_raw: argument path → \(\*Files\).raw → http.Get;`
}

// Not flagged: past the check, the path is escaped as one ("?", "#"
// and "%" in it are escaped; its "/" are the path's own).
func (f *Files) escaped(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := checkPath(in.Path); err != nil {
		return nil, Out{}, err
	}
	p := (&url.URL{Path: in.Path}).EscapedPath()
	return done(http.Get(f.base + "/files/" + p))
}

func Register(srv *mcp.Server, f *Files) {
	mcp.AddTool(srv, &mcp.Tool{Name: "get_file_raw"}, f.raw)
	mcp.AddTool(srv, &mcp.Tool{Name: "get_file_escaped"}, f.escaped)
}
