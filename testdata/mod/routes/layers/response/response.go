// Package response writes responses through a builder, as many APIs do:
// the JSON is marshaled here and its bytes reach the ResponseWriter
// through the builder's Write.
package response

import (
	"compress/gzip"
	"encoding/json"
	"net/http"
	"strconv"
)

// Builder builds a response.
type Builder struct {
	w      http.ResponseWriter
	status int
	body   []byte
}

// NewBuilder starts a response on w.
func NewBuilder(w http.ResponseWriter, r *http.Request) *Builder {
	return &Builder{w: w, status: http.StatusOK}
}

// WithStatus sets the status.
func (b *Builder) WithStatus(code int) *Builder { b.status = code; return b }

// WithHeader sets a header.
func (b *Builder) WithHeader(k, v string) *Builder { b.w.Header().Set(k, v); return b }

// WithBodyAsBytes sets the body.
func (b *Builder) WithBodyAsBytes(body []byte) *Builder { b.body = body; return b }

// Write writes the response.
func (b *Builder) Write() {
	b.w.WriteHeader(b.status)
	_, _ = b.w.Write(b.body)
}

// JSON writes body as JSON with 200.
func JSON(w http.ResponseWriter, r *http.Request, body any) {
	data, err := json.Marshal(body)
	if err != nil {
		ServerError(w, r, err)
		return
	}
	NewBuilder(w, r).WithHeader("Content-Type", "application/json").WithBodyAsBytes(data).Write()
}

// Created writes body as JSON with 201.
func Created(w http.ResponseWriter, r *http.Request, body any) {
	data, err := json.Marshal(body)
	if err != nil {
		ServerError(w, r, err)
		return
	}
	NewBuilder(w, r).WithStatus(http.StatusCreated).WithBodyAsBytes(data).Write()
}

// Gzipped writes body as gzipped JSON through a writer wrapping w.
func Gzipped(w http.ResponseWriter, body any) {
	data, _ := json.Marshal(body)
	gz := gzip.NewWriter(w)
	_, _ = gz.Write(data)
	_ = gz.Close()
}

// NoContent writes 204.
func NoContent(w http.ResponseWriter, r *http.Request) {
	NewBuilder(w, r).WithStatus(http.StatusNoContent).Write()
}

// NotFound writes a 404 with an error text.
func NotFound(w http.ResponseWriter, r *http.Request) {
	NewBuilder(w, r).WithStatus(http.StatusNotFound).WithBodyAsBytes([]byte(`{"error":"not found"}`)).Write()
}

// ServerError writes a 500.
func ServerError(w http.ResponseWriter, r *http.Request, err error) {
	NewBuilder(w, r).WithStatus(http.StatusInternalServerError).WithBodyAsBytes([]byte(err.Error())).Write()
}

// Has reports whether the query has the value.
func Has(r *http.Request, name string) bool {
	_, ok := r.URL.Query()[name]
	return ok
}

// Bool reads a boolean query value.
func Bool(r *http.Request, name string) bool {
	b, _ := strconv.ParseBool(r.URL.Query().Get(name))
	return b
}
