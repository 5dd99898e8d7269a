// Package typedapp declares its tools with typed.MustTool.
package typedapp

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/mcpfacts/wrappers/typed"
)

type ListTeamsParams struct {
	Query string `json:"query"`
}

func listTeams(ctx context.Context, p ListTeamsParams) ([]string, error) { return nil, nil }

var ListTeams = typed.MustTool( // want `tool "list_teams" mark3labs mcp.Tool via typed.MustTool title="List teams" description="Search for teams." readOnly`
	"list_teams",
	"Search for teams.",
	listTeams,
	mcp.WithTitleAnnotation("List teams"),
	mcp.WithReadOnlyHintAnnotation(true),
)

var DeleteTeam = typed.MustTool("delete_team", "Delete a team.", listTeams, mcp.WithDestructiveHintAnnotation(true)) // want `tool "delete_team" mark3labs mcp.Tool via typed.MustTool description="Delete a team." destructive`

func AddTools(s *server.MCPServer) {
	ListTeams.Register(s)  // want `registers "list_teams"`
	DeleteTeam.Register(s) // want `registers "delete_team"`
}
