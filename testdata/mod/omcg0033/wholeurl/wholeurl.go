// Package wholeurl registers go-sdk fetch tools whose argument is a whole
// URL: the handler parses it and rebuilds the request's URL from its own
// scheme and host, so no fixed base comes before it; the tool's job is
// that URL. A fixed base path before an argument stays flagged; a host's
// root alone before it leaves the argument the whole path of that host.
package wholeurl

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	URL  string `json:"url"`
	Path string `json:"path,omitempty"`
}

func done(resp *http.Response, err error) (*mcp.CallToolResult, any, error) {
	if err != nil {
		return nil, nil, err
	}
	resp.Body.Close()
	return nil, nil, nil
}

// ---- Flagged: a fixed base before the argument. ----

func fixedPath(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return done(http.Get("https://api.example.com/v1/" + in.Path)) // want `OMCG0033: tool "fixed_path": argument "path" is pasted into a request URL after a fixed base`
}

// A configured base before the argument's own text, in a format.
func (c config) fixedBase(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return done(http.Get(fmt.Sprintf("%s/v1/%s", c.base, in.Path))) // want `OMCG0033: tool "fixed_base": argument "path" is pasted into a request URL after a fixed base`
}

type config struct{ base string }

// ---- Not flagged: the URL is the argument's own. ----

// A host's root before the argument: every path of the host is the
// argument's to choose, and after the "/" an "@" names no host.
func fixedHost(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return done(http.Get("https://api.example.com/" + in.Path))
}

func docsPage(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return done(http.Get(fmt.Sprintf("https://pkg.go.dev/%s", in.Path)))
}

// The format's "://" comes after the argument's own scheme: it is not a
// fixed base before the host.
func rebuiltFormat(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	u, err := url.Parse(in.URL)
	if err != nil {
		return nil, nil, err
	}
	path := "/"
	if u.Path != "" {
		path = u.Path
	}
	return done(http.Get(fmt.Sprintf("%s://%s%s", u.Scheme, u.Host, path)))
}

func rebuilt(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	u, err := url.Parse(in.URL)
	if err != nil {
		return nil, nil, err
	}
	target := u.Scheme + "://" + u.Host + u.Path
	return done(http.Get(target))
}

func rebuiltDefault(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	u, err := url.Parse(in.URL)
	if err != nil {
		return nil, nil, err
	}
	if u.Scheme == "" {
		u.Scheme = "https"
	}
	path := "/"
	if u.Path != "" {
		path = u.Path
	}
	target := u.Scheme + "://" + u.Host + path
	return done(http.Get(target))
}

func robots(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	u, err := url.Parse(in.URL)
	if err != nil {
		return nil, nil, err
	}
	return done(http.Get(u.Scheme + "://" + u.Host + "/robots.txt"))
}

// A scheme put before a URL written without one: the argument still
// names the host, and the whole URL is its own.
func schemed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	target := strings.TrimSpace(in.URL)
	if !strings.HasPrefix(target, "http://") && !strings.HasPrefix(target, "https://") {
		target = "https://" + target
	}
	return done(http.Get(target))
}

func Register(s *mcp.Server, base string) {
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_schemed"}, schemed)
	mcp.AddTool(s, &mcp.Tool{Name: "fixed_base"}, config{base: base}.fixedBase)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_rebuilt_format"}, rebuiltFormat)
	mcp.AddTool(s, &mcp.Tool{Name: "fixed_path"}, fixedPath)
	mcp.AddTool(s, &mcp.Tool{Name: "fixed_host"}, fixedHost)
	mcp.AddTool(s, &mcp.Tool{Name: "docs_page"}, docsPage)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_rebuilt"}, rebuilt)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_default"}, rebuiltDefault)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_robots"}, robots)
}
