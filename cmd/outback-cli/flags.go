package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"
	"time"

	"outback/rules"
)

// parseFlags reads a command's flags, turning the flag package's messages
// into the command line's style: what was wrong, and what is allowed. Extra
// words after the flags are refused.
func parseFlags(set *flag.FlagSet, args []string) error {
	set.SetOutput(io.Discard)
	if err := set.Parse(args); err != nil {
		return usageErr("%s", flagProblem(set, err))
	}
	if set.NArg() > 0 {
		return usageErr("unexpected argument %q", set.Arg(0))
	}
	return nil
}

func flagProblem(set *flag.FlagSet, err error) string {
	msg := err.Error()
	var name string
	switch {
	case strings.HasPrefix(msg, "flag provided but not defined: "):
		name = strings.TrimPrefix(msg, "flag provided but not defined: ")
		return fmt.Sprintf("unknown flag %s (this command takes %s)", name, flagNames(set))
	case strings.HasPrefix(msg, "flag needs an argument: "):
		name = strings.TrimPrefix(msg, "flag needs an argument: ")
		return fmt.Sprintf("%s needs a value", name)
	case strings.HasPrefix(msg, "invalid value "):
		// invalid value "x" for flag -n: parse error
		rest := strings.TrimPrefix(msg, "invalid value ")
		i := strings.Index(rest, " for flag ")
		if i < 0 {
			return msg
		}
		val, name := rest[:i], rest[i+len(" for flag "):]
		if j := strings.Index(name, ":"); j >= 0 {
			name = name[:j]
		}
		return fmt.Sprintf("%s %s is not %s", name, val, flagKind(set.Lookup(strings.TrimLeft(name, "-"))))
	}
	return msg
}

// flagKind says what a flag's value must be.
func flagKind(f *flag.Flag) string {
	if f == nil {
		return "valid"
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return "valid"
	}
	switch g.Get().(type) {
	case int, int64:
		return "a whole number"
	case uint, uint64:
		return "a whole number ≥ 0"
	case time.Duration:
		return "a duration such as 250ms or 2s"
	case bool:
		return "true or false"
	}
	return "valid"
}

func flagNames(set *flag.FlagSet) string {
	var names []string
	set.VisitAll(func(f *flag.Flag) { names = append(names, "-"+f.Name) })
	sort.Strings(names)
	if len(names) == 0 {
		return "no flags"
	}
	return strings.Join(names, ", ")
}

// fileProblem says what went wrong opening path without Go's "open" prefix.
func fileProblem(path string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: no such file", path)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%s: permission denied", path)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", path, pe.Err)
	}
	return err
}

// gameNames lists the registered games for messages.
func gameNames() string {
	var names []string
	for _, g := range rules.Games() {
		names = append(names, g.Name)
	}
	return strings.Join(names, ", ")
}
