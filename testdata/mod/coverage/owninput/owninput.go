// Package owninput declares a tool of the server's own type whose
// handler takes the arguments as raw JSON in a struct of the server's
// own: the handler is found, but the security codes read no argument
// from it, so -coverage counts the tool as not followed and names the
// handler's signature.
package owninput

import (
	"context"
	"encoding/json"
	"os"

	"github.com/google/jsonschema-go/jsonschema"

	"fixtures/coverage/owninput/api"
)

// Tools are the server's tools.
func Tools() []api.ServerTool {
	return []api.ServerTool{
		{Tool: api.Tool{Name: "read_raw", Description: "Read a file.", InputSchema: &jsonschema.Schema{Type: "object"}}, Handler: readRaw},
	}
}

func readRaw(ctx context.Context, call api.Call) (string, error) {
	var in struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(call.Raw, &in); err != nil {
		return "", err
	}
	b, err := os.ReadFile(in.Path)
	return string(b), err
}
