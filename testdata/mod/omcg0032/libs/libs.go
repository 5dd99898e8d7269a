// Package libs registers go-sdk tools whose handlers paste an argument
// into a query run by a database library outside the standard library:
// sqlx and pgx (pgx's pool, and one connection).
package libs

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Owner string `json:"owner"`
}

type Out struct {
	Bodies []string `json:"bodies"`
}

// Store keeps the notes in one of the libraries' handles (the escape test
// in testdata/mod/escape builds the tools with them).
type Store struct {
	X    *sqlx.DB
	Pool *pgxpool.Pool
	Conn *pgx.Conn
}

func (s *Store) sqlxSelect(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	var out Out
	err := s.X.SelectContext(ctx, &out.Bodies, "SELECT body FROM notes WHERE owner = '"+in.Owner+"'") // want `OMCG0032: tool "sqlx_find": argument "owner" .*: sqlx_find: argument owner → \(\*Store\).sqlxSelect → \(\*sqlx.DB\).SelectContext;`
	return nil, out, err
}

func (s *Store) sqlxExec(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	s.X.MustExec(fmt.Sprintf("DELETE FROM notes WHERE owner = '%s'", in.Owner)) // want `OMCG0032: tool "sqlx_delete": argument "owner" .*: sqlx_delete: argument owner → \(\*Store\).sqlxExec → \(\*sqlx.DB\).MustExec;`
	return nil, Out{}, nil
}

func (s *Store) pgxPool(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := s.Pool.Exec(ctx, "DELETE FROM notes WHERE owner = '"+in.Owner+"'") // want `OMCG0032: tool "pgx_delete": argument "owner" .*: pgx_delete: argument owner → \(\*Store\).pgxPool → \(\*pgxpool.Pool\).Exec;`
	return nil, Out{}, err
}

func (s *Store) pgxConn(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	rows, err := s.Conn.Query(ctx, "SELECT body FROM notes WHERE owner = '"+in.Owner+"'") // want `OMCG0032: tool "pgx_find": argument "owner" .*: pgx_find: argument owner → \(\*Store\).pgxConn → \(\*pgx.Conn\).Query;`
	if err == nil {
		rows.Close()
	}
	return nil, Out{}, err
}

// ---- Not flagged: the argument is a placeholder's value. ----

func (s *Store) sqlxPlaceholder(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	var out Out
	err := s.X.SelectContext(ctx, &out.Bodies, "SELECT body FROM notes WHERE owner = ?", in.Owner)
	return nil, out, err
}

func (s *Store) pgxPlaceholder(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := s.Pool.Exec(ctx, "DELETE FROM notes WHERE owner = $1", in.Owner)
	return nil, Out{}, err
}

// Register registers the tools of the handles st has.
func Register(s *mcp.Server, st *Store) {
	mcp.AddTool(s, &mcp.Tool{Name: "sqlx_find"}, st.sqlxSelect)
	mcp.AddTool(s, &mcp.Tool{Name: "sqlx_delete"}, st.sqlxExec)
	mcp.AddTool(s, &mcp.Tool{Name: "sqlx_find_placeholder"}, st.sqlxPlaceholder)
	mcp.AddTool(s, &mcp.Tool{Name: "pgx_delete"}, st.pgxPool)
	mcp.AddTool(s, &mcp.Tool{Name: "pgx_find"}, st.pgxConn)
	mcp.AddTool(s, &mcp.Tool{Name: "pgx_delete_placeholder"}, st.pgxPlaceholder)
}
