package runtime_test

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// TestServeStdio serves a tool over the process's standard input and
// output (replaced by pipes for the test) and calls it.
func TestServeStdio(t *testing.T) {
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	oldIn, oldOut := os.Stdin, os.Stdout
	os.Stdin, os.Stdout = inR, outW
	t.Cleanup(func() { os.Stdin, os.Stdout = oldIn, oldOut })

	s := newServer()
	runtime.Tool(s, &mcp.Tool{Name: "echo"}, func(_ context.Context, q Query) (string, error) { return q.Q, nil })
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- runtime.ServeStdio(ctx, s) }()

	c := connectClient(t, newCapture(&mcp.IOTransport{Reader: outR, Writer: inW}))
	c.call(t, "echo", `{"q":"over stdio"}`).wantText(t, "over stdio")
	c.call(t, "echo", `{"q":1}`).wantError(t, "Argument 'q' is not valid.")

	c.Close()
	inW.Close()
	cancel()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("ServeStdio did not return")
	}
}
