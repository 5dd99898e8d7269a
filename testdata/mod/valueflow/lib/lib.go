// want package:"valueflow"

// Package lib holds helpers whose summaries package use composes: each
// func's want line states its fact (parameter → kind, fixed text before
// it, bare, the sink).
package lib

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
)

func Read(base, name string) ([]byte, error) { // want Read:`p0→path\+bare os.ReadFile; p1→path\+after0 os.ReadFile`
	return os.ReadFile(filepath.Join(base, name))
}

func Join(base, name string) string { // want Join:`p0→result\+bare; p1→result\+after0`
	return base + "/" + name
}

func Run(script string) error { // want Run:`p0→shell\+bare exec.Command\("sh", "-c", …\)`
	return exec.Command("sh", "-c", script).Run()
}

func Check(name string) error { // want Check:`p0→checked`
	if !filepath.IsLocal(name) {
		return errors.New("not local")
	}
	return nil
}

// Clean's result is its argument checked: no flow to the result.
func Clean(name string) (string, error) { // want Clean:`p0→checked`
	if !filepath.IsLocal(name) {
		return "", errors.New("not local")
	}
	return name, nil
}

// Count takes no text: no summary.
func Count(n int) int { return n + 1 }

type Store struct{ Dir string }

func (s *Store) Open(name string) (*os.File, error) { // want Open:`p0.Dir→path\+bare os.Open; p1→path\+after0 os.Open`
	return os.Open(s.Dir + "/" + name)
}
