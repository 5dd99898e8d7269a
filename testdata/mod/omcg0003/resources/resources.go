// Package resources holds //mcp:resource and //mcp:prompt result forms,
// supported and not (OMCG0003).
package resources

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Settings struct {
	Theme string `json:"theme"`
}

type Name string

// ---- Not flagged. ----

//mcp:resource r://text
func Text(ctx context.Context) (string, error) { return "", nil }

//mcp:resource r://named
func NamedText(ctx context.Context) Name { return "" }

//mcp:resource r://blob
func Blob(ctx context.Context) ([]byte, error) { return nil, nil }

//mcp:resource r://struct
func Struct(ctx context.Context) (Settings, error) { return Settings{}, nil }

//mcp:resource r://ptr
func Ptr(ctx context.Context) (*Settings, error) { return nil, nil }

//mcp:resource r://map
func Map(ctx context.Context) (map[string]int, error) { return nil, nil }

//mcp:resource r://result
func Result(ctx context.Context) (*mcp.ReadResourceResult, error) { return nil, nil }

//mcp:resource r://contents
func Contents(ctx context.Context) (*mcp.ResourceContents, error) { return nil, nil }

//mcp:resource r://list
func List(ctx context.Context) ([]*mcp.ResourceContents, error) { return nil, nil }

//mcp:prompt
func PromptText(ctx context.Context) (string, error) { return "", nil }

//mcp:prompt
func PromptMessages(ctx context.Context) ([]*mcp.PromptMessage, error) { return nil, nil }

//mcp:prompt
func PromptResult(ctx context.Context) (*mcp.GetPromptResult, error) { return nil, nil }

// ---- Flagged. ----

//mcp:resource r://none
func None(ctx context.Context) error { return nil } // want `OMCG0003: the results of None are not a resource result form: return a string, a \[\]byte, a struct or map \(or pointer to one\), \*mcp.ReadResourceResult, \*mcp.ResourceContents or \[\]\*mcp.ResourceContents, optionally followed by an error`

//mcp:resource r://int
func Int(ctx context.Context) (int, error) { return 0, nil } // want `OMCG0003: the results of Int are not a resource result form`

//mcp:resource r://messages
func Messages(ctx context.Context) ([]*mcp.PromptMessage, error) { return nil, nil } // want `OMCG0003: the results of Messages are not a resource result form`

//mcp:resource r://two
func Two(ctx context.Context) (string, string, error) { return "", "", nil } // want `OMCG0003: the results of Two are not a resource result form`

//mcp:prompt
func PromptBlob(ctx context.Context) ([]byte, error) { return nil, nil } // want `OMCG0003: the results of PromptBlob are not a prompt result form: return a string \(one user message\), \[\]\*mcp.PromptMessage or \*mcp.GetPromptResult, optionally followed by an error`

//mcp:prompt
func PromptStruct(ctx context.Context) (Settings, error) { return Settings{}, nil } // want `OMCG0003: the results of PromptStruct are not a prompt result form`

//mcp:prompt
func PromptContents(ctx context.Context) (*mcp.ReadResourceResult, error) { return nil, nil } // want `OMCG0003: the results of PromptContents are not a prompt result form`
