package apifacts

import (
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
)

// FuzzConfigNaming feeds the part of the exposure-config reader that
// reads free text, the Naming.Format check, with what an editor's
// buffer may hold, and names a route tool with every format it accepts:
// neither may panic, and an accepted format always gives a name within
// [A-Za-z0-9_-], non-empty and at most MaxNameLen long. (The rest of the
// config reader walks the syntax tree; the language server's tests run
// it over broken packages and fuzzed buffers.)
//
//	go test -fuzz FuzzConfigNaming ./analyzers/facts/apifacts
func FuzzConfigNaming(f *testing.F) {
	for _, s := range []string{"", "{Receiver}_{Func}", "{Method}-{Func}", "{Recv}_{Func}", "{Func", "Func}", "static", "api.{Func}!", "{}{{}}", "{Func}\xff{Method}"} {
		f.Add(s, "Handler", "ItemsHandler", "GetByID", "GET /items/{id}")
	}
	f.Add("{Receiver}", "", "", "", "/")
	f.Add("{Func}", ",,", "ö", "_", "DELETE /a/{b...}")
	pkg := types.NewPackage("example.com/shop", "shop")
	f.Fuzz(func(t *testing.T, format, trims, recv, fn, pattern string) {
		why := checkFormat(format)
		if why != "" {
			return
		}
		if !token.IsIdentifier(fn) || (recv != "" && !token.IsIdentifier(recv)) {
			return // Go names only: the handler is a Go func or method
		}
		p, err := routes.Parse(pattern)
		if err != nil {
			return
		}
		h := &Handler{Func: types.NewFunc(token.NoPos, pkg, fn, types.NewSignatureType(nil, nil, nil, nil, nil, false))}
		if recv != "" {
			h.Recv = types.NewTypeName(token.NoPos, pkg, recv, nil)
		}
		name := ToolName(h, p, format, strings.Split(trims, ","))
		if name == "" || len(name) > MaxNameLen {
			t.Fatalf("ToolName(format %q, recv %q, func %q, %q) = %q: empty or longer than %d", format, recv, fn, pattern, name, MaxNameLen)
		}
		for _, r := range name {
			if !(r == '_' || r == '-' || '0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
				t.Fatalf("ToolName(format %q, recv %q, func %q, %q) = %q: %q is not in [A-Za-z0-9_-]", format, recv, fn, pattern, name, r)
			}
		}
	})
}
