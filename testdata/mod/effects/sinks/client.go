package sinks

import (
	"context"

	markmcp "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// Requests of the server's own to the MCP client.

func Elicit(ss *mcp.ServerSession) { ss.Elicit(context.Background(), nil) } // want Elicit:`effects\(client-request=\(\*mcp.ServerSession\).Elicit\)`

func CreateMessage(ss *mcp.ServerSession) { ss.CreateMessage(context.Background(), nil) } // want CreateMessage:`effects\(client-request=\(\*mcp.ServerSession\).CreateMessage\)`

func CreateMessageWithTools(ss *mcp.ServerSession) { // want CreateMessageWithTools:`effects\(client-request=\(\*mcp.ServerSession\).CreateMessageWithTools\)`
	ss.CreateMessageWithTools(context.Background(), nil)
}

func ListRoots(ss *mcp.ServerSession) { ss.ListRoots(context.Background(), nil) } // want ListRoots:`effects\(client-request=\(\*mcp.ServerSession\).ListRoots\)`

func RequestElicitation(s *server.MCPServer) { // want RequestElicitation:`effects\(client-request=\(\*server.MCPServer\).RequestElicitation\)`
	s.RequestElicitation(context.Background(), markmcp.ElicitationRequest{})
}

func RequestURLElicitation(s *server.MCPServer) { // want RequestURLElicitation:`effects\(client-request=\(\*server.MCPServer\).RequestURLElicitation\)`
	s.RequestURLElicitation(context.Background(), nil, "", "", "")
}

func RequestSampling(s *server.MCPServer) { // want RequestSampling:`effects\(client-request=\(\*server.MCPServer\).RequestSampling\)`
	s.RequestSampling(context.Background(), markmcp.CreateMessageRequest{})
}

func RequestRoots(s *server.MCPServer) { // want RequestRoots:`effects\(client-request=\(\*server.MCPServer\).RequestRoots\)`
	s.RequestRoots(context.Background(), markmcp.ListRootsRequest{})
}

// Ping and Log are the session's too, but no request the revision
// forbids: no effect.
func Ping(ss *mcp.ServerSession) {
	ss.Ping(context.Background(), nil)
	ss.Log(context.Background(), nil)
}

type form struct {
	OK bool `json:"ok"`
}

// RuntimeElicit asks through mcpvet's runtime, which sends a request of
// its own only where the revision allows it: no effect.
func RuntimeElicit(req *mcp.CallToolRequest) { runtime.Elicit[form](context.Background(), req, "m") }

// RuntimeSample and RuntimeListRoots ask through mcpvet's runtime as
// RuntimeElicit does: no effect.
func RuntimeSample(req *mcp.CallToolRequest) {
	runtime.Sample(context.Background(), req, &mcp.CreateMessageParams{})
}

func RuntimeListRoots(req *mcp.CallToolRequest) { runtime.ListRoots(context.Background(), req) }
