// Package prompts declares //mcp:prompt prompts whose names are valid but
// refused by common clients.
package prompts

import "context"

// Fine has a portable name.
//
//mcp:prompt fine_prompt
func Fine(ctx context.Context) (string, error) { return "", nil }

// Dotted has a dot in its name.
//
// want +2 `OMCG0013: prompt name "case.summarize" is valid MCP, but common clients refuse it: it contains '.' \(use '_' or '-'\)`
//
//mcp:prompt case.summarize
func Dotted(ctx context.Context) (string, error) { return "", nil }
