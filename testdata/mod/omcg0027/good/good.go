// Package good gives mcp-go types it writes whole schemas for.
package good

import (
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

type SearchIn struct {
	Query string            `json:"query" jsonschema_description:"what to look for"`
	Pages map[string]string `json:"pages"`
	Since time.Time         `json:"since"`
	Color string            `json:"color" jsonschema:"enum=red,enum=green"`
	Skip  chan int          `json:"-"`
	hook  func()
}

type Result struct {
	ID    string   `json:"id"`
	Score *float64 `json:"score,omitempty"`
}

var tool = mcp.NewTool("search", mcp.WithInputSchema[SearchIn](), mcp.WithOutputSchema[Result]())

var _ = SearchIn{}.hook

// newTool is a generic helper: its T is judged where it is instantiated.
func newTool[T any](name string) mcp.Tool {
	return mcp.NewTool(name, mcp.WithInputSchema[T](), mcp.WithOutputSchema[T]())
}

var _ = newTool[Result]
