// Package sdk registers its App resources with the go-sdk's AddResource:
// with a constant URI, which a tool's ui= may name, and with one mcpvet
// cannot read, after which any ui= may name one.
package sdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Query struct {
	City string `json:"city"`
}

const mapURI = "ui://weather/map"

func AddApps(s *mcp.Server, h mcp.ResourceHandler) {
	s.AddResource(&mcp.Resource{URI: mapURI, Name: "map"}, h)
}

// Map names the App registered above: not flagged.
//
//mcp:tool ui=ui://weather/map
func Map(ctx context.Context, in Query) (string, error) { return "", nil }

// Radar names none.
// want +2 `OMCG0012: ui="ui://weather/rader" names no ui:// resource declared in this package or in a package it imports; did you mean ui://weather/map\?`
//
//mcp:tool ui=ui://weather/rader
func Radar(ctx context.Context, in Query) (string, error) { return "", nil }
