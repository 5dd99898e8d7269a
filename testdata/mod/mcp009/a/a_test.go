package a

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// A test's server is not the app: its routes are not checked.
func TestServer(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/anything/", func(w http.ResponseWriter, r *http.Request) {})
	srv := httptest.NewServer(mux)
	defer srv.Close()
}
