package schema

import (
	"regexp"
	"strings"
	"sync"
)

// API documentation generators read annotations out of Go comments: swag
// (`@Summary`, `@Param id path int true "ID"`, `@Success 200 {object}
// User`, `@Router /users/{id} [get]`) and go-swagger (`swagger:route GET
// /pets pets listPets`, `swagger:operation` followed by a YAML block
// after `---`, and field lines such as `required: true` or `example:
// 42`). They are instructions to those generators, not prose: a model
// that reads them as a tool's description learns nothing and is told
// about status codes and routers. dropAnnotations leaves them out of a
// description; the Go comment keeps them.
//
// What is kept: every other line. A swag `@Summary` or `@Description`
// line gives its text when nothing else is left, so a handler documented
// only for swag still has a description.

// The patterns are compiled on first use (lazyRegexp), not at init: a
// process that never reads a comment (a server binary, a vet run on a
// package without tools) does not pay for them.
var (
	// swagLine is a swag annotation: @ and a word at the start of a line.
	swagLine = lazyRegexp(`^@([A-Za-z][A-Za-z.]*)\b\s*(.*)$`)
	// swaggerLine is a go-swagger directive line (`swagger:route ...`).
	swaggerLine = lazyRegexp(`^swagger:[a-z]+\b`)
	// swaggerSection starts a go-swagger route section, which runs to the
	// end of the comment (its entries are indented or `key: value`).
	swaggerSection = lazyRegexp(`^(Consumes|Produces|Schemes|Security|SecurityDefinitions|Responses|Parameters|Extensions|Deprecated):`)
	// swaggerField is a go-swagger field or parameter annotation, in the
	// lower-case spelling its docs use (a sentence "Example: ..." is prose).
	swaggerField = lazyRegexp(`^(required|example|in|minimum|maximum|min length|max length|min items|max items|pattern|enum|default|unique|read only|collection format|discriminator|multiple of|exclusive minimum|exclusive maximum):\s`)
)

func dropAnnotations(text string) string {
	if !strings.Contains(text, "@") && !strings.Contains(text, ":") {
		return text // the common case: nothing to look at
	}
	var kept, swagText []string
	swagger := false // a swagger:route or swagger:operation was seen
	for line := range strings.Lines(text) {
		t := strings.TrimSpace(line)
		if m := swagLine().FindStringSubmatch(t); m != nil {
			if k := strings.ToLower(m[1]); (k == "summary" || k == "description") && m[2] != "" {
				swagText = append(swagText, m[2])
			}
			continue
		}
		if swaggerLine().MatchString(t) {
			swagger = swagger || strings.HasPrefix(t, "swagger:route") || strings.HasPrefix(t, "swagger:operation")
			continue
		}
		if swagger && (t == "---" || swaggerSection().MatchString(t)) {
			break // the rest is the operation's YAML or its sections
		}
		if swaggerField().MatchString(t + " ") {
			continue
		}
		kept = append(kept, line)
	}
	if strings.TrimSpace(strings.Join(kept, "")) == "" {
		return strings.Join(swagText, "\n")
	}
	return strings.Join(kept, "")
}

// lazyRegexp compiles expr on the first call of the function it returns.
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
