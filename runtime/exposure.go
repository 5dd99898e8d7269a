package runtime

// Exposure selects which HTTP routes of the app become MCP tools. It is
// declared as a package-level variable in Go source; mcpvet reads it
// statically (so every field must be a compile-time constant or a literal)
// and the runtime reads the same value at run time, so the two agree:
//
//	var MCP = runtime.Exposure{
//		Mode:    runtime.SelectedOnly,
//		Include: []string{"Products.List", "Products.Get", "GET /api/health"},
//		Exclude: []string{"Products.Delete"},
//		Naming:  runtime.Naming{Format: "{Receiver}_{Func}", TrimSuffixes: []string{"Handler"}},
//	}
//
// Entries name Receiver.Func, Receiver (all of its handler methods), a
// plain Func, or a route pattern exactly as registered; case-sensitive;
// a trim suffix may be left out.
type Exposure struct {
	Mode    Mode
	Include []string
	Exclude []string
	Naming  Naming
}

// Mode is how an Exposure selects routes.
type Mode int

const (
	// SelectedOnly exposes the included routes (and //mcp:expose ones).
	SelectedOnly Mode = iota
	// AllExceptExcluded exposes every route that can be a tool, except
	// the excluded ones (and //mcp:ignore ones).
	AllExceptExcluded
)

// Naming says how a route tool is named.
type Naming struct {
	// Format uses {Receiver}, {Func} and {Method}; default
	// "{Receiver}_{Func}", or "{Func}" for a plain function.
	Format string
	// TrimSuffixes are cut from receiver and func names ("Handler").
	TrimSuffixes []string
}
