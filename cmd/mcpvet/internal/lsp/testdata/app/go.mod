module example.com/app

go 1.26.0

require github.com/modelcontextprotocol/go-sdk v1.8.0

// The go-sdk's stand-in (testdata/sdkstub at the repository's root), so
// that the language server's tests analyze a handful of packages; copyApp
// makes the path absolute in the copy each test works in.
replace github.com/modelcontextprotocol/go-sdk => ../../../../../../testdata/sdkstub
