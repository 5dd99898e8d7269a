// Package sdk registers go-sdk tools whose handlers paste an argument
// into the text of a query (testdata/mod/omcg0032/sdk).
package sdk

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"omcg0032/notes"
)

type In struct {
	Owner  string `json:"owner,omitempty"`
	Column string `json:"column,omitempty"`
	SQL    string `json:"sql,omitempty"`
	Limit  int    `json:"limit,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

type Store struct{ db *sql.DB }

func (s *Store) find(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = '"+in.Owner+"'") // want `OMCG0032: tool "find_notes": argument "owner" is pasted into the text of a query, where quotes change the statement: find_notes: argument owner → \(\*Store\).find → \(\*sql.DB\).QueryContext; pass it as a placeholder's value`
	if err == nil {
		rows.Close()
	}
	return nil, Out{}, err
}

func (s *Store) count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	var n int
	err := s.db.QueryRow(fmt.Sprintf("SELECT count(*) FROM notes WHERE owner = '%s'", in.Owner)).Scan(&n) // want `OMCG0032: tool "count_notes": argument "owner" .*: count_notes: argument owner → \(\*Store\).count → \(\*sql.DB\).QueryRow;`
	return nil, Out{Text: fmt.Sprint(n)}, err
}

func (s *Store) viaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	rows, err := notes.ByOwner(ctx, s.db, in.Owner) // want `OMCG0032: tool "notes_by_owner": argument "owner" .*: notes_by_owner: argument owner → \(\*Store\).viaHelper → notes.ByOwner → \(\*sql.DB\).QueryContext;`
	if err == nil {
		rows.Close()
	}
	return nil, Out{}, err
}

// ---- Not flagged. ----

func (s *Store) placeholder(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = ?", in.Owner)
	if err == nil {
		rows.Close()
	}
	rows, err = notes.Safe(ctx, s.db, in.Owner)
	if err == nil {
		rows.Close()
	}
	return nil, Out{}, err
}

// The whole query is the argument: a tool whose job is to run SQL.
func (s *Store) runSQL(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := s.db.ExecContext(ctx, in.SQL)
	return nil, Out{}, err
}

func (s *Store) limit(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	rows, err := s.db.QueryContext(ctx, fmt.Sprintf("SELECT body FROM notes LIMIT %d", in.Limit))
	if err == nil {
		rows.Close()
	}
	return nil, Out{}, err
}

var columns = map[string]string{"owner": "owner", "tag": "tag"}

func (s *Store) orderBy(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	col, ok := columns[in.Column]
	if !ok {
		return nil, Out{}, fmt.Errorf("no column %q", in.Column)
	}
	rows, err := s.db.QueryContext(ctx, "SELECT body FROM notes ORDER BY "+col)
	if err == nil {
		rows.Close()
	}
	return nil, Out{}, err
}

func Register(s *mcp.Server, st *Store) {
	mcp.AddTool(s, &mcp.Tool{Name: "find_notes"}, st.find)
	mcp.AddTool(s, &mcp.Tool{Name: "count_notes"}, st.count)
	mcp.AddTool(s, &mcp.Tool{Name: "notes_by_owner"}, st.viaHelper)

	mcp.AddTool(s, &mcp.Tool{Name: "find_safe"}, st.placeholder)
	mcp.AddTool(s, &mcp.Tool{Name: "run_sql"}, st.runSQL)
	mcp.AddTool(s, &mcp.Tool{Name: "first_notes"}, st.limit)
	mcp.AddTool(s, &mcp.Tool{Name: "notes_ordered"}, st.orderBy)
}
