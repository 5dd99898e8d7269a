// Package sdkresources (mcpfacts.SDKResources, TestSDKResources) registers resources, templates and prompts in the
// ways the fact pass folds, and in ways it leaves unknown.
package sdkresources

import (
	"context"

	markmcp "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func read(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	return nil, nil
}

func prompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func markRead(ctx context.Context, req markmcp.ReadResourceRequest) ([]markmcp.ResourceContents, error) {
	return nil, nil
}

const (
	scheme  = "docs://"
	mdType  = "text/markdown"
	appName = "weather view"
)

var global = &mcp.Resource{Name: "global", URI: "config://global"}

type app struct{ srv *mcp.Server }

func (a *app) register(s *mcp.Server, m *server.MCPServer, uri string) {
	s.AddResource(&mcp.Resource{Name: "readme", URI: scheme + "readme", MIMEType: mdType}, read) // want `resource "docs://readme" name="readme" mime="text/markdown" on s`
	r := &mcp.Resource{Name: appName, URI: "ui://weather/view"}
	a.srv.AddResource(r, read)                                                                                      // want `resource "ui://weather/view" name="weather view" on a.srv`
	s.AddResource(global, read)                                                                                     // want `resource "config://global" name="global" on s`
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "doc", URITemplate: scheme + "{id}", MIMEType: mdType}, read) // want `resource template "docs://{id}" name="doc" mime="text/markdown" on s`
	s.AddPrompt(&mcp.Prompt{Name: "summarize"}, prompt)                                                             // want `prompt "summarize" on s`
	s.AddResource(&mcp.Resource{Name: "dyn", URI: uri}, read)                                                       // want `resource \? name="dyn" on s`

	m.AddResource(markmcp.NewResource("docs://a", "a", markmcp.WithMIMEType(mdType)), markRead) // want `mcp-go resource "docs://a" name="a" mime="text/markdown" on m`
	t := markmcp.NewResourceTemplate("docs://{b}", "b")                                         // want `mcp-go resource template "docs://{b}" name="b" unregistered`
	_ = t
	m.AddPrompt(markmcp.Prompt{Name: "review"}, nil) // want `mcp-go prompt "review" on m`
	m.AddPrompt(markmcp.NewPrompt("triage"), nil)    // want `mcp-go prompt "triage" on m`
	m.AddResourceTemplate(templateFor("c"), nil)     // want `mcp-go resource template \? name=\? on m`
}

func templateFor(name string) markmcp.ResourceTemplate {
	return markmcp.NewResourceTemplate("docs://{"+name+"}", name) // want `mcp-go resource template \? name=\? unregistered`
}
