// Package statementkind registers go-sdk tools that hold the model's
// statement to one kind by its first keyword (strings.HasPrefix(q,
// "CREATE TABLE")) and run it whole: a second statement after one of
// that kind passes. A branch on the keyword is no such check.
package statementkind

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	SQL string `json:"sql"`
}

type Out struct {
	Rows int64 `json:"rows"`
}

// Server runs statements on DB.
type Server struct{ DB *sql.DB }

func (s *Server) createTable(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := strings.TrimSpace(in.SQL)
	if !strings.HasPrefix(strings.ToUpper(q), "CREATE TABLE") {
		return nil, Out{}, errors.New("only CREATE TABLE")
	}
	_, err := s.DB.ExecContext(ctx, q) // want `OMCG0032: tool "create_table": argument "sql" is run whole after a check of its first keyword, which a second statement after it passes \("CREATE TABLE …; DROP TABLE t" passes strings.HasPrefix\(strings.ToUpper\(q\), "CREATE TABLE"\)\)`
	return nil, Out{}, err
}

// Not flagged: a branch on the keyword, both ways running the statement,
// says nothing of what the tool means to run.
func (s *Server) execAny(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := strings.TrimSpace(in.SQL)
	if strings.HasPrefix(strings.ToUpper(q), "CREATE TABLE") {
		q += " STRICT"
	}
	_, err := s.DB.ExecContext(ctx, q)
	return nil, Out{}, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "create_table"}, s.createTable)
	mcp.AddTool(srv, &mcp.Tool{Name: "exec"}, s.execAny)
}
