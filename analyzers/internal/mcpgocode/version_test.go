package mcpgocode

import "testing"

// TestMCPGoVersion: the version is read from where mcp-go's files are,
// in the module cache, under -trimpath (go vet's export data) and on
// Windows; a vendored copy names none (the version is a record only: the
// release's behaviour is read from its code).
func TestMCPGoVersion(t *testing.T) {
	for path, want := range map[string]string{
		"/root/go/pkg/mod/github.com/mark3labs/mcp-go@v1.2.1/mcp/tools.go":       "v1.2.1",
		"github.com/mark3labs/mcp-go@v0.32.0/mcp/tools.go":                       "v0.32.0",
		`C:\Users\a\go\pkg\mod\github.com\mark3labs\mcp-go@v0.58.0\mcp\tools.go`: "v0.58.0",
		"/src/app/vendor/github.com/mark3labs/mcp-go/mcp/tools.go":               "",
	} {
		got := ""
		if m := versionInPath.FindStringSubmatch(path); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("%s: version %q, want %q", path, got, want)
		}
	}
}
