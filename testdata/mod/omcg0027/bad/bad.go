// Package bad gives mcp-go types it writes no schema for, or a schema
// without some of their fields.
package bad

import (
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"fixtures/omcg0027/types"
)

type SearchIn struct {
	Query  string         `json:"query"`
	Pages  map[int]string `json:"pages"`  // want `OMCG0027: mcp\.WithInputSchema\[SearchIn\]: mcp-go leaves field Pages \(map\[int\]string\) out of the schema without a word: jsonschema-go has no schema for a map whose key type int is neither a string nor an encoding\.TextMarshaler \(encoding/json reads and writes it\), and mcp-go asks jsonschema-go to skip such fields; clients never send it`
	Notify chan string    `json:"notify"` // want `OMCG0027: mcp\.WithInputSchema\[SearchIn\]: mcp-go leaves field Notify \(chan string\) out of the schema without a word: jsonschema-go has no schema for chan string, and mcp-go asks jsonschema-go to skip such fields; clients never send it`
	Filter struct {
		Since time.Time   `json:"since"`
		Done  []chan bool `json:"done"` // want `OMCG0027: mcp\.WithInputSchema\[SearchIn\]: mcp-go leaves field Done \(\[\]chan bool\) out of the schema without a word: jsonschema-go has no schema for chan bool, and mcp-go asks jsonschema-go to skip such fields; clients never send it`
	} `json:"filter"`
}

// Node refers to itself: jsonschema-go refuses it.
type Node struct {
	Name     string  `json:"name"`
	Children []*Node `json:"children"`
}

// Bounded uses a jsonschema tag option mcp-go does not read.
type Bounded struct {
	N int `json:"n" jsonschema:"minimum=1"`
}

type Result struct {
	ID    string     `json:"id"`
	Ratio complex128 `json:"ratio"` // want `OMCG0027: mcp\.WithOutputSchema\[Result\]: mcp-go leaves field Ratio \(complex128\) out of the schema without a word: jsonschema-go has no schema for complex128, and mcp-go asks jsonschema-go to skip such fields; the output schema does not list it`
}

var tools = []mcp.Tool{
	mcp.NewTool("search", mcp.WithInputSchema[SearchIn](), mcp.WithOutputSchema[Result]()),
	mcp.NewTool("tree", mcp.WithInputSchema[Node]()),           // want `OMCG0027: mcp\.WithInputSchema\[Node\]: mcp-go cannot write a schema for Node \(jsonschema-go: computing element schema: cycle detected for type bad\.Node\): the option gives up, saying so on standard error at most, and the tool keeps the empty input schema \{"type":"object"\}, so clients see a tool without parameters`
	mcp.NewTool("bounded", mcp.WithOutputSchema[Bounded]()),    // want `OMCG0027: mcp\.WithOutputSchema\[Bounded\]: mcp-go cannot write a schema for Bounded \(jsonschema-go: tag must not begin with 'WORD=': "minimum=1"\): the option gives up, saying so on standard error at most, and the tool has no output schema`
	mcp.NewTool("remote", mcp.WithInputSchema[types.Remote]()), // want `OMCG0027: mcp\.WithInputSchema\[types\.Remote\]: mcp-go leaves field types\.Remote\.Hook \(func\(\)\) out of the schema without a word: jsonschema-go has no schema for func\(\), and mcp-go asks jsonschema-go to skip such fields; clients never send it`
}
