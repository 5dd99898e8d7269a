// Package git runs git for the tools of omcg0031/sdk: the flow of an
// argument goes on into another package.
package git

import (
	"context"
	"os/exec"
)

// Show shows rev in dir.
func Show(ctx context.Context, dir, rev string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "git", "show", rev)
	cmd.Dir = dir
	return cmd.Output()
}

// ShowSafe ends git's options before rev.
func ShowSafe(ctx context.Context, rev string) ([]byte, error) {
	return exec.CommandContext(ctx, "git", "show", "--end-of-options", rev).Output()
}

// Run runs git with the caller's arguments, as most git servers do.
func Run(ctx context.Context, dir string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	return cmd.Output()
}
