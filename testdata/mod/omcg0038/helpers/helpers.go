// Package helpers reads arguments for handlers of another package.
package helpers

import "github.com/mark3labs/mcp-go/mcp"

// Repo reads the owner and the name of a repository.
func Repo(req mcp.CallToolRequest) (string, string, error) {
	owner, err := req.RequireString("owner")
	if err != nil {
		return "", "", err
	}
	name, err := req.RequireString("repo_name")
	return owner, name, err
}
