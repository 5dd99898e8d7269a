// Package fresh declares //mcp:tool funcs and methods, and its
// mcpvet_gen.go is what mcpvet gen writes now: not flagged.
package fresh

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

// Unit is a unit of temperature.
type Unit string

const (
	Celsius    Unit = "celsius"
	Fahrenheit Unit = "fahrenheit"
)

// In asks for the temperature of a city.
type In struct {
	// City is the city's name.
	City string `json:"city"`
	// Unit defaults to celsius.
	Unit Unit `json:"unit,omitempty"`
}

// Out is a temperature.
type Out struct {
	// Value is the temperature in the unit asked for.
	Value float64 `json:"value"`
}

// Temperature returns the temperature of a city.
//
//mcp:tool title="Temperature" readonly
func Temperature(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Station is a weather station.
type Station struct{ name string }

// Rename renames the station.
//
//mcp:tool destructive=false
//mcp:param name "the new name"
func (s *Station) Rename(name string) error { s.name = name; return nil }

// Quick is registered on the quick path: its enum reaches the runtime
// through the generated file's facts.
func Quick(s *mcp.Server) {
	runtime.AddTool(s, &mcp.Tool{Name: "quick"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return nil, Out{}, nil
	})
}
