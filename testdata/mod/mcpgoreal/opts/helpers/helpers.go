// Package helpers builds mcp-go options for package opts: options of
// another package, which mcpvet follows through facts.
package helpers

import "github.com/mark3labs/mcp-go/mcp"

// Paging are the options every list tool takes.
func Paging() []mcp.ToolOption {
	return []mcp.ToolOption{
		mcp.WithNumber("page", mcp.Description("Page number"), mcp.Min(1), mcp.DefaultNumber(1)),
		mcp.WithNumber("per_page", mcp.Description("Results per page"), mcp.Max(100)),
	}
}

// Owner is a required string parameter named owner.
func Owner() mcp.ToolOption {
	return mcp.WithString("owner", mcp.Required(), mcp.Description("Repository owner"))
}

// Str is a string parameter with a description.
func Str(name, desc string, opts ...mcp.PropertyOption) mcp.ToolOption {
	return mcp.WithString(name, append([]mcp.PropertyOption{mcp.Description(desc)}, opts...)...)
}

// Sort applies two options to the tool, the way servers compose options
// in a func literal.
func Sort() mcp.ToolOption {
	return func(t *mcp.Tool) {
		mcp.WithString("sort", mcp.Enum("asc", "desc"))(t)
		mcp.WithBoolean("reverse")(t)
	}
}
