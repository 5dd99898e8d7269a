// Package override asks a metrics API for what a label holds, at the
// base URL the server is configured with, or at one the model gives
// instead. On the configured way the operator's base comes before the
// label, so "../" in the label reaches another path of the API with the
// server's credentials; the label is flagged although the model may also
// name the whole base. The twins escape the label, or give it no base at
// all on the default way (then it is the whole URL, the tool's job).
package override

import (
	"context"
	"io"
	"net/http"
	"net/url"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Config is where the API is.
type Config struct {
	URL   string
	Token string
}

// Default is the configuration the server starts with.
var Default = Config{URL: "http://127.0.0.1:9090"}

// Override is an API the model names instead.
type Override struct {
	URL string `json:"url,omitempty"`
}

// In asks for a label's values.
type In struct {
	Label    string   `json:"label"`
	Override Override `json:"override,omitzero"`
}

// resolve is the configuration to use: the default, or the override.
func resolve(o Override) Config {
	if o.URL == "" {
		return Default
	}
	return Config{URL: o.URL, Token: Default.Token}
}

func answer(resp *http.Response, err error) (*mcp.CallToolResult, any, error) {
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, err
}

func labelValues(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	cfg := resolve(in.Override)
	return answer(http.Get(cfg.URL + "/api/v1/label/" + in.Label + "/values")) // want `OMCG0033: tool "label_values": argument "label" is pasted into a request URL after a fixed base`
}

func labelValuesEscaped(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	cfg := resolve(in.Override)
	return answer(http.Get(cfg.URL + "/api/v1/label/" + url.PathEscape(in.Label) + "/values"))
}

func series(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	base := Default.URL
	if in.Override.URL != "" {
		base = in.Override.URL
	}
	return answer(http.Get(base + "/api/v1/series/" + in.Label)) // want `OMCG0033: tool "series": argument "label" is pasted into a request URL after a fixed base`
}

// fetch has no base of its own: without an override the label is the
// whole URL.
func fetch(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	base := ""
	if in.Override.URL != "" {
		base = in.Override.URL + "/"
	}
	return answer(http.Get(base + in.Label))
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "label_values"}, labelValues)
	mcp.AddTool(s, &mcp.Tool{Name: "label_values_escaped"}, labelValuesEscaped)
	mcp.AddTool(s, &mcp.Tool{Name: "series"}, series)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch"}, fetch)
}
