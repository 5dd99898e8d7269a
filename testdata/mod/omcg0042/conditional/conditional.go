// Package conditional has handlers that fail without an argument only
// when another argument says so: an operation that needs it, or one of
// two arguments that must be given. The listing cannot require such an
// argument (the other operations go without it), so it is not reported;
// an argument the handler needs whatever else is given is, also after
// another argument's own check.
package conditional

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("edit",
		mcp.WithString("path", mcp.Required()),
		mcp.WithString("operation"),
		mcp.WithString("old_text"),
		mcp.WithString("content"),
	), edit)
	s.AddTool(mcp.NewTool("remove",
		mcp.WithString("id"),
		mcp.WithString("pattern"),
	), remove)
	s.AddTool(mcp.NewTool("glob",
		mcp.WithString("pattern"),
		mcp.WithString("regex"),
	), glob)
	s.AddTool(mcp.NewTool("geocode",
		mcp.WithString("address"),
		mcp.WithNumber("lat"),
		mcp.WithNumber("lng"),
	), geocode)
	s.AddTool(mcp.NewTool("rename",
		mcp.WithString("target", mcp.Required()),
		mcp.WithString("name"),
	), rename)
}

func edit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	switch req.GetString("operation", "replace") {
	case "replace":
		oldText := req.GetString("old_text", "")
		if oldText == "" {
			return mcp.NewToolResultError("old_text is required to replace"), nil
		}
		return mcp.NewToolResultText("replace " + oldText + " in " + path), nil
	case "append":
		content := req.GetString("content", "")
		if content == "" {
			return mcp.NewToolResultError("content is required to append"), nil
		}
		return mcp.NewToolResultText("append to " + path), nil
	}
	return mcp.NewToolResultError("unknown operation"), nil
}

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	pattern := req.GetString("pattern", "")
	if id == "" && pattern == "" {
		return mcp.NewToolResultError("either id or pattern is required"), nil
	}
	return mcp.NewToolResultText("removed " + id + pattern), nil
}

func glob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pattern := req.GetString("pattern", "")
	regex := req.GetString("regex", "")
	if (pattern == "" && regex == "") || (pattern != "" && regex != "") {
		return mcp.NewToolResultError("exactly one of pattern or regex must be provided"), nil
	}
	// A func literal captures the pattern: it lives in memory.
	match := func(name string) bool { return name == pattern }
	return mcp.NewToolResultText(fmt.Sprint(match("x"), regex)), nil
}

// geocode looks an address up, or reverse-geocodes lat and lng when no
// address is given: one condition of the && returns before they are
// read, so they are needed only without an address.
func geocode(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if address, ok := args["address"].(string); ok && address != "" {
		return mcp.NewToolResultText("at " + address), nil
	}
	lat, latOK := args["lat"].(float64)
	lng, lngOK := args["lng"].(float64)
	if !latOK || !lngOK {
		return mcp.NewToolResultError("give an address, or lat and lng"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(lat, lng)), nil
}

func rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	target, err := req.RequireString("target")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	name := req.GetString("name", "") // want `OMCG0042: tool "rename": the handler requires argument "name" \(GetString\), which the tool's listing says is optional: a call without it, which the listing allows, fails`
	if name == "" {
		return mcp.NewToolResultError("name is required"), nil
	}
	return mcp.NewToolResultText(target + " → " + name), nil
}
