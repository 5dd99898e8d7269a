// Package mcpresource is the model of the MCP resources, resource
// templates and prompts a package declares, and the reading of the
// declared ones.
//
// [Find] reads the //mcp:resource and //mcp:prompt funcs among a
// package's placed directives ([Resource], [Prompt]: their names, URIs,
// parameters parsed from text and result forms, as docs/tools.md says),
// and the MCP Apps (ui:// resources) the package and its imports serve
// ([AppResourceFacts]). [SDKResource] is one resource, template or prompt
// given to an SDK's own registration call; analyzers/internal/model/toolcalls
// finds those, since they are followed through values as tools are.
//
// The mcpfacts pass runs Find and hands the results on in its Result;
// the generated file (analyzers/families/generated) and mcpvet gen read them.
package mcpresource
