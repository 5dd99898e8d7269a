// Package pathconv converts paths; it imports no sink, so nothing in it
// reaches one, but what its functions give back carries their argument.
package pathconv

import "strings"

// ToSlash turns a Windows path into the path WSL mounts it at
// (C:\x → /mnt/c/x), and leaves any other path as it is.
func ToSlash(path string) string {
	if len(path) >= 2 && path[1] == ':' {
		drive := strings.ToLower(string(path[0]))
		return "/mnt/" + drive + strings.ReplaceAll(path[2:], "\\", "/")
	}
	return path
}
