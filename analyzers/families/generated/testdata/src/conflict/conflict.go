// Package conflict declares RegisterTools itself: the generated file
// would declare it again, so mcpvet gen cannot write it. That is the one
// thing OMCG0005 says; not that the tool has no registration.
package conflict

// Ping pings.
//
//mcp:tool
func Ping() string { return "pong" }

// RegisterTools is the package's own.
func RegisterTools() {} // want `OMCG0005: mcpvet gen cannot write mcpvet_gen.go: RegisterTools is declared here, and the generated file declares it: rename this one`
