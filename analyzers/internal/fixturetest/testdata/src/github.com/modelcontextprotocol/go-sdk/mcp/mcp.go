// Package mcp is a stub of the go-sdk's mcp package (v1.8.0): the
// declarations mcpvet knows the SDK by, with the real names, signatures
// and JSON tags, and no behaviour.
package mcp

import "context"

// Meta is the _meta field of the protocol's types.
type Meta map[string]any

// Icon is a tool's icon.
type Icon struct {
	Source string `json:"src"`
}

// Tool is the definition of a tool the client can call.
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

// ToolAnnotations are a tool's hints.
type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	Title           string `json:"title,omitempty"`
}

// Params are a request's parameters.
type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)
	isParams()
	isNil() bool
}

// CallToolParamsRaw is passed to tool handlers on the server.
type CallToolParamsRaw struct {
	Meta `json:"_meta,omitempty"`
	Name string `json:"name"`
}

func (x *CallToolParamsRaw) GetMeta() map[string]any  { return x.Meta }
func (x *CallToolParamsRaw) SetMeta(m map[string]any) { x.Meta = m }
func (x *CallToolParamsRaw) isParams()                {}
func (x *CallToolParamsRaw) isNil() bool              { return x == nil }

// ReadResourceParams are the parameters of resources/read.
type ReadResourceParams struct {
	Meta `json:"_meta,omitempty"`
	URI  string `json:"uri"`
}

func (x *ReadResourceParams) GetMeta() map[string]any  { return x.Meta }
func (x *ReadResourceParams) SetMeta(m map[string]any) { x.Meta = m }
func (x *ReadResourceParams) isParams()                {}
func (x *ReadResourceParams) isNil() bool              { return x == nil }

// GetPromptParams are the parameters of prompts/get.
type GetPromptParams struct {
	Meta      `json:"_meta,omitempty"`
	Arguments map[string]string `json:"arguments,omitempty"`
	Name      string            `json:"name"`
}

func (x *GetPromptParams) GetMeta() map[string]any  { return x.Meta }
func (x *GetPromptParams) SetMeta(m map[string]any) { x.Meta = m }
func (x *GetPromptParams) isParams()                {}
func (x *GetPromptParams) isNil() bool              { return x == nil }

// ServerRequest is a request to a server.
type ServerRequest[P Params] struct {
	Session *ServerSession
	Params  P
}

// The requests a server's handlers get.
type (
	CallToolRequest     = ServerRequest[*CallToolParamsRaw]
	GetPromptRequest    = ServerRequest[*GetPromptParams]
	ReadResourceRequest = ServerRequest[*ReadResourceParams]
)

// Content is a content item of a result.
type Content interface {
	MarshalJSON() ([]byte, error)
}

// TextContent is a textual content.
type TextContent struct {
	Text string
	Meta Meta
}

func (c *TextContent) MarshalJSON() ([]byte, error) { return nil, nil }

// CallToolResult is the server's response to a tool call.
type CallToolResult struct {
	Meta              `json:"_meta,omitempty"`
	Content           []Content `json:"content"`
	StructuredContent any       `json:"structuredContent,omitempty"`
	IsError           bool      `json:"isError,omitempty"`
}

// ToolHandler handles a call to tools/call.
type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

// ToolHandlerFor handles a call to tools/call with typed arguments and
// results.
type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)

// Implementation describes an MCP implementation.
type Implementation struct {
	Name    string `json:"name"`
	Title   string `json:"title,omitempty"`
	Version string `json:"version"`
}

// ServerOptions configure a server.
type ServerOptions struct {
	Instructions string
}

// Server is an MCP server.
type Server struct {
	impl *Implementation
	opts ServerOptions
}

// NewServer creates a server.
func NewServer(impl *Implementation, options *ServerOptions) *Server {
	s := &Server{impl: impl}
	if options != nil {
		s.opts = *options
	}
	return s
}

// AddTool adds a tool with a low-level handler.
func (s *Server) AddTool(t *Tool, h ToolHandler) {}

// AddTool adds a tool whose schemas are inferred from In and Out.
func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {}

// Resource is a resource the server can read.
type Resource struct {
	Meta        `json:"_meta,omitempty"`
	Description string `json:"description,omitempty"`
	MIMEType    string `json:"mimeType,omitempty"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	URI         string `json:"uri"`
}

// ResourceTemplate is a template of resources.
type ResourceTemplate struct {
	Meta        `json:"_meta,omitempty"`
	Description string `json:"description,omitempty"`
	MIMEType    string `json:"mimeType,omitempty"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	URITemplate string `json:"uriTemplate"`
}

// ResourceContents is the contents of a resource.
type ResourceContents struct {
	URI      string `json:"uri"`
	MIMEType string `json:"mimeType,omitempty"`
	Text     string `json:"text,omitempty"`
	Blob     []byte `json:"blob,omitempty"`
}

// ReadResourceResult is the result of resources/read.
type ReadResourceResult struct {
	Meta     `json:"_meta,omitempty"`
	Contents []*ResourceContents `json:"contents"`
}

// ResourceHandler reads a resource.
type ResourceHandler func(context.Context, *ReadResourceRequest) (*ReadResourceResult, error)

// AddResource adds a resource.
func (s *Server) AddResource(r *Resource, h ResourceHandler) {}

// AddResourceTemplate adds a resource template.
func (s *Server) AddResourceTemplate(t *ResourceTemplate, h ResourceHandler) {}

// PromptArgument is an argument of a prompt.
type PromptArgument struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required,omitempty"`
}

// Prompt is a prompt the server offers.
type Prompt struct {
	Meta        `json:"_meta,omitempty"`
	Arguments   []*PromptArgument `json:"arguments,omitempty"`
	Description string            `json:"description,omitempty"`
	Name        string            `json:"name"`
	Title       string            `json:"title,omitempty"`
}

// PromptMessage is a message of a prompt.
type PromptMessage struct {
	Content Content `json:"content"`
	Role    string  `json:"role"`
}

// GetPromptResult is the result of prompts/get.
type GetPromptResult struct {
	Meta        `json:"_meta,omitempty"`
	Description string           `json:"description,omitempty"`
	Messages    []*PromptMessage `json:"messages"`
}

// PromptHandler gets a prompt.
type PromptHandler func(context.Context, *GetPromptRequest) (*GetPromptResult, error)

// AddPrompt adds a prompt.
func (s *Server) AddPrompt(p *Prompt, h PromptHandler) {}

// ServerSession is a session of a client with the server.
type ServerSession struct {
	server *Server
}
