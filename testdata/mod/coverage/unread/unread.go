// Package unread declares its tool with an MCP library mcpvet does not
// read: -coverage names the library, since the tool is not seen (its
// path escape is not reported either).
package unread

import (
	"os"
	"path/filepath"

	"example.com/othermcp"
)

// Register adds a tool that reads a file of root by the name it is given.
func Register(s *othermcp.Server, root string) {
	s.Tool("read_file", func(args map[string]any) (string, error) {
		name, _ := args["name"].(string)
		b, err := os.ReadFile(filepath.Join(root, name))
		return string(b), err
	})
}
