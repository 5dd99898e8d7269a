package store

import "fmt"

// RequiredParam reads the argument p of a tool's arguments by key, as a
// server's own helpers do (github-mcp-server's is this shape): its result
// is the argument its caller names.
func RequiredParam[T comparable](args map[string]any, p string) (T, error) {
	var zero T
	if _, ok := args[p]; !ok {
		return zero, fmt.Errorf("missing required parameter: %s", p)
	}
	v, ok := args[p].(T)
	if !ok {
		return zero, fmt.Errorf("parameter %s is not of type %T", p, zero)
	}
	if v == zero {
		return zero, fmt.Errorf("missing required parameter: %s", p)
	}
	return v, nil
}
