// Package readonly registers go-sdk tools that run a statement the model
// writes whole, behind checks that it starts with a keyword that reads:
// the check says the tool means to read only, and a statement that
// starts with the keyword can still write.
package readonly

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
	Rows int `json:"rows"`
}

type Server struct{ DB *sql.DB }

// checkRead refuses a statement that starts with neither SELECT nor WITH.
func checkRead(stmt string) error {
	s := strings.ToUpper(strings.TrimSpace(stmt))
	if !strings.HasPrefix(s, "SELECT") && !strings.HasPrefix(s, "WITH") {
		return errors.New("only SELECT and WITH statements are allowed")
	}
	return nil
}

func count(rows *sql.Rows, err error) (Out, error) {
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

func (s *Server) query(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := checkRead(in.SQL); err != nil {
		return nil, Out{}, err
	}
	out, err := count(s.DB.QueryContext(ctx, in.SQL)) // want `OMCG0032: tool "query": argument "sql" is run whole after a check that does not make it read-only \("WITH d AS \(DELETE FROM t RETURNING \*\) SELECT \* FROM d" passes strings.HasPrefix\(s, "WITH"\) \(in checkRead\)\): query: argument sql → \(\*Server\).query → \(\*sql.DB\).QueryContext; .*`
	return nil, out, err
}

func (s *Server) selectOnly(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !strings.HasPrefix(strings.ToLower(in.SQL), "select") {
		return nil, Out{}, errors.New("only select")
	}
	out, err := count(s.DB.QueryContext(ctx, in.SQL)) // want `OMCG0032: tool "select_only": argument "sql" is run whole after a check that does not make it read-only \("select 1; drop table t" passes strings.HasPrefix\(strings.ToLower\(in.SQL\), "select"\)\)`
	return nil, out, err
}

// Not flagged: a tool whose job is any statement, with no check that
// says otherwise.
func (s *Server) any(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := count(s.DB.QueryContext(ctx, in.SQL))
	return nil, out, err
}

// Not flagged: the keyword picks how the statement runs, and both ways
// run it: no intent to read only.
func (s *Server) either(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if strings.HasPrefix(strings.ToUpper(in.SQL), "SELECT") {
		out, err := count(s.DB.QueryContext(ctx, in.SQL))
		return nil, out, err
	}
	_, err := s.DB.ExecContext(ctx, in.SQL)
	return nil, Out{}, err
}

// Not flagged: the statement must be one of the code's.
func (s *Server) canned(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if in.SQL != "SELECT * FROM notes" && in.SQL != "SELECT count(*) FROM notes" {
		return nil, Out{}, errors.New("unknown statement")
	}
	out, err := count(s.DB.QueryContext(ctx, in.SQL))
	return nil, out, err
}

// Not flagged: the statement runs in a transaction begun read-only, as
// the check means.
func (s *Server) inReadOnlyTx(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := checkRead(in.SQL); err != nil {
		return nil, Out{}, err
	}
	tx, err := s.DB.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, Out{}, err
	}
	defer tx.Rollback()
	out, err := count(tx.QueryContext(ctx, in.SQL))
	return nil, out, err
}

// A transaction that may write leaves the check alone.
func (s *Server) inTx(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := checkRead(in.SQL); err != nil {
		return nil, Out{}, err
	}
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return nil, Out{}, err
	}
	defer tx.Rollback()
	out, err := count(tx.QueryContext(ctx, in.SQL)) // want `OMCG0032: tool "query_in_tx": argument "sql" is run whole after a check that does not make it read-only`
	return nil, out, err
}

func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "query_read_only_tx"}, s.inReadOnlyTx)
	mcp.AddTool(srv, &mcp.Tool{Name: "query_in_tx"}, s.inTx)
	mcp.AddTool(srv, &mcp.Tool{Name: "query"}, s.query)
	mcp.AddTool(srv, &mcp.Tool{Name: "select_only"}, s.selectOnly)
	mcp.AddTool(srv, &mcp.Tool{Name: "run_any"}, s.any)
	mcp.AddTool(srv, &mcp.Tool{Name: "run_either"}, s.either)
	mcp.AddTool(srv, &mcp.Tool{Name: "canned"}, s.canned)
	mcp.AddTool(srv, &mcp.Tool{Name: "listed"}, s.listed)
	mcp.AddTool(srv, &mcp.Tool{Name: "limited"}, s.limited)
	mcp.AddTool(srv, &mcp.Tool{Name: "answered"}, s.answered)
}

// listed refuses a statement that starts with none of the keywords, the
// checks written inline one after the other.
func (s *Server) listed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := strings.TrimSpace(strings.ToUpper(in.SQL))
	if !strings.HasPrefix(q, "SELECT") && !strings.HasPrefix(q, "SHOW") && !strings.HasPrefix(q, "DESCRIBE") && !strings.HasPrefix(q, "EXPLAIN") {
		return nil, Out{}, errors.New("only SELECT, SHOW, DESCRIBE and EXPLAIN")
	}
	out, err := count(s.DB.QueryContext(ctx, in.SQL)) // want `OMCG0032: tool "listed": argument "sql" is run whole after a check that does not make it read-only \("SELECT 1; DROP TABLE t" passes strings.HasPrefix\(q, "SELECT"\)\)`
	return nil, out, err
}

// limited is listed, with a LIMIT added to a SELECT that has none: a
// later branch on the keyword, both of whose ways run the statement, is
// no part of the checks.
func (s *Server) limited(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := strings.TrimSpace(strings.ToUpper(in.SQL))
	if !strings.HasPrefix(q, "SELECT") && !strings.HasPrefix(q, "SHOW") && !strings.HasPrefix(q, "EXPLAIN") {
		return nil, Out{}, errors.New("only SELECT, SHOW and EXPLAIN")
	}
	stmt := in.SQL
	if strings.HasPrefix(q, "SELECT") && !strings.Contains(q, "LIMIT") {
		stmt += " LIMIT 100"
	}
	out, err := count(s.DB.QueryContext(ctx, stmt)) // want `OMCG0032: tool "limited": argument "sql" is run whole after a check that does not make it read-only`
	return nil, out, err
}

// answered is listed with the refusal an answer of its own, a text
// result and no error, as servers write it: the call ends there all the
// same.
func (s *Server) answered(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := strings.ToUpper(strings.TrimSpace(in.SQL))
	if !strings.HasPrefix(q, "SELECT") && !strings.HasPrefix(q, "WITH") {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Error: only SELECT queries are allowed"}}}, Out{}, nil
	}
	out, err := count(s.DB.QueryContext(ctx, in.SQL)) // want `OMCG0032: tool "answered": argument "sql" is run whole after a check that does not make it read-only \("SELECT 1; DROP TABLE t" passes strings.HasPrefix\(q, "SELECT"\)\)`
	return nil, out, err
}
