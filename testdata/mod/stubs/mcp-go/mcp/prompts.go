package mcp

// Prompt is a prompt definition.
type Prompt struct {
	Name        string           `json:"name"`
	Description string           `json:"description,omitempty"`
	Arguments   []PromptArgument `json:"arguments,omitempty"`
}

// PromptArgument is an argument of a prompt.
type PromptArgument struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required,omitempty"`
}

// GetPromptRequest is a prompts/get request.
type GetPromptRequest struct{}

// GetPromptResult is a prompts/get result.
type GetPromptResult struct{}

// PromptOption configures a Prompt.
type PromptOption func(*Prompt)

// ArgumentOption configures a PromptArgument.
type ArgumentOption func(*PromptArgument)

// NewPrompt returns a prompt.
func NewPrompt(name string, opts ...PromptOption) Prompt {
	p := Prompt{Name: name}
	for _, opt := range opts {
		opt(&p)
	}
	return p
}

// WithPromptDescription sets the description.
func WithPromptDescription(description string) PromptOption {
	return func(p *Prompt) { p.Description = description }
}

// WithArgument adds an argument.
func WithArgument(name string, opts ...ArgumentOption) PromptOption {
	return func(p *Prompt) {
		a := PromptArgument{Name: name}
		for _, opt := range opts {
			opt(&a)
		}
		p.Arguments = append(p.Arguments, a)
	}
}

// RequiredArgument marks an argument required.
func RequiredArgument() ArgumentOption {
	return func(a *PromptArgument) { a.Required = true }
}
