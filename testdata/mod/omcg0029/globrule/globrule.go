// Package globrule registers go-sdk tools that read a path held to the
// operator's access rules, written as glob patterns: a pattern ending in
// "/**" is a folder and all below it, any other is matched whole by
// filepath.Match. A rule's folder is the pattern with "/**" cut off, and
// a prefix check against it without the separator lets a sibling folder
// whose name starts like it through. A name matched by a constant glob
// is held to what the glob lets through: "*" lets "..".
package globrule

import (
	"context"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

type Out struct {
	Text string `json:"text"`
}

// Files reads files the operator's rules allow; Base holds the files
// named by list_named and list_txt.
type Files struct {
	Rules []string
	Base  string
}

// matchLoose cuts "/**" off a folder rule and compares without the
// separator.
func matchLoose(pattern, path string) bool {
	if strings.HasSuffix(pattern, "/**") {
		prefix := strings.TrimSuffix(pattern, "/**")
		if strings.HasPrefix(path, prefix) {
			return true
		}
	}
	matched, _ := filepath.Match(pattern, path)
	return matched
}

// matchChecked is the folder itself, or the folder and a separator.
func matchChecked(pattern, path string) bool {
	if strings.HasSuffix(pattern, "/**") {
		dir := strings.TrimSuffix(pattern, "/**")
		if path == dir || strings.HasPrefix(path, dir+string(filepath.Separator)) {
			return true
		}
	}
	matched, _ := filepath.Match(pattern, path)
	return matched
}

func (f *Files) validateLoose(requested string) (string, error) {
	abs, err := filepath.Abs(requested)
	if err != nil {
		return "", err
	}
	for _, rule := range f.Rules {
		if matchLoose(rule, abs) {
			return abs, nil
		}
	}
	return "", fmt.Errorf("access denied: %s matches no rule", abs)
}

func (f *Files) validateChecked(requested string) (string, error) {
	abs, err := filepath.Abs(requested)
	if err != nil {
		return "", err
	}
	for _, rule := range f.Rules {
		if matchChecked(rule, abs) {
			return abs, nil
		}
	}
	return "", fmt.Errorf("access denied: %s matches no rule", abs)
}

// validateGlobbed matches each rule whole (path.Match: the paths are a
// server's on a system of "/"): "*" matches no separator.
func (f *Files) validateGlobbed(requested string) (string, error) {
	abs, err := filepath.Abs(requested)
	if err != nil {
		return "", err
	}
	for _, rule := range f.Rules {
		if ok, _ := path.Match(rule, abs); ok {
			return abs, nil
		}
	}
	return "", fmt.Errorf("access denied: %s matches no rule", abs)
}

func read(path string, err error) (*mcp.CallToolResult, Out, error) {
	if err != nil {
		return nil, Out{}, err
	}
	b, err := os.ReadFile(path) // want `OMCG0029: tool "read_loose": argument "path" can leave the folder its check allows: prefix\+"-evil/x" passes strings.HasPrefix\(path, prefix\)`
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: string(b)}, nil
}

// Flagged: a sibling folder "<rule's folder>-evil" passes.
func (f *Files) readLoose(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return read(f.validateLoose(in.Path))
}

// Not flagged: the folder and a separator.
func (f *Files) readChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return read(f.validateChecked(in.Path))
}

// Not flagged: the operator's patterns, matched whole.
func (f *Files) readGlobbed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return read(f.validateGlobbed(in.Path))
}

type NameIn struct {
	Name string `json:"name"`
}

func list(dir string) (*mcp.CallToolResult, Out, error) {
	entries, err := os.ReadDir(dir) // want `OMCG0029: tool "list_named": argument "name" can leave the base folder its path is joined to: ".." passes filepath.Match\("\*", in.Name\)`
	if err != nil {
		return nil, Out{}, err
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return nil, Out{Text: strings.Join(names, "\n")}, nil
}

// Flagged: "*" matches "..", the folder above Base.
func (f *Files) listNamed(ctx context.Context, req *mcp.CallToolRequest, in NameIn) (*mcp.CallToolResult, Out, error) {
	if ok, _ := filepath.Match("*", in.Name); !ok {
		return nil, Out{}, fmt.Errorf("not a name: %q", in.Name)
	}
	return list(filepath.Join(f.Base, in.Name))
}

// Not flagged: a name of lower-case letters ending in ".d" matches no
// separator and no "..".
func (f *Files) listLower(ctx context.Context, req *mcp.CallToolRequest, in NameIn) (*mcp.CallToolResult, Out, error) {
	if ok, _ := filepath.Match("[a-z]*.d", in.Name); !ok {
		return nil, Out{}, fmt.Errorf("not a name: %q", in.Name)
	}
	return list(filepath.Join(f.Base, in.Name))
}

// Register adds the tools.
func Register(s *mcp.Server, f *Files) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_loose"}, f.readLoose)
	mcp.AddTool(s, &mcp.Tool{Name: "read_checked"}, f.readChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "read_globbed"}, f.readGlobbed)
	mcp.AddTool(s, &mcp.Tool{Name: "list_named"}, f.listNamed)
	mcp.AddTool(s, &mcp.Tool{Name: "list_lower"}, f.listLower)
}
