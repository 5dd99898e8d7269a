// Package libescape registers go-sdk tools that pass a path to an API
// client of another module that refuses ".." in it (example.com/restclient,
// as go-github's GetContents does): one client method escapes the path as
// a URL's path after the check, the other pastes it as it is, where a
// query passes the check.
package libescape

import (
	"context"

	"example.com/restclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

type Out struct {
	Text string `json:"text"`
}

// API serves one repository's files through its client (the escape test
// builds the tools with it).
type API struct{ c *restclient.Client }

func NewAPI(c *restclient.Client) *API { return &API{c: c} }

// Not flagged: ".." is refused and the rest escaped.
func (a *API) contents(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := a.c.Contents(ctx, "docs", in.Path)
	return nil, Out{Text: text}, err
}

func (a *API) rawContents(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := a.c.RawContents(ctx, "docs", in.Path) // want `OMCG0033: tool "raw_contents": argument "path" is pasted into a request URL after a fixed base`
	return nil, Out{Text: text}, err
}

func (a *API) escapedContents(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := a.c.EscapedContents(ctx, "docs", in.Path) // want `OMCG0033: tool "escaped_contents": argument "path" is pasted into a request URL after a fixed base`
	return nil, Out{Text: text}, err
}

// Not flagged: the client holds the id to a UUID (an anchored regular
// expression, in a boolean helper its validator calls) before it builds
// the path.
func (a *API) deployment(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := a.c.Deployment(ctx, in.Path)
	return nil, Out{Text: text}, err
}

func Register(s *mcp.Server, a *API) {
	mcp.AddTool(s, &mcp.Tool{Name: "deployment"}, a.deployment)
	mcp.AddTool(s, &mcp.Tool{Name: "escaped_contents"}, a.escapedContents)
	mcp.AddTool(s, &mcp.Tool{Name: "contents"}, a.contents)
	mcp.AddTool(s, &mcp.Tool{Name: "raw_contents"}, a.rawContents)
}
