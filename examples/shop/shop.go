package main

import (
	"context"
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

// MCP says which routes of the API become MCP tools: all of them but the
// admin ones and the health check. mcpvet reads it statically (mcpvet gen
// writes the tools it selects into mcpvet_gen.go) and reports what it
// cannot turn into a tool. The MCP endpoint's own routes (under /mcp) are
// never tools, and the payment webhook is kept out by //mcp:ignore.
var MCP = runtime.Exposure{
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"AdminHandler", "GET /healthz"},
	Naming:  runtime.Naming{Format: "{Func}"},
}

// mcpPath is where the MCP endpoint is served.
const mcpPath = "/mcp"

// options configure the shop.
type options struct {
	// Token is the bearer token the API requires.
	Token string
	// WebhookPath is where the payment provider posts its events.
	WebhookPath string
	// Granted, when set, says which scopes an MCP call holds: a tool whose
	// route needs another is refused (nil: every scope).
	Granted func(context.Context, *mcp.CallToolRequest) runtime.Scope
	// Logger receives the MCP side's failures.
	Logger *slog.Logger
}

// newShop returns the shop's handler: the JSON API under /api/ (bearer
// token required), a health check, the payment webhook, and the MCP
// endpoint at /mcp, whose tools call the API's handlers in process.
//
// The MCP endpoint itself takes no token: anyone may list the tools, and
// every tool call is authorized by the API, with the Authorization header
// of the MCP request, which the route tools pass on.
func newShop(store *Store, opts options) http.Handler {
	products := &ProductsHandler{store: store}
	orders := &OrdersHandler{store: store}
	admin := &AdminHandler{store: store}

	api := http.NewServeMux()
	api.HandleFunc("GET /api/products", products.ListProducts)
	api.HandleFunc("POST /api/products", products.CreateProduct)
	api.HandleFunc("GET /api/products/{id}", products.GetProduct)
	api.HandleFunc("PUT /api/products/{id}", products.ReplaceProduct)
	api.HandleFunc("PATCH /api/products/{id}", products.UpdateProduct)
	api.HandleFunc("DELETE /api/products/{id}", products.DeleteProduct)
	api.HandleFunc("GET /api/products/{id}/stock", products.GetStock)
	api.HandleFunc("POST /api/products/{id}/stock", products.AdjustStock)
	api.HandleFunc("GET /api/categories", products.ListCategories)
	api.HandleFunc("GET /api/orders", orders.ListOrders)
	api.HandleFunc("POST /api/orders", orders.PlaceOrder)
	api.HandleFunc("GET /api/orders/{id}", orders.GetOrder)
	api.HandleFunc("POST /api/orders/{id}/cancel", orders.CancelOrder)
	api.HandleFunc("POST /api/admin/reset", admin.Reset)

	server := mcp.NewServer(&mcp.Implementation{Name: "shop", Title: "Shop", Version: "v0.1.0"}, nil)

	root := http.NewServeMux()
	root.Handle("/api/", requireBearer(opts.Token, api))
	root.HandleFunc("GET /healthz", health)
	root.HandleFunc("POST "+opts.WebhookPath, orders.PaymentWebhook)
	root.Handle(mcpPath, runtime.HTTPHandler(server, nil))
	root.HandleFunc("GET "+mcpPath+"/tools", toolIndex)

	// Internal calls never reach the MCP endpoint, whatever a handler does.
	handler := runtime.LoopPrevention(mcpPath, root)
	RegisterRouteTools(server, runtime.APIOptions{
		Handler: handler,
		MCPPath: mcpPath,
		Granted: opts.Granted,
		Logger:  opts.Logger,
	})
	return handler
}

// health says the shop is up.
func health(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write([]byte("ok\n"))
}

// AdminHandler serves operations for the shop's staff only.
type AdminHandler struct {
	store *Store
}

// Reset empties the store.
func (h *AdminHandler) Reset(w http.ResponseWriter, r *http.Request) {
	h.store.Reset()
	w.WriteHeader(http.StatusNoContent)
}

// toolEntry is one route tool, as toolIndex lists it.
type toolEntry struct {
	Tool  string `json:"tool"`
	Route string `json:"route"`
	Scope string `json:"scope"`
}

// toolIndex lists the route tools and the routes they call, for people.
// It is under the MCP endpoint's path, so it is never a tool itself.
func toolIndex(w http.ResponseWriter, r *http.Request) {
	entries := []toolEntry{}
	for _, t := range RouteTools() {
		var scopes []string
		for _, s := range []struct {
			scope runtime.Scope
			name  string
		}{{runtime.ScopeRead, "read"}, {runtime.ScopeWrite, "write"}, {runtime.ScopeDelete, "delete"}} {
			if t.Scope&s.scope != 0 {
				scopes = append(scopes, s.name)
			}
		}
		entries = append(entries, toolEntry{Tool: t.Tool.Name, Route: t.Method + " " + t.Pattern, Scope: strings.Join(scopes, ",")})
	}
	slices.SortFunc(entries, func(a, b toolEntry) int { return strings.Compare(a.Tool, b.Tool) })
	writeJSON(w, http.StatusOK, entries)
}
