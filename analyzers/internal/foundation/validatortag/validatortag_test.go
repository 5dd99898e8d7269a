package validatortag

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-playground/validator/v10"
)

// kinds are a field type of each kind the model judges, with values to
// validate: a rule panics "at request time" when it panics on one of them.
var kinds = []struct {
	k      Kind
	typ    reflect.Type
	values []any
}{
	{String, reflect.TypeFor[string](), []any{"", "hello", "a@b.co"}},
	{Int, reflect.TypeFor[int](), []any{0, 5, -3}},
	{Duration, reflect.TypeFor[time.Duration](), []any{time.Duration(0), time.Hour}},
	{Uint, reflect.TypeFor[uint8](), []any{uint8(0), uint8(7)}},
	{Float32, reflect.TypeFor[float32](), []any{float32(0), float32(1.5)}},
	{Float64, reflect.TypeFor[float64](), []any{0.0, 2.5}},
	{Bool, reflect.TypeFor[bool](), []any{false, true}},
	{Length, reflect.TypeFor[[]string](), []any{[]string(nil), []string{"a", "bb"}}},
	{Map, reflect.TypeFor[map[string]int](), []any{map[string]int(nil), map[string]int{"a": 1}}},
	{Time, reflect.TypeFor[time.Time](), []any{time.Time{}, time.Now()}},
	{String, reflect.TypeFor[*string](), []any{(*string)(nil), new("hello")}},
	{Other, reflect.TypeFor[struct{ X int }](), []any{struct{ X int }{}, struct{ X int }{1}}},
	{Other, reflect.TypeFor[any](), []any{nil, 5}},
}

// realPanics validates a struct with one field of type typ tagged
// `validate:"tag"` holding each value with a fresh validator (its tag
// cache empty), and returns the first panic.
func realPanics(typ reflect.Type, tag string, values []any) (msg string, panicked bool) {
	st := reflect.StructOf([]reflect.StructField{{Name: "F", Type: typ, Tag: reflect.StructTag(`validate:"` + tag + `"`)}})
	for _, val := range values {
		v := reflect.New(st).Elem()
		if val != nil {
			v.Field(0).Set(reflect.ValueOf(val))
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					msg, panicked = fmt.Sprint(r), true
				}
			}()
			_ = validator.New().Struct(v.Interface())
		}()
		if panicked {
			return msg, true
		}
	}
	return "", false
}

// tags are hand-picked rules: what the model must flag and what it must
// not (the real validator decides which is which, below).
var tags = []string{
	"exists", "exists,email", "required", "required,email", "omitempty,url", "exists,alphanum,min=4,max=255",
	"required,", ",required", "required,,email", "email|", "|email", "=5", "required,=5", "-", "",
	"requried", "Required", "omitempty=5", "min=4,max=255", "oneof=a b c", "oneof", "oneof=1 2",
	"dive", "dive,required", "dive,keys,required,endkeys,required", "keys,required,endkeys", "required,keys",
	"dive,keys,required", "endkeys", "required,endkeys", "endkeys,required", "dive,endkeys,required",
	"iscolor", "iscolor,required", "country_code|email", "isdefault", "omitzero,min=1", "omitnil,max=3",
	"required|email", "structonly", "nostructlevel", "required,min=abc", "omitempty,min=abc", "min",
	"len=3", "len=x", "eq=abc", "ne=true", "eq=1.5", "gt=1h", "lte=-1", "max=0x10", "dive,min=abc",
	"required,dive", "min=1|max=abc",
}

// The comparison rules with parameters of each shape.
func generated() []string {
	var out []string
	for _, name := range []string{"len", "min", "max", "eq", "ne", "gt", "gte", "lt", "lte", "oneof"} {
		out = append(out, name)
		for _, p := range []string{"abc", "5", "-1", "1.5", "true", "1h", "0x1F", "", "300"} {
			out = append(out, name+"="+p)
		}
	}
	return out
}

// TestAgainstValidator holds the model to validator v10: for every tag and
// field kind, a finding means the real validator panics on one of the
// values; where the model judges the kind (not Other), a panic means a
// finding.
func TestAgainstValidator(t *testing.T) {
	all := append(slices.Clone(tags), generated()...)
	agree := 0
	for _, tag := range all {
		for _, k := range kinds {
			p, flagged := Check(tag, k.k)
			msg, panicked := realPanics(k.typ, tag, k.values)
			switch {
			case flagged && !panicked:
				t.Errorf("%s on %v: model says it panics (%s: %s), validator does not", tag, k.typ, p.Rule, p.Why)
			case panicked && !flagged && k.k != Other && modelled(tag):
				t.Errorf("%s on %v: validator panics (%s), model says nothing", tag, k.typ, msg)
			default:
				agree++
			}
		}
	}
	t.Logf("%d tag/type pairs agree", agree)
}

// modelled reports whether the model claims to know every panic of tag:
// no or'ed rules, nothing checked after a dive but keys, and only rules
// that take no kind (required), the comparison rules, and names the
// validator does not define. (A format rule on a field it does not apply
// to, url on an int, panics "Bad field type" too: not modelled, so never
// reported.)
func modelled(tag string) bool {
	rules := strings.Split(tag, ",")
	for i, r := range rules {
		if strings.Contains(r, "|") {
			return false
		}
		name, _, _ := strings.Cut(r, "=")
		switch name {
		case "dive":
			for _, after := range rules[i+1:] {
				if after != "keys" && after != "endkeys" && after != "required" {
					return false
				}
			}
		case "", "required", "omitempty", "omitzero", "omitnil", "structonly", "nostructlevel", "isdefault", "keys", "endkeys",
			"len", "min", "max", "eq", "ne", "gt", "gte", "lt", "lte", "oneof":
		default:
			if defined()[name] || aliases[name] {
				return false
			}
		}
	}
	return true
}

// TestRuleNames holds ruleNames and aliases to the rules and aliases
// validator.New() defines, both ways (read from its unexported maps).
func TestRuleNames(t *testing.T) {
	v := reflect.ValueOf(validator.New()).Elem()
	var real []string
	for _, k := range v.FieldByName("validations").MapKeys() {
		real = append(real, k.String())
	}
	slices.Sort(real)
	if !slices.Equal(real, ruleNames) {
		t.Errorf("validator.New() defines\n%v\nthe model\n%v", real, ruleNames)
	}
	var realAliases []string
	for _, k := range v.FieldByName("aliases").MapKeys() {
		realAliases = append(realAliases, k.String())
	}
	for _, a := range realAliases {
		if !aliases[a] {
			t.Errorf("alias %q missing from the model", a)
		}
	}
	if len(realAliases) != len(aliases) {
		t.Errorf("aliases: validator has %v, the model %v", realAliases, aliases)
	}
}

// TestCheckMessages pins the words and the Undefined flag a fix reads.
func TestCheckMessages(t *testing.T) {
	p, ok := Check("exists,email", String)
	if !ok || p.Rule != "exists" || !p.Undefined || p.Why != `validator v10 has no rule "exists"` {
		t.Errorf("Check(exists,email) = %+v, %v", p, ok)
	}
	if p, ok := Check("required,min=abc", String); !ok || p.Undefined || p.Rule != "min=abc" {
		t.Errorf("Check(required,min=abc) = %+v, %v", p, ok)
	}
}
