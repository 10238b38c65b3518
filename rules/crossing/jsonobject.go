package crossing

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
)

// Reading the position JSON's objects (board, markers, supply) member by
// member in document order: nothing iterates a map, and a repeated key is
// an error rather than a silent overwrite.

// object is a JSON object read as its members in document order, so that
// nothing iterates a map and a repeated key is an error.
type object []member

// maxMembers bounds an object (the board has 25 cells, the rim 24 spots),
// so a hostile file cannot make the duplicate check quadratic.
const maxMembers = 64

type member struct {
	key string
	val []byte
}

// members splits the object b into its members. encoding/json has checked
// that b is one valid JSON value, so a scan that tracks strings and nesting
// finds each member's end; every index is still bounds-checked.
func members(b []byte) (object, error) {
	var o object
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '{' {
		return nil, errors.New("want an object")
	}
	i = skipSpace(b, i+1)
	for i < len(b) && b[i] != '}' {
		end := valueEnd(b, i)
		key, err := rawString(b[i:end])
		if err != nil {
			return nil, err
		}
		i = skipSpace(b, end)
		if i >= len(b) || b[i] != ':' {
			return nil, errors.New("want an object")
		}
		i = skipSpace(b, i+1)
		end = valueEnd(b, i)
		if len(o) == maxMembers {
			return nil, fmt.Errorf("more than %d entries", maxMembers)
		}
		for _, m := range o {
			if m.key == key {
				return nil, fmt.Errorf("%q is given twice", key)
			}
		}
		o = append(o, member{key, b[i:end]})
		i = skipSpace(b, end)
		if i < len(b) && b[i] == ',' {
			i = skipSpace(b, i+1)
		}
	}
	return o, nil
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// valueEnd is the index just after the JSON value starting at b[i].
func valueEnd(b []byte, i int) int {
	depth := 0
	for ; i < len(b); i++ {
		switch c := b[i]; c {
		case '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
			if depth == 0 {
				return min(i+1, len(b))
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return i
			}
			depth--
			if depth == 0 {
				return i + 1
			}
		case ',', ' ', '\t', '\n', '\r', ':':
			if depth == 0 {
				return i
			}
		}
	}
	return len(b)
}

// rawString reads a JSON string value (quickly when it has no escapes).
func rawString(v []byte) (string, error) {
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' && !bytes.ContainsAny(v[1:len(v)-1], "\\\"") {
		return string(v[1 : len(v)-1]), nil
	}
	var s string
	err := json.Unmarshal(v, &s)
	return s, err
}

// rawInt reads a JSON integer value (quickly when it is plain digits).
func rawInt(v []byte) (int, error) {
	if n, err := strconv.Atoi(string(v)); err == nil {
		return n, nil
	}
	var n int
	err := json.Unmarshal(v, &n)
	return n, err
}
