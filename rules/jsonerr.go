package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// JSONProblem says in words what is wrong with a position (or other JSON
// input) that encoding/json refused, so every game reports it the same way:
// an empty input, a text that ends early, a syntax error with its byte
// offset, or a field of the wrong type. Other errors pass through.
func JSONProblem(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return errors.New("the input is empty (a position is a JSON object)")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errors.New("the JSON ends too early (an object or string is not closed)")
	case errors.As(err, &syn):
		return fmt.Errorf("the JSON is malformed at byte %d: %v", syn.Offset, syn)
	case errors.As(err, &typ) && typ.Field != "":
		return fmt.Errorf("%q must be %s, not a JSON %s", typ.Field, jsonKind(typ.Type.Kind().String()), typ.Value)
	}
	return err
}

// jsonKind names a Go kind the way a position's documentation does.
func jsonKind(k string) string {
	switch k {
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
		return "a whole number"
	case "string":
		return "a string"
	case "bool":
		return "true or false"
	case "slice", "array":
		return "an array"
	case "struct", "map", "ptr":
		return "an object"
	}
	return "a " + k
}
