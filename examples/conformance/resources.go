package main

import (
	"context"
	"slices"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// StaticText is a static text resource.
//
//mcp:resource test://static-text name=static-text
func StaticText() string { return "This is the content of the static text resource." }

// StaticBinary is a static binary resource: a 1×1 red PNG.
//
//mcp:resource test://static-binary name=static-binary mime=image/png
func StaticBinary() []byte { return redPixel }

// WatchedResource is a resource a client can subscribe to.
//
//mcp:resource test://watched-resource name=watched-resource
func WatchedResource() string { return "Watched resource content." }

// TemplateData is what the template resource holds for one ID.
type TemplateData struct {
	ID           string `json:"id"`
	TemplateTest bool   `json:"templateTest"`
	Data         string `json:"data"`
}

// TemplateResource returns the data of one ID.
//
//mcp:resource test://template/{id}/data name=template-data
func TemplateResource(id string) TemplateData {
	return TemplateData{ID: id, TemplateTest: true, Data: "Data for ID: " + id}
}

// SimplePrompt is a prompt without arguments.
//
//mcp:prompt test_simple_prompt
func SimplePrompt() string { return "This is a simple prompt for testing." }

// PromptWithArguments is a prompt with two arguments.
//
//mcp:prompt test_prompt_with_arguments
//mcp:param arg1 "First test argument"
//mcp:param arg2 "Second test argument"
func PromptWithArguments(arg1, arg2 string) string {
	return "Prompt with arguments: arg1='" + arg1 + "', arg2='" + arg2 + "'"
}

// PromptWithEmbeddedResource embeds the resource it is given.
//
//mcp:prompt test_prompt_with_embedded_resource
//mcp:param resourceUri "URI of the resource to embed"
func PromptWithEmbeddedResource(resourceUri string) []*mcp.PromptMessage {
	return []*mcp.PromptMessage{
		{Role: "user", Content: &mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: resourceUri, MIMEType: "text/plain", Text: "Embedded resource content for testing."}}},
		{Role: "user", Content: &mcp.TextContent{Text: "Please process the embedded resource above."}},
	}
}

// PromptWithImage shows an image.
//
//mcp:prompt test_prompt_with_image
func PromptWithImage() []*mcp.PromptMessage {
	return []*mcp.PromptMessage{
		{Role: "user", Content: &mcp.ImageContent{Data: redPixel, MIMEType: "image/png"}},
		{Role: "user", Content: &mcp.TextContent{Text: "Please analyze the image above."}},
	}
}

// complete completes the arguments of the prompts and the template's id
// from a fixed list.
func complete(_ context.Context, req *mcp.CompleteRequest) (*mcp.CompleteResult, error) {
	var values []string
	for _, v := range []string{"paris", "park", "party", "test", "testing", "123"} {
		if strings.HasPrefix(v, req.Params.Argument.Value) {
			values = append(values, v)
		}
	}
	return &mcp.CompleteResult{Completion: mcp.CompletionResultDetails{Values: values, Total: len(values)}}, nil
}

// subscriptions are the URIs clients subscribed to.
var subscriptions = &subscribed{}

type subscribed struct {
	mu   sync.Mutex
	uris []string
}

func (s *subscribed) subscribe(_ context.Context, req *mcp.SubscribeRequest) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !slices.Contains(s.uris, req.Params.URI) {
		s.uris = append(s.uris, req.Params.URI)
	}
	return nil
}

func (s *subscribed) unsubscribe(_ context.Context, req *mcp.UnsubscribeRequest) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.uris = slices.DeleteFunc(s.uris, func(u string) bool { return u == req.Params.URI })
	return nil
}
