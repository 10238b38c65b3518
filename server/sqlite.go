//go:build !js

package server

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite", pure Go
)

// sqliteStore is a Store in one SQLite file.
type sqliteStore struct{ db *sql.DB }

// sqliteFile is the database's name under the data folder.
const sqliteFile = "outback.db"

// OpenSQLite opens (or creates) the tables' database under dir.
func OpenSQLite(dir string) (Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("cannot make the data folder %s: %v", dir, err)
	}
	path := filepath.Join(dir, sqliteFile)
	// WAL: a write is one append to the log, and a kill -9 loses no
	// committed transaction; NORMAL syncs at checkpoints (an operating
	// system crash may lose the last moves, a killed process none).
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(5000)&_pragma=foreign_keys(ON)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("cannot open %s: %v", path, err)
	}
	// One connection: SQLite has one writer, and the moves of all tables
	// queue on it rather than on "database is locked".
	db.SetMaxOpenConns(1)
	const schema = `CREATE TABLE IF NOT EXISTS tables (
		code TEXT PRIMARY KEY,
		game TEXT NOT NULL,
		public INTEGER NOT NULL,
		created INTEGER NOT NULL,
		active INTEGER NOT NULL,
		record BLOB NOT NULL,
		token_hashes TEXT NOT NULL,
		bots TEXT NOT NULL,
		started INTEGER NOT NULL,
		over INTEGER NOT NULL,
		expired INTEGER NOT NULL DEFAULT 0,
		moves INTEGER NOT NULL
	);
	CREATE INDEX IF NOT EXISTS tables_open ON tables (over, expired, active);`
	if _, err := db.Exec(schema); err != nil {
		db.Close()
		if strings.Contains(err.Error(), "not a database") {
			return nil, fmt.Errorf("%s is not an Outback database (%v): move it away, or give another -data folder", path, err)
		}
		return nil, fmt.Errorf("cannot set up %s: %v", path, err)
	}
	return &sqliteStore{db: db}, nil
}

func (s *sqliteStore) Create(t StoredTable) error {
	hashes, bots := jsonList(t.TokenHashes), jsonList(t.Bots)
	_, err := s.db.Exec(`INSERT INTO tables (code, game, public, created, active, record, token_hashes, bots, started, over, moves)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		t.Code, t.Game, t.Public, t.Created, t.Active, t.Record, hashes, bots, t.Started, t.Over, t.Moves)
	return err
}

func (s *sqliteStore) Save(t StoredTable) error {
	res, err := s.db.Exec(`UPDATE tables SET active = ?, record = ?, token_hashes = ?, bots = ?, started = ?, over = ?, moves = ? WHERE code = ?`,
		t.Active, t.Record, jsonList(t.TokenHashes), jsonList(t.Bots), t.Started, t.Over, t.Moves, t.Code)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return fmt.Errorf("table %s: %w", t.Code, ErrNoTable)
	}
	return nil
}

const columns = `code, game, public, created, active, record, token_hashes, bots, started, over, expired, moves`

func (s *sqliteStore) Open() ([]StoredTable, error) {
	rows, err := s.db.Query(`SELECT ` + columns + ` FROM tables WHERE over = 0 AND expired = 0 ORDER BY created`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []StoredTable
	for rows.Next() {
		t, err := scanTable(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

func (s *sqliteStore) Get(code string) (StoredTable, error) {
	t, err := scanTable(s.db.QueryRow(`SELECT `+columns+` FROM tables WHERE code = ?`, code))
	if errors.Is(err, sql.ErrNoRows) {
		return t, ErrNoTable
	}
	return t, err
}

func (s *sqliteStore) Expire(cutoff time.Time) ([]string, error) {
	rows, err := s.db.Query(`UPDATE tables SET expired = 1 WHERE over = 0 AND expired = 0 AND active < ? RETURNING code`, cutoff.UnixMilli())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var codes []string
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			return nil, err
		}
		codes = append(codes, c)
	}
	return codes, rows.Err()
}

func (s *sqliteStore) Close() error { return s.db.Close() }

type scanner interface{ Scan(dest ...any) error }

func scanTable(r scanner) (StoredTable, error) {
	var t StoredTable
	var hashes, bots string
	err := r.Scan(&t.Code, &t.Game, &t.Public, &t.Created, &t.Active, &t.Record, &hashes, &bots, &t.Started, &t.Over, &t.Expired, &t.Moves)
	if err != nil {
		return t, err
	}
	if err := json.Unmarshal([]byte(hashes), &t.TokenHashes); err != nil {
		return t, fmt.Errorf("table %s: its token hashes do not read: %v", t.Code, err)
	}
	if err := json.Unmarshal([]byte(bots), &t.Bots); err != nil {
		return t, fmt.Errorf("table %s: its seats' levels do not read: %v", t.Code, err)
	}
	return t, nil
}

func jsonList(l []string) string {
	if l == nil {
		l = []string{}
	}
	b, _ := json.Marshal(l)
	return string(b)
}
