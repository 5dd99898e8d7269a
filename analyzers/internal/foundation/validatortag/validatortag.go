// Package validatortag is a model of how github.com/go-playground/validator/v10
// (v10.30.1, the version gin v1.12 validates its bindings with) reads the
// validation rules of a struct tag, enough to tell the tags it panics on
// when a request is validated: a rule it does not define (binding:"exists",
// a rule of validator v8), an empty rule (a stray ',' or '|'), keys/endkeys
// out of place, and the comparison rules whose parameter it cannot parse
// for the field's kind (min=abc on a string) or that do not apply to the
// kind at all (min on a bool, dive on a string). The model is held to the
// real validator by this package's test; where it does not know (a struct
// field, an interface) it says nothing.
package validatortag

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Kind is what the validator switches on for a field's value: its
// reflect.Kind, folded; a pointer field is its element's kind (the
// validator checks what it points to).
type Kind int

const (
	Other    Kind = iota // a struct, an interface, anything the model does not judge
	String               // string
	Int                  // the signed integers but time.Duration
	Duration             // time.Duration: parameters are durations
	Uint                 // the unsigned integers
	Float32
	Float64
	Bool
	Length // a slice or an array: the comparisons count elements
	Map    // a map: the comparisons count entries; dive,keys reads its keys
	Time   // time.Time
)

// Problem is a rule of a tag the validator panics on.
type Problem struct {
	// Rule is the rule as written ("exists", "min=abc").
	Rule string
	// Why says what is wrong with it, in words for a diagnostic.
	Why string
	// Undefined: the validator defines no rule by that name.
	Undefined bool
}

// Check returns the first rule of tag (a binding:"..." or validate:"..."
// value) that the validator panics on for a field of kind k: at once,
// when it reads the struct's tags on the first validation, or when the
// rule runs on some value. ok is false when it panics on none the model
// knows of. The whole tag "-" (skip the field) and "" are no rules.
func Check(tag string, k Kind) (p Problem, ok bool) {
	if tag == "" || tag == "-" {
		return Problem{}, false
	}
	if p, ok := parse(strings.Split(tag, ",")); ok {
		return p, true
	}
	return params(strings.Split(tag, ","), k)
}

// parse follows the validator's parseFieldTagsRecursive: the panics of
// reading the tag, whatever the value.
func parse(rules []string) (Problem, bool) {
	prevDive := false
	for i := 0; i < len(rules); i++ {
		t := rules[i]
		if aliases[t] {
			prevDive = false
			continue
		}
		switch t {
		case "dive":
			prevDive = true
			continue
		case "keys":
			if i == 0 || !prevDive {
				return Problem{Rule: t, Why: `"keys" must come right after "dive"`}, true
			}
			// The rules up to and including endkeys are the keys'.
			j := i + 1
			for j < len(rules) && rules[j] != "endkeys" {
				j++
			}
			end := min(j+1, len(rules))
			if p, ok := parse(rules[i+1 : end]); ok {
				return p, true
			}
			i = end - 1
		case "endkeys":
			if i != len(rules)-1 {
				return Problem{Rule: t, Why: `"endkeys" without a "keys" before it`}, true
			}
			return Problem{}, false
		case "omitzero", "omitempty", "omitnil", "structonly", "nostructlevel":
		default:
			for _, or := range strings.Split(t, "|") {
				name, _, _ := strings.Cut(or, "=")
				if name == "" {
					return Problem{Rule: t, Why: "an empty rule (a stray ',' or '|')"}, true
				}
				if !defined()[name] {
					if !aliases[name] {
						return Problem{Rule: name, Why: fmt.Sprintf("validator v10 has no rule %q", name), Undefined: true}, true
					}
				}
			}
		}
		prevDive = false
	}
	return Problem{}, false
}

// params finds a comparison rule that panics on its parameter or on the
// field's kind when it runs. Rules after a dive apply to the elements,
// whose kind the model does not follow: it stops there.
func params(rules []string, k Kind) (Problem, bool) {
	for _, t := range rules {
		if t == "dive" {
			switch k {
			case Other, Map:
				return Problem{}, false
			case Length:
				if slices.Contains(rules, "keys") {
					return Problem{Rule: "keys", Why: "dive,keys applies only to a map"}, true
				}
				return Problem{}, false
			}
			return Problem{Rule: t, Why: "dive applies only to a slice, an array or a map"}, true
		}
		if strings.Contains(t, "|") {
			continue // or'ed rules: not modelled
		}
		name, param, _ := strings.Cut(t, "=")
		param = strings.ReplaceAll(strings.ReplaceAll(param, "0x2C", ","), "0x7C", "|")
		if why := paramPanic(name, param, k); why != "" {
			return Problem{Rule: t, Why: why}, true
		}
	}
	return Problem{}, false
}

// paramPanic says why rule name with param panics on a value of kind k
// ("" when it does not).
func paramPanic(name, param string, k Kind) string {
	switch name {
	case "len", "min", "max", "eq", "ne", "gt", "gte", "lt", "lte":
	case "oneof":
		switch k {
		case String, Int, Duration, Uint, Other:
			return ""
		}
		return "oneof applies only to strings and integers"
	default:
		return ""
	}
	eq := name == "eq" || name == "ne"
	parses := func(ok bool, what string) string {
		if ok {
			return ""
		}
		if param == "" {
			return fmt.Sprintf("%s needs a parameter (%s=N)", name, name)
		}
		return fmt.Sprintf("the parameter of %s is not %s", name, what)
	}
	switch k {
	case String:
		if eq {
			return "" // compared as a string
		}
		return parses(isInt(param), "an integer (a length)")
	case Length, Map, Int:
		return parses(isInt(param), "an integer")
	case Duration:
		if _, err := time.ParseDuration(param); err != nil {
			return parses(isInt(param), "a duration or an integer")
		}
		return ""
	case Uint:
		_, err := strconv.ParseUint(param, 0, 64)
		return parses(err == nil, "an unsigned integer")
	case Float32, Float64:
		size := 64
		if k == Float32 {
			size = 32
		}
		_, err := strconv.ParseFloat(param, size)
		return parses(err == nil, "a number")
	case Bool:
		if eq {
			_, err := strconv.ParseBool(param)
			return parses(err == nil, "a boolean")
		}
		return name + " does not apply to a bool"
	case Time:
		switch name {
		case "min", "max", "gt", "gte", "lt", "lte":
			return "" // against the time of the request; the parameter is not read
		}
		return name + " does not apply to a time.Time"
	}
	return ""
}

func isInt(s string) bool {
	_, err := strconv.ParseInt(s, 0, 64)
	return err == nil
}

// aliases are the validator's built-in aliases (each a set of or'ed rules).
var aliases = map[string]bool{"iscolor": true, "country_code": true, "eu_country_code": true}

// defined are the rules validator.New() defines, built on first use: a
// package-level map is built at init in each process go vet starts.
var defined = sync.OnceValue(func() map[string]bool {
	m := make(map[string]bool, len(ruleNames))
	for _, n := range ruleNames {
		m[n] = true
	}
	return m
})

// ruleNames are the names of the rules validator.New() defines (the test
// holds the list to the real validator's, both ways).
var ruleNames = []string{
	"alpha", "alphanum", "alphanumspace", "alphanumunicode", "alphaspace", "alphaunicode", "ascii", "base32",
	"base64", "base64rawurl", "base64url", "bcp47_language_tag", "bic", "bic_iso_9362_2014", "boolean", "btc_addr",
	"btc_addr_bech32", "cidr", "cidrv4", "cidrv6", "contains", "containsany", "containsrune", "credit_card",
	"cron", "cve", "datauri", "datetime", "dir", "dirpath", "dns_rfc1035_label", "e164",
	"ein", "email", "endsnotwith", "endswith", "eq", "eq_ignore_case", "eqcsfield", "eqfield",
	"eth_addr", "eth_addr_checksum", "excluded_if", "excluded_unless", "excluded_with", "excluded_with_all", "excluded_without", "excluded_without_all",
	"excludes", "excludesall", "excludesrune", "fieldcontains", "fieldexcludes", "file", "filepath", "fqdn",
	"gt", "gtcsfield", "gte", "gtecsfield", "gtefield", "gtfield", "hexadecimal", "hexcolor",
	"hostname", "hostname_port", "hostname_rfc1123", "hsl", "hsla", "html", "html_encoded", "http_url",
	"https_url", "image", "ip", "ip4_addr", "ip6_addr", "ip_addr", "ipv4", "ipv6",
	"isbn", "isbn10", "isbn13", "isdefault", "iso3166_1_alpha2", "iso3166_1_alpha2_eu", "iso3166_1_alpha3", "iso3166_1_alpha3_eu",
	"iso3166_1_alpha_numeric", "iso3166_1_alpha_numeric_eu", "iso3166_2", "iso4217", "iso4217_numeric", "issn", "json", "jwt",
	"latitude", "len", "longitude", "lowercase", "lt", "ltcsfield", "lte", "ltecsfield",
	"ltefield", "ltfield", "luhn_checksum", "mac", "max", "md4", "md5", "min",
	"mongodb", "mongodb_connection_string", "multibyte", "ne", "ne_ignore_case", "necsfield", "nefield", "number",
	"numeric", "oneof", "oneofci", "port", "postcode_iso3166_alpha2", "postcode_iso3166_alpha2_field", "printascii", "required",
	"required_if", "required_unless", "required_with", "required_with_all", "required_without", "required_without_all", "rgb", "rgba",
	"ripemd128", "ripemd160", "semver", "sha256", "sha384", "sha512", "skip_unless", "spicedb",
	"ssn", "startsnotwith", "startswith", "tcp4_addr", "tcp6_addr", "tcp_addr", "tiger128", "tiger160",
	"tiger192", "timezone", "udp4_addr", "udp6_addr", "udp_addr", "uds_exists", "ulid", "unique",
	"unix_addr", "uppercase", "uri", "url", "url_encoded", "urn_rfc2141", "uuid", "uuid3",
	"uuid3_rfc4122", "uuid4", "uuid4_rfc4122", "uuid5", "uuid5_rfc4122", "uuid_rfc4122", "validateFn",
}
