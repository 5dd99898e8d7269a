package mcp

import "net/http"

// StreamableHTTPOptions configure a StreamableHTTPHandler.
type StreamableHTTPOptions struct {
	Stateless    bool
	JSONResponse bool
}

// StreamableHTTPHandler serves the MCP endpoint over streamable HTTP.
type StreamableHTTPHandler struct {
	getServer func(*http.Request) *Server
	opts      StreamableHTTPOptions
}

func NewStreamableHTTPHandler(getServer func(*http.Request) *Server, opts *StreamableHTTPOptions) *StreamableHTTPHandler {
	h := &StreamableHTTPHandler{getServer: getServer}
	if opts != nil {
		h.opts = *opts
	}
	return h
}

func (h *StreamableHTTPHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {}
