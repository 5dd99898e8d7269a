// Package tx registers a go-sdk tool whose handler pastes an argument
// into a query run in a transaction.
package tx

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Owner string `json:"owner"`
}

type Out struct {
	Count int `json:"count"`
}

type Store struct{ db *sql.DB }

func (s *Store) count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, Out{}, err
	}
	defer tx.Rollback()
	var out Out
	err = tx.QueryRow("SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'").Scan(&out.Count) // want `OMCG0032: tool "count_in_tx": argument "owner" .*: count_in_tx: argument owner → \(\*Store\).count → \(\*sql.Tx\).QueryRow;`
	return nil, out, err
}

// Not flagged: the owner is a placeholder's value.
func (s *Store) countSafe(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, Out{}, err
	}
	defer tx.Rollback()
	var out Out
	err = tx.QueryRow("SELECT count(*) FROM notes WHERE owner = ?", in.Owner).Scan(&out.Count)
	return nil, out, err
}

func Register(srv *mcp.Server, s *Store) {
	mcp.AddTool(srv, &mcp.Tool{Name: "count_in_tx"}, s.count)
	mcp.AddTool(srv, &mcp.Tool{Name: "count_in_tx_safe"}, s.countSafe)
}

// NewStore keeps the notes in db (the escape test builds the tools with
// it).
func NewStore(db *sql.DB) *Store { return &Store{db: db} }
