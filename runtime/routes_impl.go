package runtime

import (
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TODO(api issue): the invoker. This first version only refuses loops.
func registerRoutes(s *mcp.Server, opts APIOptions, tools []RouteTool) {
	panic("runtime.RegisterRoutes: not implemented yet")
}

func loopPrevention(mcpPath string, next http.Handler) http.Handler {
	prefix := strings.TrimSuffix(mcpPath, "/")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get(InternalCallHeader) != "" && (r.URL.Path == prefix || strings.HasPrefix(r.URL.Path, prefix+"/")) {
			http.Error(w, "MCP endpoint refuses internal calls (loop prevention)", http.StatusLoopDetected)
			return
		}
		next.ServeHTTP(w, r)
	})
}
