// Package echoroutes is an echo API whose routes mcpvet's runtime serves
// as tools: a path value is a tool argument the model chooses.
package echoroutes

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/labstack/echo/v4"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:   runtime.AllExceptExcluded,
	Naming: runtime.Naming{Format: "{Func}"},
}

const dir = "/srv/notes"

// readNote returns the note the path names.
func readNote(c echo.Context) error {
	b, err := os.ReadFile(filepath.Join(dir, "notes", c.Param("name"))) // want `OMCG0029: route tool "readNote": path value "name" can leave the base folder .*: readNote: path value name → os.ReadFile;`
	if err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "no such note")
	}
	return c.Blob(http.StatusOK, "text/plain", b)
}

// ---- Not flagged. ----

// baseNote reads the base name of the path value alone.
func baseNote(c echo.Context) error {
	b, err := os.ReadFile(filepath.Join(dir, "notes", filepath.Base(c.Param("name"))))
	if err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "no such note")
	}
	return c.Blob(http.StatusOK, "text/plain", b)
}

// Routes is the API.
func Routes() http.Handler {
	e := echo.New()
	e.GET("/notes/:name", readNote)
	e.GET("/base/:name", baseNote)
	return e
}
