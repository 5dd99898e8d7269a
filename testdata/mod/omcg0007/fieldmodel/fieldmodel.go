// Package fieldmodel declares a type with a field tie in a package that
// imports nothing MCP: a tool of another package that uses it is reported
// at the tool, with the path to the fields.
package fieldmodel

type Left struct {
	Key string `json:"key"`
}

type Right struct {
	Key string `json:"key"`
}

// Pair embeds two structs with the same JSON name at the same depth.
type Pair struct {
	Left
	Right
}
