// Package settled registers go-sdk tools that share a helper with a step
// of its own behind a parameter: count first runs a statement with the
// table's name in its text when check is set (or, in countLike, when
// expect is not empty), then counts with the name as a placeholder's
// value. A tool that passes false (or "") never runs the first
// statement; one that passes true, or the model's choice, does.
package settled

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Table string `json:"table"`
	Check bool   `json:"check,omitempty"`
}

type Out struct {
	N int `json:"n"`
}

type Store struct{ DB *sql.DB }

func (s *Store) count(ctx context.Context, table string, check bool) (*mcp.CallToolResult, Out, error) {
	if check {
		rows, err := s.DB.QueryContext(ctx, "SELECT * FROM "+table+" LIMIT 0") // want `OMCG0032: tool "count_asked": argument "table" is pasted into the text of a query` `OMCG0032: tool "count_checked": argument "table" is pasted into the text of a query`
		if err != nil {
			return nil, Out{}, err
		}
		rows.Close()
	}
	var n int
	err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM tables WHERE name = ?", table).Scan(&n)
	return nil, Out{N: n}, err
}

// countVia passes its own parameter on: the condition goes to its
// callers.
func (s *Store) countVia(ctx context.Context, table string, check bool) (*mcp.CallToolResult, Out, error) {
	return s.count(ctx, table, check)
}

func (s *Store) countLike(ctx context.Context, table, expect string) (*mcp.CallToolResult, Out, error) {
	if len(expect) > 0 {
		rows, err := s.DB.QueryContext(ctx, "SELECT * FROM "+table+" LIMIT 0") // want `OMCG0032: tool "count_expecting": argument "table" is pasted into the text of a query`
		if err != nil {
			return nil, Out{}, err
		}
		rows.Close()
	}
	var n int
	err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM tables WHERE name = ?", table).Scan(&n)
	return nil, Out{N: n}, err
}

// Register adds the tools.
func Register(srv *mcp.Server, s *Store) {
	// Not flagged: the step is never taken.
	mcp.AddTool(srv, &mcp.Tool{Name: "count"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return s.count(ctx, in.Table, false)
	})
	mcp.AddTool(srv, &mcp.Tool{Name: "count_via"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return s.countVia(ctx, in.Table, false)
	})
	mcp.AddTool(srv, &mcp.Tool{Name: "count_plain"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return s.countLike(ctx, in.Table, "")
	})
	// Flagged: the step is taken, or the model takes it.
	mcp.AddTool(srv, &mcp.Tool{Name: "count_checked"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return s.countVia(ctx, in.Table, true)
	})
	mcp.AddTool(srv, &mcp.Tool{Name: "count_asked"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return s.count(ctx, in.Table, in.Check)
	})
	mcp.AddTool(srv, &mcp.Tool{Name: "count_expecting"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return s.countLike(ctx, in.Table, "SELECT")
	})
}
