// Package sanitized registers go-sdk tools that paste a column name into
// a query after a helper that returns it only when every rune is of a
// class, and "" otherwise. A class of letters, digits and "_" holds a
// name; one that lets spaces through lets a clause in.
package sanitized

import (
	"context"
	"database/sql"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Column string `json:"column"`
}

type Out struct {
	Rows int `json:"rows"`
}

type Server struct{ DB *sql.DB }

// name returns id if it is made of letters, digits and "_", else "".
func name(id string) string {
	id = strings.TrimSpace(id)
	for _, c := range id {
		if !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && !(c >= '0' && c <= '9') && c != '_' {
			return ""
		}
	}
	return id
}

// words returns id if it is made of letters, digits, "_", "." and
// spaces (for "created_at DESC"), else "".
func words(id string) string {
	for _, c := range id {
		if !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && !(c >= '0' && c <= '9') && c != '_' && c != '.' && c != ' ' {
			return ""
		}
	}
	return id
}

func (s *Server) count(ctx context.Context, q string) (Out, error) {
	rows, err := s.DB.QueryContext(ctx, q) // want `OMCG0032: tool "lax": argument "column" is pasted into the text of a query, where quotes change the statement \("id FROM users UNION SELECT password" passes words\(in.Column\)\)`
	if err != nil {
		return Out{}, err
	}
	defer rows.Close()
	var out Out
	for rows.Next() {
		out.Rows++
	}
	return out, rows.Err()
}

// Not flagged: a name of the class holds no clause.
func (s *Server) strict(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := s.count(ctx, "SELECT "+name(in.Column)+" FROM notes")
	return nil, out, err
}

func (s *Server) lax(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := s.count(ctx, "SELECT "+words(in.Column)+" FROM notes")
	return nil, out, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "strict", Description: "Count the values of a column."}, s.strict)
	mcp.AddTool(srv, &mcp.Tool{Name: "lax", Description: "Count the values of a column."}, s.lax)
}
