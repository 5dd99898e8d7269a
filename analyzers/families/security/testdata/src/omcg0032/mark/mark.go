// Package mark registers mark3labs mcp-go tools that paste an argument
// into the text of a query.
package mark

import (
	"context"
	"database/sql"

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

// ---- Not flagged. ----

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
}
