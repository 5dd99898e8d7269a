package gin

import (
	"testing"

	"github.com/gin-gonic/gin"
)

// A test handing Mount a group of its own says nothing of where the app
// serves Mount's routes: they stay refused.
func TestMount(t *testing.T) {
	r := gin.New()
	Mount(r.Group("/test"))
}
