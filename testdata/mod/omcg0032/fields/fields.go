// Package fields registers tools whose handlers decode the arguments
// into a struct and hand a pointer to it to a helper that builds a query:
// a string field reaches the query's text and is reported; the integer
// fields (int, *int, bool) are not text that quotes can change and are
// not reported, whatever the helper does with them.
package fields

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type Req struct {
	Table  string `json:"table"`
	Limit  *int   `json:"limit,omitempty"`
	Offset *int   `json:"offset,omitempty"`
	Count  int    `json:"count,omitempty"`
	Desc   bool   `json:"desc,omitempty"`
}

type Store struct{ db *sql.DB }

// build writes every field into the text of the query.
func build(r *Req) string {
	q := "SELECT * FROM " + r.Table
	if r.Limit != nil {
		q += fmt.Sprintf(" LIMIT %d", *r.Limit)
	}
	if r.Offset != nil {
		q += fmt.Sprintf(" OFFSET %v", r.Offset)
	}
	q += fmt.Sprintf(" /* %d %t */", r.Count, r.Desc)
	return q
}

func (s *Store) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var r Req
	if err := req.BindArguments(&r); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, build(&r)) // want `OMCG0032: tool "list_rows": argument "table" is pasted into the text of a query`
	if err == nil {
		rows.Close()
	}
	return nil, err
}

func (s *Store) listTyped(ctx context.Context, req *sdk.CallToolRequest, in Req) (*sdk.CallToolResult, any, error) {
	rows, err := s.db.QueryContext(ctx, build(&in)) // want `OMCG0032: tool "list_typed": argument "table" is pasted into the text of a query`
	if err == nil {
		rows.Close()
	}
	return nil, nil, err
}

// ---- Not flagged: only the integers reach the text. ----

func page(r *Req) string {
	q := "SELECT * FROM t"
	if r.Limit != nil {
		q += fmt.Sprintf(" LIMIT %d", *r.Limit)
	}
	if r.Offset != nil {
		q += fmt.Sprint(" OFFSET ", *r.Offset)
	}
	return q + fmt.Sprintf(" /* %d %t */", r.Count, r.Desc)
}

func (s *Store) paged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var r Req
	if err := req.BindArguments(&r); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, page(&r), r.Table)
	if err == nil {
		rows.Close()
	}
	return nil, err
}

func (s *Store) pagedTyped(ctx context.Context, req *sdk.CallToolRequest, in Req) (*sdk.CallToolResult, any, error) {
	rows, err := s.db.QueryContext(ctx, page(&in), in.Table)
	if err == nil {
		rows.Close()
	}
	return nil, nil, err
}

func Register(s *server.MCPServer, ss *sdk.Server, st *Store) {
	s.AddTool(mcp.NewTool("list_rows", mcp.WithString("table"), mcp.WithNumber("limit"), mcp.WithNumber("offset"), mcp.WithNumber("count"), mcp.WithBoolean("desc")), st.list)
	s.AddTool(mcp.NewTool("paged_rows", mcp.WithString("table"), mcp.WithNumber("limit"), mcp.WithNumber("offset"), mcp.WithNumber("count"), mcp.WithBoolean("desc")), st.paged)
	sdk.AddTool(ss, &sdk.Tool{Name: "list_typed"}, st.listTyped)
	sdk.AddTool(ss, &sdk.Tool{Name: "paged_typed"}, st.pagedTyped)
}
