//go:build !js

package server

import (
	"errors"
	"time"
)

// Store keeps the tables. SQLite (OpenSQLite) is the one in use; the
// interface is what a PostgreSQL store would implement for servers that
// share their tables (docs/server.md). Each method is safe to call from
// any goroutine.
type Store interface {
	// Create adds a new table.
	Create(t StoredTable) error
	// Save replaces a table's game and seats (called before any player
	// hears of the change).
	Save(t StoredTable) error
	// Open lists the tables that are neither over nor expired, to resume.
	Open() ([]StoredTable, error)
	// Get is one table, over or not (ErrNoTable if there is none).
	Get(code string) (StoredTable, error)
	// Expire marks the open tables whose last change is before cutoff as
	// expired, and returns their codes.
	Expire(cutoff time.Time) ([]string, error)
	// Close closes the store.
	Close() error
}

// ErrNoTable is Get's answer for a code no table has.
var ErrNoTable = errors.New("no such table")

// StoredTable is a table as the store keeps it.
type StoredTable struct {
	Code   string
	Game   string
	Public bool
	// Created and Active (the last change) are Unix milliseconds.
	Created, Active int64
	// Record is the game so far (rules.Record, encoded); its seats carry
	// the names.
	Record []byte
	// TokenHashes are the seats' tokens, hashed ("" a seat nobody has
	// taken); Bots the level a player's own program plays a seat with.
	TokenHashes []string
	Bots        []string
	Started     bool
	Over        bool
	Expired     bool
	// Moves is how many moves the Record holds.
	Moves int
}
