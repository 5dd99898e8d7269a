// Package every registers one go-sdk tool for each function of the
// library knowledge that sends a request and that no other fixture calls:
// each pastes the model's user into the URL after a fixed base.
package every

import (
	"context"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	User string `json:"user"`
}

type Out struct {
	Names []string `json:"names,omitempty"`
}

type Sinks struct {
	c    *http.Client
	base string
}

// New sends the requests to the service at base.
func New(c *http.Client, base string) *Sinks { return &Sinks{c: c, base: base} }

func (s *Sinks) clientHead(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u := s.base + "/users/" + in.User
	_, err := s.c.Head(u) // want `OMCG0033: tool "client_head": argument "user" .*client_head: argument user → \(\*Sinks\).clientHead → \(\*http.Client\).Head;`
	return nil, Out{}, err
}

func (s *Sinks) clientPost(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u := s.base + "/users/" + in.User
	_, err := s.c.Post(u, "application/json", nil) // want `OMCG0033: tool "client_post": argument "user" .*client_post: argument user → \(\*Sinks\).clientPost → \(\*http.Client\).Post;`
	return nil, Out{}, err
}

func (s *Sinks) clientPostForm(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u := s.base + "/users/" + in.User
	_, err := s.c.PostForm(u, nil) // want `OMCG0033: tool "client_post_form": argument "user" .*client_post_form: argument user → \(\*Sinks\).clientPostForm → \(\*http.Client\).PostForm;`
	return nil, Out{}, err
}

func (s *Sinks) head(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u := s.base + "/users/" + in.User
	_, err := http.Head(u) // want `OMCG0033: tool "head": argument "user" .*head: argument user → \(\*Sinks\).head → http.Head;`
	return nil, Out{}, err
}

func (s *Sinks) newRequest(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u := s.base + "/users/" + in.User
	r, err := http.NewRequest(http.MethodDelete, u, nil) // want `OMCG0033: tool "new_request": argument "user" .*new_request: argument user → \(\*Sinks\).newRequest → http.NewRequest;`
	if err != nil {
		return nil, Out{}, err
	}
	_, err = s.c.Do(r)
	return nil, Out{}, err
}

func (s *Sinks) post(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u := s.base + "/users/" + in.User
	_, err := http.Post(u, "application/json", nil) // want `OMCG0033: tool "post": argument "user" .*post: argument user → \(\*Sinks\).post → http.Post;`
	return nil, Out{}, err
}

func (s *Sinks) postForm(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	u := s.base + "/users/" + in.User
	_, err := http.PostForm(u, nil) // want `OMCG0033: tool "post_form": argument "user" .*post_form: argument user → \(\*Sinks\).postForm → http.PostForm;`
	return nil, Out{}, err
}

// Register registers one tool per sink.
func Register(srv *mcp.Server, s *Sinks) {
	mcp.AddTool(srv, &mcp.Tool{Name: "client_head"}, s.clientHead)
	mcp.AddTool(srv, &mcp.Tool{Name: "client_post"}, s.clientPost)
	mcp.AddTool(srv, &mcp.Tool{Name: "client_post_form"}, s.clientPostForm)
	mcp.AddTool(srv, &mcp.Tool{Name: "head"}, s.head)
	mcp.AddTool(srv, &mcp.Tool{Name: "new_request"}, s.newRequest)
	mcp.AddTool(srv, &mcp.Tool{Name: "post"}, s.post)
	mcp.AddTool(srv, &mcp.Tool{Name: "post_form"}, s.postForm)
}
