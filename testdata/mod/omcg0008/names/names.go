// Package names declares a constant that another package uses as a tool
// name: that package cannot edit it, so no fix is offered there.
package names

// Bad is not a valid tool name.
const Bad = "bad name"
