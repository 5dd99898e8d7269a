package runtime

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime/internal/bridge"
)

// How route tools behave. mcpvetimpl.RegisterRoutes, which the
// generated RegisterRouteTools calls, adds them through registerRoutes.
// Each call builds an http.Request from the arguments (escaped path
// values, {x...} keeping its slashes, query, JSON body), forwards
// Authorization and the W3C trace headers (traceparent, tracestate,
// baggage) of the MCP request, and those opts.ForwardHeaders names, and
// nothing else, marks it with InternalCallHeader, and serves it through
// opts.Handler (or sends it to opts.BaseURL).
// A 2xx response becomes the tool result (structured content when Output
// is set); any other status an isError result "HTTP <status>: <body>"
// with the body cut to a sane length. In detail:
//
//   - Target. opts.BaseURL set: an HTTP self-call to it (it wins over
//     Handler). Otherwise opts.Handler: in process. Neither: the base URL
//     of the environment variable MCP_BASE_URL, read once here, so the
//     environment never redirects an app that passes its Handler; none
//     of the three panics. The base is never taken from a request.
//   - In process, the request is a server request as net/http would give
//     the app: path and query only in r.URL, r.RequestURI set, r.Host
//     "localhost", r.RemoteAddr empty (no peer: an app that trusts
//     loopback addresses is not fooled), a non-nil Body. Its context is
//     the tool call's (values and cancellation) with the timeout. The
//     handler runs on the tool call's goroutine, as net/http runs it on
//     the connection's: the timeout reaches it through r.Context(), and a
//     handler that ignores its context holds the call until it returns
//     (a goroutine per call to bound it anyway cost more than the handler
//     itself: BenchmarkRouteTool). A call whose context is done when the
//     handler returns is a timeout, whatever was written. A panic in the
//     handler is a failure.
//   - Over HTTP, redirects are not followed (as in process, a 3xx is an
//     error result) and the client's cookie jar is not used: nothing
//     reaches another host, and no caller sees another's cookies.
//   - Headers sent: Accept: application/json, Content-Type:
//     application/json with a body, X-MCP-Internal-Call: 1, and the
//     Authorization, traceparent, tracestate and baggage of the MCP
//     request and those opts.ForwardHeaders names, nothing else of it.
//   - Refused before any request (error results): a call whose MCP request
//     itself carries X-MCP-Internal-Call (a loop LoopPrevention did not
//     catch), a scope not granted ("Insufficient scope. Required: Write,
//     Granted: Read"; several scopes "Read, Write"; none granted "none"),
//     invalid arguments ("Argument 'id' is not valid."; also a path value
//     that is empty, "." or "..", or has an empty segment: ServeMux would
//     redirect it to another route), and a path under opts.MCPPath.
//     A pattern under opts.MCPPath panics at registration. Input is
//     compiled once, as a generated tool's schema is: bounds
//     that only restate the limits of a 64-bit integer are left to the
//     handler's own parse (an out-of-range integer gets the app's 400).
//   - Results: 2xx with a JSON object body and Output set: the object as
//     structured content and the body as a text block; any other 2xx
//     body: a text block (JSON bodies trimmed of surrounding white
//     space), none for an empty body (204). Other statuses: "HTTP 404:
//     <body>", the body trimmed and cut to 1000 bytes (with "…"), or the
//     status text when it is empty. Bodies over 10 MiB are refused.
//   - Failures: "The API call timed out." (opts.Timeout, 30s by default),
//     "The API call failed." (transport error, handler panic, oversized
//     body), both logged to opts.Logger with the tool, the session and the
//     route pattern, never a header or an argument; "The API call was
//     canceled." when the MCP client canceled the call (not logged).

const (
	defaultTimeout = 30 * time.Second
	inProcessHost  = "localhost"
	maxErrorBody   = 1000

	apiFailedText   = "The API call failed."
	apiTimeoutText  = "The API call timed out."
	apiCanceledText = "The API call was canceled."
	apiLoopText     = "The API call was refused: it would reach the MCP endpoint (loop prevention)."
)

// internalCallKey is InternalCallHeader as a key of an http.Header.
var internalCallKey = http.CanonicalHeaderKey(InternalCallHeader)

// forwarded are the headers of the MCP request a route tool always
// passes on; APIOptions.ForwardHeaders adds to them.
var forwarded = [...]string{"Authorization", "Traceparent", "Tracestate", "Baggage"}

// unforwardable are the headers APIOptions.ForwardHeaders cannot name:
// those a call sets itself, and those of the MCP connection rather than
// of its caller (hop-by-hop, framing), which would make the API request
// lie about itself.
var unforwardable = map[string]bool{
	"Host": true, "Content-Type": true, "Content-Length": true, "Accept": true,
	"Connection": true, "Keep-Alive": true, "Proxy-Connection": true, "Te": true,
	"Trailer": true, "Transfer-Encoding": true, "Upgrade": true,
	"Proxy-Authorization": true, "Proxy-Authenticate": true,
	"Mcp-Session-Id": true, "Mcp-Protocol-Version": true, "Last-Event-Id": true,
}

// forwardList is forwarded and the extra names, canonical and without
// repeats, or an error naming one that cannot be forwarded.
func forwardList(extra []string) ([]string, error) {
	list := forwarded[:]
	seen := map[string]bool{}
	for _, k := range list {
		seen[k] = true
	}
	for _, name := range extra {
		k := http.CanonicalHeaderKey(strings.TrimSpace(name))
		switch {
		case k == "" || !validHeaderName(k):
			return nil, fmt.Errorf("ForwardHeaders: %q is not a header name", name)
		case unforwardable[k] || k == internalCallKey:
			return nil, fmt.Errorf("ForwardHeaders: %s cannot be forwarded (the call sets it, or it belongs to the MCP connection)", k)
		case seen[k]:
			continue
		}
		seen[k] = true
		list = append(list[:len(list):len(list)], k)
	}
	return list, nil
}

// validHeaderName reports whether k is an RFC 9110 token.
func validHeaderName(k string) bool {
	for _, c := range k {
		if c > 0x7e || c <= ' ' || strings.ContainsRune("\"(),/:;<=>?@[\\]{}", c) {
			return false
		}
	}
	return true
}

// apiTarget is where the route tools of one RegisterRoutes call go.
type apiTarget struct {
	handler http.Handler // in process, when base is ""
	base    string       // self-call: scheme://host[/prefix], no trailing slash
	baseURL *url.URL
	client  *http.Client
	timeout time.Duration
	granted func(context.Context, *mcp.CallToolRequest) Scope
	mcpPath string
	logger  *slog.Logger
	forward []string // headers of the MCP request passed on, canonical
}

func registerRoutes(s *mcp.Server, opts APIOptions, tools []bridge.Route) {
	api, err := newAPITarget(opts, os.Getenv)
	if err != nil {
		panic("mcpvetimpl.RegisterRoutes: " + err.Error())
	}
	for _, t := range tools {
		tool, h := newRouteTool(api, t)
		s.AddTool(tool, h)
	}
}

func newAPITarget(opts APIOptions, getenv func(string) string) (*apiTarget, error) {
	api := &apiTarget{
		handler: opts.Handler,
		timeout: opts.Timeout,
		granted: opts.Granted,
		mcpPath: opts.MCPPath,
		logger:  opts.Logger,
	}
	fwd, err := forwardList(opts.ForwardHeaders)
	if err != nil {
		return nil, err
	}
	api.forward = fwd
	if api.timeout <= 0 {
		api.timeout = defaultTimeout
	}
	base := opts.BaseURL
	if base == "" && opts.Listener != nil {
		b, err := listenerBase(opts.Listener)
		if err != nil {
			return nil, err
		}
		base = b
	}
	if base == "" && opts.Handler == nil {
		base = getenv("MCP_BASE_URL")
		if base == "" {
			return nil, errors.New("no API: set APIOptions.Handler (in process), APIOptions.BaseURL or APIOptions.Listener (or MCP_BASE_URL)")
		}
	}
	if base == "" {
		return api, nil
	}
	u, err := url.Parse(base)
	if err != nil {
		return nil, fmt.Errorf("base URL: %v", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" || u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return nil, fmt.Errorf("base URL %q: want http(s)://host[:port][/prefix], without query or fragment", u.Redacted())
	}
	api.handler = nil
	api.baseURL = u
	api.base = strings.TrimSuffix(base, "/")
	c := http.DefaultClient
	if opts.Client != nil {
		c = opts.Client
	}
	cc := *c
	cc.Jar = nil
	cc.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	api.client = &cc
	return api, nil
}

// route is one compiled route tool.
type route struct {
	api     *apiTarget
	p       *policy
	args    *argSchema
	path    *routePath
	method  string
	label   string // "GET /api/items/{id}", for logs
	query   []string
	body    bool
	scope   Scope
	hasArgs bool // path values, query values or a body to read
}

func newRouteTool(api *apiTarget, t bridge.Route) (*mcp.Tool, mcp.ToolHandler) {
	if t.Tool == nil {
		panic("mcpvetimpl.RegisterRoutes: a RouteTool has no Tool (regenerate with mcpvet gen)")
	}
	name := t.Tool.Name
	fail := func(format string, args ...any) {
		panic(fmt.Sprintf("mcpvetimpl.RegisterRoutes: tool %q: %s (regenerate with mcpvet gen)", name, fmt.Sprintf(format, args...)))
	}
	if t.Method == "" || strings.ContainsAny(t.Method, " \t/") {
		fail("bad method %q", t.Method)
	}
	if t.Input == nil {
		fail("no input schema")
	}
	args, err := compileArgs(t.Input, true) // written by mcpvet gen
	if err != nil {
		fail("input schema: %v", err)
	}
	if t.Output != nil && !json.Valid(t.Output) {
		fail("output schema is not JSON")
	}
	rp, err := compilePath(t.Pattern, t.PathValues)
	if err != nil {
		fail("%v", err)
	}
	if underMCP(rp.literalPrefix(), api.mcpPath) {
		fail("pattern %q is under the MCP endpoint %q (loop prevention)", t.Pattern, api.mcpPath)
	}
	tool := *t.Tool
	tool.InputSchema = t.Input
	tool.OutputSchema = nil // not a nil json.RawMessage in a non-nil any
	if t.Output != nil {
		tool.OutputSchema = t.Output
	}
	r := &route{
		api:     api,
		p:       &policy{name: name, logger: api.logger},
		args:    args,
		path:    rp,
		method:  t.Method,
		label:   t.Method + " " + t.Pattern,
		query:   t.QueryValues,
		body:    t.Body,
		scope:   Scope(t.Scope),
		hasArgs: rp.hasWildcards || len(t.QueryValues) > 0 || t.Body,
	}
	structured := t.Output != nil
	return &tool, func(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if v := recover(); v != nil {
				res, err = r.p.recovered(ctx, req, v)
			}
		}()
		return r.call(ctx, req, structured)
	}
}

func (r *route) call(ctx context.Context, req *mcp.CallToolRequest, structured bool) (*mcp.CallToolResult, error) {
	var in http.Header
	if extra := req.GetExtra(); extra != nil {
		in = extra.Header
	}
	if in.Get(InternalCallHeader) != "" {
		return errorResult(apiLoopText, errors.New("the MCP request is an internal call")), nil
	}
	if r.api.granted != nil {
		if g := r.api.granted(ctx, req); r.scope&^g != 0 {
			text := "Insufficient scope. Required: " + scopeText(r.scope) + ", Granted: " + scopeText(g)
			return errorResult(text, errors.New(text)), nil
		}
	}
	var raw json.RawMessage
	if req.Params != nil {
		raw = req.Params.Arguments
	}
	raw, err := r.args.check(raw)
	if err != nil {
		return r.p.fail(ctx, req, err)
	}
	var args map[string]json.RawMessage
	if r.hasArgs {
		if args, err = splitObject(raw); err != nil {
			return r.p.fail(ctx, req, &ArgumentError{Err: err})
		}
	}
	target, decoded, err := r.path.build(args)
	if err != nil {
		return r.p.fail(ctx, req, err)
	}
	if underMCP(decoded, r.api.mcpPath) {
		return errorResult(apiLoopText, fmt.Errorf("path %q is under the MCP endpoint", decoded)), nil
	}
	if len(r.query) > 0 {
		q := url.Values{}
		for _, name := range r.query {
			if v, ok := args[name]; ok {
				if err := addQuery(q, name, v); err != nil {
					return r.p.fail(ctx, req, err)
				}
			}
		}
		if len(q) > 0 {
			target += "?" + q.Encode()
		}
	}
	var body []byte
	if r.body {
		if b, ok := args["body"]; ok {
			body = b
		}
	}

	h := make(http.Header, 2+len(r.api.forward))
	h["Accept"] = []string{"application/json"}
	if body != nil {
		h["Content-Type"] = []string{"application/json"}
	}
	h[internalCallKey] = []string{"1"}
	for _, k := range r.api.forward {
		if vs := in[k]; len(vs) > 0 {
			h[k] = append([]string(nil), vs...)
		}
	}

	callCtx, cancel := context.WithTimeout(ctx, r.api.timeout)
	defer cancel()
	status, resp, err := r.api.do(callCtx, r.method, target, body, h)
	if err != nil {
		switch {
		case ctx.Err() == context.Canceled:
			return errorResult(apiCanceledText, err), nil
		case callCtx.Err() == context.DeadlineExceeded:
			r.log(ctx, req, "mcp route call timed out", err)
			return errorResult(apiTimeoutText, err), nil
		}
		if hp := (*handlerPanic)(nil); errors.As(err, &hp) && hp.stack != nil {
			r.log(ctx, req, "mcp route handler panicked", err, slog.String("stack", string(hp.stack)))
		} else {
			r.log(ctx, req, "mcp route call failed", err)
		}
		return errorResult(apiFailedText, err), nil
	}
	return routeResult(status, resp, structured), nil
}

func (r *route) log(ctx context.Context, req *mcp.CallToolRequest, msg string, err error, extra ...slog.Attr) {
	r.p.log(ctx, req, msg, err, append([]slog.Attr{slog.String("route", r.label)}, extra...)...)
}

// do sends one request to the API and returns its status and body.
func (api *apiTarget) do(ctx context.Context, method, target string, body []byte, h http.Header) (int, []byte, error) {
	if api.base == "" {
		return api.serve(ctx, method, target, body, h)
	}
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, api.base+target, rd)
	if err != nil {
		return 0, nil, err
	}
	if req.URL.Scheme != api.baseURL.Scheme || req.URL.Host != api.baseURL.Host {
		return 0, nil, fmt.Errorf("request URL left the base %s", api.baseURL.Redacted()) // cannot happen: target is a path
	}
	req.Header = h
	resp, err := api.client.Do(req)
	if err != nil {
		if ue := (*url.Error)(nil); errors.As(err, &ue) {
			// Its URL holds the arguments (path and query values); the
			// base is enough for the log, the route attribute says the
			// rest.
			return 0, nil, &url.Error{Op: ue.Op, URL: api.baseURL.Redacted(), Err: ue.Err}
		}
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxResponse+1))
	if err != nil {
		return 0, nil, err
	}
	if len(b) > maxResponse {
		return 0, nil, errTooLarge
	}
	return resp.StatusCode, b, nil
}

// handlerPanic is a panic of the app's handler during an in-process call.
type handlerPanic struct {
	v     any
	stack []byte // nil for http.ErrAbortHandler
}

func (p *handlerPanic) Error() string { return fmt.Sprintf("API handler panic: %v", p.v) }

// serve serves one request through the app's handler in process.
func (api *apiTarget) serve(ctx context.Context, method, target string, body []byte, h http.Header) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, rd)
	if err != nil {
		return 0, nil, err
	}
	if req.Body == nil {
		req.Body = http.NoBody
	}
	req.Header = h
	req.Host = inProcessHost
	req.RequestURI = target
	rec := &recorder{}
	if err := serveRecover(api.handler, rec, req); err != nil {
		return 0, nil, err
	}
	if err := ctx.Err(); err != nil {
		return 0, nil, err // what it wrote may be cut short: a timeout
	}
	if rec.overflow {
		return 0, nil, errTooLarge
	}
	return rec.result(), rec.body, nil
}

// serveRecover serves r, turning a panic of the handler into an error
// (net/http would log it and drop the connection).
func serveRecover(h http.Handler, w http.ResponseWriter, r *http.Request) (err error) {
	defer func() {
		if v := recover(); v != nil {
			hp := &handlerPanic{v: v}
			if v != http.ErrAbortHandler {
				hp.stack = debug.Stack()
			}
			err = hp
		}
	}()
	h.ServeHTTP(w, r)
	return nil
}

// routeResult turns an API response into the tool result.
func routeResult(status int, body []byte, structured bool) *mcp.CallToolResult {
	if status < 200 || status > 299 {
		text := "HTTP " + strconv.Itoa(status) + ": " + cutBody(body, status)
		return errorResult(text, errors.New(text))
	}
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) == 0 {
		return &mcp.CallToolResult{}
	}
	if (trimmed[0] == '{' || trimmed[0] == '[' || trimmed[0] == '"') && json.Valid(trimmed) {
		res := textResult(string(trimmed))
		if structured && trimmed[0] == '{' {
			res.StructuredContent = json.RawMessage(trimmed)
		}
		return res
	}
	return textResult(string(body))
}

// cutBody is an error body for the client: trimmed, at most maxErrorBody
// bytes (cut on a rune boundary, marked "…"), or the status text.
func cutBody(body []byte, status int) string {
	b := bytes.TrimSpace(body)
	if len(b) == 0 {
		if t := http.StatusText(status); t != "" {
			return t
		}
		return "(no body)"
	}
	if len(b) <= maxErrorBody {
		return string(b)
	}
	n := maxErrorBody
	for n > 0 && !utf8.RuneStart(b[n]) {
		n--
	}
	return string(bytes.TrimSpace(b[:n])) + "…"
}

// scopeText names scopes as the scope refusal does: "Read, Write", or
// "none".
func scopeText(s Scope) string {
	if s == 0 {
		return "none"
	}
	var names []string
	for _, n := range []struct {
		s    Scope
		name string
	}{{ScopeRead, "Read"}, {ScopeWrite, "Write"}, {ScopeDelete, "Delete"}} {
		if s&n.s != 0 {
			names = append(names, n.name)
			s &^= n.s
		}
	}
	if s != 0 {
		names = append(names, "Scope("+strconv.Itoa(int(s))+")")
	}
	return strings.Join(names, ", ")
}

func loopPrevention(mcpPath string, next http.Handler) http.Handler {
	if mcpPath == "" {
		panic("runtime.LoopPrevention: empty mcpPath")
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get(InternalCallHeader) != "" && underMCP(r.URL.Path, mcpPath) {
			http.Error(w, "MCP endpoint refuses internal calls (loop prevention)", http.StatusLoopDetected)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// listenerBase is the base URL of a self-call to a listener's address: a
// TCP address, with 127.0.0.1 for an unspecified IP. A listener on ":8080"
// reports [::]:8080 and, dual-stack as Go opens it, serves 127.0.0.1 too;
// IPv6 loopback is not assumed (containers often lack it).
func listenerBase(addr net.Addr) (string, error) {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || tcp.Port == 0 {
		return "", fmt.Errorf("listener address %v: want a TCP address with a port (for another transport, set BaseURL)", addr)
	}
	ip := tcp.IP
	if ip == nil || ip.IsUnspecified() {
		ip = net.IPv4(127, 0, 0, 1)
	}
	return "http://" + net.JoinHostPort(ip.String(), strconv.Itoa(tcp.Port)), nil
}

// tokenScopes is TokenScopes: the token info of the request (which the
// go-sdk copies from the HTTP request's context), mapped by grants.
func tokenScopes(ctx context.Context, req *mcp.CallToolRequest, grants map[string]Scope) Scope {
	var info *auth.TokenInfo
	if extra := req.GetExtra(); extra != nil {
		info = extra.TokenInfo
	}
	if info == nil {
		info = auth.TokenInfoFromContext(ctx)
	}
	if info == nil {
		return 0
	}
	var s Scope
	for _, name := range info.Scopes {
		s |= grants[name]
	}
	return s
}
