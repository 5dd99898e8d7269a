package mcpvetimpl

// This file is the contract between mcpvet gen and the runtime for
// //mcp:resource and //mcp:prompt: what a generated RegisterResources or
// RegisterPrompts calls. A generated registration reads
//
//	mcpvetimpl.RegisterResources(s,
//		mcpvetimpl.Resource{
//			Template: &mcp.ResourceTemplate{
//				URITemplate: "docket://{court}/{number}",
//				Name:        "docket",
//				Title:       "Docket",
//				Description: "Docket returns one docket as Markdown.",
//				MIMEType:    "text/markdown",
//			},
//			Result: mcpvetimpl.ResourceText,
//			Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
//				court := mcpvetimpl.Required(args, "court", mcpvetimpl.ParseString[string])
//				number := mcpvetimpl.Required(args, "number", mcpvetimpl.ParseInt[int])
//				if err := args.Err(); err != nil {
//					return nil, err
//				}
//				return Docket(ctx, court, number)
//			},
//		},
//	)
//
// and a prompt, whose arguments the generator lists in the mcp.Prompt
// (Required unless the Go parameter is a pointer):
//
//	mcpvetimpl.RegisterPrompts(s,
//		mcpvetimpl.Prompt{
//			Prompt: &mcp.Prompt{
//				Name:  "summarize_case",
//				Title: "Summarize a case",
//				Arguments: []*mcp.PromptArgument{
//					{Name: "court", Description: "The court's short code, e.g. nysd", Required: true},
//					{Name: "number", Required: true},
//					{Name: "style", Description: "bullet or prose; prose when empty"},
//				},
//			},
//			Result: mcpvetimpl.PromptText,
//			Get: func(ctx context.Context, req *mcp.GetPromptRequest, args *mcpvetimpl.Args) (any, error) {
//				court := mcpvetimpl.Required(args, "court", mcpvetimpl.ParseString[string])
//				number := mcpvetimpl.Required(args, "number", mcpvetimpl.ParseInt[int])
//				style := mcpvetimpl.Optional(args, "style", mcpvetimpl.Enum(mcpvetimpl.ParseString[Style], Bullet, Prose))
//				if err := args.Err(); err != nil {
//					return nil, err
//				}
//				return SummarizeCase(ctx, court, number, style)
//			},
//		},
//	)
//
// Tools keep their own entry point, [Register]; resources and prompts
// have one each, so that a generated file's RegisterTools keeps working
// unchanged and the generator adds RegisterResources and RegisterPrompts
// (Register<Recv>Resources, Register<Recv>Prompts for methods, taking the
// receiver) beside it.

import (
	"context"
	"encoding"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/yosida95/uritemplate/v3"
)

// ResourceResult is the shape of a generated resource func's Go result
// (its first result; an error last is always allowed). It decides the
// contents of the read and the default MIME type.
type ResourceResult int

const (
	// ResourceText: a string, or a type whose underlying type is string.
	// One text content; text/plain unless the resource says otherwise.
	ResourceText ResourceResult = iota + 1
	// ResourceBlob: []byte, or a type whose underlying type is []byte.
	// One blob content; application/octet-stream unless the resource
	// says otherwise.
	ResourceBlob
	// ResourceJSON: a struct or a map, or a pointer to one. One text
	// content holding its JSON (encoding/json); application/json unless
	// the resource says otherwise.
	ResourceJSON
	// ResourceSDK: *mcp.ReadResourceResult, *mcp.ResourceContents or
	// []*mcp.ResourceContents, passed through; a content with no URI or
	// MIME type gets the read URI and the resource's MIME type.
	ResourceSDK
)

// PromptResult is the shape of a generated prompt func's Go result (its
// first result; an error last is always allowed).
type PromptResult int

const (
	// PromptText: a string, or a type whose underlying type is string.
	// One user message with that text.
	PromptText PromptResult = iota + 1
	// PromptMessages: []*mcp.PromptMessage, the messages.
	PromptMessages
	// PromptSDK: *mcp.GetPromptResult, passed through.
	PromptSDK
)

// Resource is one //mcp:resource as mcpvet gen writes it: a static
// resource (Resource set) or a resource template (Template set), never
// both.
type Resource struct {
	// Resource is a static resource: URI, name, title, description, MIME
	// type and size as declared. Listed by resources/list.
	Resource *mcp.Resource
	// Template is a resource template (RFC 6570): URI template, name,
	// title, description and MIME type as declared. Listed by
	// resources/templates/list; a read whose URI it matches calls Read
	// with the template's variables as args.
	Template *mcp.ResourceTemplate
	// Result is the shape of what Read returns.
	Result ResourceResult
	// Read parses its arguments (through [Required] and [Optional], then
	// [Args.Err]), calls the func and returns its first result and its
	// error. A static resource has no arguments.
	//
	// An empty MIME type is filled in at registration: text/html;
	// profile=mcp-app for a ui:// URI (an MCP Apps view), otherwise the
	// default of Result. The declared one is kept as it is.
	Read func(ctx context.Context, req *mcp.ReadResourceRequest, args *Args) (any, error)
}

// Prompt is one //mcp:prompt as mcpvet gen writes it.
type Prompt struct {
	// Prompt carries the name, title, description and arguments: one per
	// Go parameter other than the context and the request, named as the
	// parameter, Required unless it is a pointer, described by its
	// //mcp:param line.
	Prompt *mcp.Prompt
	// Result is the shape of what Get returns.
	Result PromptResult
	// Get parses its arguments (through [Required] and [Optional], then
	// [Args.Err]), calls the func and returns its first result and its
	// error.
	Get func(ctx context.Context, req *mcp.GetPromptRequest, args *Args) (any, error)
}

// RegisterResources adds generated resources and resource templates to
// s. Reads follow the error policy of tools, as protocol errors since a
// read has no error result: an argument that does not parse is
// invalid-params (-32602) naming it ("Argument 'number' is not valid:
// want an integer."); an error that is (or wraps) a *runtime.ToolError
// keeps its text; a *jsonrpc.Error (mcp.ResourceNotFoundError among
// them) is sent as it is; any other error, and a panic, is "The resource
// failed." and a slog record. A URI no resource and no template matches
// is the SDK's resource-not-found error.
//
// A template that does not parse panics, as s.AddResourceTemplate does
// (mcpvet reports it before it runs).
func RegisterResources(s *mcp.Server, resources ...Resource) {
	for _, r := range resources {
		registerResource(s, r)
	}
}

// RegisterPrompts adds generated prompts to s. Gets follow the error
// policy of [RegisterResources]: a required argument that is absent, or
// an argument that does not parse, is invalid-params naming it; a
// *runtime.ToolError keeps its text; any other error, and a panic, is
// "The prompt failed." and a slog record.
func RegisterPrompts(s *mcp.Server, prompts ...Prompt) {
	for _, p := range prompts {
		registerPrompt(s, p)
	}
}

// Args are the arguments of one read or get: the variables of the
// template, matched against the read URI (percent-decoded), or the
// arguments of the prompt. [Required] and [Optional] parse them one by
// one; the first that fails is kept, and [Args.Err] returns it.
type Args struct {
	vars   uritemplate.Values // a template read
	prompt map[string]string  // a prompt get
	err    *argError
}

// Err returns the first argument that was absent or did not parse, as an
// invalid-params error naming it, or nil.
func (a *Args) Err() error {
	if a == nil || a.err == nil {
		return nil
	}
	return a.err
}

// lookup returns the text of the argument name and whether it was given.
// A list value (an exploded template variable matched more than once) is
// its items joined by commas, as the unexploded variable reads.
func (a *Args) lookup(name string) (string, bool) {
	if a == nil {
		return "", false
	}
	if a.prompt != nil {
		v, ok := a.prompt[name]
		return v, ok
	}
	v, ok := a.vars[name]
	if !ok || !v.Valid() {
		return "", false
	}
	if len(v.V) == 1 {
		return v.V[0], true
	}
	return strings.Join(v.V, ","), true
}

// fail records the first failed argument.
func (a *Args) fail(e *argError) {
	if a != nil && a.err == nil {
		a.err = e
	}
}

// Required parses the argument name with parse. An absent argument is
// the error "Argument 'name' is required."; one that does not parse,
// "Argument 'name' is not valid: " and the parser's error. After a
// failure it returns the zero value; check [Args.Err] before using it.
func Required[T any](a *Args, name string, parse func(string) (T, error)) T {
	var zero T
	s, ok := a.lookup(name)
	if !ok {
		a.fail(&argError{name: name, missing: true})
		return zero
	}
	v, err := parse(s)
	if err != nil {
		a.fail(&argError{name: name, err: err})
		return zero
	}
	return v
}

// Optional parses the argument name with parse, for a pointer parameter:
// nil when the argument is absent or empty (clients send "" for a field
// the user left blank), otherwise a pointer to the parsed value. One
// that does not parse is an error as for [Required].
func Optional[T any](a *Args, name string, parse func(string) (T, error)) *T {
	s, ok := a.lookup(name)
	if !ok || s == "" {
		return nil
	}
	v, err := parse(s)
	if err != nil {
		a.fail(&argError{name: name, err: err})
		return nil
	}
	return &v
}

// The parsers below turn an argument's text into a parameter's type.
// Their errors say what was wanted, without the value; that text reaches
// the client after the argument's name. The generator picks, in order:
// ParseDuration for time.Duration, ParseTime for time.Time, ParseText for
// a type with UnmarshalText (a UUID), then the parser of the underlying
// kind; Enum wraps it for a defined type with typed constants.

// ParseString is the text itself.
func ParseString[T ~string](s string) (T, error) { return T(s), nil }

// ParseBool reads true or false (strconv.ParseBool: also 1, 0, t, f, …).
func ParseBool[T ~bool](s string) (T, error) {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return false, errors.New("want true or false")
	}
	return T(v), nil
}

// ParseInt reads a decimal integer that fits T.
func ParseInt[T ~int | ~int8 | ~int16 | ~int32 | ~int64](s string) (T, error) {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || int64(T(v)) != v {
		return 0, fmt.Errorf("want an integer from %d to %d", minInt[T](), maxInt[T]())
	}
	return T(v), nil
}

// ParseUint reads a decimal integer, not negative, that fits T.
func ParseUint[T ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](s string) (T, error) {
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil || uint64(T(v)) != v {
		return 0, fmt.Errorf("want an integer from 0 to %d", uint64(^T(0)))
	}
	return T(v), nil
}

// ParseFloat reads a finite decimal number that fits T.
func ParseFloat[T ~float32 | ~float64](s string) (T, error) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) || math.IsInf(float64(T(v)), 0) {
		return 0, errors.New("want a number")
	}
	return T(v), nil
}

// ParseTime reads an RFC 3339 time (2006-01-02T15:04:05Z07:00).
func ParseTime(s string) (time.Time, error) {
	v, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, errors.New("want an RFC 3339 time such as 2006-01-02T15:04:05Z")
	}
	return v, nil
}

// ParseDuration reads a Go duration (time.ParseDuration: 1h30m, 90s).
func ParseDuration(s string) (time.Duration, error) {
	v, err := time.ParseDuration(s)
	if err != nil {
		return 0, errors.New("want a duration such as 1h30m or 90s")
	}
	return v, nil
}

// ParseText reads a T through its UnmarshalText method (a UUID). The
// method's own error stays on the server: it may say more than the
// client should read.
func ParseText[T any, PT interface {
	*T
	encoding.TextUnmarshaler
}](s string) (T, error) {
	var v T
	if err := PT(&v).UnmarshalText([]byte(s)); err != nil {
		return v, &reasonError{reason: "want a valid " + reflect.TypeFor[T]().String(), err: err}
	}
	return v, nil
}

// Enum wraps parse (the parser of the type's kind) for a defined type
// with typed constants: a value that parses but is none of values is an
// error listing them.
func Enum[T comparable](parse func(string) (T, error), values ...T) func(string) (T, error) {
	return func(s string) (T, error) {
		v, err := parse(s)
		if err == nil {
			for _, want := range values {
				if v == want {
					return v, nil
				}
			}
		}
		var zero T
		return zero, errors.New("want one of " + enumText(values))
	}
}
