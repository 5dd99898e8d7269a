package server

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// The requests of the server's own to the client, and the ways a server
// is served.

// errNoSession stands for the library's sending through the client
// session of the call, which the stub has none of.
var errNoSession = errors.New("no active session")

func (s *MCPServer) RequestElicitation(ctx context.Context, request mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	return nil, errNoSession
}

func (s *MCPServer) RequestSampling(ctx context.Context, request mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
	return nil, errNoSession
}

type StreamableHTTPOption func(*StreamableHTTPServer)

type StreamableHTTPServer struct {
	server    *MCPServer
	stateLess bool
}

// WithStateLess serves without sessions.
func WithStateLess(stateLess bool) StreamableHTTPOption {
	return func(s *StreamableHTTPServer) {
		s.stateLess = stateLess
	}
}

func NewStreamableHTTPServer(server *MCPServer, opts ...StreamableHTTPOption) *StreamableHTTPServer {
	s := &StreamableHTTPServer{server: server}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

type StdioOption func(*stdioServer)

type stdioServer struct{ server *MCPServer }

// ServeStdio serves the server over stdin and stdout.
func ServeStdio(server *MCPServer, opts ...StdioOption) error {
	s := &stdioServer{server: server}
	for _, opt := range opts {
		opt(s)
	}
	return nil
}
