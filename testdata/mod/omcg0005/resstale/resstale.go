// Package resstale has a generated file written before its resource was
// declared (OMCG0005): its RegisterTools still works, and the file is
// stale.
package resstale

import "context"

type In struct {
	Q string `json:"q"`
}

// Search is a tool.
//
//mcp:tool
func Search(ctx context.Context, in In) (string, error) { return "", nil }

// Settings is a resource declared after the file was written.
//
//mcp:resource config://settings
func Settings(ctx context.Context) (string, error) { return "", nil }
