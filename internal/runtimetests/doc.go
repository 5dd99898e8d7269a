// Package runtimetests holds, in its subdirectories, the tests of mcpvet's
// runtime against libraries the runtime module does not require: gin and
// echo engines served as route tools (runtime) and uuid.UUID read by
// ParseText (mcpvetimpl). The runtime module requires only what the go-sdk
// requires, since every requirement of it becomes a minimum of each app
// that imports it; these tests live in the main module, which requires gin,
// echo and uuid anyway.
package runtimetests
