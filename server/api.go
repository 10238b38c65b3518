//go:build !js

package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"

	qrcode "github.com/skip2/go-qrcode"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// The JSON API (docs/server.md lists it with examples).

// counted counts a route's answers by status code.
func (s *Server) counted(route string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w, code: http.StatusOK}
		h(sw, r)
		s.metrics.requests.WithLabelValues(route, strconv.Itoa(sw.code)).Inc()
		if sw.code >= 400 && sw.code < 500 {
			s.metrics.errors.WithLabelValues("bad_request").Inc()
		}
	}
}

type statusWriter struct {
	http.ResponseWriter
	code int
}

func (w *statusWriter) WriteHeader(code int) {
	w.code = code
	w.ResponseWriter.WriteHeader(code)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

func jsonError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, map[string]string{"error": msg})
}

// baseURL is the server's address as the request reached it (behind a
// proxy that terminates TLS, X-Forwarded-Proto says https).
func baseURL(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https") {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// apiCreate is POST /api/tables: {"game","options","seats","public"} →
// 201 {"code","link"}.
func (s *Server) apiCreate(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.cfg.Budget.Body))
	if err != nil {
		jsonError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the request is larger than %d bytes", s.cfg.Budget.Body))
		return
	}
	var req CreateRequest
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		jsonError(w, http.StatusBadRequest, "the request is not a table: "+err.Error()+` (want {"game":"billabong","seats":["lan","medium"],"options":{},"public":true})`)
		return
	}
	code, err := s.Create(req, hostOf(r.RemoteAddr))
	if err != nil {
		jsonError(w, statusOf(err), err.Error())
		return
	}
	writeJSON(w, http.StatusCreated, map[string]string{"code": code, "link": baseURL(r) + "/?join=" + code})
}

func (t *table) json(base string) net.TableInfo {
	t.mu.Lock()
	defer t.mu.Unlock()
	return infoOf(base, t.code, t.public, t.created, t.sum)
}

// infoOf is a table as the API shows it, from what the lists keep of it.
func infoOf(base, code string, public bool, created int64, sum summary) net.TableInfo {
	j := net.TableInfo{Code: code, Link: base + "/?join=" + code, Game: sum.game, Public: public, Seats: sum.seats,
		Started: sum.started, Over: sum.over, Moves: sum.moves, Active: sum.active, Created: created}
	if g, err := rules.Lookup(sum.game); err == nil {
		j.Title = g.Title
	}
	for _, st := range sum.seats {
		if !st.Taken {
			j.Free++
		}
	}
	if sum.started && sum.toMove >= 0 {
		j.ToMove = sum.toMove + 1
	}
	if sum.result != nil {
		j.Scores, j.Ranks = sum.result.Scores, sum.result.Ranks
	}
	return j
}

// apiList is GET /api/tables: the public tables, those with free seats
// first ("open"), then the games on ("watch").
func (s *Server) apiList(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	ts := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		if t.public {
			ts = append(ts, t)
		}
	}
	s.mu.Unlock()
	base := baseURL(r)
	out := net.TableLists{Open: []net.TableInfo{}, Watch: []net.TableInfo{}}
	for _, t := range ts {
		j := t.json(base)
		switch {
		case j.Over:
		case j.Free > 0:
			out.Open = append(out.Open, j)
		case j.Started:
			out.Watch = append(out.Watch, j)
		}
	}
	// The newest first; a list of at most 100 each.
	newest := func(a, b net.TableInfo) int { return int(b.Created - a.Created) }
	slices.SortFunc(out.Open, newest)
	slices.SortFunc(out.Watch, func(a, b net.TableInfo) int { return int(b.Active - a.Active) })
	out.Open, out.Watch = out.Open[:min(len(out.Open), 100)], out.Watch[:min(len(out.Watch), 100)]
	writeJSON(w, http.StatusOK, out)
}

// apiTable is GET /api/tables/{code}: one table, open or kept.
func (s *Server) apiTable(w http.ResponseWriter, r *http.Request) {
	code := r.PathValue("code")
	if t := s.table(code); t != nil {
		writeJSON(w, http.StatusOK, t.json(baseURL(r)))
		return
	}
	st, err := s.cfg.Store.Get(code)
	if err != nil {
		s.tableMissing(w, r, err)
		return
	}
	j := infoOf(baseURL(r), st.Code, st.Public, st.Created, summaryOf(st))
	writeJSON(w, http.StatusOK, j)
}

func (s *Server) tableMissing(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, ErrNoTable) {
		s.budget.wrongCode(hostOf(r.RemoteAddr), s.cfg.Now())
		jsonError(w, http.StatusNotFound, "no table has the code "+strconv.Quote(r.PathValue("code")))
		return
	}
	s.metrics.errors.WithLabelValues("store").Inc()
	jsonError(w, http.StatusInternalServerError, "the table could not be read")
}

// apiRecord is GET /api/tables/{code}/record: the game as an .outback
// Record (to replay and review; a game on shows its moves so far).
func (s *Server) apiRecord(w http.ResponseWriter, r *http.Request) {
	st, err := s.cfg.Store.Get(r.PathValue("code"))
	if err != nil {
		s.tableMissing(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", st.Game+"-"+st.Code+".outback"))
	w.Write(st.Record)
}

// apiQR is GET /api/tables/{code}/qr.png: the join link as a QR code, for
// a phone across the table (or across a video call).
func (s *Server) apiQR(w http.ResponseWriter, r *http.Request) {
	t := s.table(r.PathValue("code"))
	if t == nil {
		s.tableMissing(w, r, ErrNoTable)
		return
	}
	png, err := qrcode.Encode(baseURL(r)+"/?join="+t.code, qrcode.Medium, 320)
	if err != nil {
		jsonError(w, http.StatusInternalServerError, err.Error())
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Write(png)
}

// gameJSON is what the lobby needs to offer a game: its players and
// options, and the computer levels.
type gameJSON struct {
	Name       string       `json:"name"`
	Title      string       `json:"title"`
	MinPlayers int          `json:"min_players"`
	MaxPlayers int          `json:"max_players"`
	Options    []optionJSON `json:"options"`
}

type optionJSON struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	Help  string `json:"help"`
	// Choices are the values to pick from; empty, a number from Min to Max.
	Choices    []string `json:"choices"`
	Min        int      `json:"min"`
	Max        int      `json:"max"`
	Default    string   `json:"default"`
	MinPlayers int      `json:"min_players,omitempty"`
	MaxPlayers int      `json:"max_players,omitempty"`
}

// apiGames is GET /api/games: the games, their options and the levels.
func (s *Server) apiGames(w http.ResponseWriter, r *http.Request) {
	type levelJSON struct {
		Name  string `json:"name"`
		Label string `json:"label"`
		Help  string `json:"help"`
	}
	var out struct {
		Games  []gameJSON  `json:"games"`
		Levels []levelJSON `json:"levels"`
	}
	for _, g := range rules.Games() {
		gj := gameJSON{Name: g.Name, Title: g.Title, MinPlayers: g.MinPlayers, MaxPlayers: g.MaxPlayers, Options: []optionJSON{}}
		for _, o := range g.Options {
			gj.Options = append(gj.Options, optionJSON{Key: o.Key, Label: o.Label, Help: o.Help, Choices: o.Choices,
				Min: o.Min, Max: o.Max, Default: o.Default, MinPlayers: o.MinPlayers, MaxPlayers: o.MaxPlayers})
		}
		out.Games = append(out.Games, gj)
	}
	for _, l := range ai.Levels { // the levels a new game offers
		out.Levels = append(out.Levels, levelJSON{l.Name, l.Label, l.Help})
	}
	writeJSON(w, http.StatusOK, out)
}
