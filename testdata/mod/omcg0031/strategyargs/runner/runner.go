// Package runner runs grep with the arguments a strategy gives first, as
// a command-line client puts its connection's arguments before each
// command's: the strategies are implementations of an interface of the
// module, each returning a list of its own.
package runner

import (
	"os/exec"
)

// Strategy gives the arguments that come first.
type Strategy interface {
	BuildArgs(pattern string) []string
}

type numbered struct{}

func (numbered) BuildArgs(pattern string) []string { return []string{"-n", "-e", pattern} }

type counted struct{}

func (counted) BuildArgs(pattern string) []string { return []string{"-c", "-e", pattern} }

// Ending gives the arguments that come first, options ended.
type Ending interface {
	EndArgs(pattern string) []string
}

type ended struct{}

func (ended) EndArgs(pattern string) []string { return []string{"-n", "-e", pattern, "--"} }

// Executor runs grep for one pattern.
type Executor struct {
	Pattern  string
	Strategy Strategy
	Ending   Ending
}

// New is an Executor numbering the lines it finds, or counting them.
func New(pattern string, count bool) *Executor {
	e := &Executor{Pattern: pattern, Strategy: numbered{}, Ending: ended{}}
	if count {
		e.Strategy = counted{}
	}
	return e
}

// Run runs grep with the strategy's arguments, then args.
func (e *Executor) Run(args ...string) (string, error) {
	base := e.Strategy.BuildArgs(e.Pattern)
	args = append(base, args...)
	out, err := exec.Command("grep", args...).CombinedOutput()
	return string(out), err
}

// RunEnded runs grep with the ending strategy's arguments, then args:
// those are files whatever they start with.
func (e *Executor) RunEnded(args ...string) (string, error) {
	args = append(e.Ending.EndArgs(e.Pattern), args...)
	out, err := exec.Command("grep", args...).CombinedOutput()
	return string(out), err
}
