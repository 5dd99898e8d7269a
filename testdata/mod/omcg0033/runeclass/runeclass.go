// Package runeclass checks a version against an allow-list of characters
// (a loop over its runes that refuses the first outside the class) before
// it pastes it into a request's path: without "/" in the class, no
// candidate climbs (not flagged); with "/", "x/../../admin" passes
// (flagged).
package runeclass

import (
	"context"
	"errors"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Base is the API the tools call (the escape test points it at its own
// server).
var Base = "https://api.example.com/v1/"

type In struct {
	Version string `json:"version"`
}

func isValidVersion(v string) bool {
	if v == "" {
		return false
	}
	for _, c := range v {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '.' || c == '-' || c == '_':
		default:
			return false
		}
	}
	return true
}

func isValidPath(v string) bool {
	for _, c := range v {
		if !(c >= 'a' && c <= 'z' || c == '.' || c == '/') {
			return false
		}
	}
	return true
}

func get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil) // want `OMCG0033: tool "release_path": argument "version" is pasted into a request URL after a fixed base, .*"\.\./admin" passes isValidPath\(in\.Version\)`
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "release"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if !isValidVersion(in.Version) {
			return nil, nil, errors.New("invalid version")
		}
		return nil, nil, get(ctx, Base+"releases/"+in.Version)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "release_path"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if !isValidPath(in.Version) {
			return nil, nil, errors.New("invalid version")
		}
		return nil, nil, get(ctx, Base+"releases/"+in.Version)
	})
}
