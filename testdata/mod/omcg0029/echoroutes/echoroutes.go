// Package echoroutes is an echo API whose routes mcpvet's runtime serves
// as tools: a query value is a tool argument the model chooses, and a path
// value one too, though a single segment cannot leave a folder.
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

// Dir is the folder whose notes folder the handlers read.
var Dir = "/srv"

// findNote returns the note the query names.
func findNote(c echo.Context) error {
	b, err := os.ReadFile(filepath.Join(Dir, "notes", c.QueryParam("name"))) // want `OMCG0029: route tool "findNote": query value "name" can leave the base folder .*: findNote: query value name → os.ReadFile;`
	if err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "no such note")
	}
	return c.Blob(http.StatusOK, "text/plain", b)
}

// ---- Not flagged. ----

// readNote reads the note a path value of one segment names: the runtime
// refuses "." and "..", escapes "/", and echo hands the value on escaped,
// so it names a file in the notes folder.
func readNote(c echo.Context) error {
	b, err := os.ReadFile(filepath.Join(Dir, "notes", c.Param("name")))
	if err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "no such note")
	}
	return c.Blob(http.StatusOK, "text/plain", b)
}

// baseNote reads the base name of the path value alone.
func baseNote(c echo.Context) error {
	b, err := os.ReadFile(filepath.Join(Dir, "notes", filepath.Base(c.Param("name"))))
	if err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "no such note")
	}
	return c.Blob(http.StatusOK, "text/plain", b)
}

// Routes is the API.
func Routes() http.Handler {
	e := echo.New()
	e.GET("/notes/:name", readNote)
	e.GET("/notes", findNote)
	e.GET("/base/:name", baseNote)
	return e
}
