// Package offers declares resources, templates and prompts twice under
// one URI, template or name (OMCG0007).
package offers

import "context"

// ---- Not flagged: one URI as a resource, another as a template. ----

//mcp:resource config://settings
func Settings(ctx context.Context) (string, error) { return "", nil }

//mcp:resource note://{id}
func Note(id string) (string, error) { return "", nil }

//mcp:prompt summarize
func Summarize(ctx context.Context) (string, error) { return "", nil }

// ---- Flagged. ----

// want +2 `OMCG0007: resource URI "config://settings" is already declared; the generated code registers both and the go-sdk keeps the last registration and silently drops the other: change one of them`
//
//mcp:resource config://settings
func SettingsAgain(ctx context.Context) (string, error) { return "", nil }

// want +2 `OMCG0007: resource template "note://{id}" is already declared`
//
//mcp:resource note://{id}
func NoteAgain(id string) (string, error) { return "", nil }

// Summarize2 gives the name of Summarize.
//
// want +2 `OMCG0007: prompt name "summarize" is already declared; the generated code registers both and the go-sdk keeps the last registration and silently drops the other: change one of them`
//
//mcp:prompt summarize
func Summarize2(ctx context.Context) (string, error) { return "", nil }
