// Package run runs shell scripts for package sdk, in a package of its
// own: the flows of its tools cross into it.
package run

import (
	"context"
	"os/exec"
)

// Script runs script with sh.
func Script(ctx context.Context, script string) ([]byte, error) {
	return exec.CommandContext(ctx, "sh", "-c", script).Output()
}

// Job is what Do runs.
type Job struct {
	Dir     string
	Pattern string
}

// Do greps for the job's pattern in its folder.
func Do(ctx context.Context, j Job) error {
	return exec.CommandContext(ctx, "bash", "-c", "grep -rn "+j.Pattern+" "+j.Dir).Run()
}

// Lines runs the lines joined, one shell for all.
func Lines(lines []string) error {
	script := ""
	for _, l := range lines {
		script += "echo " + l + "\n"
	}
	return exec.Command("/bin/sh", "-c", script).Run()
}

// Quoted runs a fixed script for any value-like v.
func Quoted[T ~string](ctx context.Context, v T) error {
	return exec.CommandContext(ctx, "sh", "-c", "echo "+string(v)).Run()
}
