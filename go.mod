module github.com/mcpvet/mcpvet

go 1.26.0

require golang.org/x/tools v0.52.0

require github.com/google/go-cmp v0.7.0 // indirect
