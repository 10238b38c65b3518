package scenes

import (
	"errors"
	"fmt"
	"os"
	"strconv"

	"outback/net"
	"outback/rules"
	"outback/scenes/ui"
)

// The autosave: every applied move rewrites the game in progress as a
// Record (atomically, through the Store), so closing the window at any
// moment loses nothing; the title screen then offers Continue. A finished
// game is moved to the games/ folder, where the replay list will find it.
const autosaveName = "autosave.outback"

// SaveGame writes the match after a move. Errors are kept for the screen
// to show; play goes on.
func (a *App) SaveGame(m *rules.Match) {
	if a.store == nil {
		return
	}
	// A link to a game starts it, chance moves and all, before the first
	// frame: its first save waits for the next update after that frame
	// (saveLater). In a browser it was a tenth of a Crossing link's
	// start-up: the Record's encoding and the storage's first write run
	// code not yet compiled.
	if ui.FramesDrawn == 0 && ui.FirstFrameFirst {
		a.unsaved = m
		return
	}
	a.unsaved = nil
	// A LAN game keeps its own copy: the game behind Continue is this
	// computer's, and stays.
	inProgress := autosaveName
	if isLAN(m) {
		inProgress = lanSaveName
	}
	rec, err := m.Record()
	if err == nil {
		var data []byte
		if data, err = rec.Encode(); err == nil {
			if rec.Result != nil {
				name := "games/" + strconv.FormatInt(rec.Started, 10) + "-" + rec.Game + ".outback"
				if err = a.store.Write(name, data); err == nil {
					err = a.store.Remove(inProgress)
				}
				if inProgress == lanSaveName {
					a.store.Remove(lanSessionName) // nothing left to find
					a.lanSessionSaved = ""
				}
			} else {
				err = a.store.Write(inProgress, data)
			}
		}
	}
	a.saveErr = err
}

// lanSaveName is the copy of the LAN game in progress.
const lanSaveName = "lan.outback"

// isLAN reports whether some of m's seats are played on other computers.
func isLAN(m *rules.Match) bool {
	for _, s := range m.Setup().Seats {
		if s.Kind == net.RemoteKind {
			return true
		}
	}
	return false
}

// savedGame reads the autosave. A missing one is (nil, nil). One that
// cannot be read or replayed is moved aside — kept, not deleted — and the
// error says where.
func (a *App) savedGame() (*rules.Match, error) {
	if a.store == nil {
		return nil, nil
	}
	data, err := a.store.Read(autosaveName)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	rec, err := rules.DecodeRecord(data)
	var m *rules.Match
	if err == nil {
		m, err = rules.Resume(rec)
	}
	if err == nil && m.State().ToMove() == rules.Nobody {
		err = errors.New("the saved game is already over")
	}
	if err != nil {
		aside := "damaged/autosave-" + strconv.FormatInt(a.Now(), 10) + ".outback"
		if rerr := a.store.Rename(autosaveName, aside); rerr != nil {
			return nil, fmt.Errorf("the saved game could not be read (%v), nor moved aside (%v)", err, rerr)
		}
		return nil, fmt.Errorf("the saved game could not be read (%v); it was kept as %s", err, aside)
	}
	return m, nil
}

// saveLater makes the save put off until after the first frame (saveGame).
func (a *App) saveLater() {
	if a.unsaved != nil && ui.FramesDrawn > 0 {
		a.SaveGame(a.unsaved)
	}
}
