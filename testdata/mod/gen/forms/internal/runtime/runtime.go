// Package runtime has the name of mcpvet's runtime: the generated file of
// a package using both imports one under another name.
package runtime

// Level is a level of detail.
type Level string
