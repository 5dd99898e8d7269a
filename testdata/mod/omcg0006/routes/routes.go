// Package routes has a route exposed as a tool whose body type refers to
// itself: flagged at the field.
package routes

import (
	"encoding/json"
	"net/http"
)

type Folder struct {
	Name     string    `json:"name"`
	Children []*Folder `json:"children"` // want `OMCG0006: createFolder: Folder.Children\[\] -> Folder: .*`
}

//mcp:expose
func createFolder(w http.ResponseWriter, r *http.Request) {
	var in Folder
	_ = json.NewDecoder(r.Body).Decode(&in)
}

type File struct {
	Name   string `json:"name"`
	Parent string `json:"parent"` // not flagged: a flat shape
}

//mcp:expose
func createFile(w http.ResponseWriter, r *http.Request) {
	var in File
	_ = json.NewDecoder(r.Body).Decode(&in)
}

// Node is a tree node; a list of them is sent as text, with no schema.
type Node struct {
	Kids []Node `json:"kids"` // not flagged: listFolders' response is an array, sent as text
}

//mcp:expose
func listFolders(w http.ResponseWriter, r *http.Request) {
	_ = json.NewEncoder(w).Encode([]Node{})
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /folders", listFolders)
	mux.HandleFunc("POST /folders", createFolder)
	mux.HandleFunc("POST /files", createFile)
}
