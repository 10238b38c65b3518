//go:build !js

package server

import (
	_ "embed"
	"errors"
	"net/http"
	neturl "net/url"
	"slices"
	"strings"

	"outback/internal/webserve"
)

// lobbyPage is the page at the server's address: Play online (create a
// table, the public tables, My games). A join link (/?join=CODE) opens the
// game itself, and /play the game's title screen.
//
//go:embed lobby.html
var lobbyPage []byte

// Handler is the server's HTTP handler: the lobby, the browser build, each
// table's endpoints, the API, /healthz and /metrics.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Write([]byte("ok\n"))
	})
	mux.Handle("GET /metrics", s.metrics.handler())
	mux.HandleFunc("POST /api/tables", s.counted("create", s.apiCreate))
	mux.HandleFunc("GET /api/tables", s.counted("list", s.apiList))
	mux.HandleFunc("GET /api/tables/{code}", s.counted("table", s.apiTable))
	mux.HandleFunc("GET /api/tables/{code}/record", s.counted("record", s.apiRecord))
	mux.HandleFunc("GET /api/tables/{code}/qr.png", s.counted("qr", s.apiQR))
	mux.HandleFunc("GET /api/games", s.counted("games", s.apiGames))
	for _, p := range []string{"/api/tables", "/api/tables/{code}", "/api/tables/{code}/record", "/api/tables/{code}/qr.png", "/api/games"} {
		mux.HandleFunc(p, func(w http.ResponseWriter, r *http.Request) {
			s.metrics.errors.WithLabelValues("bad_request").Inc()
			jsonError(w, http.StatusMethodNotAllowed, r.Method+" is not how "+r.URL.Path+" is asked")
		})
	}
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		s.metrics.errors.WithLabelValues("bad_request").Inc()
		jsonError(w, http.StatusNotFound, "no such API route: "+r.Method+" "+r.URL.Path)
	})
	for _, p := range []string{"/ws", "/game", "/succession"} {
		mux.HandleFunc(p, s.tableRequest)
	}
	mux.HandleFunc("/", s.page)
	return securityHeaders(mux)
}

// securityHeaders are sent with every answer: the pages are not to be
// framed by other sites, nor their types guessed.
func securityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("X-Frame-Options", "DENY")
		w.Header().Set("Referrer-Policy", "no-referrer") // a join link in the address bar stays here
		h.ServeHTTP(w, r)
	})
}

// tableRequest routes a table's request (/ws, /game, /succession) by the
// join code in its query.
func (s *Server) tableRequest(w http.ResponseWriter, r *http.Request) {
	addr := hostOf(r.RemoteAddr)
	now := s.cfg.Now()
	if why := s.budget.lockedOut(addr, now); why != "" {
		http.Error(w, why+"; try again later", http.StatusForbidden)
		return
	}
	code := r.URL.Query().Get("join")
	if r.URL.Path == "/ws" && !s.originAllowed(r) {
		http.Error(w, "a page of another site may not open a game here", http.StatusForbidden)
		return
	}
	t := s.table(code)
	if t == nil {
		if st, err := s.cfg.Store.Get(code); err == nil && code != "" {
			// Over or expired, and no longer kept open.
			why := "the game is over"
			if st.Expired && !st.Over {
				why = "the table was closed: nobody moved for a long time"
			}
			http.Error(w, why, http.StatusGone)
			return
		}
		s.budget.wrongCode(addr, now)
		http.Error(w, "no table has that join code", http.StatusNotFound)
		return
	}
	t.host.ServeHTTP(w, r)
}

// originAllowed reports whether a game connection may come from r's page:
// programs send no Origin; a browser's page must be the server's own, or
// one of Config.Origins.
func (s *Server) originAllowed(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" || slices.Contains(s.cfg.Origins, "*") || slices.Contains(s.cfg.Origins, origin) {
		return true
	}
	u, err := neturl.Parse(origin)
	return err == nil && strings.EqualFold(u.Host, r.Host)
}

// page serves the lobby at /, the game for a join link and at /play, and
// the browser build's files.
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	game := r.URL.Path == "/play" || (r.URL.Path == "/" && r.URL.Query().Has("join"))
	if r.URL.Path == "/" && !game {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(lobbyPage)
		return
	}
	if s.cfg.Web == nil {
		http.Error(w, "this server has no browser build (outback-cli serve -web DIR, after make wasm)", http.StatusNotFound)
		return
	}
	if game {
		r2 := *r
		u := *r.URL
		u.Path = "/"
		r2.URL = &u
		r = &r2
	}
	webserve.Handler(s.cfg.Web).ServeHTTP(w, r)
}

// statusOf is an API error's HTTP status.
func statusOf(err error) int {
	var re requestError
	var be budgetError
	switch {
	case errors.As(err, &re):
		return http.StatusBadRequest
	case errors.As(err, &be):
		return http.StatusTooManyRequests
	}
	return http.StatusInternalServerError
}
