// Package quick registers tools with runtime.AddTool. Reflection cannot
// list enum constants, so a tool whose schema has an enum needs the
// generated file; a tool without one does not.
package quick

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Unit is an enum.
type Unit string

const (
	Celsius    Unit = "celsius"
	Fahrenheit Unit = "fahrenheit"
)

type TempIn struct {
	City string `json:"city"`
	Unit Unit   `json:"unit"`
}

type PlainIn struct {
	City string `json:"city"` // doc comments alone do not need gen in a package without it
}

type Out struct {
	Value float64 `json:"value"`
}

func temp(ctx context.Context, req *mcp.CallToolRequest, in TempIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func plain(ctx context.Context, req *mcp.CallToolRequest, in PlainIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	runtime.AddTool(s, &mcp.Tool{Name: "temp"}, temp)   // want `OMCG0005: runtime.AddTool cannot see enum constants by reflection`
	runtime.AddTool(s, &mcp.Tool{Name: "plain"}, plain) // not flagged
	mcp.AddTool(s, &mcp.Tool{Name: "sdk_temp"}, temp)   // not flagged: the SDK has its own inference, which knows no enums at all
}
