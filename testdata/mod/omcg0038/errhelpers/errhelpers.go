// Package errhelpers holds a server's helpers for its handlers in
// another package: a generic reader that takes the key, and a builder of
// error results.
package errhelpers

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Required reads the argument key of the arguments map as a T, with an
// error when it is absent or of another type: absent, the value is nil,
// which the assertion refuses.
func Required[T any](args map[string]any, key string) (T, error) {
	v, ok := args[key].(T)
	if !ok {
		var zero T
		return zero, fmt.Errorf("%s is required", key)
	}
	return v, nil
}

// Fail is the server's error answer: always an error result.
func Fail(err error) *mcp.CallToolResult {
	return mcp.NewToolResultErrorFromErr("the call failed", err)
}

// Failf is Fail with a message of its own, through a second helper.
func Failf(format string, args ...any) (*mcp.CallToolResult, error) {
	return Fail(fmt.Errorf(format, args...)), nil
}
