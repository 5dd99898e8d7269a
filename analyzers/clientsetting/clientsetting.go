// Package clientsetting is the one setting of the client family
// (OMCG0013, OMCG0023-OMCG0025) for the programs that run mcpvet's
// analyzers: which clients to hold tools to (-clients) and the server
// name their prefix budgets count where the code does not say it
// (-servername). mcpvet registers both flags in analysis mode and under
// go vet; the golangci-lint plugin sets them from its settings.
package clientsetting

import (
	"flag"

	"github.com/mcpvet/mcpvet/analyzers/internal/clientprofile"
)

// Register adds -clients and -servername to fs.
func Register(fs *flag.FlagSet) { clientprofile.Register(fs) }

// Set selects clients: "all", "none", or a comma-separated list of
// openai, gemini, claude, cursor, copilot.
func Set(clients string) error { return clientprofile.Set(clients) }

// SetServerName sets the server name for prefix budgets.
func SetServerName(name string) { clientprofile.SetServerName(name) }

// Keys lists the client keys -clients takes.
func Keys() []string { return clientprofile.Keys() }
