package main

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestMetaPanics(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v1"}, nil)
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	RegisterMeta(s)
}
