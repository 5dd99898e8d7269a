// Package build builds a program into a folder, as its Config says.
package build

import (
	"os"
	"path/filepath"
	"strings"
)

// Config says what to build and where.
type Config struct {
	Name      string
	OutputDir string
	GOOS      string
	GOARCH    string
	Version   string
}

// DefaultConfig is the configuration of the program name.
func DefaultConfig(name string) Config {
	return Config{Name: name, OutputDir: "bin", Version: "dev"}
}

// Builder builds one program.
type Builder struct {
	config Config
}

// NewBuilder keeps the configuration whole.
func NewBuilder(config Config) *Builder {
	return &Builder{config: config}
}

// Build makes the output folder; the file is named by the configuration's
// name alone.
func (b *Builder) Build() (string, error) {
	out := b.outputPath()
	return out, os.MkdirAll(filepath.Dir(out), 0o755)
}

// Install makes the folder the program is installed in, named by the
// configuration's name under a fixed folder.
func (b *Builder) Install() error {
	name := b.config.Name
	if b.config.GOOS == "windows" {
		name += ".exe"
	}
	return os.MkdirAll(filepath.Join("programs", name), 0o755)
}

func (b *Builder) outputPath() string {
	name := b.config.Name
	if b.config.GOOS == "windows" && !strings.HasSuffix(name, ".exe") {
		name += ".exe"
	}
	return filepath.Join(b.config.OutputDir, name)
}
