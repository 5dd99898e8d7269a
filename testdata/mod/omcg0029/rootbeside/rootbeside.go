// Package rootbeside registers go-sdk file tools of one server, as
// eat-pray-ai/yutu's were before its fix: read and list open the file
// the model names in an os.Root of the data folder, which holds the name
// to the folder; export writes to the path the model gives, whole. The
// root says what the server means its files to be; export breaks it.
package rootbeside

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

type ExportIn struct {
	File string `json:"file"`
	Text string `json:"text"`
}

type Out struct {
	Text string `json:"text"`
}

// Data is the folder the server keeps its files in.
var Data = "/srv/data"

// Not flagged: the name is opened in a root of the data folder.
func read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	root, err := os.OpenRoot(Data)
	if err != nil {
		return nil, Out{}, err
	}
	defer root.Close()
	b, err := root.ReadFile(in.Name)
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{Text: string(b)}, nil
}

// Flagged: the whole path the model gives, with no folder at all, while
// the server's other tools stay in theirs.
func export(ctx context.Context, req *mcp.CallToolRequest, in ExportIn) (*mcp.CallToolResult, Out, error) {
	f, err := os.Create(in.File) // want `OMCG0029: tool "export": argument "file" reaches os.Create without the folder check the server makes on "name" of tool "read"`
	if err != nil {
		return nil, Out{}, err
	}
	defer f.Close()
	_, err = f.WriteString(in.Text)
	return nil, Out{Text: "ok"}, err
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, read)
	mcp.AddTool(s, &mcp.Tool{Name: "export"}, export)
}
