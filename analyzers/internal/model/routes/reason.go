package routes

// Reason is why a route can get no tool: mcpvet cannot build the request
// it serves, or follow its handler. The fact passes say which reason
// (Kind) and give what its words need (Args, as the kind's comment lists
// them; Cause, the reason a handler cannot be followed); the wording, and
// which code reports it, belong to the code (MCP009, whose file holds the
// table from every kind to its code and text). Reasons travel in facts
// (a builder's routes), so they hold strings, not nodes.
type Reason struct {
	Kind  ReasonKind
	Args  []string
	Cause *Reason
}

// Is reports whether there is a reason (the zero Reason is none).
func (r Reason) Is() bool { return r.Kind != NoReason }

// Because is a reason of kind k with args.
func Because(k ReasonKind, args ...string) Reason { return Reason{Kind: k, Args: args} }

// ReasonKind names one reason. Each kind's comment lists its Args.
type ReasonKind int

const (
	NoReason ReasonKind = iota

	// The pattern, its mounts and its method.

	PatternNotConstant    // the operand that is not a constant, "" when it is the whole pattern
	RelPatternNotConstant // the pattern expression
	PatternNotValid       // the parse error
	MountUnknown          // (none): chi's router is not known, nor so its mounts
	GroupUnknown          // (none): a group's router is not known, nor so its prefix
	ChiRouterParam        // the func the router is a parameter of ("a func literal"), the name to call it by ("F")
	GroupRouterParam      // the func the router is a parameter of ("a func literal")
	MountNotConstant      // the mount's pattern expression
	MountNotValid         // the mount's pattern, the parse error
	// StripPrefixNotConstant: the prefix expression of http.StripPrefix.
	StripPrefixNotConstant
	MountNotComposable // the error composing the mount and the pattern
	ChiStripped        // (none): chi's router is served under http.StripPrefix
	FrameworkStripped  // (none): a gin or echo engine is served under http.StripPrefix
	MethodNotConstant  // the method expression
	// GroupPrefixNotConstant: the group's prefix expression.
	GroupPrefixNotConstant

	// What the pattern serves.

	EveryMethodChi // the registered pattern
	EveryMethodAny // the registered pattern, the router (gin, echo)
	EveryMethod    // the registered pattern, its path
	SubtreePattern // the registered pattern, its path
	HostPattern    // the registered pattern, its host
	Moved          // the builder's package name, the pattern it gives a tool at, the pattern served here
	// UndefinedPathValue: the path value's name, the pattern, its wildcards joined by ",".
	UndefinedPathValue

	// What the handler does that no tool call can use.

	TakesConnection // (none): a websocket upgrade or a hijack
	ServesFile      // (none)
	OnlyRedirects   // (none)
	// HandlerLost: the code the handler hands the request to that mcpvet
	// cannot follow (an interface's method, a func value).
	HandlerLost

	// The handler (Cause says why it cannot be followed).

	BuiltHandlerUnresolved // the builder's package name, the builder's name
	HandlerUnresolved      // the handler expression

	// Why a handler cannot be followed.

	WrappedTooDeep    // (none)
	ElementOf         // the indexed expression
	MethodNotFollowed // (none)
	FieldValue        // the field's name
	MethodExpr        // (none)
	// ConversionNotFollowed: none.
	ConversionNotFollowed
	FuncValueCall   // (none)
	InterfaceValue  // the interface type
	NotFollowed     // (none)
	ParamHandler    // the parameter, the func it is a parameter of
	ForeignVar      // the package name, the variable
	VarNeverGiven   // the variable
	VarReassigned   // the variable
	VarMultiResult  // the variable
	NamesNothing    // (none)
	NotFuncOrVar    // (none)
	NotHandlerFunc  // the func, and "framework" when it takes a gin or echo context, else ""
	InterfaceMethod // the method, the interface type
	NoBody          // the func
	// ReturnsUnfollowed: the func, the returned expression; Cause: why that cannot be followed.
	ReturnsUnfollowed
	ReturnsDifferent // the func
	ReturnsNone      // the func
	BuiltIn          // the func
	StdLibFunc       // the package name, the func
	NoFactsFor       // the package name, the func, the package path
	NoBuilderFacts   // the builder

	// NumReasonKinds is one more than the last kind: the table of
	// every kind's code (analyzers/families/routetemplate) is tested total up to it.
	NumReasonKinds
)
