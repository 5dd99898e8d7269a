// Package explain registers the tools of a database server whose job is
// a whole statement: a plan of the model's query is not a value pasted
// into a query's structure, and is not reported. A value pasted into the
// text of a statement after EXPLAIN still is.
package explain

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
	Owner string `json:"owner,omitempty"`
}

type Out struct {
	Plan string `json:"plan"`
}

type Server struct{ db *sql.DB }

func (s *Server) run(ctx context.Context, q string) (*mcp.CallToolResult, Out, error) {
	var plan string
	err := s.db.QueryRowContext(ctx, q).Scan(&plan) // want `OMCG0032: tool "owner_plan": argument "owner" is pasted into the text of a query`
	return nil, Out{Plan: plan}, err
}

func (s *Server) explain(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return s.run(ctx, fmt.Sprintf("EXPLAIN %s", in.Query))
}

func (s *Server) analyze(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return s.run(ctx, "EXPLAIN ANALYZE "+in.Query)
}

func (s *Server) formatted(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return s.run(ctx, fmt.Sprintf("EXPLAIN (FORMAT JSON) %s;", in.Query))
}

func (s *Server) ownerPlan(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return s.run(ctx, fmt.Sprintf("EXPLAIN SELECT * FROM notes WHERE owner = '%s'", in.Owner))
}

func Register(srv *mcp.Server, db *sql.DB) {
	s := &Server{db: db}
	mcp.AddTool(srv, &mcp.Tool{Name: "explain", Description: "Show the plan of a query."}, s.explain)
	mcp.AddTool(srv, &mcp.Tool{Name: "explain_analyze", Description: "Run a query and show its plan."}, s.analyze)
	mcp.AddTool(srv, &mcp.Tool{Name: "explain_json", Description: "Show the plan of a query as JSON."}, s.formatted)
	mcp.AddTool(srv, &mcp.Tool{Name: "owner_plan", Description: "Show the plan of the owner's notes query."}, s.ownerPlan)
}
