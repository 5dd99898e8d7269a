// Package mcp is a stub of mcp-go's mcp package (v1.2.1): the resource
// declarations OMCG0020 reads, with the real names and signatures.
// mcpvet knows NewResource and NewResourceTemplate by their names and
// models the template parse itself (internal/resourceuri), so the bodies
// only build the values: the real NewResourceTemplate parses the template
// with uritemplate.MustNew, which panics on one that does not parse.
package mcp

type Resource struct {
	URI         string `json:"uri"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	MIMEType    string `json:"mimeType,omitempty"`
}

type ResourceOption func(*Resource)

func NewResource(uri string, name string, opts ...ResourceOption) Resource {
	resource := Resource{URI: uri, Name: name}
	for _, opt := range opts {
		opt(&resource)
	}
	return resource
}

// URITemplate is a parsed URI template (the real one embeds
// *uritemplate.Template).
type URITemplate struct {
	raw string
}

type ResourceTemplate struct {
	URITemplate *URITemplate `json:"uriTemplate"`
	Name        string       `json:"name"`
	Title       string       `json:"title,omitempty"`
	Description string       `json:"description,omitempty"`
	MIMEType    string       `json:"mimeType,omitempty"`
}

type ResourceTemplateOption func(*ResourceTemplate)

func NewResourceTemplate(uriTemplate string, name string, opts ...ResourceTemplateOption) ResourceTemplate {
	template := ResourceTemplate{URITemplate: &URITemplate{raw: uriTemplate}, Name: name}
	for _, opt := range opts {
		opt(&template)
	}
	return template
}

func WithTemplateMIMEType(mimeType string) ResourceTemplateOption {
	return func(t *ResourceTemplate) {
		t.MIMEType = mimeType
	}
}

type ReadResourceParams struct {
	URI string `json:"uri"`
}

type ReadResourceRequest struct {
	Params ReadResourceParams `json:"params"`
}

type ResourceContents interface {
	isResourceContents()
}
