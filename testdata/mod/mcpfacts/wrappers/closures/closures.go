// Package closures registers its tools through func literals it assigns
// to a local variable and then calls: each call registers what the
// literal registers, with the call's arguments.
package closures

import (
	"context"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/mcpfacts/wrappers/vartools"
)

var SearchTool = mcp.NewTool("search_issues", mcp.WithDescription("Search issues."), mcp.WithString("query", mcp.Required())) // want `tool "search_issues" mark3labs mcp.NewTool input-given`

var CreateTool = mcp.NewTool("create_issue", mcp.WithDescription("Create an issue."), mcp.WithString("title", mcp.Required())) // want `tool "create_issue" mark3labs mcp.NewTool input-given`

func SearchHandler(client string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(client + req.GetString("query", "")), nil
	}
}

func CreateHandler(client string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(client + req.GetString("title", "")), nil
	}
}

var readOnly = map[string]bool{"search_issues": true}

// RegisterTools skips the tools that write when write is off: the
// literal decides at run time, so each call may register its tool.
func RegisterTools(s *server.MCPServer, client string, write bool) {
	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		if !write && !readOnly[tool.Name] {
			return
		}
		s.AddTool(tool, handler)
	}
	addTool(SearchTool, SearchHandler(client)) // want `registers "search_issues"`
	addTool(CreateTool, CreateHandler(client)) // want `registers "create_issue"`
}

// RegisterMade makes the tool in the literal from the call's name.
func RegisterMade(s *server.MCPServer) {
	var add = func(name, description string, h server.ToolHandlerFunc) {
		s.AddTool(mcp.NewTool(name, mcp.WithDescription(description)), h)
	}
	add("list_teams", "List teams.", SearchHandler("teams")) // want `tool "list_teams" mark3labs mcp.NewTool input-given`
}

// registerNamed is a wrapper whose literal uses the wrapper's own
// parameter: the name comes from the wrapper's caller.
func registerNamed(s *server.MCPServer, name string) {
	do := func(h server.ToolHandlerFunc) {
		s.AddTool(mcp.NewTool(name), h)
	}
	do(SearchHandler("named"))
}

func RegisterNamed(s *server.MCPServer) {
	registerNamed(s, "get_team") // want `tool "get_team" mark3labs mcp.NewTool via closures.registerNamed input-given`
}

// RegisterBuilt makes tools with a literal that returns them.
func RegisterBuilt(s *server.MCPServer) {
	mk := func(name string) mcp.Tool {
		return mcp.NewTool(name, mcp.WithString("id", mcp.Required()))
	}
	s.AddTool(mk("get_issue"), SearchHandler("built")) // want `tool "get_issue" mark3labs mcp.NewTool input-given` `registers "get_issue"`
}

type In struct {
	Path string `json:"path"`
}

func read(ctx context.Context, req *sdk.CallToolRequest, in In) (*sdk.CallToolResult, any, error) {
	return nil, nil, nil
}

// RegisterSDK is the go-sdk's: the literal's handler fixes In.
func RegisterSDK(s *sdk.Server) {
	add := func(name, description string, h sdk.ToolHandlerFor[In, any]) {
		sdk.AddTool(s, &sdk.Tool{Name: name, Description: description}, h)
	}
	add("read_file", "Read a file.", read) // want `tool "read_file" mcp.AddTool In=closures.In input={"type":"object","properties":{"path":{"type":"string"}},"required":\["path"\],"additionalProperties":false} output=<nil>`
}

// RegisterPassed hands its literal to another function as a value: the
// tool is the literal's parameter, which nothing here gives.
func RegisterPassed(s *server.MCPServer) {
	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		s.AddTool(tool, handler) // want `unfollowed: the tool is a parameter of a func literal`
	}
	each(addTool)
}

func each(add func(mcp.Tool, server.ToolHandlerFunc)) {
	add(SearchTool, SearchHandler("each"))
}

// RegisterTwice assigns its literal again: which one a call runs is not
// read.
func RegisterTwice(s *server.MCPServer, alt bool) {
	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		s.AddTool(tool, handler) // want `unfollowed: the tool is a parameter of a func literal`
	}
	if alt {
		addTool = func(tool mcp.Tool, handler server.ToolHandlerFunc) {}
	}
	addTool(CreateTool, CreateHandler("twice"))
}

// RegisterForeign registers tools another package declares in exported
// variables, directly and through its literal.
func RegisterForeign(s *server.MCPServer, write bool) {
	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		if write {
			s.AddTool(tool, handler)
		}
	}
	addTool(vartools.GetUserTool, vartools.GetUserHandler("db"))     // want `registers "get_user" declared at fixtures/mcpfacts/wrappers/vartools/vartools.go:12`
	s.AddTool(vartools.ListUsersTool, vartools.GetUserHandler("db")) // want `registers "list_users" declared at fixtures/mcpfacts/wrappers/vartools/vartools.go:15`
}
