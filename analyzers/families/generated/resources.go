package generated

import (
	"bytes"
	"cmp"
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
)

// The registrations of //mcp:resource and //mcp:prompt funcs. Tools keep
// RegisterTools; resources and prompts get RegisterResources and
// RegisterPrompts beside it (Register<Recv>Resources and
// Register<Recv>Prompts for methods, taking the receiver), so that a
// file generated before resources existed keeps its API and a server
// registers each kind where it wants to.

// offerGen is one resource or prompt to register.
type offerGen struct {
	*mcpresource.Offer
	resource *mcpresource.Resource // nil for a prompt
	prompt   *mcpresource.Prompt   // nil for a resource
	pos      token.Position
	receiver
}

// kind is "Resources" or "Prompts", the suffix of the register funcs.
func (o *offerGen) kind() string {
	if o.prompt != nil {
		return "Prompts"
	}
	return "Resources"
}

// registerName names the func that registers o: RegisterResources, or
// Register<Recv>Resources for a method (Prompts alike).
func (o *offerGen) registerName() string {
	if o.recv == nil {
		return "Register" + o.kind()
	}
	r := []rune(o.recv.Obj().Name())
	r[0] = unicode.ToUpper(r[0])
	return "Register" + string(r) + o.kind()
}

// collectOffers fills g.resources and g.prompts, in source order.
func (g *generator) collectOffers() {
	add := func(o *offerGen) *offerGen {
		o.pos = g.pass.Fset.Position(o.Decl.Pos())
		o.receiver = receiverOf(o.Func)
		return o
	}
	for _, r := range g.res.Resources {
		if !g.skipped(r.Pos) {
			g.resources = append(g.resources, add(&offerGen{Offer: &r.Offer, resource: r}))
		}
	}
	for _, p := range g.res.Prompts {
		if !g.skipped(p.Pos) {
			g.prompts = append(g.prompts, add(&offerGen{Offer: &p.Offer, prompt: p}))
		}
	}
	bySource := func(a, b *offerGen) int {
		return cmp.Or(cmp.Compare(a.pos.Filename, b.pos.Filename), cmp.Compare(a.pos.Offset, b.pos.Offset))
	}
	slices.SortStableFunc(g.resources, bySource)
	slices.SortStableFunc(g.prompts, bySource)
}

// writeOffers writes the register funcs of offers (all resources, or all
// prompts): the package-level funcs first, then one func per receiver
// type in the order of the types' names.
func (w *writer) writeOffers(body *bytes.Buffer, offers []*offerGen) {
	if len(offers) == 0 {
		return
	}
	kind := offers[0].kind()
	directive := "//mcp:resource"
	if kind == "Prompts" {
		directive = "//mcp:prompt"
	}
	funcs, groups := byReceiver(offers)
	if len(funcs) > 0 {
		fmt.Fprintf(body, "\n// Register%s registers the %s funcs of this package on %s.\n", kind, directive, w.server)
		fmt.Fprintf(body, "func Register%s(%s *%s.Server) {\n", kind, w.server, w.mcp)
		w.offerList(body, kind, funcs, "")
		body.WriteString("}\n")
	}
	for _, m := range groups {
		name := m.items[0].registerName()
		fmt.Fprintf(body, "\n// %s registers the %s methods of %s on %s, called on %s.\n", name, directive, m.recv.Obj().Name(), w.server, w.recv)
		fmt.Fprintf(body, "func %s(%s *%s.Server, %s %s) {\n", name, w.server, w.mcp, w.recv, m.typ())
		w.offerList(body, kind, m.items, w.recv+".")
		body.WriteString("}\n")
	}
}

// offerList writes one mcpvetimpl.RegisterResources (or RegisterPrompts)
// call.
func (w *writer) offerList(b *bytes.Buffer, kind string, offers []*offerGen, recv string) {
	fmt.Fprintf(b, "%s.Register%s(%s,\n", w.impl, kind, w.server)
	for _, o := range offers {
		if o.resource != nil {
			w.resource(b, o, recv)
		} else {
			w.prompt(b, o, recv)
		}
	}
	b.WriteString(")\n")
}

func (w *writer) resource(b *bytes.Buffer, o *offerGen, recv string) {
	r := o.resource
	fmt.Fprintf(b, "%s.Resource{\n", w.impl)
	if r.Template {
		fmt.Fprintf(b, "Template: &%s.ResourceTemplate{\n", w.mcp)
		fmt.Fprintf(b, "URITemplate: %s,\n", strconv.Quote(r.URI))
	} else {
		fmt.Fprintf(b, "Resource: &%s.Resource{\n", w.mcp)
		fmt.Fprintf(b, "URI: %s,\n", strconv.Quote(r.URI))
	}
	w.identity(b, o.Offer)
	if r.MIMEGiven {
		fmt.Fprintf(b, "MIMEType: %s,\n", strconv.Quote(r.MIME))
	}
	if r.Size != nil && !r.Template {
		fmt.Fprintf(b, "Size: %d,\n", *r.Size)
	}
	b.WriteString("},\n")
	fmt.Fprintf(b, "Result: %s.%s,\n", w.impl, offerResult(r.Result))
	fmt.Fprintf(b, "Read: func(%s %s.Context, %s *%s.ReadResourceRequest, %s *%s.Args) (any, error) {\n",
		w.ctx, w.context, w.req, w.mcp, w.args, w.impl)
	w.offerCall(b, o, recv)
	b.WriteString("},\n},\n")
}

func (w *writer) prompt(b *bytes.Buffer, o *offerGen, recv string) {
	fmt.Fprintf(b, "%s.Prompt{\n", w.impl)
	fmt.Fprintf(b, "Prompt: &%s.Prompt{\n", w.mcp)
	w.identity(b, o.Offer)
	if len(o.Params) > 0 {
		fmt.Fprintf(b, "Arguments: []*%s.PromptArgument{\n", w.mcp)
		for _, p := range o.Params {
			fields := []string{"Name: " + strconv.Quote(p.Var.Name())}
			if p.Description != "" {
				fields = append(fields, "Description: "+strconv.Quote(p.Description))
			}
			if !p.Optional {
				fields = append(fields, "Required: true")
			}
			fmt.Fprintf(b, "{%s},\n", strings.Join(fields, ", "))
		}
		b.WriteString("},\n")
	}
	b.WriteString("},\n")
	fmt.Fprintf(b, "Result: %s.%s,\n", w.impl, offerResult(o.prompt.Result))
	fmt.Fprintf(b, "Get: func(%s %s.Context, %s *%s.GetPromptRequest, %s *%s.Args) (any, error) {\n",
		w.ctx, w.context, w.req, w.mcp, w.args, w.impl)
	w.offerCall(b, o, recv)
	b.WriteString("},\n},\n")
}

// identity writes the name, title and description shared by resources,
// templates and prompts.
func (w *writer) identity(b *bytes.Buffer, o *mcpresource.Offer) {
	fmt.Fprintf(b, "Name: %s,\n", strconv.Quote(o.Name))
	if o.Title != "" {
		fmt.Fprintf(b, "Title: %s,\n", strconv.Quote(o.Title))
	}
	if o.Description != "" {
		fmt.Fprintf(b, "Description: %s,\n", strconv.Quote(o.Description))
	}
}

// offerCall writes the body of a Read or Get: parse each argument with
// the parser of its type, return the first failure, call the func.
func (w *writer) offerCall(b *bytes.Buffer, o *offerGen, recv string) {
	// The parsers first: they import the packages of the parameters'
	// types, whose names the locals must not hide.
	parsers := make([]string, len(o.Params))
	for i, p := range o.Params {
		parsers[i] = w.parser(p)
	}
	local := map[*types.Var]string{}
	taken := map[string]bool{w.ctx: true, w.req: true, w.args: true, w.err: true, w.recv: true}
	for i, p := range o.Params {
		name := p.Var.Name()
		if name == "" || name == "_" {
			name = "p" + strconv.Itoa(i)
		}
		for taken[name] || w.inScope(name) || w.imports.names[name] {
			name += "_"
		}
		taken[name] = true
		local[p.Var] = name
		fn := "Required"
		if p.Optional {
			fn = "Optional"
		}
		fmt.Fprintf(b, "%s := %s.%s(%s, %s, %s)\n", name, w.impl, fn, w.args, strconv.Quote(p.Var.Name()), parsers[i])
	}
	if len(o.Params) > 0 {
		fmt.Fprintf(b, "if %s := %s.Err(); %s != nil {\nreturn nil, %s\n}\n", w.err, w.args, w.err, w.err)
	}
	w.plainReturn(b, w.callExpr(recv, o.Func, local), o.WithErr)
}

// parser is the mcpvetimpl parser of a text-like parameter's type (the
// type it points to, for an optional one), wrapped in Enum for a type
// with typed constants.
func (w *writer) parser(p *mcpresource.TextParam) string {
	t := p.Var.Type()
	if p.Optional {
		t = types.Unalias(t).(*types.Pointer).Elem()
	}
	// The type is written only where the parser names it: ParseTime and
	// ParseDuration do not, and an import the file does not use would
	// not compile.
	var typ string
	if p.Kind != mcpresource.TextTime && p.Kind != mcpresource.TextDuration {
		typ = w.typ(t)
	}
	var base string
	switch p.Kind {
	case mcpresource.TextString:
		base = "ParseString[" + typ + "]"
	case mcpresource.TextBool:
		base = "ParseBool[" + typ + "]"
	case mcpresource.TextInt:
		base = "ParseInt[" + typ + "]"
	case mcpresource.TextUint:
		base = "ParseUint[" + typ + "]"
	case mcpresource.TextFloat:
		base = "ParseFloat[" + typ + "]"
	case mcpresource.TextTime:
		base = "ParseTime"
	case mcpresource.TextDuration:
		base = "ParseDuration"
	case mcpresource.TextUnmarshal:
		base = "ParseText[" + typ + "]"
	default:
		panic(fmt.Sprintf("mcpvet gen: parameter %s is not text-like", p.Var.Name())) // OMCG0002 refuses it
	}
	base = w.impl + "." + base
	if len(p.Enum) == 0 {
		return base
	}
	vals := make([]string, len(p.Enum))
	for i, v := range p.Enum {
		lit := v
		if p.Kind == mcpresource.TextString {
			lit = strconv.Quote(v)
		}
		vals[i] = typ + "(" + lit + ")"
	}
	return w.impl + ".Enum(" + base + ", " + strings.Join(vals, ", ") + ")"
}

// offerResult names the mcpvetimpl result form of a resource or prompt.
func offerResult(r mcpresource.OfferResult) string {
	switch r {
	case mcpresource.ResourceText:
		return "ResourceText"
	case mcpresource.ResourceBlob:
		return "ResourceBlob"
	case mcpresource.ResourceJSON:
		return "ResourceJSON"
	case mcpresource.ResourceReadResult, mcpresource.ResourceContents, mcpresource.ResourceContentsList:
		return "ResourceSDK"
	case mcpresource.PromptText:
		return "PromptText"
	case mcpresource.PromptMessages:
		return "PromptMessages"
	case mcpresource.PromptResult:
		return "PromptSDK"
	}
	panic(fmt.Sprintf("mcpvet gen: result form %d has no runtime form", r)) // OMCG0003 refuses it
}
