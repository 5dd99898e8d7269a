// Package rebuilt registers tools whose job is a whole URL the model
// gives: parsed, and rebuilt from its own scheme and host, it is not a
// fixed base with the model's text pasted after it, and is not reported.
// An argument pasted after a base of the server's own still is.
package rebuilt

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	URL  string `json:"url"`
	Path string `json:"path,omitempty"`
}

type Out struct {
	Status int `json:"status"`
}

func get(ctx context.Context, target string) (*mcp.CallToolResult, Out, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil) // want `OMCG0033: tool "api_status": argument "path" is pasted into a request URL after a fixed base`
	if err != nil {
		return nil, Out{}, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, Out{}, err
	}
	resp.Body.Close()
	return nil, Out{Status: resp.StatusCode}, nil
}

func health(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u, err := url.Parse(in.URL)
	if err != nil {
		return nil, Out{}, err
	}
	return get(ctx, u.Scheme+"://"+u.Host+"/healthz")
}

func discovery(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u, err := url.Parse(in.URL)
	if err != nil {
		return nil, Out{}, err
	}
	return get(ctx, fmt.Sprintf("%s://%s/.well-known/openid-configuration", u.Scheme, u.Host))
}

func origin(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u, err := url.Parse(in.URL)
	if err != nil {
		return nil, Out{}, err
	}
	root := url.URL{Scheme: u.Scheme, Host: u.Host, Path: "/"}
	return get(ctx, root.String())
}

func apiStatus(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return get(ctx, "https://status.example.com/api/"+in.Path)
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "health", Description: "Check a site's health endpoint."}, health)
	mcp.AddTool(s, &mcp.Tool{Name: "discovery", Description: "Read a site's OpenID configuration."}, discovery)
	mcp.AddTool(s, &mcp.Tool{Name: "origin", Description: "Fetch a site's root."}, origin)
	mcp.AddTool(s, &mcp.Tool{Name: "api_status", Description: "Read a status page of the API."}, apiStatus)
}
