//go:build !js

package net

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	neturl "net/url"
	"strings"
	"time"
)

// What a server's lobby shows, in the JSON of its API (server/api.go
// answers it, the window's Play online screen and the lobby page read
// it): docs/server.md.

// TableRequest is a new table: the body of POST /api/tables.
type TableRequest struct {
	Game    string            `json:"game"`
	Options map[string]string `json:"options,omitempty"`
	// Seats are "lan" (a person) or a computer level, one a seat.
	Seats  []string `json:"seats"`
	Public bool     `json:"public"`
}

// TableInfo is one table as the API shows it.
type TableInfo struct {
	Code    string      `json:"code"`
	Link    string      `json:"link"`
	Game    string      `json:"game"`
	Title   string      `json:"title"`
	Public  bool        `json:"public"`
	Seats   []TableSeat `json:"seats"`
	Free    int         `json:"free"`
	Started bool        `json:"started"`
	Over    bool        `json:"over"`
	// ToMove is the seat to move, counted from 1 (0: nobody, the game is
	// over or waits for players).
	ToMove  int   `json:"to_move"`
	Moves   int   `json:"moves"`
	Active  int64 `json:"active"`
	Created int64 `json:"created"`
	Scores  []int `json:"scores,omitempty"`
	Ranks   []int `json:"ranks,omitempty"`
}

// TableSeat is a seat of a listed table.
type TableSeat struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"` // "person" or a computer level
	Taken bool   `json:"taken"`
}

// TableLists are GET /api/tables: the public tables with free seats, and
// the public games on, to watch.
type TableLists struct {
	Open  []TableInfo `json:"open"`
	Watch []TableInfo `json:"watch"`
}

// ServerAddress reads a server's address as a person types it
// ("outback.example.org", "192.168.1.20:8080", or a whole URL): its base,
// scheme://HOST[:PORT].
func ServerAddress(typed string) (string, error) {
	s := strings.TrimSpace(typed)
	if s == "" {
		return "", errors.New("type the server's address, for example outback.example.org or 192.168.1.20:8080")
	}
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := neturl.Parse(s)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return "", fmt.Errorf("%q is not a server's address (for example outback.example.org or 192.168.1.20:8080)", typed)
	}
	return u.Scheme + "://" + u.Host, nil
}

var lobbyClient = &http.Client{Timeout: 10 * time.Second}

// lobbyCall asks the server at base and reads its JSON answer into out.
func lobbyCall(ctx context.Context, method, url string, body any, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := lobbyClient.Do(req)
	if err != nil {
		return fmt.Errorf("the server does not answer: %w", err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode >= 400 {
		var e struct{ Error string }
		if json.Unmarshal(data, &e) == nil && e.Error != "" {
			return errors.New(e.Error)
		}
		return fmt.Errorf("the server answered %s: is it an Outback server?", resp.Status)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("the server's answer does not read (is it an Outback server?): %v", err)
	}
	return nil
}

// ListTables asks the server at base for its public tables.
func ListTables(ctx context.Context, base string) (TableLists, error) {
	var l TableLists
	err := lobbyCall(ctx, http.MethodGet, base+"/api/tables", nil, &l)
	return l, err
}

// GetTable asks the server at base about one table.
func GetTable(ctx context.Context, base, code string) (TableInfo, error) {
	var t TableInfo
	err := lobbyCall(ctx, http.MethodGet, base+"/api/tables/"+neturl.PathEscape(code), nil, &t)
	return t, err
}

// CreateTable creates a table at the server at base and returns its join
// link.
func CreateTable(ctx context.Context, base string, req TableRequest) (string, error) {
	var out struct{ Code, Link string }
	if err := lobbyCall(ctx, http.MethodPost, base+"/api/tables", req, &out); err != nil {
		return "", err
	}
	if CheckLink(out.Link) != nil {
		return "", fmt.Errorf("the server's answer holds no join link (%q)", out.Link)
	}
	return out.Link, nil
}
