// Package explain registers go-sdk tools whose argument is a whole SQL
// statement that the handler runs after a keyword that takes a whole
// statement (EXPLAIN, EXPLAIN ANALYZE): the tool's job is the query, and
// the literal text has no clause the argument could escape from. A
// keyword that opens a clause (WHERE, FROM, VALUES) before the argument
// stays a query with structure into which the argument is injected.
package explain

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
	ID    string `json:"id,omitempty"`
}

type Store struct{ db *sql.DB }

// ---- Flagged: the literal text is a statement with a clause. ----

func (s *Store) byID(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	rows, err := s.db.QueryContext(ctx, fmt.Sprintf("SELECT * FROM t WHERE id = %s", in.ID)) // want `OMCG0032: tool "by_id": argument "id" is pasted into the text of a query`
	if err == nil {
		rows.Close()
	}
	return nil, nil, err
}

func (s *Store) explainWhere(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	rows, err := s.db.QueryContext(ctx, "EXPLAIN SELECT * FROM t WHERE id = "+in.ID) // want `OMCG0032: tool "explain_where": argument "id" is pasted into the text of a query`
	if err == nil {
		rows.Close()
	}
	return nil, nil, err
}

// ---- Not flagged: only statement-prefix keywords before the argument. ----

func (s *Store) explain(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	rows, err := s.db.QueryContext(ctx, fmt.Sprintf("EXPLAIN %s", in.Query))
	if err == nil {
		rows.Close()
	}
	return nil, nil, err
}

func (s *Store) explainAnalyze(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	q := "EXPLAIN ANALYZE " + in.Query
	rows, err := s.db.QueryContext(ctx, q)
	if err == nil {
		rows.Close()
	}
	return nil, nil, err
}

func (s *Store) explainFormat(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	rows, err := s.db.QueryContext(ctx, fmt.Sprintf("EXPLAIN (FORMAT JSON) %s;", in.Query))
	if err == nil {
		rows.Close()
	}
	return nil, nil, err
}

// Analyze says whether explain_built runs EXPLAIN ANALYZE.
var Analyze = false

// Not flagged: the keyword kept in a variable, an option appended on one
// way, then a space and the statement.
func (s *Store) explainBuilt(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	stmt := "EXPLAIN"
	if Analyze {
		stmt += " ANALYZE"
	}
	stmt += " " + in.Query
	rows, err := s.db.QueryContext(ctx, stmt)
	if err == nil {
		rows.Close()
	}
	return nil, nil, err
}

func Register(s *mcp.Server, st *Store) {
	mcp.AddTool(s, &mcp.Tool{Name: "by_id"}, st.byID)
	mcp.AddTool(s, &mcp.Tool{Name: "explain_where"}, st.explainWhere)
	mcp.AddTool(s, &mcp.Tool{Name: "explain"}, st.explain)
	mcp.AddTool(s, &mcp.Tool{Name: "explain_analyze"}, st.explainAnalyze)
	mcp.AddTool(s, &mcp.Tool{Name: "explain_format"}, st.explainFormat)
	mcp.AddTool(s, &mcp.Tool{Name: "explain_built"}, st.explainBuilt)
}
