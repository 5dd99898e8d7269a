// Package driftcall proves the error rows of the drift codes (OMCG0038,
// OMCG0039): its tests serve the fixtures' tools on a real mcp-go server
// (and the raw go-sdk handlers on a real go-sdk server), call each
// through a real client of its SDK with arguments made from the tool's
// own listing, and see the flagged tools fail and the others answer.
package driftcall
