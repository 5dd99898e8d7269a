// Package server answers MCP's methods with its own code, none of the
// libraries mcpvet reads: -coverage says its tools are not seen (its path
// escape is not reported either).
package server

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
)

// Tool is a tool as tools/list lists it.
type Tool struct {
	Name        string          `json:"name"`
	InputSchema json.RawMessage `json:"inputSchema"`
}

// Server answers JSON-RPC requests by method.
type Server struct {
	Root     string
	handlers map[string]func(json.RawMessage) (any, error)
}

// New is a server of the files under root.
func New(root string) *Server {
	s := &Server{Root: root, handlers: map[string]func(json.RawMessage) (any, error){}}
	s.handle("tools/list", func(json.RawMessage) (any, error) {
		return []Tool{{Name: "read_file", InputSchema: json.RawMessage(`{"type":"object"}`)}}, nil
	})
	s.handle("tools/call", s.call)
	return s
}

func (s *Server) handle(method string, h func(json.RawMessage) (any, error)) {
	s.handlers[method] = h
}

func (s *Server) call(params json.RawMessage) (any, error) {
	var call struct {
		Arguments struct {
			Name string `json:"name"`
		} `json:"arguments"`
	}
	if err := json.Unmarshal(params, &call); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(filepath.Join(s.Root, call.Arguments.Name))
	return string(b), err
}

// Handle answers one request.
func (s *Server) Handle(method string, params json.RawMessage) (any, error) {
	h, ok := s.handlers[method]
	if !ok {
		return nil, errors.New("unknown method " + method)
	}
	return h(params)
}
