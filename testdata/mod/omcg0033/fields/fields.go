// Package fields registers a tool whose handler passes its whole request
// struct to a helper: only the fields that reach the URL as text are
// reported, not the struct's numbers (a number cannot carry "/" or "@").
package fields

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Repo    string `json:"repo"`
	Page    *int   `json:"page,omitempty"`
	PerPage *int   `json:"per_page,omitempty"`
	Limit   int    `json:"limit,omitempty"`
}

type Out struct {
	Status int `json:"status"`
}

func issuesURL(in *In) string {
	u := "https://api.example.com/repos/" + in.Repo + "/issues?state=open"
	if in.Page != nil {
		u += fmt.Sprintf("&page=%d", *in.Page)
	}
	if in.PerPage != nil {
		u += fmt.Sprintf("&per_page=%d", *in.PerPage)
	}
	return u + fmt.Sprintf("&limit=%d", in.Limit)
}

func issues(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, issuesURL(&in), nil) // want `OMCG0033: tool "list_issues": argument "repo" is pasted into a request URL after a fixed base`
	if err != nil {
		return nil, Out{}, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, Out{}, err
	}
	resp.Body.Close()
	return nil, Out{Status: resp.StatusCode}, nil
}

func issue(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return fetch(ctx, &in)
}

func fetch(ctx context.Context, in *In) (*mcp.CallToolResult, Out, error) {
	target := fmt.Sprintf("https://api.example.com/issues/%d?per_page=%d", *in.Page, *in.PerPage)
	q := url.Values{}
	q.Set("limit", strconv.Itoa(in.Limit))
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, target+"&"+q.Encode(), nil)
	if err != nil {
		return nil, Out{}, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, Out{}, err
	}
	resp.Body.Close()
	return nil, Out{Status: resp.StatusCode}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_issues", Description: "List a repository's open issues."}, issues)
	mcp.AddTool(s, &mcp.Tool{Name: "get_issue", Description: "Read an issue."}, issue)
}
