// Package helpers reads arguments for handlers of another package.
package helpers

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Repo reads the owner and the name of a repository.
func Repo(req mcp.CallToolRequest) (string, string, error) {
	owner, err := req.RequireString("owner")
	if err != nil {
		return "", "", err
	}
	name, err := req.RequireString("repo_name")
	return owner, name, err
}

// Str reads the argument its caller names: the key is a parameter.
func Str(req mcp.CallToolRequest, key string) (string, error) {
	return req.RequireString(key)
}

// Param reads the argument p of the arguments map as a T, refusing the
// call without it (github-mcp-server's RequiredParam is this shape).
func Param[T any](args map[string]any, p string) (T, error) {
	var zero T
	if _, ok := args[p]; !ok {
		return zero, fmt.Errorf("missing required parameter: %s", p)
	}
	v, ok := args[p].(T)
	if !ok {
		return zero, fmt.Errorf("parameter %s is not of type %T", p, zero)
	}
	return v, nil
}
