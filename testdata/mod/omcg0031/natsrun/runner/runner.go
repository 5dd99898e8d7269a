// Package runner runs the nats command line with the connection's own
// arguments first.
package runner

import (
	"os/exec"
)

// Strategy gives the arguments that connect.
type Strategy interface {
	BuildArgs(url string) []string
}

type anonymous struct{}

func (anonymous) BuildArgs(url string) []string { return []string{"--server", url} }

// Executor runs nats.
type Executor struct {
	URL      string
	Strategy Strategy
}

func New(url string) *Executor { return &Executor{URL: url, Strategy: anonymous{}} }

// Run runs nats with the connection's arguments, then args.
func (e *Executor) Run(args ...string) (string, error) {
	base := e.Strategy.BuildArgs(e.URL)
	args = append(base, args...)
	out, err := exec.Command("nats", args...).CombinedOutput()
	return string(out), err
}
