// Package sdk registers go-sdk tools whose handlers paste an argument
// into the URL of a request to a fixed base (testdata/mod/omcg0033/sdk
// and query).
package sdk

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"omcg0033/api"
)

type In struct {
	User  string `json:"user,omitempty"`
	URL   string `json:"url,omitempty"`
	Query string `json:"query,omitempty"`
	Page  int    `json:"page,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

type Service struct {
	base string
	api  *api.Client
}

func done(resp *http.Response, err error) (*mcp.CallToolResult, Out, error) {
	if err != nil {
		return nil, Out{}, err
	}
	resp.Body.Close()
	return nil, Out{Text: resp.Status}, nil
}

func (s *Service) user(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return done(http.Get(s.base + "/users/" + in.User)) // want `OMCG0033: tool "get_user": argument "user" is pasted into a request URL after a fixed base, where "/", "..", "@" or "\?" reach another path or host: get_user: argument user → \(\*Service\).user → http.Get; escape it with url.PathEscape, or send it in the query with url.Values`
}

func (s *Service) host(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return done(http.Get("http://" + in.User + ".svc.cluster.local:8080/health")) // want `OMCG0033: tool "service_health": argument "user" .*: service_health: argument user → \(\*Service\).host → http.Get;`
}

func (s *Service) viaHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return done(s.api.User(ctx, in.User)) // want `OMCG0033: tool "api_user": argument "user" .*: api_user: argument user → \(\*Service\).viaHelper → \(\*api.Client\).User → http.NewRequestWithContext;`
}

func (s *Service) records(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return done(http.Get(fmt.Sprintf("%s/v1/records?limit=10&name=%s", s.base, in.Query))) // want `OMCG0033: tool "records": argument "query" is pasted into a request URL's query after a fixed base, where "&", "=" or "#" add or change the request's parameters: records: argument query → \(\*Service\).records → http.Get; escape it with url.QueryEscape, or build the query with url.Values`
}

// ---- Not flagged. ----

func (s *Service) escaped(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return done(http.Get(s.base + "/users/" + url.PathEscape(in.User)))
}

func (s *Service) escapedInHelper(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return done(s.api.Escaped(in.User))
}

func (s *Service) query(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	v := url.Values{"q": {in.Query}}
	return done(http.Get(s.base + "/search?" + v.Encode()))
}

func (s *Service) queryEscaped(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return done(http.Get(s.base + "/search?q=" + url.QueryEscape(in.Query)))
}

func (s *Service) page(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return done(http.Get(fmt.Sprintf("%s/users?page=%d", s.base, in.Page)))
}

// The whole URL is the argument: a tool whose job is to fetch any URL.
func (s *Service) fetch(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return done(http.Get(in.URL))
}

func Register(s *mcp.Server, svc *Service) {
	mcp.AddTool(s, &mcp.Tool{Name: "get_user"}, svc.user)
	mcp.AddTool(s, &mcp.Tool{Name: "service_health"}, svc.host)
	mcp.AddTool(s, &mcp.Tool{Name: "api_user"}, svc.viaHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "records"}, svc.records)

	mcp.AddTool(s, &mcp.Tool{Name: "get_user_escaped"}, svc.escaped)
	mcp.AddTool(s, &mcp.Tool{Name: "api_user_escaped"}, svc.escapedInHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, svc.query)
	mcp.AddTool(s, &mcp.Tool{Name: "search_escaped"}, svc.queryEscaped)
	mcp.AddTool(s, &mcp.Tool{Name: "users_page"}, svc.page)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch"}, svc.fetch)
}
