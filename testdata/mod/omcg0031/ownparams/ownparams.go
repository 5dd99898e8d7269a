// Package ownparams defines tools in the server's own type whose handler
// reads the arguments by key from params.Arguments: the name passed to
// kubectl is flagged, the one after "--" is not.
package ownparams

import (
	"context"
	"os/exec"

	"github.com/google/jsonschema-go/jsonschema"

	"fixtures/omcg0031/ownparams/api"
)

var nameSchema = &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"name": {Type: "string"}}}

// Tools are the server's tools.
func Tools() []api.ServerTool {
	return []api.ServerTool{
		{Tool: api.Tool{Name: "describe_pod", Description: "Describe a pod.", InputSchema: nameSchema}, Handler: describe},
		{Tool: api.Tool{Name: "describe_pod_ended", Description: "Describe a pod.", InputSchema: nameSchema}, Handler: describeEnded},
	}
}

func kubectl(ctx context.Context, args ...string) (string, error) {
	out, err := exec.CommandContext(ctx, "kubectl", args...).CombinedOutput() // want `OMCG0031: tool "describe_pod": argument "name" is passed to a program that reads an argument starting with "-" as an option`
	return string(out), err
}

func describe(ctx context.Context, params api.ToolHandlerParams) (string, error) {
	name, _ := params.Arguments["name"].(string)
	return kubectl(ctx, "describe", "pod", name)
}

func describeEnded(ctx context.Context, params api.ToolHandlerParams) (string, error) {
	name, _ := params.Arguments["name"].(string)
	return kubectl(ctx, "describe", "pod", "--", name)
}
