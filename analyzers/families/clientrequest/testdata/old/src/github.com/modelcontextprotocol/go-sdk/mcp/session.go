package mcp

import (
	"context"
	"errors"
)

// The requests of the server's own to the client, sent through the
// session of the call a handler serves, and the types of prompts and
// resources, whose handlers may send them too.

type ElicitParams struct {
	Meta            `json:"_meta,omitempty"`
	Mode            string `json:"mode"`
	Message         string `json:"message"`
	RequestedSchema any    `json:"requestedSchema,omitempty"`
}

type ElicitResult struct {
	Meta    `json:"_meta,omitempty"`
	Action  string         `json:"action"`
	Content map[string]any `json:"content,omitempty"`
}

type CreateMessageParams struct {
	Meta      `json:"_meta,omitempty"`
	MaxTokens int64 `json:"maxTokens"`
}

type CreateMessageResult struct {
	Meta    `json:"_meta,omitempty"`
	Content Content `json:"content"`
	Model   string  `json:"model"`
}

type ListRootsParams struct {
	Meta `json:"_meta,omitempty"`
}

type ListRootsResult struct {
	Meta `json:"_meta,omitempty"`
}

type LoggingLevel string

type LoggingMessageParams struct {
	Meta   `json:"_meta,omitempty"`
	Data   any          `json:"data"`
	Level  LoggingLevel `json:"level"`
	Logger string       `json:"logger,omitempty"`
}

// errNoConnection stands for the SDK's sending over the session's
// connection, which the stub has none of.
var errNoConnection = errors.New("no connection")

func (ss *ServerSession) Elicit(ctx context.Context, params *ElicitParams) (*ElicitResult, error) {
	return nil, errNoConnection
}

func (ss *ServerSession) CreateMessage(ctx context.Context, params *CreateMessageParams) (*CreateMessageResult, error) {
	return nil, errNoConnection
}

func (ss *ServerSession) ListRoots(ctx context.Context, params *ListRootsParams) (*ListRootsResult, error) {
	return nil, errNoConnection
}

// Log sends a notification, not a request.
func (ss *ServerSession) Log(ctx context.Context, params *LoggingMessageParams) error {
	return nil
}

type Prompt struct {
	Meta        `json:"_meta,omitempty"`
	Description string `json:"description,omitempty"`
	Name        string `json:"name"`
}

type GetPromptParams struct {
	Meta      `json:"_meta,omitempty"`
	Arguments map[string]string `json:"arguments,omitempty"`
	Name      string            `json:"name"`
}

func (x *GetPromptParams) GetMeta() map[string]any  { return x.Meta }
func (x *GetPromptParams) SetMeta(m map[string]any) { x.Meta = m }
func (x *GetPromptParams) isParams()                {}

type GetPromptRequest = ServerRequest[*GetPromptParams]

type GetPromptResult struct {
	Meta        `json:"_meta,omitempty"`
	Description string `json:"description,omitempty"`
}

type PromptHandler func(context.Context, *GetPromptRequest) (*GetPromptResult, error)

func (s *Server) AddPrompt(p *Prompt, h PromptHandler) {
	s.prompts[p.Name] = h
}

type Resource struct {
	Meta     `json:"_meta,omitempty"`
	MIMEType string `json:"mimeType,omitempty"`
	Name     string `json:"name"`
	URI      string `json:"uri"`
}

type ReadResourceParams struct {
	Meta `json:"_meta,omitempty"`
	URI  string `json:"uri"`
}

func (x *ReadResourceParams) GetMeta() map[string]any  { return x.Meta }
func (x *ReadResourceParams) SetMeta(m map[string]any) { x.Meta = m }
func (x *ReadResourceParams) isParams()                {}

type ReadResourceRequest = ServerRequest[*ReadResourceParams]

type ReadResourceResult struct {
	Meta `json:"_meta,omitempty"`
}

type ResourceHandler func(context.Context, *ReadResourceRequest) (*ReadResourceResult, error)

func (s *Server) AddResource(r *Resource, h ResourceHandler) {
	s.resources[r.URI] = h
}
