// Package store saves a note in two files: its text and, beside it, a
// folder of attachments, as a library's save does in several sinks.
package store

import (
	"os"
	"path/filepath"
)

// Save writes name's text under dir, and makes its attachments' folder.
func Save(dir, name, text string) error {
	if err := os.WriteFile(filepath.Join(dir, name+".txt"), []byte(text), 0o600); err != nil {
		return err
	}
	return os.MkdirAll(filepath.Join(dir, name+".d"), 0o755)
}
