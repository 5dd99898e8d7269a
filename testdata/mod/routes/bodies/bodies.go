// Package bodies reads requests and writes responses in the ways
// apifacts follows.
package bodies

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{Mode: runtime.AllExceptExcluded}

type Note struct {
	Text string `json:"text"`
}

type Page struct {
	Notes []Note `json:"notes"`
	Next  string `json:"next,omitempty"`
}

// readAll decodes with json.Unmarshal after io.ReadAll.
func readAll(w http.ResponseWriter, r *http.Request) {
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	if err != nil {
		http.Error(w, "too big", http.StatusRequestEntityTooLarge)
		return
	}
	var n Note
	if err := json.Unmarshal(data, &n); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	b, _ := json.Marshal(Page{Notes: []Note{n}})
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusAccepted)
	w.Write(b)
}

func decode[T any](r *http.Request) (T, error) {
	var v T
	err := json.NewDecoder(r.Body).Decode(&v)
	return v, err
}

func pathInt(r *http.Request, name string) (int, error) {
	return strconv.Atoi(r.PathValue(name))
}

func param(r *http.Request, name string) string {
	return r.PathValue(name)
}

func queryInt(q url.Values, name string, def int) int {
	n, err := strconv.Atoi(q.Get(name))
	if err != nil {
		return def
	}
	return n
}

// listNotes reads its query through a helper handed url.Values.
func listNotes(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit := queryInt(q, "limit", 10)
	_ = limit
	respond(w, Page{})
}

func respond(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.Encode(v)
}

// generic decodes through a generic helper; the body is decoded only on
// some paths, so it is optional.
func generic(w http.ResponseWriter, r *http.Request) {
	id, _ := pathInt(r, "id")
	rev, _ := strconv.ParseUint(param(r, "rev"), 10, 32)
	_, _ = id, rev
	if r.ContentLength > 0 {
		n, err := decode[Note](r)
		if err != nil {
			return
		}
		respond(w, n)
		return
	}
	respond(w, Note{})
}

// mixed writes two types on success: no output schema.
func mixed(w http.ResponseWriter, r *http.Request) {
	since, _ := time.Parse(time.RFC3339, r.FormValue("since"))
	small, _ := strconv.ParseInt(r.URL.Query().Get("small"), 10, 8)
	_, _ = since, small
	if r.URL.Query().Has("page") {
		json.NewEncoder(w).Encode(Page{})
		return
	}
	json.NewEncoder(w).Encode(Note{})
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /notes", readAll)             // want `route POST /notes handler=readAll: selected by AllExceptExcluded tool "readAll" title="Read all" desc="readAll decodes with json.Unmarshal after io.ReadAll." input={"type":"object","properties":{"body":{"type":"object","properties":{"text":{"type":"string"}},"required":\["text"\],"additionalProperties":false}},"required":\["body"\],"additionalProperties":false} output={"type":"object","properties":{"notes":{"anyOf":\[{"type":"array","items":{.*}},{"type":"null"}\]},"next":{"type":"string"}},"required":\["notes"\],"additionalProperties":false} status=\[202\] hints=none scope=Write`
	mux.HandleFunc("PATCH /notes/{id}/{rev}", generic) // want `route PATCH /notes/{id}/{rev} handler=generic: selected by AllExceptExcluded tool "generic" title="Generic" desc="generic decodes through a generic helper; the body is decoded only on some paths, so it is optional." input={"type":"object","properties":{"id":{"type":"integer"},"rev":{"type":"integer","minimum":0,"maximum":4294967295},"body":{"type":"object","properties":{"text":{"type":"string"}},"required":\["text"\],"additionalProperties":false}},"required":\["id","rev"\],"additionalProperties":false} output={"type":"object","properties":{"text":{"type":"string"}},"required":\["text"\],"additionalProperties":false} status=\[200\] hints=destructive scope=Write`
	mux.HandleFunc("GET /notes", listNotes)            // want `route GET /notes handler=listNotes: selected by AllExceptExcluded tool "listNotes" title="List notes" desc="listNotes reads its query through a helper handed url.Values." input={"type":"object","properties":{"limit":{"type":"integer".*}},"additionalProperties":false} output={"type":"object","properties":{"notes":.*`
	mux.HandleFunc("GET /mixed", mixed)                // want `route GET /mixed handler=mixed: selected by AllExceptExcluded tool "mixed" title="Mixed" desc="mixed writes two types on success: no output schema." input={"type":"object","properties":{"since":{"type":"string","format":"date-time"},"small":{"type":"integer","minimum":-128,"maximum":127}},"additionalProperties":false} text\(the success paths write different types: Page, Note\) status=\[200\]`
}
