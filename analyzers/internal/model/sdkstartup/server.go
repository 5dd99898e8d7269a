package sdkstartup

import (
	"fmt"
	"slices"
)

// ServerOptions is what mcp.NewServer (go-sdk v1.8.0) reads of its
// arguments before it panics: whether the *mcp.Implementation is nil, and
// the fields of *mcp.ServerOptions it checks.
type ServerOptions struct {
	NilImplementation bool
	// SubscribeHandler and UnsubscribeHandler: the handler is set (not
	// nil).
	SubscribeHandler, UnsubscribeHandler bool
	PageSize                             int64
	SupportedProtocolVersions            []string
}

// ServerField names what a ServerProblem is about.
type ServerField int

const (
	Implementation ServerField = iota + 1
	PageSize
	SubscribeHandler
	UnsubscribeHandler
	// ProtocolVersion: the entry Index of SupportedProtocolVersions.
	ProtocolVersion
)

// ServerProblem is one thing mcp.NewServer panics on.
type ServerProblem struct {
	Field ServerField
	Index int // for ProtocolVersion
	// Message is the SDK's panic text.
	Message string
}

// SupportedProtocolVersions are the protocol revisions the go-sdk v1.8.0
// serves (mcp.SupportedProtocolVersions(), newest first); a test holds
// the two together.
var SupportedProtocolVersions = []string{"2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}

// ServerProblems returns every problem of o that makes mcp.NewServer
// panic, in the order the SDK checks them: it panics with the first.
func ServerProblems(o ServerOptions) []ServerProblem {
	var out []ServerProblem
	if o.NilImplementation {
		out = append(out, ServerProblem{Field: Implementation, Message: "nil Implementation"})
	}
	if o.PageSize < 0 {
		out = append(out, ServerProblem{Field: PageSize, Message: fmt.Sprintf("invalid page size %d", o.PageSize)})
	}
	if o.SubscribeHandler && !o.UnsubscribeHandler {
		out = append(out, ServerProblem{Field: SubscribeHandler, Message: "SubscribeHandler requires UnsubscribeHandler"})
	}
	if o.UnsubscribeHandler && !o.SubscribeHandler {
		out = append(out, ServerProblem{Field: UnsubscribeHandler, Message: "UnsubscribeHandler requires SubscribeHandler"})
	}
	for i, v := range o.SupportedProtocolVersions {
		if !slices.Contains(SupportedProtocolVersions, v) {
			out = append(out, ServerProblem{Field: ProtocolVersion, Index: i, Message: fmt.Sprintf("unsupported protocol version %q", v)})
		}
	}
	return out
}
