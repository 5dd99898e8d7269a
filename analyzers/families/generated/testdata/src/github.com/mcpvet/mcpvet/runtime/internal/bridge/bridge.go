// Package bridge is a stub of mcpvet's runtime/internal/bridge: the result
// forms mcpvetimpl names (generated code names them through it).
package bridge

// ResultForm is the shape of a tool's Go results.
type ResultForm int

const (
	ResultNone ResultForm = iota + 1
	ResultText
	ResultContent
	ResultCallResult
	ResultJSONText
	ResultEnumText
	ResultStructured
)
