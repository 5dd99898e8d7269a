// Package mcp stands in for the go-sdk's package of the same path (see
// go.mod): the types and functions a small server registers tools with,
// with the go-sdk's signatures.
package mcp

import "context"

// Implementation names a server.
type Implementation struct {
	Name    string `json:"name"`
	Title   string `json:"title,omitempty"`
	Version string `json:"version"`
}

// ServerOptions configures a server.
type ServerOptions struct {
	Instructions string
}

// Server is an MCP server.
type Server struct {
	impl  *Implementation
	tools []*Tool
}

// NewServer returns a server.
func NewServer(impl *Implementation, opts *ServerOptions) *Server {
	return &Server{impl: impl}
}

// Transport carries a session.
type Transport interface {
	Connect(ctx context.Context) (Connection, error)
}

// Connection is a transport's connection.
type Connection interface {
	Close() error
}

// StdioTransport serves on standard input and output.
type StdioTransport struct{}

// Connect implements Transport.
func (*StdioTransport) Connect(ctx context.Context) (Connection, error) { return nil, nil }

// Run serves the server on t until the client disconnects.
func (s *Server) Run(ctx context.Context, t Transport) error { return nil }

// ToolAnnotations are hints about a tool's behavior.
type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint,omitempty"`
	Title           string `json:"title,omitempty"`
}

// Tool is a tool's listing.
type Tool struct {
	Annotations  *ToolAnnotations `json:"annotations,omitempty"`
	Description  string           `json:"description,omitempty"`
	InputSchema  any              `json:"inputSchema"`
	Name         string           `json:"name"`
	OutputSchema any              `json:"outputSchema,omitempty"`
	Title        string           `json:"title,omitempty"`
}

// Content is a piece of a tool's result.
type Content interface {
	MarshalJSON() ([]byte, error)
}

// TextContent is text in a result.
type TextContent struct {
	Text string
}

// MarshalJSON implements Content.
func (c *TextContent) MarshalJSON() ([]byte, error) { return nil, nil }

// CallToolParams are the parameters of a tools/call request.
type CallToolParams struct {
	Name      string `json:"name"`
	Arguments any    `json:"arguments,omitempty"`
}

// CallToolParamsRaw are the parameters a raw handler receives.
type CallToolParamsRaw struct {
	Name      string `json:"name"`
	Arguments []byte `json:"arguments,omitempty"`
}

// ServerSession is a client's session with the server.
type ServerSession struct{}

// CallToolRequest is a tools/call request.
type CallToolRequest struct {
	Session *ServerSession
	Params  *CallToolParamsRaw
}

// CallToolResult is a tool's result.
type CallToolResult struct {
	Content           []Content `json:"content"`
	StructuredContent any       `json:"structuredContent,omitempty"`
	IsError           bool      `json:"isError,omitempty"`
}

// ToolHandler is a raw tool handler.
type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

// ToolHandlerFor is a typed tool handler.
type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)

// AddTool adds a raw tool to the server.
func (s *Server) AddTool(t *Tool, h ToolHandler) { s.tools = append(s.tools, t) }

// AddTool adds a typed tool to the server, its schemas inferred from In
// and Out.
func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {
	s.tools = append(s.tools, t)
}

// Prompt is a prompt the server offers (prompts/list).
type Prompt struct {
	Name        string            `json:"name"`
	Title       string            `json:"title,omitempty"`
	Description string            `json:"description,omitempty"`
	Arguments   []*PromptArgument `json:"arguments,omitempty"`
}

// PromptArgument is one argument of a prompt.
type PromptArgument struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required,omitempty"`
}

// GetPromptRequest is a prompts/get request.
type GetPromptRequest struct {
	Session *ServerSession
}

// GetPromptResult is a prompt's messages.
type GetPromptResult struct {
	Description string `json:"description,omitempty"`
}

// PromptHandler answers prompts/get.
type PromptHandler func(context.Context, *GetPromptRequest) (*GetPromptResult, error)

// AddPrompt adds a prompt to the server.
func (s *Server) AddPrompt(p *Prompt, h PromptHandler) {}
