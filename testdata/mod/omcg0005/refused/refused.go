// Package refused has //mcp:tool funcs and a runtime.AddTool tool whose
// schema needs an enum, and no mcpvet_gen.go; but one tool returns a chan
// (OMCG0003), so mcpvet gen refuses the package. OMCG0005 says nothing
// here: "run mcpvet gen" would only be refused. OMCG0003 says why, once.
package refused

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

// Search searches.
//
//mcp:tool
func Search(ctx context.Context, in In) ([]string, error) { return nil, nil }

// Watch has a result that is no tool result.
//
//mcp:tool
func Watch(ctx context.Context) (chan int, error) { return nil, nil }

// Unit is an enum.
type Unit string

const (
	Celsius    Unit = "celsius"
	Fahrenheit Unit = "fahrenheit"
)

type TempIn struct {
	Unit Unit `json:"unit"`
}

func temp(ctx context.Context, req *mcp.CallToolRequest, in TempIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	runtime.AddTool(s, &mcp.Tool{Name: "temp"}, temp)
}
