// Package servers registers go-sdk and runtime tools on server values:
// one name twice on one server is flagged, one name on two servers is not.
package servers

import (
	"context"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

type Out struct {
	N int `json:"n"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func newServer(name string) *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: name, Version: "v1.0.0"}, nil)
}

const fetchName = "fetch"

func oneServer() {
	s := newServer("one")
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, handle)
	runtime.AddTool(s, &mcp.Tool{Name: "search"}, handle) // want `OMCG0007: tool name "search" is already used on the same server \(s\), and both registrations can run; the go-sdk keeps the last registration and silently drops the other: rename one of them`
	s.AddTool(&mcp.Tool{Name: "search"}, raw)             // want `OMCG0007: tool name "search" is already used`

	// A constant and a literal with the same value.
	t := &mcp.Tool{Name: "fetch"}
	s.AddTool(t, raw)
	mcp.AddTool(s, &mcp.Tool{Name: fetchName}, handle) // want `OMCG0007: tool name "fetch" is already used on the same server \(s\)`

	// One mcp.Tool value registered twice: the name is written once, so
	// the second call is reported.
	u := &mcp.Tool{Name: "update"}
	s.AddTool(u, raw)
	s.AddTool(u, raw) // want `OMCG0007: tool name "update" is already used on the same server \(s\)`

	// Not flagged: different names on one server.
	mcp.AddTool(s, &mcp.Tool{Name: "search_docs"}, handle)
}

// Not flagged: one name on two servers.
func twoServers() {
	a := newServer("a")
	b := newServer("b")
	mcp.AddTool(a, &mcp.Tool{Name: "ping"}, handle)
	mcp.AddTool(b, &mcp.Tool{Name: "ping"}, handle)
	mcp.AddTool(a, &mcp.Tool{Name: fetchName}, handle)
	runtime.AddTool(b, &mcp.Tool{Name: fetchName}, handle)
}

// Not flagged: the server is not a variable, so each call may be another
// server.
func unknownServers() {
	mcp.AddTool(newServer("x"), &mcp.Tool{Name: "ping"}, handle)
	mcp.AddTool(newServer("y"), &mcp.Tool{Name: "ping"}, handle)
}

// A server in a package-level variable, registered on from two funcs.
var global = newServer("global")

func init() {
	mcp.AddTool(global, &mcp.Tool{Name: "health"}, handle)
}

func moreGlobal() {
	mcp.AddTool(global, &mcp.Tool{Name: "health"}, handle) // want `OMCG0007: tool name "health" is already used on the same server \(global\)`
}

// A server in a struct field: one server per variable that holds the
// struct (two values of app are two servers).
type app struct {
	srv *mcp.Server
}

func (a *app) routes() {
	mcp.AddTool(a.srv, &mcp.Tool{Name: "status"}, handle)
	mcp.AddTool(a.srv, &mcp.Tool{Name: "status"}, handle) // want `OMCG0007: tool name "status" is already used on the same server \(a.srv\)`
}

// Helpers of the package that receive the server: their registrations
// count for the servers passed to them.
func withHelpers() {
	s := newServer("main")
	mcp.AddTool(s, &mcp.Tool{Name: "version"}, handle)
	registerAdmin(s)

	other := newServer("other")
	registerOther(other)
	registerOther(other) // Not flagged: the same registrations again on one server.
}

func registerAdmin(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "version"}, handle) // want `OMCG0007: tool name "version" is already used on the same server \(s\)`
	mcp.AddTool(srv, &mcp.Tool{Name: "reset"}, handle)
	mcp.AddTool(srv, &mcp.Tool{Name: "reset"}, handle) // want `OMCG0007: tool name "reset" is already used on the same server \(s\)`
}

// Not flagged: only ever called with other, which has no tool "version".
func registerOther(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "version"}, handle)
}

// Not flagged: two values of app, two servers.
func twoApps() {
	x := &app{srv: newServer("x")}
	y := &app{srv: newServer("y")}
	mcp.AddTool(x.srv, &mcp.Tool{Name: "status"}, handle)
	mcp.AddTool(y.srv, &mcp.Tool{Name: "status"}, handle)
}

// Not flagged: the variable is given a new server between the two
// registrations.
func reassigned() {
	s := newServer("first")
	mcp.AddTool(s, &mcp.Tool{Name: "ping"}, handle)
	s = newServer("second")
	mcp.AddTool(s, &mcp.Tool{Name: "ping"}, handle)
}

// Methods that register on their receiver's server count for the value
// they are called on.
func (a *app) registerA() {
	mcp.AddTool(a.srv, &mcp.Tool{Name: "export"}, handle)
}

func (a *app) registerB() {
	mcp.AddTool(a.srv, &mcp.Tool{Name: "export"}, handle) // want `OMCG0007: tool name "export" is already used on the same server \(main.srv\), given to registerA as a, given to registerB as a, and both registrations can run`
}

func start() {
	main := &app{srv: newServer("main")}
	main.registerA()
	main.registerB()
}
