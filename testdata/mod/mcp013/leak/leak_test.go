package leak_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	echofixed "fixtures/mcp013/echo/fixed"
	echoopen "fixtures/mcp013/echo/open"
	ginfixed "fixtures/mcp013/gin/fixed"
	ginopen "fixtures/mcp013/gin/open"
	ginsse "fixtures/mcp013/gin/sse"
)

const token = "s3cret"

// TestLeak serves each MCP013 fixture app with a tool on its MCP server
// and lists the tools through a real go-sdk client over Streamable HTTP.
// Without credentials, the apps MCP013 reports answer (the leak: anyone
// reads the tools the guarded routes become), and the apps it leaves
// alone refuse; with the token, every app answers.
func TestLeak(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	for _, tc := range []struct {
		name    string
		app     func(*mcp.Server) http.Handler
		flagged bool
		sse     bool // the endpoint speaks the SSE transport
	}{
		{"gin/open", ginopen.App, true, false},
		{"gin/fixed", ginfixed.App, false, false},
		{"echo/open", func(s *mcp.Server) http.Handler { return echoopen.App(s, token) }, true, false},
		{"echo/fixed", func(s *mcp.Server) http.Handler { return echofixed.App(s, token) }, false, false},
		{"gin/sse", ginsse.App, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := mcp.NewServer(&mcp.Implementation{Name: "items", Version: "v0.0.1"}, nil)
			mcp.AddTool(s, &mcp.Tool{Name: "list_items", Description: "Lists the items."},
				func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, struct{}, error) {
					return &mcp.CallToolResult{}, struct{}{}, nil
				})
			srv := httptest.NewServer(tc.app(s))
			defer srv.Close()

			names, err := listTools(srv.URL+"/mcp", "", tc.sse)
			switch {
			case tc.flagged && err != nil:
				t.Fatalf("without credentials: %v; want the tools listed (the leak MCP013 reports)", err)
			case tc.flagged && (len(names) != 1 || names[0] != "list_items"):
				t.Fatalf("without credentials: tools %q, want [list_items]", names)
			case !tc.flagged && err == nil:
				t.Fatalf("without credentials: tools %q listed; want a refusal", names)
			}
			if names, err := listTools(srv.URL+"/mcp", token, tc.sse); err != nil || len(names) != 1 {
				t.Fatalf("with the token: tools %q, %v; want [list_items]", names, err)
			}
		})
	}
}

// listTools connects a go-sdk client to endpoint (over Streamable HTTP,
// or SSE), with the bearer token when it is not empty, and lists the
// tools.
func listTools(endpoint, token string, sse bool) ([]string, error) {
	ctx := context.Background()
	hc := &http.Client{Transport: bearer(token)}
	var tr mcp.Transport = &mcp.StreamableClientTransport{Endpoint: endpoint, HTTPClient: hc}
	if sse {
		tr = &mcp.SSEClientTransport{Endpoint: endpoint, HTTPClient: hc}
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "probe", Version: "v0.0.1"}, nil).
		Connect(ctx, tr, nil)
	if err != nil {
		return nil, err
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
	}
	return names, nil
}

// bearer adds the Authorization header when the token is set.
type bearer string

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	if b != "" {
		r = r.Clone(r.Context())
		r.Header.Set("Authorization", "Bearer "+string(b))
	}
	return http.DefaultTransport.RoundTrip(r)
}
