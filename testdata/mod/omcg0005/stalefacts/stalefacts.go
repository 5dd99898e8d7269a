// Package stalefacts registers a tool on the quick path only; its
// generated file hands the runtime the facts of the tool's types, and an
// enum value was added since.
package stalefacts

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Unit is a unit of temperature.
type Unit string

const (
	Celsius    Unit = "celsius"
	Fahrenheit Unit = "fahrenheit"
	Kelvin     Unit = "kelvin"
)

type In struct {
	Unit Unit `json:"unit"`
}

func Register(s *mcp.Server) {
	runtime.AddTool(s, &mcp.Tool{Name: "temp"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
}
