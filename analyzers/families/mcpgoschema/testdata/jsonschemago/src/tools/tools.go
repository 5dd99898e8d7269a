// Package tools gives WithInputSchema a recursive type, which
// jsonschema-go refuses: this mcp-go reflects with it.
package tools

import "github.com/mark3labs/mcp-go/mcp"

type Node struct {
	Name string `json:"name"`
	Next *Node  `json:"next"`
}

var Tool = mcp.NewTool("walk", mcp.WithInputSchema[Node]()) // want `mcp.WithInputSchema\[Node\]: mcp-go cannot write a schema for Node \(jsonschema-go: .*cycle detected`
