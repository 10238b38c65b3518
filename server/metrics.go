//go:build !js

package server

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's figures for Prometheus (GET /metrics), in a
// registry of its own: two servers in one process (tests) keep theirs
// apart.
type metrics struct {
	reg      *prometheus.Registry
	created  prometheus.Counter
	moves    prometheus.Counter
	errors   *prometheus.CounterVec
	requests *prometheus.CounterVec
}

func newMetrics() *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.created = prometheus.NewCounter(prometheus.CounterOpts{Name: "outback_tables_created_total", Help: "Tables created since the server started."})
	m.moves = prometheus.NewCounter(prometheus.CounterOpts{Name: "outback_moves_total", Help: "Moves played and saved since the server started (chance's too)."})
	m.errors = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "outback_errors_total", Help: "Things that went wrong, by kind: store, resume, budget (a request over a server-wide budget), conns (a connection over the cap), bad_request."}, []string{"kind"})
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "outback_api_requests_total", Help: "API requests by route and status code."}, []string{"route", "code"})
	m.reg.MustRegister(m.created, m.moves, m.errors, m.requests,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	for _, k := range []string{"store", "resume", "budget", "conns", "bad_request"} {
		m.errors.WithLabelValues(k) // shown at 0 from the start
	}
	return m
}

// tablesFunc adds the gauges read at each scrape from counts.
func (m *metrics) tablesFunc(counts func() (waiting, playing, over, peers int)) {
	gauge := func(name, help string, pick func(w, p, o, n int) int) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, func() float64 {
			w, p, o, n := counts()
			return float64(pick(w, p, o, n))
		})
	}
	m.reg.MustRegister(
		gauge("outback_tables_waiting", "Open tables waiting for players.", func(w, _, _, _ int) int { return w }),
		gauge("outback_tables_playing", "Tables whose game is on.", func(_, p, _, _ int) int { return p }),
		gauge("outback_tables_finished", "Finished tables still answering their players.", func(_, _, o, _ int) int { return o }),
		gauge("outback_peers", "Connections to tables now, seated or watching.", func(_, _, _, n int) int { return n }),
	)
}

func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}
