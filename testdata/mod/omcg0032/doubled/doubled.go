// Package doubled escapes a value for an SQL string literal by doubling
// its single quotes, as the standard says, and puts it between quotes: no
// character of it is the statement's then (on PostgreSQL, SQLite, SQL
// Server; MySQL is omcg0032/doubledmysql). Doubled quotes outside a
// literal escape nothing.
package doubled

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// sanitize doubles the value's single quotes.
func sanitize(s string) string {
	return strings.ReplaceAll(s, "'", "''")
}

// In is a schema and a limit.
type In struct {
	Schema string `json:"schema,omitempty"`
	Limit  string `json:"limit,omitempty"`
}

// Out is a count.
type Out struct {
	Count int `json:"count"`
}

// Server holds the database.
type Server struct{ DB *sql.DB }

func (s *Server) count(ctx context.Context, query string) (Out, error) {
	rows, err := s.DB.QueryContext(ctx, query) // want `tool "list_tables_limited": argument "limit" is pasted into the text of a query` `tool "list_tables_quoted": argument "schema" is pasted into the text of a query`
	if err != nil {
		return Out{}, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		n++
	}
	return Out{Count: n}, rows.Err()
}

// ---- Not flagged: the doubled value inside the literal. ----

func (s *Server) listTables(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	filter := fmt.Sprintf(" AND schemaname = '%s'", sanitize(in.Schema))
	out, err := s.count(ctx, "SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname <> 'pg_catalog'"+filter)
	return nil, out, err
}

// A schema's name as an identifier: in double quotes, its double quotes
// doubled.
func (s *Server) countSchema(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	ident := `"` + strings.ReplaceAll(in.Schema, `"`, `""`) + `"`
	out, err := s.count(ctx, "SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = current_schema() AND tableowner IN (SELECT nspowner::regrole::text FROM pg_namespace WHERE nspname = "+ident+")")
	return nil, out, err
}

// ---- Flagged. ----

// The doubled value outside a literal: nothing to escape from, and
// nothing kept in.
func (s *Server) listTablesLimited(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := s.count(ctx, "SELECT tablename FROM pg_catalog.pg_tables LIMIT "+sanitize(in.Limit))
	return nil, out, err
}

// Quotes around the value, not doubled inside it.
func (s *Server) listTablesQuoted(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := s.count(ctx, "SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = '"+in.Schema+"'")
	return nil, out, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "list_tables", Description: "Lists the tables of a schema."}, s.listTables)
	mcp.AddTool(srv, &mcp.Tool{Name: "list_tables_limited", Description: "Lists some tables."}, s.listTablesLimited)
	mcp.AddTool(srv, &mcp.Tool{Name: "list_tables_quoted", Description: "Lists the tables of a schema."}, s.listTablesQuoted)
	mcp.AddTool(srv, &mcp.Tool{Name: "count_schema", Description: "Counts the tables of a schema."}, s.countSchema)
}
