// Package mounts registers routes on sub-muxes: mounted with and without
// http.StripPrefix, through helpers, nested, behind middleware.
package mounts

import (
	"log"
	"net/http"
)

func ping(w http.ResponseWriter, r *http.Request)    {}
func getUser(w http.ResponseWriter, r *http.Request) { _ = r.PathValue("id") }
func del(w http.ResponseWriter, r *http.Request)     {}
func report(w http.ResponseWriter, r *http.Request)  {}
func stats(w http.ResponseWriter, r *http.Request)   {}
func version(w http.ResponseWriter, r *http.Request) {}
func legacy(w http.ResponseWriter, r *http.Request)  {}

// register is called with two muxes: its route is served under both.
func register(mux *http.ServeMux) {
	mux.HandleFunc("GET /ping", ping) // want `route GET /ping handler=ping: not selected` `route GET /v2/ping via "/v2/" \(http.StripPrefix "/v2"\) handler=ping: not selected`
}

func newUsers() http.Handler {
	m := http.NewServeMux()
	m.HandleFunc("GET /{id}", getUser) // want `route GET /users/{id} via "/users/" \(http.StripPrefix "/users"\) handler=getUser: not selected tool "getUser"`
	return m
}

func audit(w http.ResponseWriter, r *http.Request) {}

func newAudit() *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("GET /log", audit) // want `route GET /audit/log via "/audit/" \(http.StripPrefix "/audit"\) handler=audit: not selected`
	return m
}

func logging(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		log.Println(r.URL.Path)
		next.ServeHTTP(w, r)
	})
}

type server struct{ mux *http.ServeMux }

func (s *server) routes() {
	s.mux.HandleFunc("GET /legacy", legacy) // want `route GET /legacy handler=legacy: not selected`
}

func Serve() error {
	root := http.NewServeMux()
	register(root)
	v2 := http.NewServeMux()
	register(v2)
	root.Handle("/v2/", http.StripPrefix("/v2", v2))
	root.Handle("/users/", http.StripPrefix("/users", newUsers()))

	inner := http.NewServeMux()
	inner.HandleFunc("DELETE /x/{id}", del) // want `route DELETE /a/b/x/{id} via "/a/" \(http.StripPrefix "/a"\) > "/b/" \(http.StripPrefix "/b"\) handler=del: not selected tool "del"`
	outer := http.NewServeMux()
	outer.Handle("/b/", http.StripPrefix("/b", inner))
	root.Handle("/a/", http.StripPrefix("/a", outer))

	ro := http.NewServeMux()
	ro.HandleFunc("/report", report)      // want `route GET /ro/report via "GET /ro/" \(http.StripPrefix "/ro"\) handler=report: not selected`
	ro.HandleFunc("POST /report", report) // want `route POST /report via "GET /ro/" \(http.StripPrefix "/ro"\) handler=report: refused: it is mounted under "GET /ro/", which serves only GET`
	root.Handle("GET /ro/", http.StripPrefix("/ro", ro))

	adm := http.NewServeMux()
	adm.HandleFunc("GET /stats", stats) // want `route GET /admin/stats via "/admin/" \(http.StripPrefix "/admin"\) handler=stats: not selected`
	root.Handle("/admin/", logging(http.StripPrefix("/admin", adm)))

	plain := http.NewServeMux()
	plain.HandleFunc("GET /plain/ok", stats)  // want `route GET /plain/ok via "/plain/" handler=stats: not selected`
	plain.HandleFunc("GET /elsewhere", stats) // want `route GET /elsewhere via "/plain/" handler=stats: refused: its path /elsewhere is not under the mount "/plain/", which never passes it on`
	root.Handle("/plain/", plain)

	// A mux held in a variable first: the mux newAudit returns.
	aud := newAudit()
	root.Handle("/audit/", http.StripPrefix("/audit", aud))

	http.HandleFunc("GET /version", version) // want `route GET /version handler=version: not selected`

	s := &server{mux: http.NewServeMux()}
	s.routes()
	return http.ListenAndServe(":8080", root)
}
