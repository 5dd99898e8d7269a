// Package mcp is a stub of the go-sdk's mcp package (v1.8.0): the
// declarations the codes read here, with the same names and
// signatures. mcpvet knows the SDK's calls by their names and reads none
// of their bodies, so the bodies do only what a reader needs to see of
// the real ones.
package mcp

import (
	"context"
	"encoding/json"
)

// Meta is the _meta of a message.
type Meta map[string]any

// Icon is an icon of a tool, a resource or the server.
type Icon struct {
	Source   string `json:"src"`
	MIMEType string `json:"mimeType,omitempty"`
}

// Annotations are the annotations of a resource.
type Annotations struct {
	Priority float64 `json:"priority,omitempty"`
}

// Implementation names the server.
type Implementation struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Version     string `json:"version"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
}

// Params are a request's parameters.
type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)
	isParams()
}

// ServerSession is a client's session with the server.
type ServerSession struct{}

// A ServerRequest is a request to a server.
type ServerRequest[P Params] struct {
	Session *ServerSession
	Params  P
}

type (
	CallToolRequest     = ServerRequest[*CallToolParamsRaw]
	GetPromptRequest    = ServerRequest[*GetPromptParams]
	InitializedRequest  = ServerRequest[*InitializedParams]
	ReadResourceRequest = ServerRequest[*ReadResourceParams]
	SubscribeRequest    = ServerRequest[*SubscribeParams]
	UnsubscribeRequest  = ServerRequest[*UnsubscribeParams]
)

type CallToolParamsRaw struct {
	Meta      `json:"_meta,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

type GetPromptParams struct {
	Meta      `json:"_meta,omitempty"`
	Arguments map[string]string `json:"arguments,omitempty"`
	Name      string            `json:"name"`
}

type InitializedParams struct {
	Meta `json:"_meta,omitempty"`
}

type ReadResourceParams struct {
	Meta `json:"_meta,omitempty"`
	URI  string `json:"uri"`
}

type SubscribeParams struct {
	Meta `json:"_meta,omitempty"`
	URI  string `json:"uri"`
}

type UnsubscribeParams struct {
	Meta `json:"_meta,omitempty"`
	URI  string `json:"uri"`
}

func (m Meta) GetMeta() map[string]any   { return m }
func (m *Meta) SetMeta(x map[string]any) { *m = x }
func (*CallToolParamsRaw) isParams()     {}
func (*GetPromptParams) isParams()       {}
func (*InitializedParams) isParams()     {}
func (*ReadResourceParams) isParams()    {}
func (*SubscribeParams) isParams()       {}
func (*UnsubscribeParams) isParams()     {}

// Content is a piece of a tool's result.
type Content interface {
	MarshalJSON() ([]byte, error)
}

type CallToolResult struct {
	Meta              `json:"_meta,omitempty"`
	Content           []Content `json:"content"`
	StructuredContent any       `json:"structuredContent,omitempty"`
	IsError           bool      `json:"isError,omitempty"`
}

type ResourceContents struct {
	URI      string `json:"uri"`
	MIMEType string `json:"mimeType,omitempty"`
	Text     string `json:"text,omitempty"`
}

type ReadResourceResult struct {
	Meta     `json:"_meta,omitempty"`
	Contents []*ResourceContents `json:"contents"`
}

type PromptMessage struct {
	Role    string  `json:"role"`
	Content Content `json:"content"`
}

type GetPromptResult struct {
	Meta        `json:"_meta,omitempty"`
	Description string           `json:"description,omitempty"`
	Messages    []*PromptMessage `json:"messages"`
}

type Tool struct {
	Meta         `json:"_meta,omitempty"`
	Annotations  *ToolAnnotations `json:"annotations,omitempty"`
	Description  string           `json:"description,omitempty"`
	InputSchema  any              `json:"inputSchema"`
	Name         string           `json:"name"`
	OutputSchema any              `json:"outputSchema,omitempty"`
	Title        string           `json:"title,omitempty"`
	Icons        []Icon           `json:"icons,omitempty"`
}

type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	Title           string `json:"title,omitempty"`
}

type Resource struct {
	Meta        `json:"_meta,omitempty"`
	Annotations *Annotations `json:"annotations,omitempty"`
	Description string       `json:"description,omitempty"`
	MIMEType    string       `json:"mimeType,omitempty"`
	Name        string       `json:"name"`
	Size        int64        `json:"size,omitempty"`
	Title       string       `json:"title,omitempty"`
	URI         string       `json:"uri"`
	Icons       []Icon       `json:"icons,omitempty"`
}

type ResourceTemplate struct {
	Meta        `json:"_meta,omitempty"`
	Annotations *Annotations `json:"annotations,omitempty"`
	Description string       `json:"description,omitempty"`
	MIMEType    string       `json:"mimeType,omitempty"`
	Name        string       `json:"name"`
	Title       string       `json:"title,omitempty"`
	URITemplate string       `json:"uriTemplate"`
	Icons       []Icon       `json:"icons,omitempty"`
}

type Prompt struct {
	Meta        `json:"_meta,omitempty"`
	Arguments   []*PromptArgument `json:"arguments,omitempty"`
	Description string            `json:"description,omitempty"`
	Name        string            `json:"name"`
	Title       string            `json:"title,omitempty"`
	Icons       []Icon            `json:"icons,omitempty"`
}

type PromptArgument struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required,omitempty"`
}

type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)

type ResourceHandler func(context.Context, *ReadResourceRequest) (*ReadResourceResult, error)

type PromptHandler func(context.Context, *GetPromptRequest) (*GetPromptResult, error)

type ServerOptions struct {
	Instructions              string
	InitializedHandler        func(context.Context, *InitializedRequest)
	PageSize                  int
	KeepAliveFailureThreshold int
	SubscribeHandler          func(context.Context, *SubscribeRequest) error
	UnsubscribeHandler        func(context.Context, *UnsubscribeRequest) error
	SupportedProtocolVersions []string
}

// Server is an MCP server.
type Server struct {
	impl *Implementation
	opts ServerOptions
}

var supportedProtocolVersions = []string{"2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}

// SupportedProtocolVersions returns the protocol versions the SDK speaks.
func SupportedProtocolVersions() []string { return append([]string(nil), supportedProtocolVersions...) }

// NewServer panics on a nil Implementation, as the real one does (the
// option checks OMCG0035 models are in the real one only).
func NewServer(impl *Implementation, options *ServerOptions) *Server {
	if impl == nil {
		panic("nil Implementation")
	}
	var opts ServerOptions
	if options != nil {
		opts = *options
	}
	return &Server{impl: impl, opts: opts}
}

func (s *Server) AddTool(t *Tool, h ToolHandler) {}

func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {}

func (s *Server) AddPrompt(p *Prompt, h PromptHandler) {}

// AddResource and AddResourceTemplate parse the URI and the template and
// panic when they do not parse, in the real SDK; mcpvet models that itself
// (internal/resourceuri) and reads no body here.
func (s *Server) AddResource(r *Resource, h ResourceHandler) {}

func (s *Server) AddResourceTemplate(t *ResourceTemplate, h ResourceHandler) {}
