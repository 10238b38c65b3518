package rules

import "testing"

func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"Sam":                               "Sam",
		"  Mal\x1b[32m\n  ok: every move  ": "Mal[32m ok: every move",
		"a\u202eb\tc":                       "ab c",
		"\n\r\t":                            "",
		"Zoë Ängström-Łukasz Øster Þór":     "Zoë Ängström-Łukasz Øste",
	} {
		if got := CleanName(in); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"Sam":               "Sam",
		"Mal\x1b[32m\n  ok": `Mal\x1b[32m\n  ok`,
		"a\u202eb":          `a\u202eb`,
		"Zoë":               "Zoë",
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}
