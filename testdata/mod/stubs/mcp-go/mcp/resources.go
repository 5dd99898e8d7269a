package mcp

// The resource and prompt declarations of the stub, signatures as in the
// real library v1.2.1 (mcp/resources.go, mcp/prompts.go, mcp/types.go).
// The real NewResourceTemplate parses its template with
// github.com/yosida95/uritemplate/v3's MustNew and panics when it does
// not parse; the stub only keeps the text.

// Resource is a resource definition.
type Resource struct {
	URI         string `json:"uri"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	MIMEType    string `json:"mimeType,omitempty"`
}

// URITemplate is a parsed URI template.
type URITemplate struct{ raw string }

// Raw returns the template's text.
func (t *URITemplate) Raw() string { return t.raw }

// ResourceTemplate is a resource template definition.
type ResourceTemplate struct {
	URITemplate *URITemplate `json:"uriTemplate"`
	Name        string       `json:"name"`
	Title       string       `json:"title,omitempty"`
	Description string       `json:"description,omitempty"`
	MIMEType    string       `json:"mimeType,omitempty"`
}

// ResourceContents is the contents of a resource.
type ResourceContents interface{ isResourceContents() }

// ReadResourceRequest is a resources/read request.
type ReadResourceRequest struct{}

// ResourceOption configures a Resource.
type ResourceOption func(*Resource)

// NewResource returns a resource.
func NewResource(uri string, name string, opts ...ResourceOption) Resource {
	r := Resource{URI: uri, Name: name}
	for _, opt := range opts {
		opt(&r)
	}
	return r
}

// WithResourceDescription sets the description.
func WithResourceDescription(description string) ResourceOption {
	return func(r *Resource) { r.Description = description }
}

// WithMIMEType sets the MIME type.
func WithMIMEType(mimeType string) ResourceOption {
	return func(r *Resource) { r.MIMEType = mimeType }
}

// ResourceTemplateOption configures a ResourceTemplate.
type ResourceTemplateOption func(*ResourceTemplate)

// NewResourceTemplate returns a resource template; the real one panics
// on a template that does not parse.
func NewResourceTemplate(uriTemplate string, name string, opts ...ResourceTemplateOption) ResourceTemplate {
	t := ResourceTemplate{URITemplate: &URITemplate{raw: uriTemplate}, Name: name}
	for _, opt := range opts {
		opt(&t)
	}
	return t
}

// WithTemplateDescription sets the description.
func WithTemplateDescription(description string) ResourceTemplateOption {
	return func(t *ResourceTemplate) { t.Description = description }
}

// WithTemplateMIMEType sets the MIME type.
func WithTemplateMIMEType(mimeType string) ResourceTemplateOption {
	return func(t *ResourceTemplate) { t.MIMEType = mimeType }
}
