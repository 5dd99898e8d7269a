// Package omcg0003 shows //mcp:tool, //mcp:resource and //mcp:prompt
// result forms that are not tools, resources or prompts (flagged), and
// ones that are (not flagged).
package omcg0003

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Event struct {
	Name string `json:"name"`
}

// ---- Flagged. ----

//mcp:tool
func Watch(ctx context.Context) (chan Event, error) { return nil, nil } // want `OMCG0003: the results of Watch are not a tool result form: return nothing, a string, mcp.Content, \*mcp.CallToolResult, a JSON value, an enum, or a struct or map, optionally followed by an error`

//mcp:tool
func Pair(ctx context.Context) (int, int) { return 0, 0 } // want `OMCG0003: the results of Pair are not a tool result form`

// Report's result has a field with no JSON form.
//
//mcp:tool
func Report(ctx context.Context) (Result, error) { return Result{}, nil }

type Result struct {
	Count int      `json:"count"`
	Sink  chan int `json:"sink"` // want `OMCG0003: report: Result.Sink: type chan int has no JSON form`
}

//mcp:resource r://int
func Int(ctx context.Context) (int, error) { return 0, nil } // want `OMCG0003: the results of Int are not a resource result form: return a string, a \[\]byte, a struct or map \(or pointer to one\), \*mcp.ReadResourceResult, \*mcp.ResourceContents or \[\]\*mcp.ResourceContents, optionally followed by an error`

//mcp:prompt
func PromptBlob(ctx context.Context) ([]byte, error) { return nil, nil } // want `OMCG0003: the results of PromptBlob are not a prompt result form: return a string \(one user message\), \[\]\*mcp.PromptMessage or \*mcp.GetPromptResult, optionally followed by an error`

// ---- Not flagged. ----

//mcp:tool
func None(ctx context.Context) error { return nil }

//mcp:tool
func Text(ctx context.Context) (string, error) { return "", nil }

//mcp:tool
func Raw(ctx context.Context) (*mcp.CallToolResult, error) { return nil, nil }

//mcp:tool
func Events(ctx context.Context) ([]Event, error) { return nil, nil }

//mcp:tool
func Latest(ctx context.Context) (*Event, error) { return nil, nil }

//mcp:resource r://text
func ResourceText(ctx context.Context) (string, error) { return "", nil }

//mcp:resource r://contents
func ResourceContents(ctx context.Context) ([]*mcp.ResourceContents, error) { return nil, nil }

//mcp:prompt
func PromptMessages(ctx context.Context) ([]*mcp.PromptMessage, error) { return nil, nil }
