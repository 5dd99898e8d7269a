// Package builder builds its query in a builder: one method stores the
// model's text in the builder's field, a later one runs the statement.
// The text pasted into the condition is the query's; a value the
// builder keeps as a placeholder's is not.
package builder

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Query is a statement being built.
type Query struct {
	table, where string
	args         []any
}

// Where sets the condition.
func (q *Query) Where(cond string) *Query {
	q.where = cond
	return q
}

// Arg adds the value of the condition's next placeholder.
func (q *Query) Arg(v any) *Query {
	q.args = append(q.args, v)
	return q
}

// Run runs the statement.
func (q *Query) Run(ctx context.Context, db *sql.DB) (*sql.Rows, error) {
	return db.QueryContext(ctx, "SELECT * FROM "+q.table+" WHERE "+q.where, q.args...) // want `tool "find": argument "name" is pasted into the text of a query` `tool "find_chained": argument "name" is pasted into the text of a query`
}

// In is a name.
type In struct {
	Name string `json:"name"`
}

// Out is a result.
type Out struct {
	Count int `json:"count"`
}

// Server holds the database.
type Server struct{ DB *sql.DB }

func (s *Server) find(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := &Query{table: "users"}
	q.Where("name = '" + in.Name + "'")
	rows, err := q.Run(ctx, s.DB)
	if err != nil {
		return nil, Out{}, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		n++
	}
	return nil, Out{Count: n}, rows.Err()
}

func (s *Server) findChained(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	rows, err := (&Query{table: "users"}).Where("name = '"+in.Name+"'").Run(ctx, s.DB)
	if err != nil {
		return nil, Out{}, err
	}
	defer rows.Close()
	return nil, Out{}, rows.Err()
}

// ---- Not flagged. ----

func (s *Server) findByPlaceholder(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := &Query{table: "users"}
	q.Where("name = ?").Arg(in.Name)
	rows, err := q.Run(ctx, s.DB)
	if err != nil {
		return nil, Out{}, err
	}
	defer rows.Close()
	return nil, Out{}, rows.Err()
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "find", Description: "Finds users by name."}, s.find)
	mcp.AddTool(srv, &mcp.Tool{Name: "find_chained", Description: "Finds users by name."}, s.findChained)
	mcp.AddTool(srv, &mcp.Tool{Name: "find_by_placeholder", Description: "Finds users by name."}, s.findByPlaceholder)
}
