// Package partcheck registers go-sdk tools that check a word of a
// statement (its target table, against the tables that may be written)
// and run the whole statement: a second statement after the word passes
// the check. A statement built from the checked word alone is not
// reported.
package partcheck

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

type Server struct{ DB *sql.DB }

// writable are the tables the tools may write.
var writable = map[string]bool{"notes": true}

// target is the table a statement writes: UPDATE t, DELETE FROM t.
func target(stmt string) (string, error) {
	words := strings.Fields(stmt)
	switch {
	case len(words) >= 2 && strings.EqualFold(words[0], "UPDATE"):
		return strings.ToLower(words[1]), nil
	case len(words) >= 3 && strings.EqualFold(words[0], "DELETE"):
		return strings.ToLower(words[2]), nil
	}
	return "", errors.New("only UPDATE and DELETE")
}

func (s *Server) execute(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	table, err := target(in.SQL)
	if err != nil {
		return nil, Out{}, err
	}
	if !writable[table] {
		return nil, Out{}, errors.New("table " + table + " may not be written")
	}
	res, err := s.DB.ExecContext(ctx, in.SQL) // want `OMCG0032: tool "execute": argument "sql" is run whole after a check of one word of it \("…; DROP TABLE t" passes writable\[table\]\)`
	if err != nil {
		return nil, Out{}, err
	}
	n, _ := res.RowsAffected()
	return nil, Out{Rows: n}, nil
}

// Not flagged: the statement is the code's, with the checked table in it.
func (s *Server) clear(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	table, err := target(in.SQL)
	if err != nil {
		return nil, Out{}, err
	}
	if !writable[table] {
		return nil, Out{}, errors.New("table " + table + " may not be written")
	}
	res, err := s.DB.ExecContext(ctx, "DELETE FROM "+table)
	if err != nil {
		return nil, Out{}, err
	}
	n, _ := res.RowsAffected()
	return nil, Out{Rows: n}, nil
}

// Not flagged: the first word picks how the statement runs, and both
// ways run it: the tool runs any statement, which is its job.
func (s *Server) run(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	words := strings.Fields(in.SQL)
	if len(words) > 0 && strings.EqualFold(words[0], "SELECT") {
		rows, err := s.DB.QueryContext(ctx, in.SQL)
		if err != nil {
			return nil, Out{}, err
		}
		defer rows.Close()
		return nil, Out{}, nil
	}
	res, err := s.DB.ExecContext(ctx, in.SQL)
	if err != nil {
		return nil, Out{}, err
	}
	n, _ := res.RowsAffected()
	return nil, Out{Rows: n}, nil
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "execute", Description: "Run an UPDATE or DELETE on a table that may be written."}, s.execute)
	mcp.AddTool(srv, &mcp.Tool{Name: "run", Description: "Run any statement."}, s.run)
	mcp.AddTool(srv, &mcp.Tool{Name: "clear", Description: "Delete the rows of a table that may be written."}, s.clear)
}
