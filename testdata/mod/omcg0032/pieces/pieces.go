// Package pieces registers mcp-go tools that build a query's text piece
// by piece: JSON text the handler decodes, inside a test that the
// argument is not empty (the emptiness test holds nothing back: every
// decoded join reaches the statement), and text written into a
// strings.Builder or a bytes.Buffer after the code's own.
package pieces

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Store struct{ DB *sql.DB }

func (s *Store) run(ctx context.Context, q string) (*mcp.CallToolResult, error) {
	if _, err := s.DB.ExecContext(ctx, q); err != nil { // want `OMCG0032: tool "built": argument "where" is pasted into the text of a query` `OMCG0032: tool "decoded_on": argument "on" is pasted into the text of a query` `OMCG0032: tool "joined": argument "join_tables" is pasted into the text of a query` `OMCG0032: tool "printed": argument "tags" is pasted into the text of a query`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ran"), nil
}

// joined decodes a list of joins, as a query tool's "join_tables" is.
func (s *Store) joined(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := "SELECT * FROM notes"
	joinTables := req.GetString("join_tables", "")
	if joinTables != "" {
		var joins []map[string]any
		if err := json.Unmarshal([]byte(joinTables), &joins); err == nil {
			for _, j := range joins {
				table, _ := j["table"].(string)
				on, _ := j["on"].(string)
				q += fmt.Sprintf(" JOIN %s ON %s", table, on)
			}
		}
	}
	return s.run(ctx, q)
}

// decodedOn decodes one string (a JSON-quoted condition).
func (s *Store) decodedOn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	spec := req.GetString("on", "")
	q := "SELECT * FROM notes"
	if len(spec) > 0 {
		var on string
		if err := json.Unmarshal([]byte(spec), &on); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		q += " JOIN tags ON " + on
	}
	return s.run(ctx, q)
}

// built writes the condition into a strings.Builder after the code's
// SELECT.
func (s *Store) built(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	where := req.GetString("where", "")
	var b strings.Builder
	b.WriteString("SELECT * FROM notes")
	if where != "" {
		b.WriteString(" WHERE ")
		b.WriteString(where)
	}
	return s.run(ctx, b.String())
}

// printed writes it with fmt.Fprintf into a bytes.Buffer.
func (s *Store) printed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var b bytes.Buffer
	b.WriteString("SELECT * FROM notes")
	for _, tag := range strings.Split(req.GetString("tags", ""), ",") {
		fmt.Fprintf(&b, " UNION SELECT * FROM notes WHERE tag = '%s'", tag)
	}
	return s.run(ctx, b.String())
}

// ---- Not flagged. ----

// statement is the model's whole statement written into a builder: the
// tool's job is to run what the model writes.
func (s *Store) statement(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var b strings.Builder
	b.WriteString(req.GetString("sql", ""))
	return s.run(ctx, b.String())
}

// placeholders builds only the code's text and passes the model's as
// values.
func (s *Store) placeholders(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var b strings.Builder
	b.WriteString("SELECT * FROM notes WHERE tag = ?")
	if _, err := s.DB.ExecContext(ctx, b.String(), req.GetString("tag", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ran"), nil
}

// cannedOn decodes the argument only where it is one of the code's own
// texts: the decoded condition is the code's.
func (s *Store) cannedOn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	spec := req.GetString("on", "")
	q := "SELECT * FROM notes"
	if spec != "" {
		if spec != `"tags.note_id = notes.id"` {
			return mcp.NewToolResultError("unknown join"), nil
		}
		var on string
		if err := json.Unmarshal([]byte(spec), &on); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		q += " JOIN tags ON " + on
	}
	return s.run(ctx, q)
}

func Register(srv *server.MCPServer, s *Store) {
	srv.AddTool(mcp.NewTool("joined", mcp.WithString("join_tables")), s.joined)
	srv.AddTool(mcp.NewTool("decoded_on", mcp.WithString("on")), s.decodedOn)
	srv.AddTool(mcp.NewTool("canned_on", mcp.WithString("on")), s.cannedOn)
	srv.AddTool(mcp.NewTool("built", mcp.WithString("where")), s.built)
	srv.AddTool(mcp.NewTool("printed", mcp.WithString("tags")), s.printed)
	srv.AddTool(mcp.NewTool("statement", mcp.WithString("sql")), s.statement)
	srv.AddTool(mcp.NewTool("placeholders", mcp.WithString("tag")), s.placeholders)
}
