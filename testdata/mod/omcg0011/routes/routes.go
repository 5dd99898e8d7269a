// Package routes has a route exposed as a tool whose body has a misspelt
// json option: flagged at the tag, with a fix.
package routes

import (
	"encoding/json"
	"net/http"
)

type Comment struct {
	Text string `json:"text"`
	Note string `json:"note,omitempy"` // want `OMCG0011: comment: Comment.Note: .*omitempy.*`
}

//mcp:expose
func comment(w http.ResponseWriter, r *http.Request) {
	var in Comment
	_ = json.NewDecoder(r.Body).Decode(&in)
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /comments", comment)
}
