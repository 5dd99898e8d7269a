#!/usr/bin/env bash
# plugin/build-golangci-lint.sh builds a golangci-lint with mcpvet's
# plugin from this checkout, with only the Go module proxy reachable:
#
#	bash plugin/build-golangci-lint.sh OUTPUT [WORKDIR]
#
# It does what `golangci-lint custom` does, without its git clone of
# golangci-lint: it copies the pinned golangci-lint source
# (GOLANGCI_LINT_VERSION, default the version .ci/run tests) from the
# module proxy into WORKDIR, adds a file importing the plugin, replaces
# the mcpvet module with this checkout, and builds OUTPUT. WORKDIR
# (default ~/.cache/mcpvet/golangci-lint-VERSION) is removed and written
# anew; keep it where it is between builds and the go build cache makes
# the next build fast. .ci/run builds the golangci-lint of
# plugin/golangci_test.go with this script.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
	echo "usage: $0 OUTPUT [WORKDIR]" >&2
	exit 2
fi
version=${GOLANGCI_LINT_VERSION:-v2.15.0}
repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
output=$1
case $output in /*) ;; *) output="$(pwd)/$output" ;; esac
work=${2:-"${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/mcpvet/golangci-lint-$version"}
export GOWORK=off

src=$(go mod download -json "github.com/golangci/golangci-lint/v2@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
if [ -z "$src" ]; then
	echo "go mod download github.com/golangci/golangci-lint/v2@$version gave no directory" >&2
	exit 1
fi
rm -rf "$work" && mkdir -p "$work"
cp -r "$src/." "$work" && chmod -R u+w "$work"
printf 'package main\n\nimport _ "github.com/mcpvet/mcpvet/plugin"\n' > "$work/cmd/golangci-lint/plugins.go"
cd "$work"
go mod edit -require=github.com/mcpvet/mcpvet@v0.0.0 -replace="github.com/mcpvet/mcpvet=$repo_root" -replace="github.com/mcpvet/mcpvet/runtime=$repo_root/runtime"
GOFLAGS=-mod=mod go mod tidy
go build -o "$output" ./cmd/golangci-lint
echo "built $output (golangci-lint $version with the mcpvet plugin of $repo_root)"
