// Package uuidcheck holds an id to a UUID (an anchored regular
// expression) through a validator that calls a boolean helper, before it
// pastes the id into a request's path: not flagged. The twin whose
// expression is not anchored is.
package uuidcheck

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Base is the API the tools call (the escape test points it at its own
// server).
var Base = "https://api.example.com/v1/"

type In struct {
	ID string `json:"id"`
}

var uuidRegex = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

var looseRegex = regexp.MustCompile(`^[0-9a-fA-F]`)

func isValidUUID(id string) bool { return uuidRegex.MatchString(id) }

func looksLikeID(id string) bool { return looseRegex.MatchString(id) }

func checkID(id string) error {
	if id == "" {
		return errors.New("empty id")
	}
	if !isValidUUID(id) {
		return fmt.Errorf("invalid id %s", id)
	}
	return nil
}

func checkLoose(id string) error {
	if !looksLikeID(id) {
		return fmt.Errorf("invalid id %s", id)
	}
	return nil
}

func get(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil) // want `OMCG0033: tool "deployment_loose": argument "id" is pasted into a request URL after a fixed base, .*\("1/\.\./\.\./admin" passes looseRegex\.MatchString\(id\)`
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
	mcp.AddTool(s, &mcp.Tool{Name: "deployment"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if err := checkID(in.ID); err != nil {
			return nil, nil, err
		}
		return nil, nil, get(ctx, Base+"deployments/"+in.ID)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "deployment_loose"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if err := checkLoose(in.ID); err != nil {
			return nil, nil, err
		}
		return nil, nil, get(ctx, Base+"deployments/"+in.ID)
	})
}
