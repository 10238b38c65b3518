package rules

import (
	"strconv"
	"strings"
	"unicode"
)

// MaxNameRunes is the longest a player's name may be.
const MaxNameRunes = 24

// CleanName makes a name fit to keep and show: printable characters only
// (control and format characters — escapes, newlines, direction marks —
// are dropped), runs of spaces made one, trimmed, at most MaxNameRunes
// runes. A name from the network is cleaned at the door, so a Record never
// holds one that could forge a line of output.
func CleanName(s string) string {
	var b strings.Builder
	runes, space := 0, false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case !unicode.IsPrint(r):
			continue
		}
		if runes == MaxNameRunes {
			break
		}
		if space {
			if runes+1 == MaxNameRunes {
				break
			}
			b.WriteByte(' ')
			runes++
			space = false
		}
		b.WriteRune(r)
		runes++
	}
	return b.String()
}

// Printable is s with every character that is not printable written as an
// escape (\x1b, \n, \u202e): for showing text from a file or the network
// on a terminal, where a raw escape could recolour it or forge a line.
func Printable(s string) string {
	clean := true
	for _, r := range s {
		if !unicode.IsPrint(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsPrint(r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRuneToASCII(r)
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}
