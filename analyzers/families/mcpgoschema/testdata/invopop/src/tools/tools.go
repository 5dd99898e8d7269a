// Package tools gives WithInputSchema a recursive type: jsonschema-go
// refuses it, but this mcp-go reflects with invopop/jsonschema, which
// OMCG0027 does not judge.
package tools

import "github.com/mark3labs/mcp-go/mcp"

type Node struct {
	Name string `json:"name"`
	Next *Node  `json:"next"`
}

var Tool = mcp.NewTool("walk", mcp.WithInputSchema[Node]())
