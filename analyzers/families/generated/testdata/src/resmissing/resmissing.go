// Package resmissing declares a resource, a template and a prompt but has
// no generated file (OMCG0005).
package resmissing

import "context"

// Settings is static.
//
//mcp:resource config://settings
func Settings(ctx context.Context) (string, error) { return "", nil } // want `OMCG0005: resource config://settings has no registration: this package has no mcpvet_gen.go; run mcpvet gen \(go generate\) and call RegisterResources`

// Note is a template.
//
//mcp:resource note://{id}
func Note(id string) (string, error) { return "", nil } // want `OMCG0005: resource template note://{id} has no registration`

// Ask is a prompt.
//
//mcp:prompt
func Ask(ctx context.Context) (string, error) { return "", nil } // want `OMCG0005: prompt "ask" has no registration: this package has no mcpvet_gen.go; run mcpvet gen \(go generate\) and call RegisterPrompts`
