// Package iftemplate runs the one kind of template Ebitengine makes its
// built-in shaders with: text and {{if}} blocks ({{if}}, {{else if}},
// {{else}}, {{end}}) whose conditions are a field of the data (.Name) or
// the equality of two fields (eq .A .B). Its output is text/template's,
// byte for byte (TestSameAsTextTemplate).
//
// Why it exists: text/template calls methods by their names through
// reflect, and a program that can do that keeps every exported method of
// every type it has, because the linker can no longer tell which are
// never called. In the browser build that was 3.5 MB of 17 (a fifth of
// what a browser downloads, unpacks and compiles before the first frame).
// The browser build (scripts/wasm-build.sh) therefore compiles Ebitengine
// with this file in its builtinshader package and that package's one
// template made by it (command leanshader makes that copy of Ebitengine).
//
// This file is copied into that package under its name, so everything in
// it is unexported and named so as not to meet a name of Ebitengine's,
// and it imports only the standard library.
package iftemplate

import (
	"errors"
	"io"
	"reflect"
	"strings"
)

// ifTemplate is a parsed template: text and if blocks.
type ifTemplate struct{ nodes []ifNode }

// ifNode is a run of text, or an if block (branches set).
type ifNode struct {
	text     string
	branches []ifBranch
}

// ifBranch is one branch of an if block: its condition (none for
// {{else}}) and what it writes when taken.
type ifBranch struct {
	cond ifCond
	body []ifNode
}

// ifCond is .field, or eq .field .other when other is set; else is set
// for an {{else}} branch.
type ifCond struct {
	field, other string
	isElse       bool
}

// mustParseIfTemplate parses src, and panics if it is not an if template,
// as template.Must does: the source is the program's own.
func mustParseIfTemplate(src string) *ifTemplate {
	t, err := parseIfTemplate(src)
	if err != nil {
		panic("iftemplate: " + err.Error())
	}
	return t
}

// parseIfTemplate parses src.
func parseIfTemplate(src string) (*ifTemplate, error) {
	p := ifParser{rest: src}
	nodes, end, err := p.nodes()
	if err != nil {
		return nil, err
	}
	if end != "" {
		return nil, errors.New("{{" + end + "}} without its {{if}}")
	}
	return &ifTemplate{nodes: nodes}, nil
}

// ifParser reads a template's source from the front.
type ifParser struct{ rest string }

// nodes reads text and if blocks up to the source's end (end "") or to
// an action that closes a block: {{end}}, {{else}} or {{else if …}},
// returned in end.
func (p *ifParser) nodes() (nodes []ifNode, end string, err error) {
	for {
		i := strings.Index(p.rest, "{{")
		if i < 0 {
			if p.rest != "" {
				nodes = append(nodes, ifNode{text: p.rest})
			}
			p.rest = ""
			return nodes, "", nil
		}
		if i > 0 {
			nodes = append(nodes, ifNode{text: p.rest[:i]})
		}
		j := strings.Index(p.rest[i:], "}}")
		if j < 0 {
			return nil, "", errors.New("an action without its }}")
		}
		action := p.rest[i+2 : i+j]
		p.rest = p.rest[i+j+2:]
		if action != strings.TrimSpace(action) || strings.HasPrefix(action, "-") || strings.HasSuffix(action, "-") {
			return nil, "", errors.New("{{" + action + "}}: spaces and trim marks inside an action are not read")
		}
		if action == "end" || action == "else" || strings.HasPrefix(action, "else if ") {
			return nodes, action, nil
		}
		cond, ok := strings.CutPrefix(action, "if ")
		if !ok {
			return nil, "", errors.New("{{" + action + "}}: only if, else if, else and end are read")
		}
		block, err := p.block(cond)
		if err != nil {
			return nil, "", err
		}
		nodes = append(nodes, block)
	}
}

// block reads an if block's branches, the first's condition given, up to
// its {{end}}.
func (p *ifParser) block(cond string) (ifNode, error) {
	var block ifNode
	for {
		c, err := parseIfCond(cond)
		if err != nil {
			return ifNode{}, err
		}
		body, end, err := p.nodes()
		if err != nil {
			return ifNode{}, err
		}
		block.branches = append(block.branches, ifBranch{cond: c, body: body})
		switch {
		case end == "":
			return ifNode{}, errors.New("{{if " + cond + "}} without its {{end}}")
		case end == "end":
			return block, nil
		case c.isElse:
			return ifNode{}, errors.New("{{" + end + "}} after {{else}}")
		case end == "else":
			cond = ""
		default:
			cond = strings.TrimPrefix(end, "else ")
			cond = strings.TrimPrefix(cond, "if ")
		}
	}
}

// parseIfCond reads a condition: "" (else), .Name or eq .A .B.
func parseIfCond(cond string) (ifCond, error) {
	if cond == "" {
		return ifCond{isElse: true}, nil
	}
	words := strings.Fields(cond)
	field := func(w string) (string, bool) {
		name, ok := strings.CutPrefix(w, ".")
		return name, ok && name != "" && !strings.Contains(name, ".")
	}
	switch {
	case len(words) == 1:
		if f, ok := field(words[0]); ok {
			return ifCond{field: f}, nil
		}
	case len(words) == 3 && words[0] == "eq":
		f, ok1 := field(words[1])
		o, ok2 := field(words[2])
		if ok1 && ok2 {
			return ifCond{field: f, other: o}, nil
		}
	}
	return ifCond{}, errors.New("if " + cond + ": a condition is .Field or eq .Field .Field")
}

// Execute writes the template with data, a struct (or a pointer to one)
// whose fields the conditions name, to w.
func (t *ifTemplate) Execute(w io.Writer, data any) error {
	v := reflect.Indirect(reflect.ValueOf(data))
	if v.Kind() != reflect.Struct {
		return errors.New("iftemplate: the data is not a struct")
	}
	var out strings.Builder
	if err := writeIfNodes(&out, t.nodes, v); err != nil {
		return err
	}
	_, err := io.WriteString(w, out.String())
	return err
}

func writeIfNodes(out *strings.Builder, nodes []ifNode, data reflect.Value) error {
	for _, n := range nodes {
		if n.branches == nil {
			out.WriteString(n.text)
			continue
		}
		for _, b := range n.branches {
			taken, err := b.cond.holds(data)
			if err != nil {
				return err
			}
			if taken {
				if err := writeIfNodes(out, b.body, data); err != nil {
					return err
				}
				break
			}
		}
	}
	return nil
}

// holds says whether the condition holds for data: a field's truth as
// text/template judges it (not its zero), or two fields' equality.
func (c ifCond) holds(data reflect.Value) (bool, error) {
	if c.isElse {
		return true, nil
	}
	a, err := ifField(data, c.field)
	if err != nil {
		return false, err
	}
	if c.other == "" {
		return !a.IsZero(), nil
	}
	b, err := ifField(data, c.other)
	if err != nil {
		return false, err
	}
	switch {
	case a.CanInt() && b.CanInt():
		return a.Int() == b.Int(), nil
	case a.CanUint() && b.CanUint():
		return a.Uint() == b.Uint(), nil
	case a.Kind() == reflect.Bool && b.Kind() == reflect.Bool:
		return a.Bool() == b.Bool(), nil
	case a.Kind() == reflect.String && b.Kind() == reflect.String:
		return a.String() == b.String(), nil
	}
	return false, errors.New("iftemplate: eq ." + c.field + " ." + c.other + ": fields of kinds " + a.Kind().String() + " and " + b.Kind().String())
}

func ifField(data reflect.Value, name string) (reflect.Value, error) {
	f := data.FieldByName(name)
	if !f.IsValid() {
		return reflect.Value{}, errors.New("iftemplate: the data has no field " + name)
	}
	return f, nil
}
