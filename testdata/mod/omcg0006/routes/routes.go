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

// Entry is a feed entry with its replies: an object response that refers
// to itself. The route keeps its tool, with the response as text (MCP009
// warns), so OMCG0006 does not flag it.
type Entry struct {
	Title   string   `json:"title"`
	Replies []*Entry `json:"replies"` // not flagged: getEntry's response, sent as text
}

//mcp:expose
func getEntry(w http.ResponseWriter, r *http.Request) {
	_ = json.NewEncoder(w).Encode(&Entry{})
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /entries/{id}", getEntry)
	mux.HandleFunc("GET /folders", listFolders)
	mux.HandleFunc("POST /folders", createFolder)
	mux.HandleFunc("POST /files", createFile)
}
