// Package routes is a small net/http API whose routes mcpvet's runtime
// serves as tools (mcpvet_gen.go): what a handler reads from its request
// (a path value, a query value, a field of its JSON body) is a tool
// argument the model chooses.
package routes

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"

	"github.com/mcpvet/mcpvet/runtime"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

var MCP = runtime.Exposure{
	Mode:   runtime.AllExceptExcluded,
	Naming: runtime.Naming{Format: "{Func}"},
}

// Files serves the notes under Dir/notes.
type Files struct{ Dir string }

// Note is a note's name.
type Note struct {
	Name string `json:"name"`
}

// readNote returns the note the path names.
func (f *Files) readNote(w http.ResponseWriter, r *http.Request) {
	b, err := os.ReadFile(filepath.Join(f.Dir, "notes", r.PathValue("name"))) // want `OMCG0029: route tool "readNote": path value "name" can leave the base folder its path is joined to \(with ".."\): readNote: path value name → \(\*Files\).readNote → os.ReadFile;`
	if err != nil {
		http.Error(w, "no such note", http.StatusNotFound)
		return
	}
	w.Write(b)
}

// findNote returns the note the query names.
func (f *Files) findNote(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	b, err := os.ReadFile(filepath.Join(f.Dir, "notes", name)) // want `OMCG0029: route tool "findNote": query value "name" can leave .*: findNote: query value name → \(\*Files\).findNote → os.ReadFile;`
	if err != nil {
		http.Error(w, "no such note", http.StatusNotFound)
		return
	}
	w.Write(b)
}

// openNote returns the note the body names.
func (f *Files) openNote(w http.ResponseWriter, r *http.Request) {
	var in Note
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad note", http.StatusBadRequest)
		return
	}
	f.send(w, in.Name)
}

func (f *Files) send(w http.ResponseWriter, name string) {
	b, err := os.ReadFile(filepath.Join(f.Dir, "notes", name)) // want `OMCG0029: route tool "openNote": body field "name" can leave .*: openNote: body field name → \(\*Files\).openNote → \(\*Files\).send → os.ReadFile;`
	if err != nil {
		http.Error(w, "no such note", http.StatusNotFound)
		return
	}
	w.Write(b)
}

// ---- Not flagged. ----

// checkedNote refuses a name that leaves the folder.
func (f *Files) checkedNote(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if !filepath.IsLocal(name) {
		http.Error(w, "bad name", http.StatusBadRequest)
		return
	}
	b, err := os.ReadFile(filepath.Join(f.Dir, "notes", name))
	if err != nil {
		http.Error(w, "no such note", http.StatusNotFound)
		return
	}
	w.Write(b)
}

// headerNote reads a header no tool argument sets.
func (f *Files) headerNote(w http.ResponseWriter, r *http.Request) {
	b, err := os.ReadFile(filepath.Join(f.Dir, "notes", r.Header.Get("X-Note")))
	if err != nil {
		http.Error(w, "no such note", http.StatusNotFound)
		return
	}
	w.Write(b)
}

// Routes is the API.
func Routes(dir string) http.Handler {
	f := &Files{Dir: dir}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /notes/{name}", f.readNote)
	mux.HandleFunc("GET /notes", f.findNote)
	mux.HandleFunc("POST /notes/open", f.openNote)
	mux.HandleFunc("GET /checked/{name}", f.checkedNote)
	mux.HandleFunc("GET /header", f.headerNote)
	return mux
}
