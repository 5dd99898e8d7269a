package mcpvetimpl

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"reflect"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/yosida95/uritemplate/v3"

	"github.com/mcpvet/mcpvet/runtime"
)

// The MIME types a resource has when it declares none.
const (
	mimeApp  = "text/html;profile=mcp-app" // a ui:// resource: an MCP Apps view
	mimeText = "text/plain"
	mimeBlob = "application/octet-stream"
	mimeJSON = "application/json"
)

// What the client reads for a failure whose text it must not see.
const (
	resourceFailed = "The resource failed."
	promptFailed   = "The prompt failed."
)

// defaultMIME is the MIME type of a resource at uri that declares none.
func defaultMIME(uri string, form ResourceResult) string {
	if len(uri) >= 5 && strings.EqualFold(uri[:5], "ui://") {
		return mimeApp
	}
	switch form {
	case ResourceText:
		return mimeText
	case ResourceBlob:
		return mimeBlob
	case ResourceJSON:
		return mimeJSON
	}
	return "" // ResourceSDK: the contents say
}

// resourceHandler serves the reads of one generated resource.
type resourceHandler struct {
	name string
	mime string
	form ResourceResult
	tmpl *templateReader // nil for a static resource
	read func(ctx context.Context, req *mcp.ReadResourceRequest, args *Args) (any, error)
}

func registerResource(s *mcp.Server, r Resource) {
	const who = "mcpvetimpl.RegisterResources"
	if (r.Resource == nil) == (r.Template == nil) {
		panic(who + ": a Resource sets exactly one of Resource and Template")
	}
	if r.Read == nil {
		panic(who + ": a Resource without Read")
	}
	if r.Result < ResourceText || r.Result > ResourceSDK {
		panic(fmt.Sprintf("%s: a Resource with Result %d", who, r.Result))
	}
	h := &resourceHandler{form: r.Result, read: r.Read}
	if r.Resource != nil {
		res := *r.Resource // the generated value stays as written
		if res.MIMEType == "" {
			res.MIMEType = defaultMIME(res.URI, r.Result)
		}
		h.name, h.mime = res.Name, res.MIMEType
		s.AddResource(&res, h.serve)
		return
	}
	t := *r.Template
	tmpl, err := uritemplate.New(t.URITemplate)
	if err != nil {
		// The message s.AddResourceTemplate panics with.
		panic(fmt.Errorf("%s: URI template %q is invalid: %w", who, t.URITemplate, err))
	}
	if t.MIMEType == "" {
		t.MIMEType = defaultMIME(t.URITemplate, r.Result)
	}
	h.name, h.mime, h.tmpl = t.Name, t.MIMEType, newTemplateReader(tmpl)
	s.AddResourceTemplate(&t, h.serve)
}

// serve is the mcp.ResourceHandler of the resource.
func (h *resourceHandler) serve(ctx context.Context, req *mcp.ReadResourceRequest) (res *mcp.ReadResourceResult, err error) {
	defer func() {
		if v := recover(); v != nil {
			res, err = nil, h.recovered(ctx, req, v)
		}
	}()
	uri := req.Params.URI
	args := new(Args)
	if h.tmpl != nil {
		// The SDK chose this template by its regular expression; the
		// reader finds the variables (percent-decoded) by the same
		// grammar.
		if !h.tmpl.read(uri, args) {
			return nil, mcp.ResourceNotFoundError(uri)
		}
	}
	v, err := h.read(ctx, req, args)
	if err != nil {
		return nil, h.fail(ctx, req, err)
	}
	res, err = h.contents(uri, v)
	if err != nil {
		return nil, h.fail(ctx, req, err)
	}
	return res, nil
}

// contents turns the func's result v into the read's result by the
// resource's form.
func (h *resourceHandler) contents(uri string, v any) (*mcp.ReadResourceResult, error) {
	one := func(c *mcp.ResourceContents) *mcp.ReadResourceResult {
		c.URI, c.MIMEType = uri, h.mime
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{c}}
	}
	switch h.form {
	case ResourceText:
		s, ok := textOf(v)
		if !ok {
			return nil, fmt.Errorf("result %T is not a string", v)
		}
		return one(&mcp.ResourceContents{Text: s}), nil
	case ResourceBlob:
		b, ok := bytesOf(v)
		if !ok {
			return nil, fmt.Errorf("result %T is not a []byte", v)
		}
		if b == nil {
			b = []byte{} // an empty blob, not an absent one
		}
		return one(&mcp.ResourceContents{Blob: b}), nil
	case ResourceJSON:
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		return one(&mcp.ResourceContents{Text: string(b)}), nil
	}
	// ResourceSDK.
	var res *mcp.ReadResourceResult
	switch v := v.(type) {
	case *mcp.ReadResourceResult:
		if v == nil {
			return nil, errors.New("nil *mcp.ReadResourceResult")
		}
		if v.InputRequests != nil {
			return v, nil // a multi-round-trip request: no contents yet
		}
		res = v
	case *mcp.ResourceContents:
		if v == nil {
			return nil, errors.New("nil *mcp.ResourceContents")
		}
		res = &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{v}}
	case []*mcp.ResourceContents:
		res = &mcp.ReadResourceResult{Contents: v}
	default:
		return nil, fmt.Errorf("result %T is not an SDK resource result", v)
	}
	if res.Contents == nil {
		res.Contents = []*mcp.ResourceContents{} // the SDK refuses nil contents
	}
	// The SDK gives a content with no URI or MIME type the read's URI and
	// the registered MIME type; it dereferences each content to do so.
	if slices.Contains(res.Contents, nil) {
		return nil, errors.New("a nil *mcp.ResourceContents in the result")
	}
	return res, nil
}

func (h *resourceHandler) fail(ctx context.Context, req *mcp.ReadResourceRequest, err error) error {
	if we := clientError(err); we != nil {
		return we
	}
	logFailure(ctx, "mcp resource failed", "resource", h.name, req.Params.URI, sessionOf(req), err)
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: resourceFailed}
}

func (h *resourceHandler) recovered(ctx context.Context, req *mcp.ReadResourceRequest, v any) error {
	logFailure(ctx, "mcp resource panicked", "resource", h.name, req.Params.URI, sessionOf(req),
		fmt.Errorf("panic: %v", v), slog.String("stack", string(debug.Stack())))
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: resourceFailed}
}

// promptHandler serves the gets of one generated prompt.
type promptHandler struct {
	name, description string
	form              PromptResult
	get               func(ctx context.Context, req *mcp.GetPromptRequest, args *Args) (any, error)
}

func registerPrompt(s *mcp.Server, p Prompt) {
	const who = "mcpvetimpl.RegisterPrompts"
	if p.Prompt == nil || p.Get == nil {
		panic(who + ": a Prompt without Prompt or Get")
	}
	if p.Result < PromptText || p.Result > PromptSDK {
		panic(fmt.Sprintf("%s: a Prompt with Result %d", who, p.Result))
	}
	pr := *p.Prompt
	h := &promptHandler{name: pr.Name, description: pr.Description, form: p.Result, get: p.Get}
	s.AddPrompt(&pr, h.serve)
}

// serve is the mcp.PromptHandler of the prompt.
func (h *promptHandler) serve(ctx context.Context, req *mcp.GetPromptRequest) (res *mcp.GetPromptResult, err error) {
	defer func() {
		if v := recover(); v != nil {
			res, err = nil, h.recovered(ctx, req, v)
		}
	}()
	v, err := h.get(ctx, req, &Args{prompt: req.Params.Arguments})
	if err != nil {
		return nil, h.fail(ctx, req, err)
	}
	res, err = h.messages(v)
	if err != nil {
		return nil, h.fail(ctx, req, err)
	}
	return res, nil
}

// messages turns the func's result v into the get's result by the
// prompt's form.
func (h *promptHandler) messages(v any) (*mcp.GetPromptResult, error) {
	var msgs []*mcp.PromptMessage
	switch h.form {
	case PromptText:
		s, ok := textOf(v)
		if !ok {
			return nil, fmt.Errorf("result %T is not a string", v)
		}
		msgs = []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: s}}}
	case PromptMessages:
		m, ok := v.([]*mcp.PromptMessage)
		if !ok {
			return nil, fmt.Errorf("result %T is not []*mcp.PromptMessage", v)
		}
		msgs = m
	case PromptSDK:
		r, ok := v.(*mcp.GetPromptResult)
		if !ok || r == nil {
			return nil, fmt.Errorf("result %T is not a *mcp.GetPromptResult", v)
		}
		if r.Messages == nil && r.InputRequests == nil {
			r.Messages = []*mcp.PromptMessage{} // "messages" is required on the wire
		}
		return r, checkMessages(r.Messages)
	}
	if msgs == nil {
		msgs = []*mcp.PromptMessage{}
	}
	return &mcp.GetPromptResult{Description: h.description, Messages: msgs}, checkMessages(msgs)
}

// checkMessages refuses what the SDK would fail to encode.
func checkMessages(msgs []*mcp.PromptMessage) error {
	for i, m := range msgs {
		if m == nil || m.Content == nil {
			return fmt.Errorf("prompt message %d is nil or has no content", i)
		}
	}
	return nil
}

func (h *promptHandler) fail(ctx context.Context, req *mcp.GetPromptRequest, err error) error {
	if we := clientError(err); we != nil {
		return we
	}
	logFailure(ctx, "mcp prompt failed", "prompt", h.name, "", sessionOf(req), err)
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: promptFailed}
}

func (h *promptHandler) recovered(ctx context.Context, req *mcp.GetPromptRequest, v any) error {
	logFailure(ctx, "mcp prompt panicked", "prompt", h.name, "", sessionOf(req),
		fmt.Errorf("panic: %v", v), slog.String("stack", string(debug.Stack())))
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: promptFailed}
}

// clientError is the protocol error for an error the client may read, or
// nil: an argument that failed (ours or a *runtime.ArgumentError the func
// returned) is invalid-params naming it; a *runtime.ToolError keeps its
// text; a *jsonrpc.Error (resource not found, URL elicitation required)
// is sent as it is.
func clientError(err error) *jsonrpc.Error {
	if ae := (*argError)(nil); errors.As(err, &ae) && ae != nil {
		return invalidParams(ae.Error(), ae.name)
	}
	if ae := (*runtime.ArgumentError)(nil); errors.As(err, &ae) && ae != nil {
		return invalidParams(ae.Error(), ae.Path)
	}
	if te := (*runtime.ToolError)(nil); errors.As(err, &te) && te != nil {
		return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: te.Message}
	}
	if we := (*jsonrpc.Error)(nil); errors.As(err, &we) && we != nil {
		return we
	}
	return nil
}

// invalidParams is the -32602 error for the argument name, which the
// data repeats for programs ({"argument":"number"}).
func invalidParams(msg, name string) *jsonrpc.Error {
	e := &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: msg}
	if name != "" {
		e.Data = json.RawMessage(`{"argument":` + strconv.Quote(name) + `}`)
	}
	return e
}

// argError is an argument that was absent or did not parse.
type argError struct {
	name    string
	missing bool
	err     error // the parser's; its text says what was wanted
}

func (e *argError) Error() string {
	if e.missing {
		return "Argument '" + e.name + "' is required."
	}
	return "Argument '" + e.name + "' is not valid: " + e.err.Error() + "."
}

func (e *argError) Unwrap() error { return e.err }

// reasonError is a parser's error whose text (reason) is meant for the
// client, with the cause behind it for logs and errors.Is.
type reasonError struct {
	reason string
	err    error
}

func (e *reasonError) Error() string { return e.reason }
func (e *reasonError) Unwrap() error { return e.err }

// sessionOf is the ID of the request's session, or "".
func sessionOf(req interface{ GetSession() mcp.Session }) string {
	if req == nil {
		return ""
	}
	if ss, ok := req.GetSession().(*mcp.ServerSession); ok && ss != nil {
		return ss.ID()
	}
	return ""
}

// logFailure writes the record of a failure the client does not see, as
// runtime does for tools.
func logFailure(ctx context.Context, msg, kind, name, uri, session string, err error, extra ...slog.Attr) {
	attrs := []slog.Attr{slog.String(kind, name)}
	if uri != "" {
		attrs = append(attrs, slog.String("uri", uri))
	}
	if session != "" {
		attrs = append(attrs, slog.String("session", session))
	}
	attrs = append(attrs, slog.Any("error", err))
	attrs = append(attrs, extra...)
	slog.Default().LogAttrs(ctx, slog.LevelError, msg, attrs...)
}

// textOf is v as text, for a string or a type whose underlying type is
// string.
func textOf(v any) (string, bool) {
	if s, ok := v.(string); ok {
		return s, true
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
		return rv.String(), true
	}
	return "", false
}

// bytesOf is v as bytes, for []byte or a type whose underlying type is
// []byte.
func bytesOf(v any) ([]byte, bool) {
	if b, ok := v.([]byte); ok {
		return b, true
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.Slice && rv.Type().Elem().Kind() == reflect.Uint8 {
		return rv.Bytes(), true
	}
	return nil, false
}

// minInt and maxInt are the range of a signed integer type.
func minInt[T ~int | ~int8 | ~int16 | ~int32 | ~int64]() int64 {
	return -1 << (reflect.TypeFor[T]().Bits() - 1)
}

func maxInt[T ~int | ~int8 | ~int16 | ~int32 | ~int64]() int64 {
	return 1<<(reflect.TypeFor[T]().Bits()-1) - 1
}

// enumText lists enum values as their text on the wire (the underlying
// value, not a String method's text), for an error message.
func enumText[T any](values []T) string {
	texts := make([]string, len(values))
	for i, v := range values {
		rv := reflect.ValueOf(v)
		switch rv.Kind() {
		case reflect.String:
			texts[i] = rv.String()
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			texts[i] = strconv.FormatInt(rv.Int(), 10)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
			texts[i] = strconv.FormatUint(rv.Uint(), 10)
		case reflect.Float32, reflect.Float64:
			texts[i] = strconv.FormatFloat(rv.Float(), 'g', -1, 64)
		case reflect.Bool:
			texts[i] = strconv.FormatBool(rv.Bool())
		default:
			texts[i] = fmt.Sprint(v)
		}
	}
	return strings.Join(texts, ", ")
}
