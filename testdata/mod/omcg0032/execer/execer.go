// Package execer runs its queries through an interface of its own that
// database/sql's *DB, *Conn and *Tx implement (the way a server hides
// whether it is in a transaction): the call through the interface runs
// the library's QueryContext, and an argument pasted into the statement
// changes it. The twin passes the argument as a placeholder's value.
package execer

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// queryer is what runs a statement: a *sql.DB, a *sql.Conn or a *sql.Tx.
type queryer interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

type In struct {
	Owner string `json:"owner"`
}

type Out struct {
	Count int `json:"count"`
}

// Store runs its statements on q.
type Store struct{ q queryer }

func (s *Store) count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	rows, err := s.q.QueryContext(ctx, "SELECT count(*) FROM notes WHERE owner = '"+in.Owner+"'") // want `OMCG0032: tool "count_owned": argument "owner" .*: count_owned: argument owner → \(\*Store\).count → queryer.QueryContext;`
	return done(rows, err)
}

// Not flagged: the owner is a placeholder's value.
func (s *Store) countSafe(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	rows, err := s.q.QueryContext(ctx, "SELECT count(*) FROM notes WHERE owner = ?", in.Owner)
	return done(rows, err)
}

func done(rows *sql.Rows, err error) (*mcp.CallToolResult, Out, error) {
	if err != nil {
		return nil, Out{}, err
	}
	defer rows.Close()
	var out Out
	for rows.Next() {
		if err := rows.Scan(&out.Count); err != nil {
			return nil, Out{}, err
		}
	}
	return nil, out, rows.Err()
}

func Register(srv *mcp.Server, s *Store) {
	mcp.AddTool(srv, &mcp.Tool{Name: "count_owned"}, s.count)
	mcp.AddTool(srv, &mcp.Tool{Name: "count_owned_safe"}, s.countSafe)
}

// NewStore runs the statements on a connection of db (the escape test
// builds the tools with it).
func NewStore(ctx context.Context, db *sql.DB) (*Store, error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	return &Store{q: conn}, nil
}
