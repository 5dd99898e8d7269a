// Package inplace calls a repository API whose client escapes the path
// segments it is given in place, through pointers, before it builds the
// request's path (as API clients write escapeValidatePathSegments(&owner,
// &repo)); a second call escapes the owner only.
package inplace

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Owner string `json:"owner"`
	Repo  string `json:"repo"`
}

type Out struct {
	Status string `json:"status"`
}

// Client calls the API at Base.
type Client struct{ Base string }

// escapeSegments replaces each segment with its escaped form, and refuses
// an empty one.
func escapeSegments(seg ...*string) error {
	for i := range seg {
		if seg[i] == nil || *seg[i] == "" {
			return errors.New("an empty path segment")
		}
		*seg[i] = url.PathEscape(*seg[i])
	}
	return nil
}

func (c *Client) get(path string) (string, error) {
	resp, err := http.Get(c.Base + path) // want `OMCG0033: tool "list_issues": argument "repo" is pasted into a request URL after a fixed base, where "/", "..", "@" or "\?" reach another path or host: list_issues: argument repo → \(\*Client\).Issues → \(\*Client\).get → http.Get`
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return resp.Status, nil
}

// Repo gets a repository, its segments escaped.
func (c *Client) Repo(owner, repo string) (string, error) {
	if err := escapeSegments(&owner, &repo); err != nil {
		return "", err
	}
	return c.get(fmt.Sprintf("/repos/%s/%s", owner, repo))
}

// Issues lists a repository's issues, its owner escaped and its name not.
func (c *Client) Issues(owner, repo string) (string, error) {
	if err := escapeSegments(&owner); err != nil {
		return "", err
	}
	return c.get(fmt.Sprintf("/repos/%s/%s/issues", owner, repo))
}

func Register(s *mcp.Server, c *Client) {
	// Not flagged: both segments are escaped.
	mcp.AddTool(s, &mcp.Tool{Name: "get_repo"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		st, err := c.Repo(in.Owner, in.Repo)
		return nil, Out{Status: st}, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "list_issues"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		st, err := c.Issues(in.Owner, in.Repo)
		return nil, Out{Status: st}, err
	})
}
