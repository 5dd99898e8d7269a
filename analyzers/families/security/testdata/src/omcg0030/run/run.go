// Package run runs command lines for the tools of omcg0030/sdk: the flow
// of an argument goes on into another package.
package run

import (
	"context"
	"os/exec"
)

// Script runs a command line with sh.
func Script(ctx context.Context, line string) ([]byte, error) {
	return exec.CommandContext(ctx, "sh", "-c", line).Output()
}
