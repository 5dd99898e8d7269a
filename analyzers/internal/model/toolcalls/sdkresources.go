package toolcalls

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"golang.org/x/tools/go/types/typeutil"
)

// The resources, resource templates and prompts a package registers
// through the SDKs' own calls: the go-sdk's (*mcp.Server).AddResource,
// AddResourceTemplate and AddPrompt, and mark3labs mcp-go's
// NewResource, NewResourceTemplate and NewPrompt (or the literals of
// their types) added with (*server.MCPServer).AddResource,
// AddResourceTemplate and AddPrompt. The URI, template, name and MIME
// type are folded from constants and literals as tool names are; a value
// that is not a constant is left unknown, never guessed at.

// resources finds the package's SDK resources and prompts (after
// calls, which indexes the functions and assignments).
func (f *finder) resources() {
	built := map[ast.Node]*mcpresource.SDKResource{}
	add := func(r *mcpresource.SDKResource) *mcpresource.SDKResource {
		if old, ok := built[r.At]; ok {
			return old
		}
		built[r.At] = r
		f.res.SDKResources = append(f.res.SDKResources, r)
		return r
	}
	for _, file := range f.pass.Files {
		if file == f.res.GenFile {
			continue // the generated registrations of directives
		}
		for _, decl := range file.Decls {
			ctx := f.pkgCtx
			if fd, ok := decl.(*ast.FuncDecl); ok {
				if ctx = f.newCtxOf(fd); ctx == nil {
					continue
				}
			}
			for _, call := range f.callsIn(decl) {
				fn, ok := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
				if !ok || fn.Pkg() == nil {
					continue
				}
				switch path := fn.Pkg().Path(); {
				case path == knowledge.SDKPath && fn.Name() == "NewServer" && !isMethod(fn) && len(call.Args) == 2,
					path == knowledge.MarkSrvPath && fn.Name() == "NewMCPServer" && len(call.Args) >= 2:
					f.res.Servers = append(f.res.Servers, f.sdkServer(call, path == knowledge.MarkSrvPath, ctx))
				case path == knowledge.MarkMCPPath:
					if r := f.markBuilt(call, fn.Name(), ctx); r != nil {
						add(r)
					}
				case path == knowledge.SDKPath && isMethod(fn), path == knowledge.MarkSrvPath && isMethod(fn):
					kind, ok := map[string]mcpresource.ResourceKind{"AddResource": mcpresource.StaticResource, "AddResourceTemplate": mcpresource.TemplateResource, "AddPrompt": mcpresource.PromptKind}[fn.Name()]
					if !ok || len(call.Args) == 0 {
						continue
					}
					var r *mcpresource.SDKResource
					if path == knowledge.SDKPath {
						r = f.sdkBuilt(call, kind, ctx)
					} else if r = f.markArg(call.Args[0], kind, ctx); r == nil {
						continue
					}
					r = add(r)
					r.Registrations = append(r.Registrations, f.resourceRegistration(call, ctx))
				}
			}
		}
	}
}

// sdkServer reads a server's creation: the go-sdk's
// mcp.NewServer(&Implementation{Name}, &ServerOptions{Instructions}) or
// mcp-go's server.NewMCPServer(name, version, server.WithInstructions(s)),
// folded as resources are.
func (f *finder) sdkServer(call *ast.CallExpr, mark bool, ctx *fnCtx) *mcpresource.SDKServer {
	s := &mcpresource.SDKServer{Pos: call.Pos(), End: call.End(), InstructionsKnown: true}
	if !mark {
		if impl, fctx := f.literalFields(call.Args[0], ctx, 0); impl != nil {
			s.Name, _ = f.constStr(impl["Name"], fctx)
		}
		opts, fctx := f.literalFields(call.Args[1], ctx, 0)
		switch {
		case opts != nil && opts["Instructions"] != nil:
			s.Instructions, s.InstructionsKnown = f.constStr(opts["Instructions"], fctx)
		case opts == nil && !f.pass.TypesInfo.Types[call.Args[1]].IsNil():
			s.InstructionsKnown = false // options built where mcpvet does not follow
		}
		return s
	}
	s.Name, _ = f.constStr(call.Args[0], ctx)
	if call.Ellipsis.IsValid() {
		s.InstructionsKnown = false
		return s
	}
	for _, o := range call.Args[2:] {
		oc, name, ok := f.optionOf(o, knowledge.MarkSrvPath)
		switch {
		case !ok:
			s.InstructionsKnown = false // an option of the server's own: it may set them
		case name == "WithInstructions" && len(oc.Args) == 1:
			s.Instructions, s.InstructionsKnown = f.constStr(oc.Args[0], ctx)
		}
	}
	return s
}

// optionOf reads an option written in place as a call of a function of
// package pkg (server.WithInstructions(s)): the call and the function's
// name; ok is false for anything else (an option held in a variable, one
// of the server's own).
func (f *finder) optionOf(e ast.Expr, pkg string) (*ast.CallExpr, string, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil, "", false
	}
	fn, ok := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != pkg {
		return nil, "", false
	}
	return call, fn.Name(), true
}

func isMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil
}

func (f *finder) resourceRegistration(call *ast.CallExpr, ctx *fnCtx) *mcpresource.ResourceRegistration {
	reg := &mcpresource.ResourceRegistration{Call: call, Enclosing: ctx.enclosing()}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		reg.ServerExpr = sel.X
		reg.Server, reg.ServerPath = knowledge.ServerRoot(f.pass.TypesInfo, sel.X)
	}
	return reg
}

// keyFields are the fields of each kind's type that hold its key.
var keyFields = map[mcpresource.ResourceKind]string{mcpresource.StaticResource: "URI", mcpresource.TemplateResource: "URITemplate", mcpresource.PromptKind: "Name"}

// sdkBuilt reads a go-sdk registration: its first argument is a
// *Resource, *ResourceTemplate or *Prompt.
func (f *finder) sdkBuilt(call *ast.CallExpr, kind mcpresource.ResourceKind, ctx *fnCtx) *mcpresource.SDKResource {
	r := &mcpresource.SDKResource{Kind: kind, At: call, KeyPos: call.Pos(), KeyEnd: call.End()}
	fields, fctx := f.literalFields(call.Args[0], ctx, 0)
	if fields == nil {
		return r
	}
	f.setKey(r, fields[keyFields[kind]], fctx)
	if kind != mcpresource.PromptKind {
		r.Name, _ = f.constStr(fields["Name"], fctx)
		r.MIMEType, _ = f.constStr(fields["MIMEType"], fctx)
	}
	f.texts(r, fields, fctx)
	if kind == mcpresource.PromptKind {
		f.sdkPromptArgs(r, fields["Arguments"], fctx)
	}
	return r
}

// texts reads the title and description of a go-sdk literal, or of an
// mcp-go one (which has no title).
func (f *finder) texts(r *mcpresource.SDKResource, fields map[string]ast.Expr, ctx *fnCtx) {
	for _, x := range []struct {
		field, key string
		to         *string
	}{{"Title", "title", &r.Title}, {"Description", "description", &r.Description}} {
		if e, ok := fields[x.field]; ok {
			if s, ok := f.constStr(e, ctx); ok {
				*x.to = s
			} else {
				r.Unfolded = append(r.Unfolded, x.key)
			}
		}
	}
}

// sdkPromptArgs reads a go-sdk prompt's Arguments: a slice literal of
// *PromptArgument literals whose fields are constants.
func (f *finder) sdkPromptArgs(r *mcpresource.SDKResource, e ast.Expr, ctx *fnCtx) {
	if e == nil {
		r.ArgumentsKnown = true // none
		return
	}
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		r.Unfolded = append(r.Unfolded, "arguments")
		return
	}
	for _, elt := range lit.Elts {
		fields, fctx := f.literalFields(elt, ctx, 0)
		if fields == nil {
			if cl, ok := ast.Unparen(elt).(*ast.CompositeLit); ok {
				fields, fctx = f.compositeFields(cl), ctx // &{...} elided in a []*T literal
			}
		}
		if fields == nil {
			r.Unfolded = append(r.Unfolded, "arguments")
			return
		}
		var a mcpresource.PromptArgument
		name, ok := f.constStr(fields["Name"], fctx)
		if !ok {
			r.Unfolded = append(r.Unfolded, "arguments")
			return
		}
		a.Name = name
		a.Title, _ = f.constStr(fields["Title"], fctx)
		a.Description, _ = f.constStr(fields["Description"], fctx)
		if req, ok := fields["Required"]; ok {
			v := f.eval(req, fctx)
			a.Required = v.kind == vConst && v.c.Kind() == constant.Bool && constant.BoolVal(v.c)
		}
		r.Arguments = append(r.Arguments, a)
	}
	r.ArgumentsKnown = true
}

// markArg reads the value an mcp-go registration is given: the result
// of a New* call or a literal, in place or through a local variable.
func (f *finder) markArg(e ast.Expr, kind mcpresource.ResourceKind, ctx *fnCtx) *mcpresource.SDKResource {
	node, fctx := f.follow(e, ctx, 0)
	switch n := node.(type) {
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(f.pass.TypesInfo, n).(*types.Func)
		if ok && fn.Pkg() != nil && fn.Pkg().Path() == knowledge.MarkMCPPath {
			if r := f.markBuilt(n, fn.Name(), fctx); r != nil && r.Kind == kind {
				return r
			}
		}
	case *ast.CompositeLit:
		if kind == mcpresource.TemplateResource {
			break // its URITemplate is a parsed *URITemplate: not a constant
		}
		fields := f.compositeFields(n)
		r := &mcpresource.SDKResource{Kind: kind, Mark: true, At: n, KeyPos: n.Pos(), KeyEnd: n.End()}
		f.setKey(r, fields[keyFields[kind]], fctx)
		if kind == mcpresource.StaticResource {
			r.Name, _ = f.constStr(fields["Name"], fctx)
			r.MIMEType, _ = f.constStr(fields["MIMEType"], fctx)
		}
		f.texts(r, fields, fctx)
		return r
	}
	// Not followed: listed with an unknown key at the registration.
	return &mcpresource.SDKResource{Kind: kind, Mark: true, At: e, KeyPos: e.Pos(), KeyEnd: e.End()}
}

// markBuilt reads an mcp-go NewResource, NewResourceTemplate or
// NewPrompt call; nil for other calls.
func (f *finder) markBuilt(call *ast.CallExpr, name string, ctx *fnCtx) *mcpresource.SDKResource {
	kind, ok := map[string]mcpresource.ResourceKind{"NewResource": mcpresource.StaticResource, "NewResourceTemplate": mcpresource.TemplateResource, "NewPrompt": mcpresource.PromptKind}[name]
	if !ok || len(call.Args) == 0 || call.Ellipsis.IsValid() && len(call.Args) == 1 {
		return nil
	}
	r := &mcpresource.SDKResource{Kind: kind, Mark: true, At: call, KeyPos: call.Pos(), KeyEnd: call.End()}
	f.setKey(r, call.Args[0], ctx)
	first := 1 // the options after the key, and a resource's name
	if kind != mcpresource.PromptKind {
		if len(call.Args) > 1 {
			r.Name, _ = f.constStr(call.Args[1], ctx)
		}
		first = 2
	}
	if call.Ellipsis.IsValid() {
		r.Unfolded = append(r.Unfolded, "options")
		return r
	}
	r.ArgumentsKnown = kind == mcpresource.PromptKind
	for _, opt := range call.Args[min(first, len(call.Args)):] {
		oc, name, ok := f.optionOf(opt, knowledge.MarkMCPPath)
		if !ok {
			r.Unfolded = append(r.Unfolded, "options")
			continue
		}
		switch knowledge.MarkOfferOptions[name] {
		case "mimeType":
			if len(oc.Args) == 1 {
				r.MIMEType, _ = f.constStr(oc.Args[0], ctx)
			}
		case "description":
			if len(oc.Args) == 1 {
				if s, ok := f.constStr(oc.Args[0], ctx); ok {
					r.Description = s
				} else {
					r.Unfolded = append(r.Unfolded, "description")
				}
			}
		case "argument":
			if a, ok := f.markPromptArg(oc, ctx); ok {
				r.Arguments = append(r.Arguments, a)
			} else {
				r.Unfolded = append(r.Unfolded, "arguments")
				r.ArgumentsKnown = false
			}
		}
	}
	return r
}

// markPromptArg reads mcp-go's WithArgument(name, opts...): the name and
// the argument options written in place.
func (f *finder) markPromptArg(call *ast.CallExpr, ctx *fnCtx) (mcpresource.PromptArgument, bool) {
	var a mcpresource.PromptArgument
	if len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return a, false
	}
	name, ok := f.constStr(call.Args[0], ctx)
	if !ok {
		return a, false
	}
	a.Name = name
	for _, opt := range call.Args[1:] {
		oc, name, ok := f.optionOf(opt, knowledge.MarkMCPPath)
		if !ok {
			return a, false
		}
		switch knowledge.MarkOfferOptions[name] {
		case "required":
			a.Required = true
		case "argumentDescription":
			if len(oc.Args) != 1 {
				return a, false
			}
			if a.Description, ok = f.constStr(oc.Args[0], ctx); !ok {
				return a, false
			}
		default:
			return a, false
		}
	}
	return a, true
}

func (f *finder) setKey(r *mcpresource.SDKResource, e ast.Expr, ctx *fnCtx) {
	if e == nil {
		// A literal without the field: the key is "" for sure.
		r.KeyKnown = true
		return
	}
	r.KeyPos, r.KeyEnd = e.Pos(), e.End()
	r.Key, r.KeyKnown = f.constStr(e, ctx)
}

// constStr folds e to a constant string, as tool names are folded.
func (f *finder) constStr(e ast.Expr, ctx *fnCtx) (string, bool) {
	if e == nil {
		return "", false
	}
	v := f.eval(e, ctx)
	if v.kind == vConcat {
		v = concat(v)
	}
	if v.kind != vConst || v.c.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(v.c), true
}

// literalFields reads a pointer to a struct built in place (&T{...}),
// directly or through a local variable, as its fields by name.
func (f *finder) literalFields(e ast.Expr, ctx *fnCtx, depth int) (map[string]ast.Expr, *fnCtx) {
	node, fctx := f.follow(e, ctx, depth)
	if lit, ok := node.(*ast.CompositeLit); ok {
		return f.compositeFields(lit), fctx
	}
	return nil, nil
}

// follow peels &, * and parentheses and follows a variable assigned
// once (in the function or at package level) to its value.
func (f *finder) follow(e ast.Expr, ctx *fnCtx, depth int) (ast.Node, *fnCtx) {
	for depth < 8 {
		depth++
		switch x := ast.Unparen(e).(type) {
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return x, ctx
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.Ident:
			v, ok := f.pass.TypesInfo.Uses[x].(*types.Var)
			if !ok || v.Pkg() != f.pass.Pkg {
				return x, ctx
			}
			as := f.assignsOf(v)
			if len(as) != 1 {
				return x, ctx
			}
			a := as[0]
			if a.rhs == nil || a.idx >= 0 || a.field != "" || a.opaque || a.option || a.rangeOf != nil || a.zero {
				return x, ctx
			}
			e, ctx = a.rhs, a.ctx
		default:
			return x, ctx
		}
	}
	return e, ctx
}

// compositeFields maps the fields of a struct literal by name.
func (f *finder) compositeFields(lit *ast.CompositeLit) map[string]ast.Expr {
	out := map[string]ast.Expr{}
	st, _ := types.Unalias(f.pass.TypesInfo.TypeOf(lit)).Underlying().(*types.Struct)
	for i, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok {
				out[k.Name] = kv.Value
			}
		} else if st != nil && i < st.NumFields() {
			out[st.Field(i).Name()] = elt
		}
	}
	return out
}
