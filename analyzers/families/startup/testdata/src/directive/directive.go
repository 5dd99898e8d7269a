// Package directive declares resources with //mcp:resource: the generated
// code registers them with AddResource and AddResourceTemplate, so a URI
// or template those panic on is reported at the directive.
package directive

import "context"

// Docket returns one docket.
//
//mcp:resource docket://{court-id}/{number} // want `OMCG0020: resource template "docket://{court-id}/{number}": it is not a valid URI template: unacceptable variable name at byte 15 \("-id}/{nu"\); \(\*mcp.Server\).AddResourceTemplate panics on it at start-up, where the generated code registers it`
func Docket(ctx context.Context, court string, number int) (string, error) { return "", nil }

// Settings returns the settings.
//
//mcp:resource config://%zz // want `OMCG0020: resource "config://%zz": it does not parse as a URI: invalid URL escape "%zz"; \(\*mcp.Server\).AddResource panics on it at start-up, where the generated code registers it`
func Settings(ctx context.Context) (string, error) { return "", nil }

// Case returns one case: a valid template.
//
//mcp:resource case://{court}/{number}{?page}
func Case(ctx context.Context, court string, number int, page *int) (string, error) {
	return "", nil
}

// Readme is a valid static resource.
//
//mcp:resource docs://readme mime=text/markdown
func Readme(ctx context.Context) (string, error) { return "", nil }
