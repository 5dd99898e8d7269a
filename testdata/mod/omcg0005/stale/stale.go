// Package stale changed since its mcpvet_gen.go was written: In has a new
// field, Humidity a new name and Wind is new. The generated file is
// flagged at its package clause.
package stale

import "context"

// In asks for the weather of a city.
type In struct {
	// City is the city's name.
	City string `json:"city"`
	// Country narrows the city down.
	Country string `json:"country,omitempty"`
}

// Out is a measurement.
type Out struct {
	Value float64 `json:"value"`
}

// Temperature returns the temperature of a city.
//
//mcp:tool
func Temperature(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Humidity returns the humidity of a city.
//
//mcp:tool relative_humidity
func Humidity(ctx context.Context, in In) (Out, error) { return Out{}, nil }

// Wind returns the wind speed in a city.
//
//mcp:tool
func Wind(ctx context.Context, in In) (Out, error) { return Out{}, nil }
