// Package sdk registers tools whose OpenWorldHint points at false; one of
// their handlers reaches the network.
package sdk

import (
	"context"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	URL string `json:"url"`
}

type Out struct{}

func ptr[T any](v T) *T { return &v }

type Fetcher struct{ client *http.Client }

func (f *Fetcher) fetch(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://feeds.example.com/"+in.URL, nil)
	if err != nil {
		return nil, Out{}, err
	}
	resp, err := f.client.Do(r)
	if err != nil {
		return nil, Out{}, err
	}
	resp.Body.Close()
	return nil, Out{}, nil
}

func readLocal(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := os.ReadFile(in.URL)
	return nil, Out{}, err
}

func Register(s *mcp.Server, f *Fetcher) {
	mcp.AddTool(s, &mcp.Tool{Name: "fetch", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}}, f.fetch) // want `OMCG0018: tool "fetch" is annotated closed-world \(OpenWorldHint: ptr\(false\)\) but reaches feeds.example.com: fetch → \(\*Fetcher\).fetch → http.NewRequestWithContext; correct the annotation, or acknowledge the effect with //mcp:effects ok`

	// OpenWorldHint points at a variable given false once: no fix, since
	// other tools may point at it too.
	closed := false
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_var", Annotations: &mcp.ToolAnnotations{OpenWorldHint: &closed}}, f.fetch) // want `OMCG0018: tool "fetch_var" is annotated closed-world \(OpenWorldHint: &closed\) but reaches feeds.example.com: fetch_var → \(\*Fetcher\).fetch → http.NewRequestWithContext;`

	// Not flagged.
	mcp.AddTool(s, &mcp.Tool{Name: "read_local", Annotations: &mcp.ToolAnnotations{OpenWorldHint: ptr(false)}}, readLocal)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_open", Annotations: &mcp.ToolAnnotations{OpenWorldHint: ptr(true)}}, f.fetch)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_default", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, f.fetch)
}
