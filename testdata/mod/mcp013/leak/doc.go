// Package leak proves MCP013 with a real client: see its test.
package leak
