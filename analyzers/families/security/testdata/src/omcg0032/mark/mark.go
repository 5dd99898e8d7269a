// Package mark registers mark3labs mcp-go tools that paste an argument
// into the text of a query.
package mark

import (
	"context"
	"database/sql"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type DB struct{ db *sql.DB }

func (d *DB) byTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag, err := req.RequireString("tag")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := d.db.ExecContext(ctx, "DELETE FROM notes WHERE tag = '"+tag+"'"); err != nil { // want `OMCG0032: tool "delete_tag": argument "tag" .*: delete_tag: argument tag → \(\*DB\).byTag → \(\*sql.DB\).ExecContext;`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

// An error result with a nil error is mcp-go's refusal: the check of
// the first keyword is the tool's, and a second statement passes it.
func (d *DB) createTable(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	stmt := req.GetString("statement", "")
	if !strings.HasPrefix(stmt, "CREATE TABLE") {
		return mcp.NewToolResultError("only CREATE TABLE"), nil
	}
	if _, err := d.db.ExecContext(ctx, stmt); err != nil { // want `OMCG0032: tool "create_table": argument "statement" is run whole after a check of its first keyword`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("created"), nil
}

// ---- Not flagged. ----

// A text result on the other way is an answer, not a refusal: the
// keyword picks the answer, and both ways run the statement.
func (d *DB) createOrNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	stmt := req.GetString("statement", "")
	if !strings.HasPrefix(stmt, "CREATE TABLE") {
		if _, err := d.db.ExecContext(ctx, stmt); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ran"), nil
	}
	if _, err := d.db.ExecContext(ctx, stmt); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("created"), nil
}

func (d *DB) byTagSafe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag, err := req.RequireString("tag")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := d.db.ExecContext(ctx, "DELETE FROM notes WHERE tag = ?", tag); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func Register(s *server.MCPServer, d *DB) {
	s.AddTool(mcp.NewTool("delete_tag", mcp.WithString("tag", mcp.Required())), d.byTag)
	s.AddTool(mcp.NewTool("delete_tag_safe", mcp.WithString("tag", mcp.Required())), d.byTagSafe)
	s.AddTool(mcp.NewTool("create_table", mcp.WithString("statement", mcp.Required())), d.createTable)
	s.AddTool(mcp.NewTool("create_or_note", mcp.WithString("statement", mcp.Required())), d.createOrNote)
}
