// Package routes exposes HTTP routes as tools: a POST route's tool is
// annotated not destructive, and one of these POST handlers deletes.
package routes

import (
	"database/sql"
	"net/http"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

type Orders struct{ db *sql.DB }

// Cancel cancels an order by deleting it.
func (o *Orders) Cancel(w http.ResponseWriter, r *http.Request) {
	o.db.Exec("DELETE FROM orders WHERE id = ?", r.PathValue("id"))
}

// Place inserts an order.
func (o *Orders) Place(w http.ResponseWriter, r *http.Request) {
	o.db.Exec("INSERT INTO orders DEFAULT VALUES")
}

// Remove is a DELETE route, annotated destructive.
func (o *Orders) Remove(w http.ResponseWriter, r *http.Request) {
	o.db.Exec("DELETE FROM orders WHERE id = ?", r.PathValue("id"))
}

func Routes(mux *http.ServeMux, o *Orders) {
	mux.HandleFunc("POST /orders/{id}/cancel", o.Cancel) // want `OMCG0017: tool "Orders_Cancel" is annotated not destructive \(by its POST method\) but deletes data: Orders_Cancel → \(\*Orders\).Cancel → \(\*sql.DB\).Exec; correct the annotation, or acknowledge the effect with //mcp:effects ok`
	mux.HandleFunc("POST /orders", o.Place)
	mux.HandleFunc("DELETE /orders/{id}", o.Remove)
}
