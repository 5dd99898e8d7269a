package sdkstartup

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// newServerWith calls the real mcp.NewServer with what o describes and
// returns its panic's text, "" when it does not panic.
func newServerWith(o ServerOptions) (refused string) {
	defer func() {
		if r := recover(); r != nil {
			refused = fmt.Sprint(r)
		}
	}()
	impl := &mcp.Implementation{Name: "t", Version: "v0"}
	if o.NilImplementation {
		impl = nil
	}
	opts := &mcp.ServerOptions{PageSize: int(o.PageSize), SupportedProtocolVersions: o.SupportedProtocolVersions}
	if o.SubscribeHandler {
		opts.SubscribeHandler = func(context.Context, *mcp.SubscribeRequest) error { return nil }
	}
	if o.UnsubscribeHandler {
		opts.UnsubscribeHandler = func(context.Context, *mcp.UnsubscribeRequest) error { return nil }
	}
	mcp.NewServer(impl, opts)
	return ""
}

var serverCases = []ServerOptions{
	{},
	{NilImplementation: true},
	{PageSize: -1},
	{PageSize: 1},
	{PageSize: 0},
	{SubscribeHandler: true},
	{UnsubscribeHandler: true},
	{SubscribeHandler: true, UnsubscribeHandler: true},
	{SupportedProtocolVersions: []string{"2025-06-18"}},
	{SupportedProtocolVersions: []string{"2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}},
	{SupportedProtocolVersions: []string{"2025-06-18", "2025-06-19"}},
	{SupportedProtocolVersions: []string{"latest"}},
	{SupportedProtocolVersions: []string{""}},
	{SupportedProtocolVersions: []string{}},
	// Several at once: the SDK panics with the first it checks.
	{NilImplementation: true, PageSize: -5, SubscribeHandler: true},
	{PageSize: -5, UnsubscribeHandler: true, SupportedProtocolVersions: []string{"x"}},
	{SubscribeHandler: true, SupportedProtocolVersions: []string{"x"}},
}

// TestServerProblems holds the model to the real SDK: NewServer panics
// exactly when the model finds a problem, with the first one's text.
func TestServerProblems(t *testing.T) {
	for _, c := range serverCases {
		got := newServerWith(c)
		probs := ServerProblems(c)
		want := ""
		if len(probs) > 0 {
			want = probs[0].Message
		}
		if got != want {
			t.Errorf("%+v: mcp.NewServer panics with %q, the model says %q", c, got, want)
		}
	}
}

// TestSupportedProtocolVersions: the model's list is the SDK's.
func TestSupportedProtocolVersions(t *testing.T) {
	if got := mcp.SupportedProtocolVersions(); !slices.Equal(got, SupportedProtocolVersions) {
		t.Errorf("mcp.SupportedProtocolVersions() = %q, the model has %q", got, SupportedProtocolVersions)
	}
}
