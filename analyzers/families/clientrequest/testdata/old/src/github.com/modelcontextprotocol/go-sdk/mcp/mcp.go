// Package mcp is a stub of the go-sdk's mcp package as before v1.7.0
// (v1.6.0), which has no InputRequestMap: it never negotiates protocol
// revision 2026-07-28. AddTool decodes the arguments into In and calls
// the typed handler, as the real one does.
package mcp

import (
	"context"
	"encoding/json"
)

type Meta map[string]any

// Params is what a request's parameters are.
type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)
	isParams()
}

type Implementation struct {
	Name    string `json:"name"`
	Title   string `json:"title,omitempty"`
	Version string `json:"version"`
}

type ServerOptions struct {
	Instructions string
}

type Server struct {
	impl      *Implementation
	opts      ServerOptions
	tools     map[string]ToolHandler
	prompts   map[string]PromptHandler
	resources map[string]ResourceHandler
}

func NewServer(impl *Implementation, options *ServerOptions) *Server {
	if impl == nil {
		panic("nil Implementation")
	}
	var opts ServerOptions
	if options != nil {
		opts = *options
	}
	return &Server{impl: impl, opts: opts, tools: map[string]ToolHandler{}, prompts: map[string]PromptHandler{}, resources: map[string]ResourceHandler{}}
}

type ServerSession struct{}

type RequestExtra struct{}

// A ServerRequest is a request to a server.
type ServerRequest[P Params] struct {
	Session *ServerSession
	Params  P
	Extra   *RequestExtra
}

type CallToolRequest = ServerRequest[*CallToolParamsRaw]

// CallToolParamsRaw is passed to tool handlers on the server: its
// arguments are not yet unmarshaled.
type CallToolParamsRaw struct {
	Meta      `json:"_meta,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

func (x *CallToolParamsRaw) GetMeta() map[string]any  { return x.Meta }
func (x *CallToolParamsRaw) SetMeta(m map[string]any) { x.Meta = m }
func (x *CallToolParamsRaw) isParams()                {}

type Content interface {
	MarshalJSON() ([]byte, error)
}

type TextContent struct {
	Text string
	Meta Meta
}

func (c *TextContent) MarshalJSON() ([]byte, error) {
	wire := struct {
		Type string `json:"type"`
		Text string `json:"text"`
		Meta Meta   `json:"_meta,omitempty"`
	}{Type: "text", Text: c.Text, Meta: c.Meta}
	return json.Marshal(wire)
}

type CallToolResult struct {
	Meta              `json:"_meta,omitempty"`
	Content           []Content `json:"content"`
	StructuredContent any       `json:"structuredContent,omitempty"`
	IsError           bool      `json:"isError,omitempty"`
}

// Definition for a tool the client can call.
type Tool struct {
	Meta         `json:"_meta,omitempty"`
	Annotations  *ToolAnnotations `json:"annotations,omitempty"`
	Description  string           `json:"description,omitempty"`
	InputSchema  any              `json:"inputSchema"`
	Name         string           `json:"name"`
	OutputSchema any              `json:"outputSchema,omitempty"`
	Title        string           `json:"title,omitempty"`
}

type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	Title           string `json:"title,omitempty"`
}

type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)

// AddTool adds a tool with a raw handler: the handler unmarshals the
// arguments itself.
func (s *Server) AddTool(t *Tool, h ToolHandler) {
	if t.InputSchema == nil {
		panic("AddTool " + t.Name + ": missing input schema")
	}
	s.tools[t.Name] = h
}

// AddTool adds a tool whose handler gets its arguments decoded into In.
func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {
	tt := *t
	if tt.InputSchema == nil {
		tt.InputSchema = map[string]any{"type": "object"}
	}
	s.AddTool(&tt, func(ctx context.Context, req *CallToolRequest) (*CallToolResult, error) {
		var in In
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		res, _, err := h(ctx, req, in)
		return res, err
	})
}
