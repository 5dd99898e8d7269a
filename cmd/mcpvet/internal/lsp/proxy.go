package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// The gopls front (Options.Gopls): for editors that start one Go
// language server (VS Code's Go extension), the server starts gopls as
// a child process and stands in front of it. Every message of the
// editor goes to gopls and every message of gopls to the editor, byte
// for byte, with their ids: requests, responses, notifications, and
// gopls's own requests to the editor (workspace/configuration,
// client/registerCapability, workspace/applyEdit...) and the editor's
// answers. Beside it an mcpvet server runs in the same process, over
// pipes, and sees the document notifications; the front changes four
// things:
//
//   - initialize goes to both; the editor gets gopls's answer, with a
//     quickfix code action provider and the document sync mcpvet needs
//     (open/close, changes, saves) added when gopls lacks them. The
//     client's position encodings are not passed on, so that gopls too
//     counts columns in UTF-16, as mcpvet does.
//   - textDocument/publishDiagnostics: the front keeps the last list of
//     each side for each file and publishes their union whenever either
//     changes, so that neither hides the other.
//   - textDocument/codeAction goes to both; the answer is gopls's
//     actions followed by mcpvet's quick fixes.
//   - shutdown and exit go to both; the front ends when gopls has
//     exited.
//
// mcpvet's window/logMessage notifications go to the editor too; its
// standard error is the front's.

// goplsExitWait is how long the front waits for gopls to exit after
// exit (or after the editor went away) before it kills it.
const goplsExitWait = 10 * time.Second

// mcpvetReplyWait bounds how long a code action answer waits for
// mcpvet's part, which is answered from memory: past it, gopls's
// actions go alone.
const mcpvetReplyWait = 5 * time.Second

// goplsBoolFlags are gopls's flags that take no value: any other flag
// written without "=" takes the next argument as its value.
var goplsBoolFlags = []string{"rpc.trace", "v", "verbose", "vv", "veryverbose", "h", "help"}

// GoplsSubcommand returns the gopls subcommand that args (gopls's
// command line, without the program name) run: "" when there is none,
// which gopls takes as serve.
func GoplsSubcommand(args []string) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			if i+1 < len(args) {
				return args[i+1]
			}
			return ""
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			return a
		}
		name := strings.TrimLeft(a, "-")
		if !strings.Contains(name, "=") && !slices.Contains(goplsBoolFlags, name) {
			i++ // the flag's value
		}
	}
	return ""
}

// routed is the part of a message the front reads to route it.
type routed struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
	Result json.RawMessage `json:"result"`
	Error  json.RawMessage `json:"error"`
}

// pendingCall is an editor request whose answer from gopls the front
// changes.
type pendingCall struct {
	method string
	mcpvet chan *message // mcpvet's answer (codeAction)
	done   chan struct{} // closed once gopls's answer is written (shutdown)
}

// sides are the last diagnostics each server published for a file.
type sides struct {
	uri                         string
	gopls, mcpvet               []json.RawMessage
	goplsVersion, mcpvetVersion *int32
}

type proxy struct {
	opts   Options
	client *writer // to the editor
	gopls  *writer // to gopls's standard input
	mcpvet *writer // to the mcpvet server

	mu       sync.Mutex
	pending  map[string]pendingCall   // by the editor's request id
	internal map[string]chan *message // the front's requests to mcpvet, by id
	nextID   int
	shutdown bool
	answered chan struct{} // closed when gopls's answer to shutdown is written

	diagMu sync.Mutex // held while a merged list is computed and written
	diags  map[string]*sides
}

func (p *proxy) logf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	fmt.Fprintln(p.opts.Log, "mcpvet lsp: "+msg)
	p.client.notify("window/logMessage", logMessageParams{Type: messageLog, Message: msg})
}

// serveProxy is Serve with Options.Gopls set.
func serveProxy(ctx context.Context, in io.Reader, out io.Writer, opts Options) (err error) {
	path, err := exec.LookPath(opts.Gopls)
	if err != nil {
		return fmt.Errorf("gopls: %v", err)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	p := &proxy{
		opts:     opts,
		client:   &writer{w: out},
		pending:  map[string]pendingCall{},
		internal: map[string]chan *message{},
		diags:    map[string]*sides{},
	}

	// gopls, with its standard error on the front's (the editor's log)
	// and its standard output read only as protocol messages.
	cmd := exec.Command(path, opts.GoplsArgs...)
	cmd.Env = opts.Env
	cmd.Stderr = opts.Log
	gin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	gout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("gopls: %v", err)
	}
	p.gopls = &writer{w: gin}
	goplsDone := make(chan error, 1)
	goplsRead := make(chan struct{})
	go func() {
		defer close(goplsRead)
		p.readGopls(gout)
	}()
	go func() {
		<-goplsRead // Wait closes the pipe: read it to the end first
		goplsDone <- cmd.Wait()
	}()
	defer func() {
		gin.Close()
		select {
		case <-goplsDone:
		case <-time.After(goplsExitWait):
			cmd.Process.Kill()
			<-goplsDone
		}
	}()

	// The mcpvet server, over pipes.
	mopts := opts
	mopts.Gopls, mopts.GoplsArgs = "", nil
	toM, fromFront := io.Pipe()
	toFront, fromM := io.Pipe()
	p.mcpvet = &writer{w: fromFront}
	mcpvetDone := make(chan struct{})
	go func() {
		defer close(mcpvetDone)
		Serve(ctx, toM, fromM, mopts)
		toM.Close() // later writes to it fail instead of blocking
		fromM.Close()
	}()
	go p.readMcpvet(toFront)
	defer func() {
		fromFront.Close()
		cancel()
		<-mcpvetDone
	}()

	reads := readMessages(ctx, in)
	for {
		var rd readResult
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-goplsDone:
			goplsDone <- err // for the deferred wait
			if err == nil {
				err = errors.New("exited")
			}
			return fmt.Errorf("gopls ended before exit: %v", err)
		case rd = <-reads:
		}
		if skip, err := rd.end(); skip {
			p.logf("skipped a message with a malformed header")
			continue
		} else if err != nil {
			return err
		}
		if err := p.client.failed(); err != nil {
			return err
		}
		if exit := p.fromClient(rd.body); exit {
			p.mu.Lock()
			down := p.shutdown
			p.mu.Unlock()
			if !down {
				return errors.New("exit before shutdown")
			}
			return nil
		}
	}
}

// fromClient routes one message of the editor; it returns true for exit.
func (p *proxy) fromClient(body []byte) (exit bool) {
	defer func() {
		if r := recover(); r != nil {
			p.logf("internal error routing a message of the client: %v\n%s", r, stack())
		}
	}()
	var m routed
	if json.Unmarshal(body, &m) != nil {
		p.gopls.writeRaw(body) // gopls answers it with a parse error
		return false
	}
	id := string(m.ID)
	switch m.Method {
	case "":
		// An answer to one of gopls's requests: the mcpvet server sends
		// none.
	case "initialize":
		if params, err := withoutPositionEncodings(m.Params); err == nil {
			m.Params = params
			body = rewrite(body, "params", params)
		}
		p.mu.Lock()
		p.pending[id] = pendingCall{method: m.Method}
		p.mu.Unlock()
		p.callMcpvet(m.Method, m.Params) // its answer is dropped
	case "shutdown":
		p.mu.Lock()
		p.shutdown = true
		if len(m.ID) > 0 && p.answered == nil {
			p.answered = make(chan struct{})
			p.pending[id] = pendingCall{method: m.Method, done: p.answered}
		}
		p.mu.Unlock()
		p.callMcpvet(m.Method, nil)
	case "exit":
		// gopls exits at once on exit: an editor that sends it without
		// waiting for shutdown's answer must still get the answer.
		p.mu.Lock()
		answered := p.answered
		p.mu.Unlock()
		if answered != nil {
			select {
			case <-answered:
			case <-time.After(goplsExitWait):
			}
		}
		p.mcpvet.notify("exit", nil)
		p.gopls.writeRaw(body)
		return true
	case "textDocument/codeAction":
		if len(m.ID) > 0 {
			ch := p.callMcpvet(m.Method, m.Params)
			p.mu.Lock()
			p.pending[id] = pendingCall{method: m.Method, mcpvet: ch}
			p.mu.Unlock()
		}
	case "initialized", "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave", "textDocument/didClose":
		p.mcpvet.writeRaw(body)
	}
	p.gopls.writeRaw(body)
	return false
}

// callMcpvet sends a request to the mcpvet server and returns the
// channel its answer comes on.
func (p *proxy) callMcpvet(method string, params json.RawMessage) chan *message {
	ch := make(chan *message, 1)
	p.mu.Lock()
	p.nextID++
	id := json.RawMessage(strconv.Itoa(p.nextID))
	p.internal[string(id)] = ch
	p.mu.Unlock()
	if p.mcpvet.write(&message{ID: id, Method: method, Params: params}) != nil {
		close(ch)
	}
	return ch
}

// readGopls routes gopls's messages until its output ends.
func (p *proxy) readGopls(r io.Reader) {
	rd := newReader(r)
	for {
		body, err := rd.read()
		if err == errFraming {
			p.logf("skipped a message of gopls with a malformed header")
			continue
		}
		if err != nil {
			return
		}
		p.fromGopls(body)
	}
}

func (p *proxy) fromGopls(body []byte) {
	defer func() {
		if r := recover(); r != nil {
			p.logf("internal error routing a message of gopls: %v\n%s", r, stack())
		}
	}()
	var m routed
	if json.Unmarshal(body, &m) != nil {
		p.logf("skipped a message of gopls that is not JSON")
		return
	}
	if m.Method == "textDocument/publishDiagnostics" {
		p.publish(m.Params, true)
		return
	}
	if m.Method != "" || len(m.ID) == 0 {
		p.client.writeRaw(body)
		return
	}
	p.mu.Lock()
	call, ok := p.pending[string(m.ID)]
	delete(p.pending, string(m.ID))
	p.mu.Unlock()
	switch {
	case !ok:
	case call.method == "initialize" && len(m.Result) > 0:
		if res, err := patchInitialize(m.Result); err == nil {
			body = rewrite(body, "result", res)
		} else {
			p.logf("gopls's initialize result: %v", err)
		}
	case call.method == "textDocument/codeAction":
		// Merged apart: waiting for mcpvet must not hold up gopls's
		// other messages.
		go p.mergeCodeActions(m, body, call.mcpvet)
		return
	}
	p.client.writeRaw(body)
	if call.done != nil {
		close(call.done)
	}
}

// mergeCodeActions answers a code action request with gopls's actions
// and then mcpvet's.
func (p *proxy) mergeCodeActions(m routed, body []byte, mcpvet chan *message) {
	defer func() {
		if r := recover(); r != nil {
			p.logf("internal error merging code actions: %v\n%s", r, stack())
			p.client.writeRaw(body)
		}
	}()
	var ours []json.RawMessage
	select {
	case reply, ok := <-mcpvet:
		if ok && reply != nil && reply.Error == nil {
			json.Unmarshal(reply.Result, &ours)
		}
	case <-time.After(mcpvetReplyWait):
		p.logf("mcpvet's code actions did not come in time")
	}
	var theirs []json.RawMessage
	if len(m.Error) > 0 && string(m.Error) != "null" {
		if len(ours) == 0 {
			p.client.writeRaw(body) // gopls's error, as it is
			return
		}
		p.logf("gopls's code actions: %s", m.Error)
	} else if json.Unmarshal(m.Result, &theirs) != nil {
		theirs = nil // null
	}
	all := append(theirs, ours...)
	if all == nil {
		all = []json.RawMessage{}
	}
	p.client.reply(m.ID, all, nil)
}

// readMcpvet routes the mcpvet server's messages.
func (p *proxy) readMcpvet(r io.Reader) {
	rd := newReader(r)
	for {
		body, err := rd.read()
		if err == errFraming {
			continue
		}
		if err != nil {
			return
		}
		p.fromMcpvet(body)
	}
}

func (p *proxy) fromMcpvet(body []byte) {
	defer func() {
		if r := recover(); r != nil {
			p.logf("internal error routing a message of mcpvet: %v\n%s", r, stack())
		}
	}()
	var m message
	if json.Unmarshal(body, &m) != nil {
		return
	}
	switch {
	case m.Method == "" && len(m.ID) > 0:
		p.mu.Lock()
		ch := p.internal[string(m.ID)]
		delete(p.internal, string(m.ID))
		p.mu.Unlock()
		if ch != nil {
			ch <- &m
		}
	case m.Method == "textDocument/publishDiagnostics":
		p.publish(m.Params, false)
	case m.Method == "window/logMessage":
		p.client.writeRaw(body)
	}
}

// publish records one side's diagnostics for a file and publishes the
// union of both sides' last lists.
func (p *proxy) publish(params json.RawMessage, gopls bool) {
	var in struct {
		URI         string            `json:"uri"`
		Version     *int32            `json:"version"`
		Diagnostics []json.RawMessage `json:"diagnostics"`
	}
	if err := json.Unmarshal(params, &in); err != nil {
		p.logf("skipped diagnostics that do not decode: %v", err)
		return
	}
	key := pathOf(in.URI)
	if key == "" {
		key = in.URI
	}
	p.diagMu.Lock()
	defer p.diagMu.Unlock()
	s := p.diags[key]
	if s == nil {
		s = &sides{uri: in.URI}
		p.diags[key] = s
	}
	if gopls {
		s.gopls, s.goplsVersion = in.Diagnostics, in.Version
		s.uri = in.URI // gopls's spelling of the URI wins
	} else {
		s.mcpvet, s.mcpvetVersion = in.Diagnostics, in.Version
	}
	out := struct {
		URI         string            `json:"uri"`
		Version     *int32            `json:"version,omitempty"`
		Diagnostics []json.RawMessage `json:"diagnostics"`
	}{URI: s.uri, Diagnostics: []json.RawMessage{}}
	out.Diagnostics = append(append(out.Diagnostics, s.gopls...), s.mcpvet...)
	for _, v := range []*int32{s.goplsVersion, s.mcpvetVersion} {
		if v != nil && (out.Version == nil || *v > *out.Version) {
			out.Version = v
		}
	}
	if len(s.gopls) == 0 && len(s.mcpvet) == 0 {
		delete(p.diags, key)
	}
	p.client.notify("textDocument/publishDiagnostics", out)
}

// withoutPositionEncodings drops capabilities.general.positionEncodings
// from initialize's params: without it gopls counts in UTF-16, the
// encoding mcpvet's positions use.
func withoutPositionEncodings(params json.RawMessage) (json.RawMessage, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(params, &top); err != nil {
		return nil, err
	}
	var caps map[string]json.RawMessage
	if err := json.Unmarshal(top["capabilities"], &caps); err != nil || caps == nil {
		return params, nil
	}
	var general map[string]json.RawMessage
	if err := json.Unmarshal(caps["general"], &general); err != nil || general == nil {
		return params, nil
	}
	if _, ok := general["positionEncodings"]; !ok {
		return params, nil
	}
	delete(general, "positionEncodings")
	var err error
	if caps["general"], err = json.Marshal(general); err != nil {
		return nil, err
	}
	if top["capabilities"], err = json.Marshal(caps); err != nil {
		return nil, err
	}
	return json.Marshal(top)
}

// patchInitialize adds to gopls's initialize result what mcpvet needs:
// a code action provider that offers quickfixes, and document sync with
// open/close, changes and saves.
func patchInitialize(result json.RawMessage) (json.RawMessage, error) {
	var res map[string]json.RawMessage
	if err := json.Unmarshal(result, &res); err != nil {
		return nil, err
	}
	var caps map[string]json.RawMessage
	if len(res["capabilities"]) > 0 {
		if err := json.Unmarshal(res["capabilities"], &caps); err != nil {
			return nil, err
		}
	}
	if caps == nil {
		caps = map[string]json.RawMessage{}
	}

	switch provider := caps["codeActionProvider"]; {
	case string(provider) == "true":
		// Every kind.
	case len(provider) > 0 && provider[0] == '{':
		var opts map[string]json.RawMessage
		if err := json.Unmarshal(provider, &opts); err != nil {
			return nil, err
		}
		if kinds, ok := opts["codeActionKinds"]; ok {
			var list []string
			if err := json.Unmarshal(kinds, &list); err != nil {
				return nil, err
			}
			if !slices.Contains(list, "quickfix") {
				opts["codeActionKinds"], _ = json.Marshal(append(list, "quickfix"))
				caps["codeActionProvider"], _ = json.Marshal(opts)
			}
		} // no kinds: any kind
	default:
		caps["codeActionProvider"], _ = json.Marshal(codeActionOptions{CodeActionKinds: []string{"quickfix"}})
	}

	ds := map[string]json.RawMessage{}
	if raw := caps["textDocumentSync"]; len(raw) > 0 && raw[0] == '{' {
		if err := json.Unmarshal(raw, &ds); err != nil {
			return nil, err
		}
	} else if n, err := strconv.Atoi(string(raw)); err == nil {
		ds["change"] = json.RawMessage(strconv.Itoa(n))
	}
	ds["openClose"] = json.RawMessage("true")
	if c := string(ds["change"]); c == "" || c == "0" || c == "null" {
		ds["change"] = json.RawMessage("1") // full text
	}
	if s := string(ds["save"]); s == "" || s == "false" || s == "null" {
		ds["save"] = json.RawMessage("{}")
	}
	caps["textDocumentSync"], _ = json.Marshal(ds)

	var err error
	if res["capabilities"], err = json.Marshal(caps); err != nil {
		return nil, err
	}
	return json.Marshal(res)
}

// rewrite returns body (a JSON object) with its field name set to
// value, or body itself if it does not decode.
func rewrite(body []byte, name string, value json.RawMessage) []byte {
	var top map[string]json.RawMessage
	if json.Unmarshal(body, &top) != nil {
		return body
	}
	top[name] = value
	out, err := json.Marshal(top)
	if err != nil {
		return body
	}
	return out
}
