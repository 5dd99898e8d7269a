// Package resources holds well-formed and malformed //mcp:resource and
// //mcp:prompt directives (OMCG0015).
package resources

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ---- Not flagged. ----

// Docket sets every key of a resource.
//
//mcp:resource docket://{court}/{number} name=docket title="Docket" description="One docket." mime=text/markdown size=1024
func Docket(ctx context.Context, court string, number int) (string, error) { return "", nil }

// View is an App's HTML, its URI written as a Go string.
//
//mcp:resource "ui://weather/view" mime="text/html;profile=mcp-app"
func View(ctx context.Context) (string, error) { return "", nil }

// Summarize sets every key of a prompt and describes its arguments.
//
//mcp:prompt summarize_case title="Summarize a case" description="Asks for a summary."
//mcp:param court "The court's short code"
//mcp:param style "bullet or prose"
func Summarize(ctx context.Context, req *mcp.GetPromptRequest, court string, style *string) (string, error) {
	return "", nil
}

// ---- Flagged. ----

// NoURI forgets the URI.
// want +2 `OMCG0015: //mcp:resource needs the resource's URI or URI template first, e.g. //mcp:resource docket://{court}/{number}`
//
//mcp:resource title="No URI"
func NoURI(ctx context.Context) (string, error) { return "", nil }

// KeyTypo misspells mime=.
// want +2 `OMCG0015: unknown key "mmie" in //mcp:resource; did you mean mime\?`
//
//mcp:resource config://a mmie=text/plain
func KeyTypo(ctx context.Context) (string, error) { return "", nil }

// BadSize gives a size that is not a number of bytes.
// want +2 `OMCG0015: size="big" is not a size in bytes; write a non-negative integer, or remove size=`
//
//mcp:resource config://b size=big
func BadSize(ctx context.Context) (string, error) { return "", nil }

// BadMIME gives a MIME type that does not parse.
// want +2 `OMCG0015: mime="text/" is not a MIME type \(mime: expected token after slash\); write type/subtype, e.g. text/markdown`
//
//mcp:resource config://c mime=text/
func BadMIME(ctx context.Context) (string, error) { return "", nil }

// PromptTypo misspells title=.
// want +2 `OMCG0015: unknown key "titel" in //mcp:prompt; did you mean title\?`
//
//mcp:prompt titel="Typo"
func PromptTypo(ctx context.Context) (string, error) { return "", nil }

// EmptyName gives an empty name=.
// want +2 `OMCG0015: name= is empty; give the prompt's name, or remove name= to derive it from the func name`
//
//mcp:prompt name=""
func EmptyName(ctx context.Context) (string, error) { return "", nil }

// Twice repeats the resource line.
// want +3 `OMCG0015: a func takes one //mcp:resource line; this one repeats it: merge its keys into the first`
//
//mcp:resource config://d
//mcp:resource config://e
func Twice(ctx context.Context) (string, error) { return "", nil }

// Both is a tool and a prompt.
// want +3 `OMCG0015: a func declares one thing, and this one is already a tool \(//mcp:tool\); declare the prompt on a func of its own`
//
//mcp:tool
//mcp:prompt
func Both(ctx context.Context) (string, error) { return "", nil }

// ParamTypo describes an argument that is not there.
// want +3 `OMCG0015: //mcp:param cuort names no parameter of ParamTypo: its arguments are court and style; did you mean court\?`
//
//mcp:prompt
//mcp:param cuort "The court"
func ParamTypo(ctx context.Context, court string, style *string) (string, error) { return "", nil }

// ParamFilled describes the request.
// want +3 `OMCG0015: //mcp:param req describes a parameter the server fills in, which is not a prompt argument; remove this line`
//
//mcp:prompt
//mcp:param req "The request"
func ParamFilled(ctx context.Context, req *mcp.GetPromptRequest, court string) (string, error) {
	return "", nil
}

// ParamOnResource describes a template variable.
// want +3 `OMCG0015: //mcp:param court has no effect on a //mcp:resource func: a resource's parameters are its template variables, which MCP does not describe one by one; describe them in the func's doc comment and remove this line`
//
//mcp:resource court://{court}
//mcp:param court "The court"
func ParamOnResource(court string) (string, error) { return "", nil }

// Spaced has a space after the slashes.
// want +2 `OMCG0015: "// mcp:resource" is not a directive because of the space after //, so the resource is not declared; write //mcp:resource`
//
// mcp:resource config://f
func Spaced(ctx context.Context) (string, error) { return "", nil }

// SpacedPrompt has a space after the slashes.
// want +2 `OMCG0015: "// mcp:prompt" is not a directive because of the space after //, so the prompt is not declared; write //mcp:prompt`
//
// mcp:prompt
func SpacedPrompt(ctx context.Context) (string, error) { return "", nil }
