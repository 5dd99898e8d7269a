// Package doubledmysql doubles a value's quotes inside a literal, as
// omcg0032/doubled does, for MySQL: MySQL reads a backslash in a literal
// as an escape (unless the server runs with NO_BACKSLASH_ESCAPES), so the
// value on the first line, doubled, is the second, whose backslash and
// quote are a quote inside the literal and whose next quote ends it:
//
//	\' OR 1=1 --
//	\'' OR 1=1 --
//
// The package imports the driver, and the doubling is no escape here. A
// name in backticks with its backticks doubled is: no backslash escapes
// in a quoted identifier (count, not flagged); doubled backticks written
// inside a string literal protect nothing (countQuoted, flagged).
package doubledmysql

import (
	"context"
	"database/sql"
	"strings"

	_ "github.com/go-sql-driver/mysql"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// In is a table's name.
type In struct {
	Table string `json:"table"`
}

// Out is a count.
type Out struct {
	Count int `json:"count"`
}

// Server holds the database.
type Server struct{ DB *sql.DB }

func (s *Server) columns(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	name := strings.ReplaceAll(in.Table, "'", "''")
	rows, err := s.DB.QueryContext(ctx, "SELECT column_name FROM information_schema.columns WHERE table_name = '"+name+"'") // want `tool "columns": argument "table" is pasted into the text of a query`
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

// quoteIdentifier writes a name as a MySQL identifier.
func quoteIdentifier(name string) string {
	return "`" + strings.ReplaceAll(name, "`", "``") + "`"
}

func (s *Server) count(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	var out Out
	err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM "+quoteIdentifier(in.Table)).Scan(&out.Count)
	return nil, out, err
}

func (s *Server) countQuoted(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	var out Out
	name := strings.ReplaceAll(in.Table, "`", "``")
	err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM tables WHERE name = '"+name+"'").Scan(&out.Count) // want `tool "count_quoted": argument "table" is pasted into the text of a query`
	return nil, out, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "columns", Description: "Lists a table's columns."}, s.columns)
	mcp.AddTool(srv, &mcp.Tool{Name: "count", Description: "Counts a table's rows."}, s.count)
	mcp.AddTool(srv, &mcp.Tool{Name: "count_quoted", Description: "Counts the tables of a name."}, s.countQuoted)
}
