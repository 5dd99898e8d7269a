// Package prompts declares //mcp:prompt prompts whose names the MCP spec
// does not allow (prompt names follow the tool name rules).
package prompts

import "context"

// Fine has a valid name.
//
//mcp:prompt fine_prompt
func Fine(ctx context.Context) (string, error) { return "", nil }

// Spaced has a quoted NAME with a space.
//
// want +2 `OMCG0008: prompt name "summarize case" is not valid: ' ' is not allowed \(use letters, digits, '_', '-', '.'\)`
//
//mcp:prompt "summarize case"
func Spaced(ctx context.Context) (string, error) { return "", nil }

// Slash has a name= value with a slash.
//
// want +2 `OMCG0008: prompt name "draft/reply" is not valid: '/' is not allowed`
//
//mcp:prompt name=draft/reply title="Draft"
func Slash(ctx context.Context) (string, error) { return "", nil }
