// Package app registers the handlers of package api, and one of its own
// that uses api's helpers.
package app

import (
	"net/http"

	"fixtures/routes/api"
)

type Summary struct {
	Count int `json:"count"`
}

func count(w http.ResponseWriter, r *http.Request) {
	id, _ := api.ItemID(r)
	_ = id
	api.WriteJSON(w, http.StatusOK, Summary{})
}

func Routes() http.Handler {
	mux := http.NewServeMux()
	items := api.Items{}
	mux.HandleFunc("GET /items/{itemID}", items.Get)          // want `route GET /items/{itemID} handler=Items.Get: selected by //mcp:expose tool "Items_Get" title="Get" desc="Get returns one item." input={"type":"object","properties":{"itemID":{"type":"integer".*}},"required":\["itemID"\],"additionalProperties":false} output={"type":"object","properties":{"id":{.*},"name":{"type":"string"}},"required":\["id","name"\],"additionalProperties":false} status=\[200\] hints=readOnly,idempotent scope=Read`
	mux.HandleFunc("POST /items", items.Create)               // want `route POST /items handler=Items.Create: selected by //mcp:expose tool "add_item" title="Create" desc="Create adds an item." input={"type":"object","properties":{"body":{.*}},"required":\["body"\],"additionalProperties":false} output={.*} status=\[201\] hints=destructive scope=Read`
	mux.HandleFunc("DELETE /items", items.Purge)              // want `route DELETE /items handler=Items.Purge: ignored`
	mux.Handle("GET /search", api.Search(10))                 // want `route GET /search handler=Search: not selected tool "Search" title="Search" desc="Search finds items." input={"type":"object","properties":{"q":{"type":"string"}},"additionalProperties":false} text=\[\]fixtures/routes/api.Item status=\[200\]`
	mux.HandleFunc("GET /items/{itemID}/count", count)        // want `route GET /items/{itemID}/count handler=count: not selected tool "count" title="Count" desc="Calls GET /items/{itemID}/count." input={"type":"object","properties":{"itemID":{"type":"integer".*}},"required":\["itemID"\],"additionalProperties":false} output={"type":"object","properties":{"count":{.*}},"required":\["count"\],"additionalProperties":false} status=\[200\]`
	mux.Handle("GET /files/", http.FileServer(http.Dir("."))) // want `route GET /files/: refused: "GET /files/" is a subtree pattern: it serves every path under /files/, which a tool cannot enumerate; register the paths it serves, or end the pattern with {\$}; its handler http.FileServer\(http.Dir\("."\)\) cannot be resolved statically: http.FileServer is in the standard library, whose handlers mcpvet does not describe`
	return mux
}
