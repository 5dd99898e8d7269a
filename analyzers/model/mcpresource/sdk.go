package mcpresource

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// The resources, resource templates and prompts a package registers
// through the SDKs' own calls: the go-sdk's (*mcp.Server).AddResource,
// AddResourceTemplate and AddPrompt, and mark3labs mcp-go's
// NewResource, NewResourceTemplate and NewPrompt (or the literals of
// their types) added with (*server.MCPServer).AddResource,
// AddResourceTemplate and AddPrompt, as the fact pass finds them.

// ResourceKind is what an SDKResource declares.
type ResourceKind int

const (
	// StaticResource: a resource with a URI (resources/list).
	StaticResource ResourceKind = iota + 1
	// TemplateResource: a resource template (resources/templates/list).
	TemplateResource
	// PromptKind: a prompt (prompts/list).
	PromptKind
)

func (k ResourceKind) String() string {
	switch k {
	case StaticResource:
		return "resource"
	case TemplateResource:
		return "resource template"
	case PromptKind:
		return "prompt"
	}
	return "unknown"
}

// SDKResource is one resource, template or prompt given to an SDK: a
// go-sdk registration call, or the mcp-go value built by a New* call or
// a literal.
type SDKResource struct {
	Kind ResourceKind
	// Mark is set for mark3labs mcp-go, unset for the go-sdk.
	Mark bool
	// Key is what the server keys it by: the URI, the template, the
	// prompt's name; KeyKnown is false when it is not a constant.
	Key      string
	KeyKnown bool
	// KeyPos..KeyEnd is the expression that gives the key (the string
	// literal, the constant's name); the call when there is none.
	KeyPos, KeyEnd token.Pos
	// Name (of a resource or template) and MIMEType, when constants.
	Name, MIMEType string
	// Title and Description, when constants; a prompt's Arguments, when
	// its list is written in place (ArgumentsKnown).
	Title, Description string
	Arguments          []PromptArgument
	ArgumentsKnown     bool
	// Unfolded names what the value gives that is not a constant
	// ("description", "arguments"): what a client receives there is
	// unknown, not empty.
	Unfolded []string
	// At is where the value is built: the go-sdk registration call, the
	// mcp-go New* call, or the composite literal.
	At ast.Node
	// Registrations are the calls of this package that register it on a
	// server: the call itself for the go-sdk, the AddResource... calls
	// given the value for mcp-go (none for a value built here and
	// registered where mcpvet does not follow).
	Registrations []*ResourceRegistration
}

// SDKServer is a server the package creates with an SDK, with what it
// tells the model beside its tools: the instructions of initialize's
// result.
type SDKServer struct {
	// Name is the server's implementation name, "" when it is not a
	// constant.
	Name string
	// Instructions are the server's instructions; InstructionsKnown is
	// false when they are given and not a constant.
	Instructions      string
	InstructionsKnown bool
	// Pos..End is the call that creates it.
	Pos, End token.Pos
}

// PromptArgument is one argument of a prompt given to an SDK.
type PromptArgument struct {
	Name, Title, Description string
	Required                 bool
}

// ResourceRegistration is one call that registers an SDKResource.
type ResourceRegistration struct {
	Call *ast.CallExpr
	// Server is the variable the server is read from and ServerPath the
	// fields selected from it, as for tools (ServerRoot); Server is nil
	// when the server is not read from a variable.
	Server     *types.Var
	ServerPath []string
	ServerExpr ast.Expr
	// Enclosing is the function the call is written in, nil at package
	// level.
	Enclosing *types.Func
}

// IsServer reports whether t is a server of an MCP library mcpvet reads,
// or a pointer to one: the go-sdk's mcp.Server, mcp-go's
// server.MCPServer.
func IsServer(t types.Type) bool {
	pkg, name := knowledge.Named(knowledge.Deref(t))
	return pkg == knowledge.SDKPath && name == "Server" || pkg == knowledge.MarkSrvPath && name == "MCPServer"
}
