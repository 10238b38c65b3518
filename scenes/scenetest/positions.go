package scenetest

import (
	"testing"

	"outback/rules"
	"outback/rules/billabong"
	"outback/scenes"
	"outback/scenes/ui"
)

// GermanApp is a test app whose saved settings choose German.
func GermanApp(script *ui.Script, start func(a *scenes.App) ui.Scene, plays []scenes.PlayScreen) *scenes.App {
	store := ui.NewMemStore()
	store.Files[scenes.SettingsName] = []byte(`{"version": 1, "coords": true, "animSpeed": 2, "sound": false, "language": "de"}`)
	if script == nil {
		script = &ui.Script{}
	}
	return scenes.NewApp(scenes.Options{Source: script, Store: store, Start: start, Now: Clock, Silent: true, Plays: plays, LANAddr: "127.0.0.1:0", AnnounceAddr: scenetestLAN, DiscoverAddr: scenetestLAN})
}

// BillabongMatch is a two-seat Billabong match (seed 3) with the seats'
// kinds; t nil panics on a bad setup.
func BillabongMatch(t *testing.T, kinds ...string) *rules.Match {
	if t == nil {
		return Match(nil, "billabong", 3, "", kinds...)
	}
	return Match(t, "billabong", 3, "", kinds...)
}

// PlaceAll plays Billabong's placement phase: seat s's k-th kangaroo on
// squares[2k+s].
func PlaceAll(t *testing.T, m *rules.Match, squares [][2]int) {
	for _, sq := range squares {
		if _, err := m.Play(billabong.PlaceMove(billabong.Sq(sq[0], sq[1])), Clock()); err != nil {
			t.Fatalf("placing on %v: %v", sq, err)
		}
	}
}

// JumpPosition is a Billabong match after placement where Blue can chain
// hops (m10 over n10 to o10).
func JumpPosition(t *testing.T, kinds ...string) *rules.Match {
	m := BillabongMatch(t, kinds...)
	PlaceAll(t, m, [][2]int{
		{9, 10}, {9, 11}, // k10 blue, l10 orange
		{11, 8}, {9, 13}, // i12, n10 (blue can chain: m10 over n10 to o10)
		{12, 14}, {13, 9},
		{8, 15}, {11, 11},
		{13, 15}, {12, 12},
	})
	return m
}

// LegalMove is the first legal move of st, as the game's own move type M,
// that pick takes.
func LegalMove[M any](st rules.State, pick func(M) bool) (M, bool) {
	for _, mv := range st.Legal(nil) {
		if gm, ok := rules.MoveAs[M](mv); ok && pick(gm) {
			return gm, true
		}
	}
	var none M
	return none, false
}
