// Package notes keeps notes in memory: nothing it does reaches a sink,
// so valueflow builds none of its functions and exports no summary.
package notes

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Text string `json:"text"`
}

type Out struct {
	Count int `json:"count"`
}

// Store holds the notes.
type Store struct{ notes []string }

// Add keeps a note.
func (s *Store) Add(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	s.notes = append(s.notes, strings.TrimSpace(in.Text))
	return nil, Out{Count: len(s.notes)}, nil
}
