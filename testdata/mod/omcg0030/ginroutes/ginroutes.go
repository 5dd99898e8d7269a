// Package ginroutes is a gin API whose routes mcpvet's runtime serves as
// tools: a query value or a field of the JSON body the handler binds is
// a tool argument the model chooses.
package ginroutes

import (
	"net/http"
	"os/exec"

	"github.com/gin-gonic/gin"

	"github.com/mcpvet/mcpvet/runtime"
)

var MCP = runtime.Exposure{
	Mode:   runtime.AllExceptExcluded,
	Naming: runtime.Naming{Format: "{Func}"},
}

// Search is what searchBody searches for.
type Search struct {
	Pattern string `json:"pattern"`
}

// searchNotes greps the notes for the query's pattern.
func searchNotes(c *gin.Context) {
	out, _ := exec.Command("sh", "-c", "grep -r "+c.Query("pattern")+" notes").CombinedOutput() // want `OMCG0030: route tool "searchNotes": query value "pattern" is pasted into a shell command line.*: searchNotes: query value pattern → exec.Command\("sh", "-c", …\);`
	c.String(http.StatusOK, "%s", out)
}

// searchBody greps the notes for the body's pattern.
func searchBody(c *gin.Context) {
	var in Search
	if err := c.ShouldBindJSON(&in); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	out, _ := exec.Command("sh", "-c", "grep -r '"+in.Pattern+"' notes").CombinedOutput() // want `OMCG0030: route tool "searchBody": body field "pattern" is pasted into a shell command line`
	c.String(http.StatusOK, "%s", out)
}

// ---- Not flagged. ----

// grepNotes runs grep itself, the pattern after "--".
func grepNotes(c *gin.Context) {
	out, _ := exec.Command("grep", "-r", "--", c.Query("pattern"), "notes").CombinedOutput()
	c.String(http.StatusOK, "%s", out)
}

// Routes is the API.
func Routes() http.Handler {
	r := gin.New()
	r.GET("/search", searchNotes)
	r.POST("/search", searchBody)
	r.GET("/grep", grepNotes)
	return r
}
