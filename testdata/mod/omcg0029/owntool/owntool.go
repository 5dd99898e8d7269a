// Package owntool defines tools in the server's own type (api.ServerTool),
// each with its handler in the same literal: the handler reads the
// arguments with params.GetArguments().
package owntool

import (
	"errors"
	"os"
	"path/filepath"

	"github.com/google/jsonschema-go/jsonschema"

	"fixtures/omcg0029/owntool/api"
)

// Share serves the files of one folder.
type Share struct{ root string }

func NewShare(root string) *Share { return &Share{root: root} }

var nameSchema = &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"name": {Type: "string"}}}

// Tools are the share's tools.
func (s *Share) Tools() []api.ServerTool {
	yes := true
	return []api.ServerTool{
		{Tool: api.Tool{Name: "read_file", Description: "Read a file of the share.", Annotations: api.ToolAnnotations{ReadOnlyHint: &yes}, InputSchema: nameSchema}, Handler: s.read},
		{Tool: api.Tool{Name: "read_local", Description: "Read a file of the share, by a local name.", Annotations: api.ToolAnnotations{ReadOnlyHint: &yes}, InputSchema: nameSchema}, Handler: s.readLocal},
	}
}

func (s *Share) read(params api.ToolHandlerParams) (string, error) {
	name, _ := params.GetArguments()["name"].(string)
	b, err := os.ReadFile(filepath.Join(s.root, name)) // want `OMCG0029: tool "read_file": argument "name" .*read_file: argument name → \(\*Share\).read → os.ReadFile`
	return string(b), err
}

// Not flagged: the name is checked first.
func (s *Share) readLocal(params api.ToolHandlerParams) (string, error) {
	name, _ := params.GetArguments()["name"].(string)
	if !filepath.IsLocal(name) {
		return "", errors.New("not a name in the share")
	}
	b, err := os.ReadFile(filepath.Join(s.root, name))
	return string(b), err
}
