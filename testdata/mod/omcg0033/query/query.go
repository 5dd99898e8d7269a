// Package query asks an API for the records of a name, the name written
// into the request's query after the code's own path: "&" in it adds a
// parameter of the model's choosing (admin=true), which the API reads as
// the server's. The message says so, and the twin escapes the name with
// url.QueryEscape.
package query

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// In names the records.
type In struct {
	Name string `json:"name"`
}

// API is where the records are.
type API struct{ Base string }

func (a *API) answer(resp *http.Response, err error) (*mcp.CallToolResult, any, error) {
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, err
}

func (a *API) records(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return a.answer(http.Get(fmt.Sprintf("%s/v1/records?limit=10&name=%s", a.Base, in.Name))) // want `OMCG0033: tool "records": argument "name" is pasted into a request URL's query after a fixed base, where "&", "=" or "#" add or change the request's parameters: .*; escape it with url.QueryEscape, or build the query with url.Values`
}

func (a *API) recordsEscaped(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return a.answer(http.Get(a.Base + "/v1/records?limit=10&name=" + url.QueryEscape(in.Name)))
}

// Register adds the tools.
func (a *API) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "records"}, a.records)
	mcp.AddTool(s, &mcp.Tool{Name: "records_escaped"}, a.recordsEscaped)
}
