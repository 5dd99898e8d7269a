package genload

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
)

// ResourceListing is one resource as `mcpvet schema` lists it: a static
// resource or a resource template, declared with //mcp:resource (with
// what resources/list, or resources/templates/list, will say and the
// parameters a read parses) or registered with the go-sdk's or mcp-go's
// AddResource or AddResourceTemplate (with what mcpvet reads of it).
type ResourceListing struct {
	Package string `json:"package"`
	// Kind is "resource" (a static URI) or "template" (RFC 6570).
	Kind string `json:"kind"`
	// Style says how it is declared: StyleDirective, or the SDK call that
	// registers it ("(*mcp.Server).AddResource", mcp-go's
	// "(*server.MCPServer).AddResourceTemplate").
	Style string `json:"style"`
	// URI is the URI or the URI template.
	URI         string `json:"uri"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	// MIMEType is mime=, else the default of the result form; "" for a
	// result passed through with no mime= (its contents say).
	MIMEType string `json:"mimeType,omitempty"`
	Size     *int64 `json:"size,omitempty"`
	// Result is the Go result form of a directive's func: text, blob,
	// json or sdk; "" for an SDK registration (its handler's).
	Result string `json:"result,omitempty"`
	Pos    string `json:"pos"`
	// Parameters are the template variables the func takes (none for an
	// SDK registration, whose handler reads the URI itself).
	Parameters []ParamListing `json:"parameters"`
	// Problems are what mcpvet reports about it ("CODE: message").
	Problems []string `json:"problems"`
}

// PromptListing is one prompt as `mcpvet schema` lists it: a
// //mcp:prompt func, or a prompt registered with the go-sdk's or mcp-go's
// AddPrompt.
type PromptListing struct {
	Package string `json:"package"`
	Name    string `json:"name"`
	// Style is as for ResourceListing.
	Style       string `json:"style"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	// Result is the Go result form of a directive's func: text, messages
	// or sdk; "" for an SDK registration.
	Result    string         `json:"result,omitempty"`
	Pos       string         `json:"pos"`
	Arguments []ParamListing `json:"arguments"`
	// Problems are what mcpvet reports about it ("CODE: message").
	Problems []string `json:"problems"`
}

// StyleDirective is the Style of a resource or prompt declared with
// //mcp:resource or //mcp:prompt.
const StyleDirective = "directive"

// ParamListing is a template variable or a prompt argument: the Go
// parameter that receives it and how its text is parsed.
type ParamListing struct {
	Name string `json:"name"`
	// Type is the Go type; Parse how the text becomes one (string, bool,
	// int, uint, float, time, duration, text for UnmarshalText, invalid
	// when it cannot: OMCG0002).
	Type     string   `json:"type"`
	Parse    string   `json:"parse"`
	Required bool     `json:"required"`
	Enum     []string `json:"enum,omitempty"`
	// Description is a prompt argument's //mcp:param text.
	Description string `json:"description,omitempty"`
}

// Offers lists the resources, resource templates and prompts of pkgs, in
// package order: the //mcp:resource and //mcp:prompt funcs in source
// order, then those registered with an SDK's own calls, in source order.
// An SDK registration whose key (URI, template, prompt name) is not a
// constant is listed by UnfollowedOffers instead.
func Offers(pkgs []*Package) ([]ResourceListing, []PromptListing) {
	resources, prompts := []ResourceListing{}, []PromptListing{}
	for _, p := range pkgs {
		if p.Result == nil {
			continue
		}
		pos := func(at token.Pos) string {
			x := p.Fset.Position(at)
			return fmt.Sprintf("%s:%d:%d", filepath.Base(x.Filename), x.Line, x.Column)
		}
		var rs []ResourceListing
		for _, r := range p.Result.Resources {
			kind := "resource"
			if r.Template {
				kind = "template"
			}
			rs = append(rs, ResourceListing{
				Package: p.Path, Kind: kind, Style: StyleDirective, URI: r.URI, Name: r.Name, Title: r.Title, Description: r.Description,
				MIMEType: r.MIME, Size: r.Size, Result: resultName(r.Result), Pos: pos(r.Pos),
				Parameters: params(p, r.Params), Problems: problems(p, "", offerSpans(r.Offer)...),
			})
		}
		var ps []PromptListing
		for _, pr := range p.Result.Prompts {
			spans := offerSpans(pr.Offer)
			for _, l := range pr.ParamLines {
				spans = append(spans, span{l.Comment.Pos(), l.Comment.End()})
			}
			ps = append(ps, PromptListing{
				Package: p.Path, Name: pr.Name, Style: StyleDirective, Title: pr.Title, Description: pr.Description,
				Result: resultName(pr.Result), Pos: pos(pr.Pos), Arguments: params(p, pr.Params),
				Problems: problems(p, "", spans...),
			})
		}
		for _, r := range p.Result.SDKResources {
			if !listed(p, r) {
				continue
			}
			style := sdkStyle(r)
			spans := []span{{r.At.Pos(), r.At.End()}, {r.KeyPos, r.KeyEnd}}
			for _, reg := range r.Registrations {
				spans = append(spans, span{reg.Call.Pos(), reg.Call.End()})
			}
			at := pos(r.At.Pos())
			if len(r.Registrations) > 0 {
				at = pos(r.Registrations[0].Call.Pos())
			}
			switch r.Kind {
			case mcpresource.PromptKind:
				ps = append(ps, PromptListing{Package: p.Path, Name: r.Key, Style: style, Pos: at, Arguments: []ParamListing{}, Problems: problems(p, "", spans...)})
			default:
				kind := "resource"
				if r.Kind == mcpresource.TemplateResource {
					kind = "template"
				}
				rs = append(rs, ResourceListing{
					Package: p.Path, Kind: kind, Style: style, URI: r.Key, Name: r.Name, MIMEType: r.MIMEType, Pos: at,
					Parameters: []ParamListing{}, Problems: problems(p, "", spans...),
				})
			}
		}
		resources = append(resources, rs...)
		prompts = append(prompts, ps...)
	}
	slices.SortStableFunc(resources, func(a, b ResourceListing) int { return cmp.Compare(a.Package, b.Package) })
	slices.SortStableFunc(prompts, func(a, b PromptListing) int { return cmp.Compare(a.Package, b.Package) })
	return resources, prompts
}

// offerSpans are where a directive resource or prompt is written: its
// directive line, its name and its func.
func offerSpans(o mcpresource.Offer) []span {
	spans := []span{{o.Pos, o.End}, {o.NamePos, o.NameEnd}}
	if o.Decl != nil {
		spans = append(spans, span{o.Decl.Pos(), o.Decl.End()})
	}
	return spans
}

// listed reports whether Offers lists an SDK registration: one that is
// registered in the package (an mcp-go value built here and registered
// nowhere that mcpvet sees is offered by no server of the package), with
// a constant key, outside the generated file and tests.
func listed(p *Package, r *mcpresource.SDKResource) bool {
	name := p.Fset.Position(r.At.Pos()).Filename
	if filepath.Base(name) == FileName || strings.HasSuffix(name, "_test.go") {
		return false
	}
	return r.KeyKnown && len(r.Registrations) > 0
}

// sdkStyle names the call that registers an SDK resource or prompt.
func sdkStyle(r *mcpresource.SDKResource) string {
	method := map[mcpresource.ResourceKind]string{mcpresource.StaticResource: "AddResource", mcpresource.TemplateResource: "AddResourceTemplate", mcpresource.PromptKind: "AddPrompt"}[r.Kind]
	if r.Mark {
		return "mcp-go (*server.MCPServer)." + method
	}
	return "(*mcp.Server)." + method
}

// UnfollowedOffers lists the SDK registrations of resources, templates
// and prompts whose key mcpvet cannot read (not a constant, a value
// built where mcpvet does not follow): listed with the reason, as
// Unfollowed lists tools, since no check applies to them.
func UnfollowedOffers(pkgs []*Package) []UnfollowedRegistration {
	out := []UnfollowedRegistration{}
	for _, p := range pkgs {
		if p.Result == nil {
			continue
		}
		for _, r := range p.Result.SDKResources {
			if r.KeyKnown || len(r.Registrations) == 0 {
				continue
			}
			at := r.Registrations[0].Call.Pos()
			x := p.Fset.Position(at)
			if filepath.Base(x.Filename) == FileName || strings.HasSuffix(x.Filename, "_test.go") {
				continue
			}
			key := map[mcpresource.ResourceKind]string{mcpresource.StaticResource: "URI", mcpresource.TemplateResource: "URI template", mcpresource.PromptKind: "name"}[r.Kind]
			why := "the " + r.Kind.String() + "'s " + key + " is not a constant"
			if r.Mark && !markBuilt(r.At) {
				why = "the " + r.Kind.String() + " is a value mcpvet does not follow (not built here with mcp-go's New* or a literal)"
			}
			out = append(out, UnfollowedRegistration{
				Package: p.Path,
				Pos:     fmt.Sprintf("%s:%d:%d", filepath.Base(x.Filename), x.Line, x.Column),
				Why:     why,
			})
		}
	}
	slices.SortStableFunc(out, func(a, b UnfollowedRegistration) int { return strings.Compare(a.Package, b.Package) })
	return out
}

// markBuilt reports whether mcpfacts read an mcp-go value where it is
// built (a literal, a NewResource, NewResourceTemplate or NewPrompt call)
// rather than stopping at a value it does not follow.
func markBuilt(at ast.Node) bool {
	switch n := at.(type) {
	case *ast.CompositeLit:
		return true
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
			switch sel.Sel.Name {
			case "NewResource", "NewResourceTemplate", "NewPrompt":
				return true
			}
		}
	}
	return false
}

func params(p *Package, tps []*mcpresource.TextParam) []ParamListing {
	out := []ParamListing{}
	for _, tp := range tps {
		out = append(out, ParamListing{
			Name: tp.Var.Name(),
			Type: types.TypeString(tp.Var.Type(), func(q *types.Package) string {
				if q.Path() == p.Path {
					return ""
				}
				return q.Name()
			}),
			Parse:       tp.Kind.String(),
			Required:    !tp.Optional,
			Enum:        tp.Enum,
			Description: tp.Description,
		})
	}
	return out
}

// resultName names a result form for the listing.
func resultName(r mcpresource.OfferResult) string {
	switch r {
	case mcpresource.ResourceText, mcpresource.PromptText:
		return "text"
	case mcpresource.ResourceBlob:
		return "blob"
	case mcpresource.ResourceJSON:
		return "json"
	case mcpresource.PromptMessages:
		return "messages"
	case mcpresource.ResourceReadResult, mcpresource.ResourceContents, mcpresource.ResourceContentsList, mcpresource.PromptResult:
		return "sdk"
	}
	return "invalid"
}
