// Package percause has one type with its own JSON form used by many
// fields of many tools: one finding, at the type, counting them.
package percause

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// StringOrInt reads "7" and 7 alike.
type StringOrInt int // want `OMCG0014: a_get, b_get, c_get and 2 more tools: StringOrInt \(at 5 fields\): the go-sdk infers the Go shape of percause.StringOrInt \(an integer\), but encoding/json reads whatever its UnmarshalJSON method does`

func (s *StringOrInt) UnmarshalJSON(b []byte) error { return json.Unmarshal(b, (*int)(s)) }

type AIn struct {
	ID StringOrInt `json:"id"`
}

type BIn struct {
	ID StringOrInt `json:"id"`
}

type CIn struct {
	Page  StringOrInt `json:"page"`
	Limit StringOrInt `json:"limit"`
}

type DIn struct {
	ID StringOrInt `json:"id"`
}

type Out struct {
	OK bool `json:"ok"`
}

func a(ctx context.Context, req *mcp.CallToolRequest, in AIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func b(ctx context.Context, req *mcp.CallToolRequest, in BIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func c(ctx context.Context, req *mcp.CallToolRequest, in CIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func d(ctx context.Context, req *mcp.CallToolRequest, in DIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "a_get"}, a)
	mcp.AddTool(s, &mcp.Tool{Name: "b_get"}, b)
	mcp.AddTool(s, &mcp.Tool{Name: "c_get"}, c)
	mcp.AddTool(s, &mcp.Tool{Name: "d_get"}, d)
	mcp.AddTool(s, &mcp.Tool{Name: "e_get"}, d)
}
