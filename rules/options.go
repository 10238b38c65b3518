package rules

import (
	"fmt"
	"strconv"
	"strings"
)

//go:generate msgp -io=false
//msgp:limit arrays:200000 maps:1000
//msgp:ignore OptionSpec OptionValues

// Option is one chosen game option, kept as text so that Records and the
// network carry every game's options the same way.
type Option struct {
	Key   string `msg:"key"`
	Value string `msg:"value"`
}

// OptionSpec describes an option to people and to the parser.
type OptionSpec struct {
	Key   string
	Label string
	// Help is a one-line explanation for the new-game screen.
	Help string
	// Choices are the allowed values; a boolean option has "off" and "on".
	// Empty means any integer in [Min, Max].
	Choices []string
	// Allowed, when set, says in a few words what values are allowed, for
	// options with too many choices to list in an error or a table.
	Allowed string
	Min     int
	Max     int
	Default string
	// MinPlayers and MaxPlayers bound the player counts the option is
	// offered for (0 means no bound).
	MinPlayers, MaxPlayers int
}

// Bool reports whether the spec is an on/off switch.
func (s OptionSpec) Bool() bool {
	return len(s.Choices) == 2 && s.Choices[0] == "off" && s.Choices[1] == "on"
}

// AppliesTo says whether the option is offered for this many players.
func (s OptionSpec) AppliesTo(players int) bool {
	return (s.MinPlayers == 0 || players >= s.MinPlayers) && (s.MaxPlayers == 0 || players <= s.MaxPlayers)
}

// OptionValues is a checked set of options with every spec's value present.
type OptionValues struct {
	specs  []OptionSpec
	values []string
}

// ParseOptions checks opts against specs: unknown keys, bad values, repeated
// keys and options that do not apply to this many players are errors naming
// what is wrong. Missing options take their defaults.
func ParseOptions(specs []OptionSpec, players int, opts []Option) (OptionValues, error) {
	v := OptionValues{specs: specs, values: make([]string, len(specs))}
	for i, s := range specs {
		v.values[i] = s.Default
	}
	seen := make([]bool, len(specs))
	for _, o := range opts {
		i := v.index(o.Key)
		if i < 0 && len(specs) == 0 {
			return v, fmt.Errorf("unknown option %q: this game has no options", o.Key)
		}
		if i < 0 {
			return v, fmt.Errorf("unknown option %q (known: %s)", o.Key, specKeys(specs))
		}
		s := specs[i]
		if seen[i] {
			return v, fmt.Errorf("option %q given twice", o.Key)
		}
		seen[i] = true
		if err := s.Check(o.Value); err != nil {
			return v, err
		}
		if o.Value != s.Default && !s.AppliesTo(players) {
			return v, fmt.Errorf("option %q is for %s players, not %d", o.Key, s.playerRange(), players)
		}
		v.values[i] = o.Value
	}
	return v, nil
}

// Check says whether val is an allowed value of the option.
func (s OptionSpec) Check(val string) error {
	if len(s.Choices) > 0 {
		for _, c := range s.Choices {
			if c == val {
				return nil
			}
		}
		return fmt.Errorf("option %q: %q is not allowed (allowed: %s)", s.Key, val, s.AllowedText())
	}
	n, err := strconv.Atoi(val)
	if err != nil || n < s.Min || n > s.Max {
		return fmt.Errorf("option %q: %q is not allowed (allowed: %s)", s.Key, val, s.AllowedText())
	}
	return nil
}

// AllowedText says what values the option takes: its Allowed words, its
// choices, or its range.
func (s OptionSpec) AllowedText() string {
	switch {
	case s.Allowed != "":
		return s.Allowed
	case len(s.Choices) > 0:
		return strings.Join(s.Choices, ", ")
	}
	return fmt.Sprintf("a whole number from %d to %d", s.Min, s.Max)
}

func (s OptionSpec) playerRange() string {
	switch {
	case s.MinPlayers > 0 && s.MinPlayers == s.MaxPlayers:
		return fmt.Sprintf("%d", s.MinPlayers)
	case s.MinPlayers > 0 && s.MaxPlayers > 0:
		return fmt.Sprintf("%d–%d", s.MinPlayers, s.MaxPlayers)
	case s.MinPlayers > 0:
		return fmt.Sprintf("%d or more", s.MinPlayers)
	default:
		return fmt.Sprintf("at most %d", s.MaxPlayers)
	}
}

func specKeys(specs []OptionSpec) string {
	keys := make([]string, len(specs))
	for i, s := range specs {
		keys[i] = s.Key
	}
	return strings.Join(keys, ", ")
}

func (v OptionValues) index(key string) int {
	for i, s := range v.specs {
		if s.Key == key {
			return i
		}
	}
	return -1
}

// String is the value of key (its default when not given). Asking for a key
// that has no spec is a programming error.
func (v OptionValues) String(key string) string {
	i := v.index(key)
	if i < 0 {
		panic("rules: no option spec for " + key)
	}
	return v.values[i]
}

// On is true when a boolean option is "on".
func (v OptionValues) On(key string) bool { return v.String(key) == "on" }

// Int is an integer option's value.
func (v OptionValues) Int(key string) int {
	n, _ := strconv.Atoi(v.String(key))
	return n
}

// ParseOptionList reads "key=value,key=value" (the command line's form).
func ParseOptionList(s string) ([]Option, error) {
	var out []Option
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	for _, part := range strings.Split(s, ",") {
		k, val, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("option %q: want key=value", part)
		}
		out = append(out, Option{Key: k, Value: val})
	}
	return out, nil
}
