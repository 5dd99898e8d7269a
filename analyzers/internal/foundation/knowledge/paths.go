package knowledge

import (
	"strings"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Import paths of the libraries mcpvet recognizes, and the name of the
// file mcpvet gen writes. Every pass names a library by these.
const (
	SDKModule   = "github.com/modelcontextprotocol/go-sdk"
	SDKPath     = schema.SDKPath      // the go-sdk's mcp package
	SDKAuthPath = SDKModule + "/auth" // its bearer-token middleware
	RuntimePath = "github.com/mcpvet/mcpvet/runtime"
	ImplPath    = "github.com/mcpvet/mcpvet/runtime/mcpvetimpl" // what generated code calls
	GenFileName = "mcpvet_gen.go"

	MarkModule        = "github.com/mark3labs/mcp-go"
	MarkMCPPath       = MarkModule + "/mcp"
	MarkSrvPath       = "github.com/mark3labs/mcp-go/server"
	MarkClientPath    = "github.com/mark3labs/mcp-go/client"
	MarkTransportPath = "github.com/mark3labs/mcp-go/client/transport"

	// JSONSchemaGoPath is google/jsonschema-go, with which the go-sdk and
	// mcp-go (v0.54 on) infer a schema from a Go type.
	JSONSchemaGoPath = "github.com/google/jsonschema-go/jsonschema"
	// SDKJSONSchemaPath is the go-sdk's own jsonschema package of its
	// v0.x releases, which jsonschema-go was split off from.
	SDKJSONSchemaPath = SDKModule + "/jsonschema"

	// InvopopPath is invopop/jsonschema, with which servers (and mcp-go
	// v0.36 to v0.44) reflect a schema from a Go type.
	InvopopPath = "github.com/invopop/jsonschema"

	// The HTTP routers whose routes mcpvet reads.
	HTTPPath           = "net/http"
	ChiPath            = "github.com/go-chi/chi/v5"
	GinPath            = "github.com/gin-gonic/gin"
	EchoPath           = "github.com/labstack/echo/v4"
	EchoMiddlewarePath = "github.com/labstack/echo/v4/middleware"
	EchoJWTPath        = "github.com/labstack/echo-jwt/v4"

	// MySQLDriverPath is the MySQL driver for database/sql. MySQL (and
	// MariaDB) read a backslash in a string literal as an escape unless
	// the server runs with NO_BACKSLASH_ESCAPES, so doubling a value's
	// quotes does not keep it inside the literal there: "\' OR 1=1"
	// doubled ends it. PostgreSQL (standard_conforming_strings, on by
	// default), SQLite and SQL Server read a backslash as itself.
	MySQLDriverPath = "github.com/go-sql-driver/mysql"
)

// MarkOfferOptions are mcp-go's options of a resource, a template or a
// prompt that set what a client lists, by the function's name: the part
// of the listing each sets.
var MarkOfferOptions = map[string]string{
	"WithMIMEType":            "mimeType",
	"WithTemplateMIMEType":    "mimeType",
	"WithResourceDescription": "description",
	"WithTemplateDescription": "description",
	"WithPromptDescription":   "description",
	"WithArgument":            "argument",
	"ArgumentDescription":     "argumentDescription",
	"RequiredArgument":        "required",
}

// ModuleVersion is the version of module in the path of one of its files
// in the module cache (".../github.com/invopop/jsonschema@v0.13.0/x.go",
// as go vet's export data and -trimpath name it too, with either
// separator), "" when the path names none (a vendored or replaced copy).
func ModuleVersion(filename, module string) string {
	filename = strings.ReplaceAll(filename, "\\", "/")
	_, rest, ok := strings.Cut(filename, module+"@")
	if !ok {
		return ""
	}
	v, _, ok := strings.Cut(rest, "/")
	if !ok || !strings.HasPrefix(v, "v") {
		return ""
	}
	return v
}
