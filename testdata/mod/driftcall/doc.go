// Package driftcall proves the error rows of the drift codes (OMCG0038,
// OMCG0039): its test serves the fixtures' tools on a real mcp-go server,
// calls each through a real mcp-go client with arguments made from the
// tool's own listing, and sees the flagged tools fail and the others
// answer.
package driftcall
