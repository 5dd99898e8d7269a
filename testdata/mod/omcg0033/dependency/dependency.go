// Package dependency registers go-sdk tools whose handlers pass an
// argument to an API client of another module (example.com/restclient, a
// dependency at a version), which pastes it into the path of its request:
// the flow goes through the dependency's own code.
package dependency

import (
	"context"

	"example.com/restclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	User string `json:"user"`
}

type Out struct {
	Text string `json:"text"`
}

// API serves the users of one service through its client (the escape
// test builds the tools with it).
type API struct{ c *restclient.Client }

func NewAPI(c *restclient.Client) *API { return &API{c: c} }

func (a *API) user(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := a.c.User(ctx, in.User) // want `OMCG0033: tool "get_user": argument "user" is pasted into a request URL after a fixed base, .*: get_user: argument user → \(\*API\).user → \(\*restclient.Client\).User → \(\*restclient.Client\).get → http.NewRequestWithContext;`
	return nil, Out{Text: text}, err
}

// Not flagged: the client escapes the name as one path segment.
func (a *API) userEscaped(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := a.c.UserEscaped(ctx, in.User)
	return nil, Out{Text: text}, err
}

// Not flagged: the client loads the template through an interface, and
// which implementation runs is the caller's choice (this server plugs in
// none): in a dependency, a call through an interface ends the flow, even
// where the library has an implementation of its own (DirLoader).
func (a *API) template(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := a.c.Template(in.User)
	return nil, Out{Text: text}, err
}

func Register(s *mcp.Server, a *API) {
	mcp.AddTool(s, &mcp.Tool{Name: "template"}, a.template)
	mcp.AddTool(s, &mcp.Tool{Name: "get_user"}, a.user)
	mcp.AddTool(s, &mcp.Tool{Name: "get_user_escaped"}, a.userEscaped)
}
