// Package resourceuri says which resource URIs and URI templates the
// go-sdk accepts at registration, and why it refuses the others.
//
// (*mcp.Server).AddResource panics when url.Parse refuses the URI;
// (*mcp.Server).AddResourceTemplate panics when
// github.com/yosida95/uritemplate/v3 refuses the template, and so does
// mark3labs mcp-go's mcp.NewResourceTemplate (uritemplate.MustNew). The
// model calls the same two parsers, so it agrees with the SDK by
// construction; its test runs the real SDK over a table and holds the
// agreement, so that an SDK that starts checking more (an absolute URI,
// which its doc comment promises but v1.8.0 does not check) is noticed.
//
// The directive side (//mcp:resource) and the SDK calls share these
// functions: one rule for both.
package resourceuri

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/yosida95/uritemplate/v3"
)

// CheckURI returns why the go-sdk's AddResource panics on uri, or nil.
// The message names the problem without repeating the URI.
func CheckURI(uri string) error {
	if _, err := url.Parse(uri); err != nil {
		if ue, ok := err.(*url.Error); ok {
			err = ue.Err // the URI itself, which the message repeats, left out
		}
		return fmt.Errorf("it does not parse as a URI: %v", err)
	}
	return nil
}

// CheckTemplate returns why the go-sdk's AddResourceTemplate (and
// mcp-go's NewResourceTemplate) panic on tmpl, or nil.
func CheckTemplate(tmpl string) error {
	_, err := uritemplate.New(tmpl)
	if err != nil {
		return templateError(tmpl, err)
	}
	return nil
}

// Variables returns the names of the variables of a template in the
// order of their first use, each once; an error when the template does
// not parse (CheckTemplate's).
func Variables(tmpl string) ([]string, error) {
	t, err := uritemplate.New(tmpl)
	if err != nil {
		return nil, templateError(tmpl, err)
	}
	return t.Varnames(), nil
}

// IsTemplate reports whether s is meant as a template: it has an
// expression ({...}). A directive's URI is a template when it is one.
func IsTemplate(s string) bool { return strings.Contains(s, "{") }

// templateError rewrites the parser's error ("unacceptable variable
// name: docs://{a-_", the template up to where it stopped and a marker:
// '_' when the next character is at fault, '|' when the last one read is)
// as the reason and the byte offset of the fault.
func templateError(tmpl string, err error) error {
	msg := err.Error()
	for k := len(tmpl); k >= 0; k-- {
		for _, mark := range []string{"_", "|"} {
			if tail := ": " + tmpl[:k] + mark; strings.HasSuffix(msg, tail) {
				reason := strings.TrimSuffix(msg, tail)
				if mark == "|" && k > 0 {
					// The parser stopped after the character at fault.
					k--
				}
				if k < len(tmpl) {
					return fmt.Errorf("it is not a valid URI template: %s at byte %d (%q)", reason, k, tmpl[k:min(k+8, len(tmpl))])
				}
				return fmt.Errorf("it is not a valid URI template: %s at its end", reason)
			}
		}
	}
	return fmt.Errorf("it is not a valid URI template: %v", err)
}
