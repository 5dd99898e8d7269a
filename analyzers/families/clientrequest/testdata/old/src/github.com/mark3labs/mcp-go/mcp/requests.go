package mcp

// The requests of the server's own to the client (server.MCPServer's
// RequestElicitation and RequestSampling).

type ElicitationParams struct {
	Message         string `json:"message"`
	RequestedSchema any    `json:"requestedSchema,omitempty"`
}

type ElicitationRequest struct {
	Request
	Params ElicitationParams `json:"params"`
}

type ElicitationResponse struct {
	Action  string `json:"action"`
	Content any    `json:"content,omitempty"`
}

type ElicitationResult struct {
	Result
	ElicitationResponse
}

type CreateMessageParams struct {
	MaxTokens int `json:"maxTokens"`
}

type CreateMessageRequest struct {
	Request
	CreateMessageParams `json:"params"`
}

type CreateMessageResult struct {
	Result
	Model string `json:"model"`
}
