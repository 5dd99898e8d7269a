// Package iface registers go-sdk tools whose handlers read through
// interfaces of the module (package store): the flow goes on into each
// type of the module that implements the interface, the one of
// store.Reader (disk.Disk's Read, which joins the name to its folder),
// both of store.Lister (disk.Disk's List leaves the folder, mem.Mem's
// does not touch files), both of store.Opener (neither leaves it).
package iface

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/iface/disk"
	"fixtures/omcg0029/iface/mem"
	"fixtures/omcg0029/iface/store"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Text string `json:"text"`
}

type Server struct {
	notes store.Reader
	dirs  store.Lister
	open  store.Opener
}

// New reads the notes under root; dirs lists them from memory when
// inMemory is set.
func New(root string, inMemory bool) *Server {
	s := &Server{notes: &disk.Disk{Root: root}, dirs: &disk.Disk{Root: root}, open: &disk.Rooted{Root: root}}
	if inMemory {
		s.dirs, s.open = &mem.Mem{}, &mem.Mem{}
	}
	return s
}

func (s *Server) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := s.notes.Read(in.Name) // want `OMCG0029: tool "read_through_interface": argument "name" .*read_through_interface: argument name → \(\*Server\).read → \(\*disk.Disk\).Read → os.ReadFile`
	return nil, Out{Text: string(b)}, err
}

func (s *Server) list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	names, err := s.dirs.List(in.Name) // want `OMCG0029: tool "list_through_interface": argument "name" .*list_through_interface: argument name → \(\*Server\).list → \(\*disk.Disk\).List → os.ReadDir`
	text := ""
	for _, n := range names {
		text += n + "\n"
	}
	return nil, Out{Text: text}, err
}

// Not flagged: no implementation of store.Opener leaves the folder.
func (s *Server) openNote(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := s.open.Open(in.Name)
	return nil, Out{Text: string(b)}, err
}

func Register(srv *mcp.Server, s *Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "open_through_interface"}, s.openNote)
	mcp.AddTool(srv, &mcp.Tool{Name: "read_through_interface"}, s.read)
	mcp.AddTool(srv, &mcp.Tool{Name: "list_through_interface"}, s.list)
}
