// Package allowlist registers tools that compare an argument with each
// value of a list before pasting it into a query: a list of the code's or
// of the operator's (an allow-list: the argument is one of them, silent),
// a deny-list (the argument is none of them: still the model's), and a
// list of the model's own (no check at all).
package allowlist

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Database string   `json:"database"`
	Table    string   `json:"table"`
	Others   []string `json:"others,omitempty"`
}

type Out struct{}

// databases is the operator's: the environment, not the model.
var databases = strings.Split(os.Getenv("DATABASES"), ",")

// denied lists what may not be read.
var denied = []string{"mysql", "information_schema"}

// validateDatabase is the allow-list of a public server: the argument
// equals one of the operator's databases, or the call fails.
func validateDatabase(database string) error {
	for _, allowed := range databases {
		if database == allowed {
			return nil
		}
	}
	return errors.New("database not allowed")
}

// notDenied is a deny-list: what passes is any database but two.
func notDenied(database string) error {
	for _, d := range denied {
		if database == d {
			return errors.New("database denied")
		}
	}
	return nil
}

// tables are the tables a tool may count.
var tables = []string{"notes", "tags"}

type Store struct{ db *sql.DB }

func (s *Store) tablesOf(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := validateDatabase(in.Database); err != nil {
		return nil, Out{}, err
	}
	_, err := s.db.QueryContext(ctx, "SHOW TABLES FROM `"+in.Database+"`")
	return nil, Out{}, err
}

// count looks the table up in the code's list, in the handler.
func (s *Store) count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	for _, t := range tables {
		if in.Table == t {
			_, err := s.db.QueryContext(ctx, "SELECT count(*) FROM "+in.Table)
			return nil, Out{}, err
		}
	}
	return nil, Out{}, errors.New("no such table")
}

func (s *Store) denyListed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := notDenied(in.Database); err != nil {
		return nil, Out{}, err
	}
	_, err := s.db.QueryContext(ctx, "SHOW TABLES FROM `"+in.Database+"`") // want `OMCG0032: tool "deny_listed": argument "database" is pasted into the text of a query`
	return nil, Out{}, err
}

// modelsOwnList compares the table with a list the model sent too.
func (s *Store) modelsOwnList(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	for _, t := range in.Others {
		if in.Table == t {
			_, err := s.db.QueryContext(ctx, "SELECT count(*) FROM "+in.Table) // want `OMCG0032: tool "models_own_list": argument "table" is pasted into the text of a query`
			return nil, Out{}, err
		}
	}
	return nil, Out{}, nil
}

func Register(s *mcp.Server, st *Store) {
	mcp.AddTool(s, &mcp.Tool{Name: "tables_of"}, st.tablesOf)
	mcp.AddTool(s, &mcp.Tool{Name: "count_rows"}, st.count)
	mcp.AddTool(s, &mcp.Tool{Name: "deny_listed"}, st.denyListed)
	mcp.AddTool(s, &mcp.Tool{Name: "models_own_list"}, st.modelsOwnList)
}
