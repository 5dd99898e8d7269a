// Package elsewhere registers on an mcp-go server tools built by one
// package with handlers made by another: the registration is the only
// place that pairs them, so the handler is followed here.
package elsewhere

import (
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0031/elsewhere/handlers"
	"fixtures/omcg0031/elsewhere/tools"
)

// Register adds the tools to s.
func Register(s *server.MCPServer) {
	client := handlers.Client{Namespace: "default"}
	run := tools.RunTool()
	h := handlers.Run(client) // want `OMCG0031: tool "kubectl_elsewhere": argument "command" is split into words that a program reads as its arguments, where any word can be an option: kubectl_elsewhere: argument command → handlers.Run\(…\) → exec.CommandContext\("kubectl", …\); refuse a word that starts with "-" unless it is an option the tool allows`
	s.AddTool(run, h)
	s.AddTool(tools.EndedTool(), handlers.Ended(client))
}
