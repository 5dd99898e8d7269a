package main

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"
)

func TestTools(t *testing.T) {
	s := server.NewMCPServer("test", "v1")
	RegisterMeta(s)
	s.AddTool(debugTool(), handle)
	s.AddTool(echoTool(), handle)
	if n := len(s.ListTools()); n != 3 {
		t.Errorf("%d tools, want 3", n)
	}
}
