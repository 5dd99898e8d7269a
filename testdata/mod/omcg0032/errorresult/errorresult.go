// Package errorresult registers mcp-go tools that refuse a statement the
// way mcp-go's README teaches, with an error result and a nil error
// (return mcp.NewToolResultError(msg), nil), or with a helper of the
// server that always builds one. The refusal is the check's failing
// side: a statement that passes the check of its first keyword runs
// whole, and a second statement after it runs too.
package errorresult

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools run statements on DB.
type Tools struct{ DB *sql.DB }

func (t *Tools) createTable(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	stmt, err := req.RequireString("statement")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if !strings.HasPrefix(strings.ToUpper(strings.TrimSpace(stmt)), "CREATE TABLE") {
		return mcp.NewToolResultError("only CREATE TABLE statements"), nil
	}
	if _, err := t.DB.ExecContext(ctx, stmt); err != nil { // want `OMCG0032: tool "create_table": argument "statement" is run whole after a check of its first keyword, which a second statement after it passes \("CREATE TABLE …; DROP TABLE t" passes strings.HasPrefix\(strings.ToUpper\(strings.TrimSpace\(stmt\)\), "CREATE TABLE"\)\)`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("created"), nil
}

// refuse is the server's own error result.
func refuse(format string, args ...any) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content: []mcp.Content{mcp.NewTextContent(fmt.Sprintf(format, args...))},
		IsError: true,
	}
}

func (t *Tools) insert(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	stmt := req.GetString("statement", "")
	if !strings.HasPrefix(strings.ToUpper(stmt), "INSERT") {
		return refuse("not an INSERT: %.20s", stmt), nil
	}
	if _, err := t.DB.ExecContext(ctx, stmt); err != nil { // want `OMCG0032: tool "insert": argument "statement" is run whole after a check of its first keyword, which a second statement after it passes \("INSERT …; DROP TABLE t" passes strings.HasPrefix\(strings.ToUpper\(stmt\), "INSERT"\)\)`
		return refuse("insert: %v", err), nil
	}
	return mcp.NewToolResultText("inserted"), nil
}

// Not flagged: the keyword picks what the tool answers, and both ways
// run the statement; a result that is no error result refuses nothing.
func (t *Tools) exec(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	stmt := req.GetString("statement", "")
	note := "ran"
	if strings.HasPrefix(strings.ToUpper(stmt), "CREATE TABLE") {
		note = "created"
	}
	if _, err := t.DB.ExecContext(ctx, stmt); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(note), nil
}

// Register adds the tools.
func (t *Tools) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_table", mcp.WithString("statement", mcp.Required())), t.createTable)
	s.AddTool(mcp.NewTool("insert", mcp.WithString("statement", mcp.Required())), t.insert)
	s.AddTool(mcp.NewTool("exec", mcp.WithString("statement", mcp.Required())), t.exec)
}
