//lint:file-ignore SA1019 the conformance scenarios call for logging and sampling, which 2026-07-28 deprecates but the suite still tests.

package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

// redPixel is a 1×1 red PNG.
var redPixel = mustDecode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")

// silence is a WAV file of one sample of silence (8 kHz, 8 bits, mono).
var silence = mustDecode("UklGRiUAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQEAAACA")

func mustDecode(s string) []byte {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// SimpleText returns a simple text.
//
//mcp:tool name=test_simple_text readonly
func SimpleText(ctx context.Context) (string, error) {
	return "This is a simple text response for testing.", nil
}

// ImageContent returns an image.
//
//mcp:tool name=test_image_content readonly
func ImageContent(ctx context.Context) (mcp.Content, error) {
	return &mcp.ImageContent{Data: redPixel, MIMEType: "image/png"}, nil
}

// AudioContent returns a sound.
//
//mcp:tool name=test_audio_content readonly
func AudioContent(ctx context.Context) (mcp.Content, error) {
	return &mcp.AudioContent{Data: silence, MIMEType: "audio/wav"}, nil
}

// EmbeddedResource returns a resource embedded in the result.
//
//mcp:tool name=test_embedded_resource readonly
func EmbeddedResource(ctx context.Context) (mcp.Content, error) {
	return &mcp.EmbeddedResource{Resource: &mcp.ResourceContents{
		URI: "test://embedded-resource", MIMEType: "text/plain", Text: "This is an embedded resource content.",
	}}, nil
}

// MultipleContentTypes returns text, an image and a resource.
//
//mcp:tool name=test_multiple_content_types readonly
func MultipleContentTypes(ctx context.Context) ([]mcp.Content, error) {
	return []mcp.Content{
		&mcp.TextContent{Text: "Multiple content types test:"},
		&mcp.ImageContent{Data: redPixel, MIMEType: "image/png"},
		&mcp.EmbeddedResource{Resource: &mcp.ResourceContents{
			URI: "test://mixed-content-resource", MIMEType: "application/json", Text: `{"test":"data","value":123}`,
		}},
	}, nil
}

// ToolWithLogging logs three messages while it runs.
//
//mcp:tool name=test_tool_with_logging readonly
func ToolWithLogging(ctx context.Context, req *mcp.CallToolRequest) (string, error) {
	for i, msg := range []string{"Tool execution started", "Tool processing data", "Tool execution completed"} {
		if i > 0 {
			time.Sleep(50 * time.Millisecond)
		}
		if err := req.Session.Log(ctx, &mcp.LoggingMessageParams{Level: "info", Logger: "conformance", Data: msg}); err != nil {
			return "", err
		}
	}
	return "Tool with logging executed successfully", nil
}

// ToolWithProgress reports its progress.
//
//mcp:tool name=test_tool_with_progress readonly
func ToolWithProgress(ctx context.Context, req *mcp.CallToolRequest) (string, error) {
	token := req.Params.GetProgressToken()
	for i, p := range []float64{0, 50, 100} {
		if i > 0 {
			time.Sleep(50 * time.Millisecond)
		}
		if token == nil {
			continue
		}
		if err := req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: token, Progress: p, Total: 100}); err != nil {
			return "", err
		}
	}
	return "Tool with progress executed successfully", nil
}

// ErrorHandling always fails.
//
//mcp:tool name=test_error_handling readonly
func ErrorHandling(ctx context.Context) (string, error) {
	return "", &runtime.ToolError{Message: "This tool intentionally returns an error for testing"}
}

// Reconnection answers after a while. The scenario that calls it
// (server-sse-polling, pending in the suite) looks for a stream the server
// closes and the client resumes; it posts with protocol version
// 2025-03-26, on which the go-sdk neither primes nor resumes a stream, so
// the call is answered on its stream.
//
//mcp:tool name=test_reconnection readonly
func Reconnection(ctx context.Context) (string, error) {
	time.Sleep(100 * time.Millisecond)
	return "Reconnection test completed", nil
}

// SamplingIn is the prompt test_sampling sends to the client's model.
type SamplingIn struct {
	// Prompt is the prompt to send to the LLM.
	Prompt string `json:"prompt"`
}

// Sampling asks the client's model, as an input request: on 2026-07-28
// the client answers it and calls again, before that the go-sdk sends it
// on the client's behalf and runs the tool again with the answer.
//
//mcp:tool name=test_sampling readonly
func Sampling(ctx context.Context, req *mcp.CallToolRequest, in SamplingIn) (*mcp.CallToolResult, error) {
	answer, ask := inputResponse(req, "sample", &mcp.CreateMessageParams{
		Messages:  []*mcp.SamplingMessage{{Role: "user", Content: &mcp.TextContent{Text: in.Prompt}}},
		MaxTokens: 100,
	})
	if ask != nil {
		return ask, nil
	}
	res, ok := answer.(*mcp.CreateMessageWithToolsResult)
	if !ok {
		return nil, &runtime.ToolError{Message: "The answer is not a sampling result."}
	}
	text := ""
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			text += t.Text
		}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "LLM response: " + text}}}, nil
}

// inputResponse is the client's answer to the input request id of req,
// or, when the call does not carry it yet, the result that asks for it.
func inputResponse(req *mcp.CallToolRequest, id string, ir mcp.InputRequest) (mcp.InputResponse, *mcp.CallToolResult) {
	if r, ok := req.Params.InputResponses[id]; ok {
		return r, nil
	}
	return nil, &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{id: ir}}
}

// ElicitationIn is the message test_elicitation shows the user.
type ElicitationIn struct {
	// Message is the message to show the user.
	Message string `json:"message"`
}

// UserInfo is the form test_elicitation asks for.
type UserInfo struct {
	// Username is the user's response.
	Username string `json:"username"`
	// Email is the user's email address.
	Email string `json:"email"`
}

// Elicitation asks the user for their name and email, with
// runtime.Elicit.
//
//mcp:tool name=test_elicitation readonly
func Elicitation(ctx context.Context, req *mcp.CallToolRequest, in ElicitationIn) (string, error) {
	info, ok, err := runtime.Elicit[UserInfo](ctx, req, in.Message)
	if err != nil {
		return "", err
	}
	if !ok {
		return "User response: declined", nil
	}
	b, err := json.Marshal(info)
	if err != nil {
		return "", err
	}
	return "User response: action=accept, content=" + string(b), nil
}

// ElicitationDefaults asks for a form whose fields have defaults
// (SEP-1034). mcpvet's rules write no defaults, so the form is written
// by hand and sent as an input request.
//
//mcp:tool name=test_elicitation_sep1034_defaults readonly
func ElicitationDefaults(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return elicitRaw(req, "Please review and update the form fields with defaults", `{"type":"object","properties":{`+
		`"name":{"type":"string","description":"User name","default":"John Doe"},`+
		`"age":{"type":"integer","description":"User age","default":30},`+
		`"score":{"type":"number","description":"User score","default":95.5},`+
		`"status":{"type":"string","description":"User status","enum":["active","inactive","pending"],"default":"active"},`+
		`"verified":{"type":"boolean","description":"Verification status","default":true}},`+
		`"required":[]}`)
}

// ElicitationEnums asks for a form with the five kinds of enums
// (SEP-1330), written by hand: mcpvet's rules write neither titles of
// values nor enumNames.
//
//mcp:tool name=test_elicitation_sep1330_enums readonly
func ElicitationEnums(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return elicitRaw(req, "Please select options from the enum fields", `{"type":"object","properties":{`+
		`"untitledSingle":{"type":"string","description":"Select one option","enum":["option1","option2","option3"]},`+
		`"titledSingle":{"type":"string","description":"Select one option with titles","oneOf":[{"const":"value1","title":"First Option"},{"const":"value2","title":"Second Option"},{"const":"value3","title":"Third Option"}]},`+
		`"legacyEnum":{"type":"string","description":"Select one option (legacy)","enum":["opt1","opt2","opt3"],"enumNames":["Option One","Option Two","Option Three"]},`+
		`"untitledMulti":{"type":"array","description":"Select multiple options","minItems":1,"maxItems":3,"items":{"type":"string","enum":["option1","option2","option3"]}},`+
		`"titledMulti":{"type":"array","description":"Select multiple options with titles","minItems":1,"maxItems":3,"items":{"anyOf":[{"const":"value1","title":"First Choice"},{"const":"value2","title":"Second Choice"},{"const":"value3","title":"Third Choice"}]}}},`+
		`"required":[]}`)
}

// elicitRaw asks for the form schema as an input request and reports the
// answer.
func elicitRaw(req *mcp.CallToolRequest, message, schema string) (*mcp.CallToolResult, error) {
	answer, ask := inputResponse(req, "form", &mcp.ElicitParams{Mode: "form", Message: message, RequestedSchema: json.RawMessage(schema)})
	if ask != nil {
		return ask, nil
	}
	res, ok := answer.(*mcp.ElicitResult)
	if !ok {
		return nil, &runtime.ToolError{Message: "The answer is not an elicitation result."}
	}
	b, err := json.Marshal(res.Content)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("Elicitation completed: action=%s, content=%s", res.Action, b)}}}, nil
}

// addSchemaTool adds json_schema_2020_12_tool, whose input schema keeps
// JSON Schema 2020-12 keywords mcpvet's rules never write ($schema,
// $defs, $ref): a schema given by hand, which runtime.AddTool serves as
// it is.
func addSchemaTool(s *mcp.Server) {
	schema := json.RawMessage(`{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object",` +
		`"$defs":{"address":{"type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"}}}},` +
		`"properties":{"name":{"type":"string"},"address":{"$ref":"#/$defs/address"}},"additionalProperties":false}`)
	runtime.AddTool(s, &mcp.Tool{
		Name:        "json_schema_2020_12_tool",
		Description: "Tool with JSON Schema 2020-12 features",
		InputSchema: schema,
	}, func(ctx context.Context, req *mcp.CallToolRequest, in map[string]any) (*mcp.CallToolResult, any, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("received %d arguments", len(in))}}}, nil, nil
	})
}
