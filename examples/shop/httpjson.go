package main

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
)

// The JSON helpers every handler uses. mcpvet follows them: what they read
// and write counts as what their callers read and write.

// apiError is the body of every error response.
type apiError struct {
	Error string `json:"error"`
}

// writeJSON writes v as the JSON response body with the status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// writeError writes an error response.
func writeError(w http.ResponseWriter, status int, format string, args ...any) {
	writeJSON(w, status, apiError{Error: fmt.Sprintf(format, args...)})
}

// decodeJSON decodes the request body into v, refusing unknown fields and
// bodies over 1 MiB.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// pathID reads the {id} path value as an integer, writing a 400 response
// when it is not one.
func pathID(w http.ResponseWriter, r *http.Request) (int, bool) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil || id < 1 {
		writeError(w, http.StatusBadRequest, "the id %q is not a positive integer", r.PathValue("id"))
		return 0, false
	}
	return id, true
}

// storeError writes the response for an error of the store.
func storeError(w http.ResponseWriter, err error, what string) {
	switch {
	case errors.Is(err, errNotFound):
		writeError(w, http.StatusNotFound, "%s not found", what)
	case errors.Is(err, errConflict):
		writeError(w, http.StatusConflict, "%s: %v", what, err)
	default:
		writeError(w, http.StatusInternalServerError, "internal error")
	}
}

// requireBearer lets a request through only with the header
// "Authorization: Bearer <token>".
func requireBearer(token string, next http.Handler) http.Handler {
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := []byte(r.Header.Get("Authorization"))
		if token == "" || subtle.ConstantTimeCompare(got, want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="shop"`)
			writeError(w, http.StatusUnauthorized, "a valid bearer token is required")
			return
		}
		next.ServeHTTP(w, r)
	})
}
