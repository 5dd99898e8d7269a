// Package docs writes the server's tools into a document, as a docs
// generator does. Entry has a tool's shape (a Name, an InputSchema, MCP's
// hints), but each of its literals copies a tool declared elsewhere, its
// name read from that tool: none of them is a tool.
package docs

import (
	"github.com/mark3labs/mcp-go/server"

	"fixtures/mcpfacts/owntype/api"
)

type Entry struct {
	Name        string
	Description string
	InputSchema any
	Annotations api.ToolAnnotations
}

// Entries copies the tools of every toolset.
func Entries() []Entry {
	var out []Entry
	for _, ts := range api.Toolsets() {
		for _, st := range ts.GetTools() {
			t := st.Tool
			out = append(out, Entry{Name: t.Name, Description: t.Description, InputSchema: t.InputSchema, Annotations: t.Annotations})
		}
	}
	return out
}

// Srv is the server whose tools Served copies.
var Srv = server.NewMCPServer("docs", "v1")

// Served copies the tools an mcp-go server holds.
func Served() []Entry {
	var out []Entry
	for _, st := range Srv.ListTools() {
		out = append(out, Entry{Name: st.Tool.Name, Description: st.Tool.Description, InputSchema: st.Tool.InputSchema})
	}
	return out
}

// Index is written by hand: its entry is a tool of its own.
var Index = Entry{Name: "docs_index"} // want `tool "docs_index" own tool type docs.Entry`
