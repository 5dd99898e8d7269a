// Package server wires the kubectl executor into the tools and registers
// them.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0031/ifaceafar/kubectl"
	"fixtures/omcg0031/ifaceafar/tools"
)

// Register adds the tools.
func Register(s *server.MCPServer) {
	h := &tools.Handler{Exec: kubectl.Kubectl{}}
	s.AddTool(mcp.NewTool("kubectl", mcp.WithString("command", mcp.Required())), h.Run) // want `OMCG0031: tool "kubectl": argument "command" is split into words that a program reads as its arguments, where any word can be an option: kubectl: argument command → \(\*fixtures/omcg0031/ifaceafar/tools.Handler\).Run → kubectl.Kubectl.Execute → exec.Command\("kubectl", …\)`
	s.AddTool(mcp.NewTool("kubectl_listed", mcp.WithString("command", mcp.Required())), h.Listed)
}
