package real_test

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0044/banner"
	"fixtures/omcg0044/factory"
	"fixtures/omcg0044/logger"
	"fixtures/omcg0044/loggerquiet"
	"fixtures/omcg0044/mark"
	"fixtures/omcg0044/sdk"
)

// serveEnv names the fixture this test binary serves on stdio when it is
// started as the server.
const serveEnv = "OMCG0044_SERVE"

func TestMain(m *testing.M) {
	switch os.Getenv(serveEnv) {
	case "sdk":
		if err := sdk.Serve(context.Background()); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	case "banner":
		if err := banner.Main(); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	case "banner-quiet":
		if err := banner.Quiet(); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	case "banner-deferred":
		if err := banner.Cleanup(); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	case "logger":
		if err := logger.Serve(context.Background()); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	case "logger-quiet":
		if err := loggerquiet.Serve(context.Background()); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	case "factory":
		if err := factory.Main(); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	case "mark":
		if err := mark.Main(); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestPrintBreaksStdio holds OMCG0044 against the real libraries: each
// fixture server runs as a process on stdio; a call of the tool that
// writes to standard error or the log answers, and a call of the tool
// OMCG0044 reports fails: the printed line reaches the go-sdk client as
// a message it cannot read.
func TestPrintBreaksStdio(t *testing.T) {
	for _, c := range []struct {
		fixture, quiet, printing string
		args                     map[string]any
	}{
		{"sdk", "greet_quiet", "greet", map[string]any{"name": "ann"}},
		{"sdk", "greet_quiet", "greet_traced", map[string]any{"name": "ann"}},
		{"mark", "echo_logged", "echo", map[string]any{"text": "hi"}},
		{"factory", "echo_made_logged", "echo_made", map[string]any{"text": "hi"}},
		{"logger", "quiet", "logged", map[string]any{"name": "ann"}},
		{"logger", "quiet", "slogged", map[string]any{"name": "ann"}},
	} {
		t.Run(c.fixture+"/"+c.printing, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			cmd := exec.Command(os.Args[0])
			cmd.Env = append(os.Environ(), serveEnv+"="+c.fixture)
			client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, nil)
			cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer cs.Close()
			if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: c.quiet, Arguments: c.args}); err != nil {
				t.Fatalf("%s (not reported): %v", c.quiet, err)
			}
			// The call may fail at once, or wait for an answer that never
			// comes: the connection is closed either way.
			callCtx, callCancel := context.WithTimeout(ctx, 10*time.Second)
			defer callCancel()
			_, err = cs.CallTool(callCtx, &mcp.CallToolParams{Name: c.printing, Arguments: c.args})
			if err == nil {
				t.Fatalf("%s (reported) answered: its print did not reach the client", c.printing)
			}
			t.Logf("%s: %v", c.printing, err)
			if _, err := cs.CallTool(callCtx, &mcp.CallToolParams{Name: c.quiet, Arguments: c.args}); err == nil {
				t.Errorf("%s answered after the print: the connection survived", c.quiet)
			}
		})
	}
}

// TestBannerBreaksStdio holds OMCG0044's writes before serving against
// the real libraries: the fixture that prints its banner to standard
// output (reported) runs on stdio and the go-sdk client cannot start a
// session with it; the one that logs it to standard error and the one
// that prints only in deferred calls (neither reported) answer a call.
func TestBannerBreaksStdio(t *testing.T) {
	for _, c := range []struct {
		fixture string
		breaks  bool
	}{
		{"banner", true},
		{"banner-quiet", false},
		{"banner-deferred", false},
		{"logger-quiet", false},
	} {
		t.Run(c.fixture, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			cmd := exec.Command(os.Args[0])
			cmd.Env = append(os.Environ(), serveEnv+"="+c.fixture)
			client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, nil)
			cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
			if err == nil {
				defer cs.Close()
				_, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "ping"})
			}
			if broke := err != nil; broke != c.breaks {
				t.Fatalf("%s: the session broke: %v (%v), want %v", c.fixture, broke, err, c.breaks)
			}
			t.Logf("%s: %v", c.fixture, err)
		})
	}
}
