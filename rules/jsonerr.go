package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
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
		return fmt.Errorf("%q must be %s, not a JSON %s", typ.Field, jsonKind(typ.Type.Kind()), typ.Value)
	}
	return err
}

// jsonKind names a Go kind the way a position's documentation does.
func jsonKind(k reflect.Kind) string {
	switch k {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct, reflect.Map, reflect.Pointer:
		return "an object"
	}
	return "a " + k.String()
}
