// Package fields has tools whose input structs have two fields for one
// JSON name: reported at the field, once however many tools use the type.
package fields

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Base struct {
	Name string `json:"name"` // want `OMCG0007: tie: TieIn.name: fields Name and Name tie for JSON name "name" at the same depth; encoding/json drops them all; give one of them another JSON name with a json tag`
}

type Other struct {
	Name string `json:"name"`
}

// TieIn embeds Base and Other, whose fields tie for "name".
type TieIn struct {
	Base
	Other
	Q string `json:"q"`
}

// CaseIn has two JSON names that differ only by case.
type CaseIn struct {
	ID string `json:"id"`
	Id string `json:"ID"` // want `OMCG0007: cased: CaseIn.Id: JSON names "id" and "ID" differ only by case; encoding/json matches names case-insensitively on input, so which field an argument fills is ambiguous; rename one of them so that the names differ by more than case`
}

// CaseOut has the same names in an output: encoding/json writes both, so
// it is not reported.
type CaseOut struct {
	ID string `json:"id"`
	Id string `json:"ID"`
}

type Out struct {
	N int `json:"n"`
}

func tie(ctx context.Context, req *mcp.CallToolRequest, in TieIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func cased(ctx context.Context, req *mcp.CallToolRequest, in CaseIn) (*mcp.CallToolResult, CaseOut, error) {
	return nil, CaseOut{}, nil
}

func register(s, admin *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "tie"}, tie)
	mcp.AddTool(admin, &mcp.Tool{Name: "tie"}, tie) // the same type again: reported once, at the field
	mcp.AddTool(s, &mcp.Tool{Name: "cased"}, cased)
}

// Fine has fields that each have a JSON name of their own: not flagged.
type Fine struct {
	Name  string `json:"name"`
	Title string `json:"title"`
}

//mcp:tool
func FineTool(ctx context.Context, in Fine) (Out, error) { return Out{}, nil }
