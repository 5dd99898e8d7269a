// Package writes registers gin and echo routes whose handlers read and
// write through the contexts' methods that the other route fixtures do
// not call: each route's fact says what the route tool takes and gives.
package writes

import (
	"errors"
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
	"github.com/labstack/echo/v4"
)

type Item struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

func ginQuery(c *gin.Context) {
	q, _ := c.GetQuery("q")
	tags, _ := c.GetQueryArray("tag")
	c.SecureJSON(http.StatusOK, []Item{{Name: q + tags[0]}})
}

func ginAscii(c *gin.Context) {
	var in Item
	if err := c.ShouldBindBodyWithJSON(&in); err != nil {
		c.AbortWithError(http.StatusBadRequest, err)
		return
	}
	c.AsciiJSON(http.StatusCreated, in)
}

func ginPure(c *gin.Context) {
	c.AbortWithStatusPureJSON(http.StatusConflict, Item{})
}

func ginData(c *gin.Context) { c.Data(http.StatusOK, "text/plain", []byte("ok")) }

func ginXML(c *gin.Context) { c.XML(http.StatusOK, Item{}) }

func ginYAML(c *gin.Context) { c.YAML(http.StatusOK, Item{}) }

func ginAttachment(c *gin.Context) { c.FileAttachment("report.csv", "report.csv") }

func ginFromFS(c *gin.Context) { c.FileFromFS("index.html", http.Dir(".")) }

func GinRouter() *gin.Engine {
	r := gin.New()
	r.GET("/query", ginQuery)           // want `route GET /query handler=ginQuery: not selected tool "ginQuery" title="Gin query" desc="Calls GET /query\." input=\{"type":"object","properties":\{"q":\{"type":"string"\},"tag":\{"type":"array","items":\{"type":"string"\}\}\},"additionalProperties":false\} text=\[\]Item status=\[200\] hints=readOnly,idempotent scope=Read`
	r.POST("/ascii", ginAscii)          // want `route POST /ascii handler=ginAscii: not selected tool "ginAscii" title="Gin ascii" desc="Calls POST /ascii\." input=\{"type":"object","properties":\{"body":\{"type":"object","properties":\{"id":\{"type":"integer"\},"name":\{"type":"string"\}\},"additionalProperties":false\}\},"required":\["body"\],"additionalProperties":false\} output=\{"type":"object","properties":\{"id":\{"type":"integer"\},"name":\{"type":"string"\}\},"required":\["id","name"\],"additionalProperties":false\} status=\[201\] hints=none scope=Write`
	r.PUT("/pure", ginPure)             // want `route PUT /pure handler=ginPure: not selected tool "ginPure" title="Gin pure" desc="Calls PUT /pure\." input=\{"type":"object","additionalProperties":false\} status=\[200\] hints=destructive,idempotent scope=Write`
	r.GET("/data", ginData)             // want `route GET /data handler=ginData: not selected tool "ginData" title="Gin data" desc="Calls GET /data\." input=\{"type":"object","additionalProperties":false\} text\(a success path writes a body that is not JSON of a known type\) status=\[200\] hints=readOnly,idempotent scope=Read`
	r.GET("/xml", ginXML)               // want `route GET /xml handler=ginXML: not selected tool "ginXML" title="Gin XML" desc="Calls GET /xml\." input=\{"type":"object","additionalProperties":false\} text\(a success path writes a body that is not JSON of a known type\) status=\[200\] hints=readOnly,idempotent scope=Read`
	r.GET("/yaml", ginYAML)             // want `route GET /yaml handler=ginYAML: not selected tool "ginYAML" title="Gin YAML" desc="Calls GET /yaml\." input=\{"type":"object","additionalProperties":false\} text\(a success path writes a body that is not JSON of a known type\) status=\[200\] hints=readOnly,idempotent scope=Read`
	r.GET("/attachment", ginAttachment) // want `route GET /attachment handler=ginAttachment: refused: its handler is no API call: it serves a file, and tools are for JSON APIs \(offer the files as resources\)`
	r.GET("/fromfs", ginFromFS)         // want `route GET /fromfs handler=ginFromFS: refused: its handler is no API call: it serves a file, and tools are for JSON APIs \(offer the files as resources\)`
	return r
}

func echoHTML(c echo.Context) error { return c.HTML(http.StatusOK, "<p>ok</p>") }

func echoXML(c echo.Context) error { return c.XML(http.StatusOK, Item{}) }

func echoRedirect(c echo.Context) error { return c.Redirect(http.StatusFound, "/elsewhere") }

func echoAttachment(c echo.Context) error { return c.Attachment("report.csv", "report.csv") }

func echoInline(c echo.Context) error {
	if _, err := os.Stat("report.csv"); err != nil {
		return errors.New("no report")
	}
	return c.Inline("report.csv", "report.csv")
}

func EchoRouter() *echo.Echo {
	e := echo.New()
	e.GET("/html", echoHTML)             // want `route GET /html handler=echoHTML: not selected tool "echoHTML" title="Echo HTML" desc="Calls GET /html\." input=\{"type":"object","additionalProperties":false\} text\(a success path writes a body that is not JSON of a known type\) status=\[200\] hints=readOnly,idempotent scope=Read`
	e.GET("/xml", echoXML)               // want `route GET /xml handler=echoXML: not selected tool "echoXML" title="Echo XML" desc="Calls GET /xml\." input=\{"type":"object","additionalProperties":false\} text\(a success path writes a body that is not JSON of a known type\) status=\[200\] hints=readOnly,idempotent scope=Read`
	e.GET("/redirect", echoRedirect)     // want `route GET /redirect handler=echoRedirect: refused: its handler is no API call: it only redirects \(a login or an OAuth step\), and a tool call never follows a redirect: it could only fail`
	e.GET("/attachment", echoAttachment) // want `route GET /attachment handler=echoAttachment: refused: its handler is no API call: it serves a file, and tools are for JSON APIs \(offer the files as resources\)`
	e.GET("/inline", echoInline)         // want `route GET /inline handler=echoInline: refused: its handler is no API call: it serves a file, and tools are for JSON APIs \(offer the files as resources\)`
	return e
}
