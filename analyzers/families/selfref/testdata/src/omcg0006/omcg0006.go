// Package omcg0006 shows types that refer to themselves in //mcp:tool
// tools' schemas (flagged), and types that only look as if they do (not
// flagged).
package omcg0006

import "context"

// Node refers to itself through a slice of pointers.
type Node struct {
	Name     string  `json:"name"`
	Children []*Node `json:"children"` // want `OMCG0006: tree: In.Root.Children\[\] -> Node: type omcg0006.Node refers to itself; a tool schema cannot describe it`
}

type In struct {
	Root Node `json:"root"`
}

// A and B refer to each other.
type A struct {
	B *B `json:"b"`
}

type B struct {
	Back map[string]A `json:"back"` // want `OMCG0006: ab: A.B.Back\{\} -> A: type omcg0006.A refers to itself`
}

// Tree holds two Leaf values: the same type twice is not a cycle.
type Tree struct {
	Left, Right Leaf
}

type Leaf struct{ V int }

// Custom refers to itself but writes its own JSON: not a cycle on the wire.
type Custom struct {
	Next *Custom
}

func (c *Custom) MarshalJSON() ([]byte, error) { return []byte(`"x"`), nil }
func (c *Custom) UnmarshalJSON(b []byte) error { return nil }

type CustomIn struct {
	C Custom `json:"c"`
}

type Out struct{}

//mcp:tool tree
func GetTree(ctx context.Context, in In) (Out, error) { return Out{}, nil }

//mcp:tool ab
func GetAB(ctx context.Context, in A) (Out, error) { return Out{}, nil }

//mcp:tool leaves
func GetLeaves(ctx context.Context, in Tree) (Out, error) { return Out{}, nil }

//mcp:tool custom
func GetCustom(ctx context.Context, in CustomIn) (Out, error) { return Out{}, nil }
