// Package ginonly imports gin and not net/http (statuses written as
// numbers), and registers handlers of another package.
package ginonly

import (
	"github.com/gin-gonic/gin"

	"fixtures/routes/ginonly/handlers"
)

func Router() *gin.Engine {
	r := gin.Default()
	r.GET("/ping", func(c *gin.Context) { c.JSON(200, gin.H{"message": "pong"}) }) // want `route GET /ping handler=a func literal: not selected tool "get_ping" .* output={"type":"object","additionalProperties":{}} status=\[200\]`
	r.GET("/things", handlers.ListThings)                                          // want `route GET /things handler=ListThings: not selected tool "ListThings" title="List things" desc="ListThings lists the things." input={"type":"object","properties":{"limit":{"type":"integer"}},"additionalProperties":false} text=\[\]fixtures/routes/ginonly/handlers.Thing status=\[200\]`
	r.GET("/things/:id", handlers.Things{}.Get)                                    // want `route GET /things/{id} handler=Things.Get: not selected tool "Things_Get" title="Get" desc="Get returns one thing." input={"type":"object","properties":{"id":{"type":"integer"}},"required":\["id"\],"additionalProperties":false} output={"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":\["id","name"\],"additionalProperties":false} status=\[200\]`
	r.POST("/things", handlers.Named("x"))                                         // want `route POST /things handler=Named: not selected tool "Named" .*input={"type":"object","properties":{"suffix":{"type":"string"}},"additionalProperties":false} output=.* status=\[201\]`
	r.GET("/noop", handlers.Noop)                                                  // want `route GET /noop handler=Noop: not selected tool "Noop" title="Noop" desc="Noop reads and writes nothing: a handler all the same."`
	return r
}
