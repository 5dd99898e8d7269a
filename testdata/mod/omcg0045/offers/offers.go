// Package offers is a server whose listing lock (mcpvet.lock.json) was
// written before the changes its want comments report, to its resources,
// resource templates and prompts.
package offers // want `prompt "retired" of the listing lock mcpvet.lock.json is no longer listed \(breaking for clients that read it\)`

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func read(context.Context, *sdk.ReadResourceRequest) (*sdk.ReadResourceResult, error) {
	return &sdk.ReadResourceResult{}, nil
}

func prompt(context.Context, *sdk.GetPromptRequest) (*sdk.GetPromptResult, error) {
	return &sdk.GetPromptResult{}, nil
}

// New creates the notes server, whose instructions changed since the
// lock.
func New() *sdk.Server {
	return sdk.NewServer(&sdk.Implementation{Name: "notes", Version: "v1.0.0"}, &sdk.ServerOptions{Instructions: "Search before you read a note."}) // want `server "notes" differs from the listing lock mcpvet.lock.json: its instructions changed from "Search first." to "Search before you read a note."`
}

// NewMark creates an mcp-go server whose instructions did not change.
func NewMark() *server.MCPServer {
	return server.NewMCPServer("reviews", "v1.0.0", server.WithInstructions("Review one note at a time."))
}

// NewKept creates an mcp-go server whose option is held in a variable:
// its instructions are unknown, in the code as in the lock.
func NewKept() *server.MCPServer {
	opt := server.WithInstructions("Kept in a variable.")
	return server.NewMCPServer("kept", "v1.0.0", opt)
}

func Register(s *sdk.Server) {
	s.AddResource(&sdk.Resource{URI: "notes://index", Name: "index", Description: "Every note, by title.", MIMEType: "text/plain"}, read) // want `resource "notes://index" differs from the listing lock mcpvet.lock.json: its description changed from "The notes." to "Every note, by title."; run`
	s.AddResource(&sdk.Resource{URI: "notes://same", Name: "same", MIMEType: "text/plain"}, read)
	s.AddResource(&sdk.Resource{URI: "notes://new", Name: "new"}, read)                                                      // want `resource "notes://new" is not in the listing lock mcpvet.lock.json`
	s.AddResourceTemplate(&sdk.ResourceTemplate{URITemplate: "notes://{id}", Name: "note", MIMEType: "text/markdown"}, read) // want `resource template "notes://{id}" differs from the listing lock mcpvet.lock.json: its content type changed from "text/plain" to "text/markdown" \(breaking for clients written against the lock\)`
	s.AddPrompt(&sdk.Prompt{Name: "summarize", Description: "Summarize a note.", Arguments: []*sdk.PromptArgument{           // want `prompt "summarize" differs from the listing lock mcpvet.lock.json: argument "id" is required now \(breaking for clients written against the lock\)` `prompt "summarize" differs from the listing lock mcpvet.lock.json: argument "tone" removed \(breaking` `prompt "summarize" differs from the listing lock mcpvet.lock.json: argument "style" added;`
		{Name: "id", Description: "the note", Required: true},
		{Name: "style", Description: "how to write it"},
	}}, prompt)
}

// RegisterMark registers an mcp-go prompt whose description changed.
func RegisterMark(s *server.MCPServer) {
	s.AddPrompt(mcp.NewPrompt("review", // want `prompt "review" differs from the listing lock mcpvet.lock.json: its description changed from "Review a note." to "Review a note for style."`
		mcp.WithPromptDescription("Review a note for style."),
		mcp.WithArgument("id", mcp.ArgumentDescription("the note"), mcp.RequiredArgument()),
	), func(context.Context, mcp.GetPromptRequest) (*mcp.GetPromptResult, error) { return nil, nil })
	// An option held in a variable: what it sets is unknown, in the code as
	// in the lock.
	mime := mcp.WithMIMEType("text/plain")
	s.AddResource(mcp.NewResource("notes://kept", "kept", mime), func(context.Context, mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) { return nil, nil })
}
