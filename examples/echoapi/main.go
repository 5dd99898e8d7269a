// Command echoapi is a small task API on echo whose routes are also MCP
// tools: mcpvet finds the echo routes (through groups, one of them handed
// to a func), works out each handler's arguments and result from how it
// reads the echo.Context and writes the response, and mcpvet gen writes
// the tools into mcpvet_gen.go (run go generate after changing a route).
// A tool call is served in process by the echo engine, so every middleware
// runs, the bearer-token check included.
//
// Usage:
//
//	echoapi [-addr :8080] [-token T]
//
// The API is at http://localhost:8080/api/v1/tasks (Authorization: Bearer
// T), the MCP endpoint at http://localhost:8080/mcp (Streamable HTTP). The
// token defaults to $TASKS_TOKEN; without one, a random token is made up
// and logged.
package main

import "github.com/mcpvet/mcpvet/examples/internal/tasks"

func main() { tasks.Serve("echoapi", mcpPath, newAPI) }
