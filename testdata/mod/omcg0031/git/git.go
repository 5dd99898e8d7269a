// Package git runs git for package sdk, in a package of its own: the
// flows of its tools cross into it.
package git

import (
	"context"
	"os/exec"
)

// Show shows a revision of the repository at dir.
func Show(ctx context.Context, dir, rev string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "git", "show", rev)
	cmd.Dir = dir
	return cmd.Output()
}

// Range is a range of revisions.
type Range struct{ From, To string }

// Log lists the commits from r.From.
func Log(ctx context.Context, r Range) ([]byte, error) {
	return exec.CommandContext(ctx, "git", "log", r.From).Output()
}

// ShowSafe ends git's options before the revision.
func ShowSafe(ctx context.Context, rev string) ([]byte, error) {
	return exec.CommandContext(ctx, "git", "show", "--end-of-options", rev).Output()
}

// Blame blames a file at any string-like revision.
func Blame[R ~string](ctx context.Context, rev R) ([]byte, error) {
	return exec.CommandContext(ctx, "git", "blame", string(rev)).Output()
}

// Run runs git with the caller's arguments, as most git servers do.
func Run(ctx context.Context, dir string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	return cmd.Output()
}

// Diff passes its arguments on to Run.
func Diff(ctx context.Context, dir string, args ...string) ([]byte, error) {
	return Run(ctx, dir, args...)
}
