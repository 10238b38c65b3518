package sprites

// What a player gets on the screen as drawn: the smallest text and the
// smallest tap target, in logical units, gathered as things are drawn (the
// App turns them into CSS pixels and publishes them; issue: phones).

var (
	minText   int     // the smallest font size drawn since ResetMetrics (0: none)
	minTarget float64 // the shorter side of the smallest tap target (0: none)
)

// ResetMetrics starts gathering anew (a new screen, a new size).
func ResetMetrics() { minText, minTarget = 0, 0 }

// NoteTarget notes a tap target of w×h logical units.
func NoteTarget(w, h float64) {
	s := min(w, h)
	if s > 0 && (minTarget == 0 || s < minTarget) {
		minTarget = s
	}
}

// Metrics are the smallest font size and tap target drawn since the last
// ResetMetrics, in logical units (0: none drawn).
func Metrics() (text int, target float64) { return minText, minTarget }

func noteText(size int) {
	if size > 0 && (minText == 0 || size < minText) {
		minText = size
	}
}
