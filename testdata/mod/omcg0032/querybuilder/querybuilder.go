// Package querybuilder registers go-sdk tools that build their statements
// with squirrel, a query builder: a table name, a column or a condition's
// text the model writes is a part of the statement the builder writes the
// rest of, and quotes or a semicolon in it change the statement. A value
// the builder sends as a placeholder's is not.
package querybuilder

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	sq "github.com/Masterminds/squirrel"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Cond is one condition of a WHERE clause, as the model writes it.
type Cond struct {
	Column string `json:"column"`
	Op     string `json:"op"`
	Value  string `json:"value"`
}

type In struct {
	Table string `json:"table"`
	Where []Cond `json:"where,omitempty"`
}

type SetIn struct {
	Table  string `json:"table"`
	Column string `json:"column"`
	Value  string `json:"value"`
	ID     int    `json:"id"`
}

type Out struct {
	Rows int `json:"rows"`
}

type Server struct{ DB *sql.DB }

var qb = sq.StatementBuilder.PlaceholderFormat(sq.Dollar)

// where adds each condition: the column and the operator are pasted into
// the condition's text, the value is a placeholder's.
func where(b sq.SelectBuilder, conds []Cond) sq.SelectBuilder {
	for _, c := range conds {
		b = b.Where(sq.Expr(c.Column+" "+c.Op+" ?", c.Value)) // want `OMCG0032: tool "select_rows": argument "where" is pasted into the text of a query, where quotes change the statement: select_rows: argument where → \(\*Server\).selectRows → where → squirrel.Expr; pass it as a placeholder's value`
	}
	return b
}

func (s *Server) run(ctx context.Context, q string, args []any, err error) (Out, error) {
	if err != nil {
		return Out{}, err
	}
	rows, err := s.DB.QueryContext(ctx, q, args...)
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

func (s *Server) selectRows(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b := where(qb.Select("*").From(in.Table), in.Where) // want `OMCG0032: tool "select_rows": argument "table" is pasted into the text of a query, where quotes change the statement: select_rows: argument table → \(\*Server\).selectRows → squirrel.SelectBuilder.From; pass it as a placeholder's value`
	q, args, err := b.ToSql()
	out, err := s.run(ctx, q, args, err)
	return nil, out, err
}

func (s *Server) deleteRows(ctx context.Context, req *mcp.CallToolRequest, in SetIn) (*mcp.CallToolResult, Out, error) {
	q, args, err := qb.Delete(in.Table).Where("id = ?", in.ID).ToSql() // want `OMCG0032: tool "delete_row": argument "table" is pasted into the text of a query, where quotes change the statement: delete_row: argument table → \(\*Server\).deleteRows → squirrel.StatementBuilderType.Delete; pass it as a placeholder's value`
	out, err := s.run(ctx, q, args, err)
	return nil, out, err
}

func (s *Server) setColumn(ctx context.Context, req *mcp.CallToolRequest, in SetIn) (*mcp.CallToolResult, Out, error) {
	b := sq.Update("notes").Set(in.Column, in.Value).Where(sq.Eq{"id": in.ID}) // want `OMCG0032: tool "set_column": argument "column" is pasted into the text of a query, where quotes change the statement: set_column: argument column → \(\*Server\).setColumn → squirrel.UpdateBuilder.Set; pass it as a placeholder's value`
	q, args, err := b.PlaceholderFormat(sq.Dollar).ToSql()
	out, err := s.run(ctx, q, args, err)
	return nil, out, err
}

// tables are the tables the tools may name.
var tables = map[string]bool{"notes": true, "tags": true}

// Not flagged: the table is one of the code's own, and the condition's
// value is a placeholder's.
func (s *Server) selectKnown(ctx context.Context, req *mcp.CallToolRequest, in SetIn) (*mcp.CallToolResult, Out, error) {
	if !tables[in.Table] {
		return nil, Out{}, errors.New("unknown table " + in.Table)
	}
	q, args, err := qb.Select("id", "body").From(in.Table).Where("body = ?", in.Value).ToSql()
	out, err := s.run(ctx, q, args, err)
	return nil, out, err
}

// Not flagged: the identifier is quoted, its quotes doubled; the value is
// a placeholder's.
func (s *Server) insertQuoted(ctx context.Context, req *mcp.CallToolRequest, in SetIn) (*mcp.CallToolResult, Out, error) {
	table := `"` + strings.ReplaceAll(in.Table, `"`, `""`) + `"`
	q, args, err := qb.Insert(table).Columns("body").Values(in.Value).ToSql()
	out, err := s.run(ctx, q, args, err)
	return nil, out, err
}

// Not flagged: the values of a squirrel.Eq, and a condition's
// arguments, are placeholders' values.
func (s *Server) byOwner(ctx context.Context, req *mcp.CallToolRequest, in SetIn) (*mcp.CallToolResult, Out, error) {
	q, args, err := qb.Select("id").From("notes").Where(sq.Eq{"owner": in.Value}).Where("body LIKE ?", in.Column).ToSql()
	out, err := s.run(ctx, q, args, err)
	return nil, out, err
}

// Register adds the tools.
func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "select_rows", Description: "Select rows of a table."}, s.selectRows)
	mcp.AddTool(srv, &mcp.Tool{Name: "delete_row", Description: "Delete a row of a table."}, s.deleteRows)
	mcp.AddTool(srv, &mcp.Tool{Name: "set_column", Description: "Set a column of a note."}, s.setColumn)
	mcp.AddTool(srv, &mcp.Tool{Name: "select_known", Description: "Select notes of a known table."}, s.selectKnown)
	mcp.AddTool(srv, &mcp.Tool{Name: "insert_quoted", Description: "Insert a note into a table."}, s.insertQuoted)
	mcp.AddTool(srv, &mcp.Tool{Name: "by_owner", Description: "Find the notes of an owner."}, s.byOwner)
}
