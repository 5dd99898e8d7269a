package mcp

import "context"

// Connection is a logical connection with a client.
type Connection interface {
	SessionID() string
}

// Transport is what a server is run on.
type Transport interface {
	Connect(ctx context.Context) (Connection, error)
}

// StdioTransport connects on the process's standard input and output.
type StdioTransport struct{}

func (*StdioTransport) Connect(context.Context) (Connection, error) { return nil, nil }

// InMemoryTransport connects to another in the same process.
type InMemoryTransport struct{}

func (*InMemoryTransport) Connect(context.Context) (Connection, error) { return nil, nil }

// Run serves s on t until the client disconnects or ctx is done.
func (s *Server) Run(ctx context.Context, t Transport) error { return nil }
