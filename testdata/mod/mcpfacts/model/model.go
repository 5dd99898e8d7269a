// Package model declares types in a package that imports nothing MCP:
// its enums and docs reach the tools of another package through facts.
package model

// Color is a string enum.
type Color string

const (
	Red  Color = "red"
	Blue Color = "blue"
)

// Paint is a request to paint.
type Paint struct {
	// Color to use.
	Color Color `json:"color"`
}
