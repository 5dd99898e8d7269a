// Package shop is a net/http API: every way of registering a route and
// writing a handler that apifacts follows.
package shop

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/google/uuid"
	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var MCP = runtime.Exposure{
	Mode:    runtime.AllExceptExcluded,
	Exclude: []string{"Admin"},
	Naming:  runtime.Naming{TrimSuffixes: []string{"Handler"}},
}

type Product struct {
	ID    int     `json:"id"`
	Name  string  `json:"name"`
	Price float64 `json:"price"`
}

type NewProduct struct {
	Name  string  `json:"name"`
	Price float64 `json:"price"`
}

type apiError struct {
	Error string `json:"error"`
}

type DB struct{}

// ProductsHandler serves the product catalogue.
type ProductsHandler struct{ db *DB }

// List lists the products, optionally of one category.
func (h *ProductsHandler) List(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	category := q.Get("category")
	limit, _ := strconv.Atoi(q.Get("limit"))
	tags := q["tag"]
	_, _, _ = category, limit, tags
	writeJSON(w, http.StatusOK, []Product{})
}

// GetByID returns one product.
func (h *ProductsHandler) GetByID(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad id")
		return
	}
	writeJSON(w, http.StatusOK, Product{ID: id})
}

// Create adds a product.
func (h *ProductsHandler) Create(w http.ResponseWriter, r *http.Request) {
	var in NewProduct
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	writeJSON(w, http.StatusCreated, Product{Name: in.Name, Price: in.Price})
}

//mcp:expose title="Replace a product" idempotent=false
func (h *ProductsHandler) Update(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	var p Product
	if err := json.NewDecoder(r.Body).Decode(&p); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_ = id
	json.NewEncoder(w).Encode(&p)
}

func (h *ProductsHandler) Delete(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusNoContent)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, apiError{Error: msg})
}

func decodeJSON(r *http.Request, v any) error {
	return json.NewDecoder(r.Body).Decode(v)
}

func health(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte("ok"))
}

type Order struct {
	ID    string `json:"id"`
	Total int    `json:"total"`
}

// listOrders lists the orders.
func listOrders(db *DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]Order{})
	}
}

// OrderHandler serves one order.
type OrderHandler struct{}

func (OrderHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	id := uuid.MustParse(r.PathValue("orderID"))
	json.NewEncoder(w).Encode(Order{ID: id.String()})
}

type Flag struct {
	On bool `json:"on"`
}

func getFlag(w http.ResponseWriter, r *http.Request) {
	user, _ := uuid.Parse(r.PathValue("userID"))
	on, _ := strconv.ParseBool(r.PathValue("enabled"))
	_ = user
	json.NewEncoder(w).Encode(Flag{On: on})
}

// Admin is kept from MCP by the config's Exclude.
type Admin struct{}

func (Admin) Reset(w http.ResponseWriter, r *http.Request) {}

//mcp:ignore
func secret(w http.ResponseWriter, r *http.Request) {}

func status(w http.ResponseWriter, r *http.Request) {}

func Routes(db *DB, server *mcp.Server) http.Handler {
	mux := http.NewServeMux()
	h := &ProductsHandler{db: db}
	mux.HandleFunc("GET /products", h.List)                                            // want `route GET /products handler=ProductsHandler.List: selected by AllExceptExcluded tool "Products_List" title="List" desc="List lists the products, optionally of one category." input={"type":"object","properties":{"category":{"type":"string"},"limit":{"type":"integer"},"tag":{"type":"array","items":{"type":"string"}}},"additionalProperties":false} text=\[\]Product status=\[200\] hints=readOnly,idempotent scope=Read`
	mux.HandleFunc("GET /products/{id}", h.GetByID)                                    // want `route GET /products/{id} handler=ProductsHandler.GetByID: selected by AllExceptExcluded tool "Products_GetByID" title="Get by ID" desc="GetByID returns one product." input={"type":"object","properties":{"id":{"type":"integer"}},"required":\["id"\],"additionalProperties":false} output={"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"},"price":{"type":"number"}},"required":\["id","name","price"\],"additionalProperties":false} status=\[200\] hints=readOnly,idempotent scope=Read`
	mux.HandleFunc("POST /products", h.Create)                                         // want `route POST /products handler=ProductsHandler.Create: selected by AllExceptExcluded tool "Products_Create" title="Create" desc="Create adds a product." input={"type":"object","properties":{"body":{"type":"object","properties":{"name":{"type":"string"},"price":{"type":"number"}},"required":\["name","price"\],"additionalProperties":false}},"required":\["body"\],"additionalProperties":false} output=.* status=\[201\] hints=none scope=Write`
	mux.HandleFunc("PUT /products/{id}", h.Update)                                     // want `route PUT /products/{id} handler=ProductsHandler.Update: selected by //mcp:expose tool "Products_Update" title="Replace a product" desc="Calls PUT /products/{id}." input={"type":"object","properties":{"id":{"type":"string"},"body":{.*}},"required":\["id","body"\],"additionalProperties":false} output={"type":"object","properties":{"id":{.*},"name":{"type":"string"},"price":{"type":"number"}},"required":\["id","name","price"\],"additionalProperties":false} status=\[200\] hints=destructive scope=Write`
	mux.HandleFunc("DELETE /products/{id}", h.Delete)                                  // want `route DELETE /products/{id} handler=ProductsHandler.Delete: selected by AllExceptExcluded tool "Products_Delete" title="Delete" desc="Calls DELETE /products/{id}." input={"type":"object","properties":{"id":{"type":"string"}},"required":\["id"\],"additionalProperties":false} status=\[204\] hints=destructive,idempotent scope=Delete`
	mux.Handle("GET /health", http.HandlerFunc(health))                                // want `route GET /health handler=health: selected by AllExceptExcluded tool "health" title="Health" desc="Calls GET /health." input={"type":"object","additionalProperties":false} text\(a success path writes a body that is not JSON of a known type\) status=\[200\] hints=readOnly,idempotent scope=Read`
	mux.HandleFunc("GET /items/{id}", func(w http.ResponseWriter, r *http.Request) {}) // want `route GET /items/{id} handler=a func literal: selected by AllExceptExcluded tool "get_items_by_id" title="Get items by id" desc="Calls GET /items/{id}." input=.* status=\[200\] hints=readOnly,idempotent scope=Read`
	mux.Handle("GET /orders", listOrders(db))                                          // want `route GET /orders handler=listOrders: selected by AllExceptExcluded tool "listOrders" title="List orders" desc="listOrders lists the orders." input={"type":"object","additionalProperties":false} output={"type":"object","additionalProperties":{"type":"object","properties":{"id":{"type":"string"},"total":{"type":"integer".*}},"required":\["id","total"\],"additionalProperties":false}} status=\[200\]`
	mux.Handle("GET /orders/{orderID}", OrderHandler{})                                // want `route GET /orders/{orderID} handler=OrderHandler: selected by AllExceptExcluded tool "Order" title="Order" desc="OrderHandler serves one order." input={"type":"object","properties":{"orderID":{"type":"string","format":"uuid"}},"required":\["orderID"\],"additionalProperties":false} output=`
	mux.HandleFunc("POST /admin/reset", Admin{}.Reset)                                 // want `route POST /admin/reset handler=Admin.Reset: not selected tool "Admin_Reset"`
	mux.HandleFunc("GET /secret", secret)                                              // want `route GET /secret handler=secret: ignored`
	mux.HandleFunc("HEAD /products", h.List)                                           // want `route HEAD /products handler=ProductsHandler.List: skipped: it serves only HEAD, which no tool sends`
	api := http.NewServeMux()
	api.HandleFunc("GET /users/{userID}/flags/{enabled}", getFlag)                                                   // want `route GET /api/v1/users/{userID}/flags/{enabled} via "/api/v1/" \(http.StripPrefix "/api/v1"\) handler=getFlag: selected by AllExceptExcluded tool "getFlag" title="Get flag" desc="Calls GET /api/v1/users/{userID}/flags/{enabled}." input={"type":"object","properties":{"userID":{"type":"string","format":"uuid"},"enabled":{"type":"boolean"}},"required":\["userID","enabled"\],"additionalProperties":false} output={"type":"object","properties":{"on":{"type":"boolean"}},"required":\["on"\],"additionalProperties":false}`
	api.HandleFunc("GET /files/{path...}", func(w http.ResponseWriter, r *http.Request) { _ = r.PathValue("path") }) // want `route GET /api/v1/files/{path...} via .* tool "get_api_v1_files_by_path" title="Get api v1 files by path" desc="Calls GET /api/v1/files/{path...}." input={"type":"object","properties":{"path":{"type":"string"}},"required":\["path"\],"additionalProperties":false} status=\[200\] hints=readOnly,idempotent scope=Read multi=path`
	mux.Handle("/api/v1/", http.StripPrefix("/api/v1", api))
	mux.Handle("/mcp", mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)) // want `endpoint /mcp`
	mux.HandleFunc("GET /mcp/status", status)                                                                // want `route GET /mcp/status handler=status: under the MCP endpoint /mcp`
	return mux
}
