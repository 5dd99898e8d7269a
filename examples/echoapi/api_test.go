package main

import (
	"testing"

	"github.com/mcpvet/mcpvet/examples/internal/apitest"
)

// app is this package's task API for the end-to-end test it shares with
// the other framework's example; echo words a 404's body its own way.
var app = apitest.TaskApp{New: newAPI, MCPPath: mcpPath, NotFound: `{"message":"task 4 not found"}`}

// TestGeneratedFileIsCurrent: the committed mcpvet_gen.go is what mcpvet
// gen writes now.
func TestGeneratedFileIsCurrent(t *testing.T) { app.GeneratedFileIsCurrent(t) }

// TestToolsList: a go-sdk client lists the tools over Streamable HTTP;
// names, titles and hints are the spec's, descriptions and schemas what
// mcpvet computes from the routes.
func TestToolsList(t *testing.T) { app.ToolsList(t) }

// TestCalls calls each tool with the token: each call goes through the
// engine's bearer-token middleware to the handler.
func TestCalls(t *testing.T) { app.Calls(t) }

// TestUnauthorized: without the token, the MCP endpoint refuses the client.
func TestUnauthorized(t *testing.T) { app.Unauthorized(t) }
