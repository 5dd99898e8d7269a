// Package offers is a server whose listing lock (testdata/mcpvet.lock.json)
// was written before the changes its want comments report, to its
// server, resources, resource templates and prompts.
package offers // want `OMCG0045: prompt "retired" of the listing lock mcpvet.lock.json is no longer listed \(breaking for clients that read it\)`

import (
	"context"

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
	return sdk.NewServer(&sdk.Implementation{Name: "notes", Version: "v1.0.0"}, &sdk.ServerOptions{Instructions: "Search before you read a note."}) // want `OMCG0045: server "notes" differs from the listing lock mcpvet.lock.json: its instructions changed from "Search first." to "Search before you read a note."`
}

// NewSame creates a server whose instructions did not change.
func NewSame() *sdk.Server {
	return sdk.NewServer(&sdk.Implementation{Name: "reviews", Version: "v1.0.0"}, &sdk.ServerOptions{Instructions: "Review one note at a time."})
}

// NewKept creates a server whose options are built elsewhere: its
// instructions are unknown, in the code as in the lock.
func NewKept(opts *sdk.ServerOptions) *sdk.Server {
	return sdk.NewServer(&sdk.Implementation{Name: "kept", Version: "v1.0.0"}, opts)
}

func Register(s *sdk.Server) {
	s.AddResource(&sdk.Resource{URI: "notes://index", Name: "index", Description: "Every note, by title.", MIMEType: "text/plain"}, read) // want `OMCG0045: resource "notes://index" differs from the listing lock mcpvet.lock.json: its description changed from "The notes." to "Every note, by title."; run`
	s.AddResource(&sdk.Resource{URI: "notes://same", Name: "same", MIMEType: "text/plain"}, read)
	s.AddResource(&sdk.Resource{URI: "notes://new", Name: "new"}, read)                                                      // want `OMCG0045: resource "notes://new" is not in the listing lock mcpvet.lock.json`
	s.AddResourceTemplate(&sdk.ResourceTemplate{URITemplate: "notes://{id}", Name: "note", MIMEType: "text/markdown"}, read) // want `OMCG0045: resource template "notes://{id}" differs from the listing lock mcpvet.lock.json: its content type changed from "text/plain" to "text/markdown" \(breaking for clients written against the lock\)`
	s.AddPrompt(&sdk.Prompt{Name: "summarize", Description: "Summarize a note.", Arguments: []*sdk.PromptArgument{           // want `OMCG0045: prompt "summarize" differs from the listing lock mcpvet.lock.json: argument "id" is required now \(breaking for clients written against the lock\)` `OMCG0045: prompt "summarize" differs from the listing lock mcpvet.lock.json: argument "tone" removed \(breaking` `OMCG0045: prompt "summarize" differs from the listing lock mcpvet.lock.json: argument "style" added;`
		{Name: "id", Description: "the note", Required: true},
		{Name: "style", Description: "how to write it"},
	}}, prompt)
	s.AddPrompt(&sdk.Prompt{Name: "review", Description: "Review a note.", Arguments: []*sdk.PromptArgument{
		{Name: "id", Description: "the note", Required: true},
	}}, prompt)
}
