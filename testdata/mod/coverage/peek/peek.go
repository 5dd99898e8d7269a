// Package peek is an HTTP middleware in front of a server built on a
// library mcpvet reads: it reads the JSON-RPC method of each request to
// log tool calls, and answers none itself. The module serves MCP with the
// go-sdk and mcp-go, so -coverage says nothing of this package.
package peek

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
)

// Tool is a tool as the middleware logs it.
type Tool struct {
	Name        string          `json:"name"`
	InputSchema json.RawMessage `json:"inputSchema"`
}

// Log logs each tool call before next answers it.
func Log(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		var req struct {
			Method string `json:"method"`
			Params struct {
				Name string `json:"name"`
			} `json:"params"`
		}
		if json.Unmarshal(body, &req) == nil {
			switch req.Method {
			case "tools/call":
				log.Printf("tool %s called", req.Params.Name)
			}
		}
		next.ServeHTTP(w, r)
	})
}
