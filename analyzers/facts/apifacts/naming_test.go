package apifacts

import (
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
)

func TestNames(t *testing.T) {
	pkg := types.NewPackage("example.com/shop", "shop")
	typ := func(name string) *types.TypeName {
		return types.NewTypeName(token.NoPos, pkg, name, nil)
	}
	fn := func(name string) *types.Func {
		return types.NewFunc(token.NoPos, pkg, name, types.NewSignatureType(nil, nil, nil, nil, nil, false))
	}
	method := func(recv, name string) *Handler { return &Handler{Func: fn(name), Recv: typ(recv)} }
	pat := func(s string) *routes.Pattern {
		p, err := routes.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		h       *Handler
		pattern string
		format  string
		trims   []string
		name    string
		title   string
	}{
		{method("ProductsHandler", "GetByID"), "GET /products/{id}", "", []string{"Handler"}, "Products_GetByID", "Get by ID"},
		{method("Products", "ListOpenPRs"), "GET /prs", "", nil, "Products_ListOpenPRs", "List open PRs"},
		{&Handler{Func: fn("listHandler")}, "GET /items", "", []string{"Handler"}, "list", "List"},
		{&Handler{Func: fn("health")}, "GET /health", "{Receiver}_{Func}", nil, "health", "Health"},
		{method("Items", "Get"), "GET /items/{id}", "{Method}_{Receiver}_{Func}", nil, "GET_Items_Get", "Get"},
		{method("Items", "Get"), "GET /items/{id}", "{Receiver}", nil, "Items", "Get"},
		{&Handler{Func: fn("ItemsHandler"), Recv: typ("ItemsHandler"), ServeHTTP: true}, "GET /items", "", []string{"Handler"}, "Items", "Items"},
		{&Handler{}, "GET /items/{id}", "", nil, "get_items_by_id", "Get items by id"},
		{&Handler{}, "DELETE /users/{userID}/sessions/{$}", "", nil, "delete_users_by_user_id_sessions", "Delete users by user ID sessions"},
		{&Handler{}, "GET /{$}", "", nil, "get_root", "Get root"},
		{&Handler{}, "GET /v1/öl-preis", "", nil, "get_v1_l_preis", "Get v1 öl-preis"},
		{&Handler{Func: fn("get")}, "GET /x", "api.{Func}!", nil, "api_get", "Get"},
		{&Handler{}, "GET /" + strings.Repeat("segment/", 10) + "end", "", nil, "get_segment_segment_segment_segment_segment_segment_segm", ""}, // 56: mcp__X__ and it fit in 64
	} {
		p := pat(tc.pattern)
		if got := ToolName(tc.h, p, tc.format, tc.trims); got != tc.name {
			t.Errorf("ToolName(%s, %q, %q) = %q, want %q", tc.h, tc.pattern, tc.format, got, tc.name)
		}
		if tc.title == "" {
			continue
		}
		if got := Title(tc.h, p, tc.trims); got != tc.title {
			t.Errorf("Title(%s, %q) = %q, want %q", tc.h, tc.pattern, got, tc.title)
		}
	}
}

func TestSanitize(t *testing.T) {
	for in, want := range map[string]string{
		"a b":                    "a_b",
		"__a__b__":               "a_b",
		"a-b":                    "a-b",
		"über":                   "ber",
		"":                       "",
		"!!!":                    "",
		strings.Repeat("ab", 40): strings.Repeat("ab", 28),
	} {
		if got := Sanitize(in); got != want {
			t.Errorf("Sanitize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCheckFormat(t *testing.T) {
	for in, want := range map[string]string{
		"":                  "",
		"{Receiver}_{Func}": "",
		"{Method}-{Func}":   "",
		"{Recv}_{Func}":     "uses the unknown placeholder {Recv} (did you mean {Receiver}?)",
		"{Fnc}":             "uses the unknown placeholder {Fnc} (did you mean {Func}?)",
		"{Zzz}":             "uses the unknown placeholder {Zzz} (known: {Receiver}, {Func}, {Method})",
		"{Func":             "has a '{' that is never closed",
		"Func}":             "has a '}' without a '{'",
		"static":            "has no placeholder, so every route tool would get the same name (use {Receiver}, {Func}, {Method})",
	} {
		if got := checkFormat(in); got != want {
			t.Errorf("checkFormat(%q) = %q, want %q", in, got, want)
		}
	}
}
