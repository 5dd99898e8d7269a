// Package handlers declares a handler whose body has no schema; it
// registers no route, so the package that does reports it.
package handlers

import (
	"encoding/json"
	"net/http"
)

type Subscription struct {
	Topic  string      `json:"topic"`
	Events chan string `json:"events"`
}

//mcp:expose
func Subscribe(w http.ResponseWriter, r *http.Request) {
	var in Subscription
	_ = json.NewDecoder(r.Body).Decode(&in)
}
