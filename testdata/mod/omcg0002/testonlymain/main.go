// Command testonlymain serves one tool; RegisterMeta, exported in a
// package no program can import, is called by its tests only.
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Probe struct {
	Stop chan int `json:"stop"`
}

type Page struct {
	Next chan string `json:"next"` // want `OMCG0002: list_pages: Page.Next: jsonschema-go cannot infer a schema for chan string`
}

type Out struct{}

func probe(ctx context.Context, req *mcp.CallToolRequest, in Probe) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func pages(ctx context.Context, req *mcp.CallToolRequest, in Page) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

// RegisterMeta: only main_test.go calls it. Not flagged.
func RegisterMeta(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "meta_probe"}, probe)
}

// addPages is reached through a table main reads: flagged.
func addPages(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "list_pages"}, pages) }

var setup = []func(*mcp.Server){addPages}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "pages", Version: "v1"}, nil)
	for _, f := range setup {
		f(s)
	}
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
