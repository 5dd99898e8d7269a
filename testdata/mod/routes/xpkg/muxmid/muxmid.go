// Package muxmid builds a mux from muxitems' builders and returns it.
package muxmid

import (
	"net/http"

	"fixtures/routes/xpkg/muxitems"
)

// Handler returns the API mux.
func Handler() http.Handler {
	mux := http.NewServeMux()
	muxitems.Routes(mux)                                                      // want `route GET /items/{id} handler=get: not selected tool "get"`
	mux.Handle("/reports/", http.StripPrefix("/reports", muxitems.Handler())) // want `route GET /reports/daily via "/reports/" \(http.StripPrefix "/reports"\) handler=daily: not selected tool "daily"`
	return mux
}
