//go:build !js

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	stdnet "net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"outback/net"
	"outback/server"
)

// runServe runs the Outback server: many tables behind one port, kept in
// a database under -data.
func runServe(args []string, _ io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", ":8080", "")
	data := fs.String("data", "outback-data", "")
	webDir := fs.String("web", "", "")
	ttl := fs.Duration("ttl", 30*24*time.Hour, "")
	pace := fs.Duration("pace", 700*time.Millisecond, "")
	certFile := fs.String("tls-cert", "", "")
	keyFile := fs.String("tls-key", "", "")
	origins := fs.String("origins", "", "")
	perHour := fs.Int("tables-per-hour", 0, "")
	perAddr := fs.Int("conns-per-addr", 0, "")
	shard := fs.String("shard", "", "")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if len(fs.Args()) > 0 {
		return usageErr("serve takes no arguments (%q)", fs.Args()[0])
	}
	if (*certFile == "") != (*keyFile == "") {
		return errors.New("-tls-cert and -tls-key go together: give both, or neither (and let Caddy do TLS in front)")
	}
	if *ttl < time.Minute {
		return fmt.Errorf("-ttl %v: a table must be kept at least a minute", *ttl)
	}
	if err := net.CheckShard(*shard); err != nil {
		return fmt.Errorf("-shard: %v", err)
	}
	if *perHour < 0 || *perAddr < 0 {
		return errors.New("-tables-per-hour and -conns-per-addr cannot be negative")
	}
	if *pace < 0 {
		return fmt.Errorf("-pace %v: a wait cannot be negative", *pace)
	}
	web, err := net.WebBuild(*webDir)
	if err != nil {
		return fmt.Errorf("-web %v", err)
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	if web == nil {
		log.Warn("no browser build found (make wasm, or -web DIR): the lobby and the API only")
	}
	store, err := server.OpenSQLite(*data)
	if err != nil {
		return fmt.Errorf("-data: %v", err)
	}
	cfg := server.Config{Store: store, Web: web, TTL: *ttl, Pace: *pace, Log: log,
		Budget: server.Budget{TablesPerHour: *perHour, PerAddr: *perAddr}, Shard: *shard}
	if *pace == 0 {
		cfg.Pace = -1 // no wait at all (Config's zero is its default)
	}
	for _, o := range strings.Split(*origins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			cfg.Origins = append(cfg.Origins, o)
		}
	}
	started := time.Now()
	srv, err := server.New(cfg)
	if err != nil {
		store.Close()
		return err
	}
	defer srv.Close()
	ln, err := stdnet.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("-addr: cannot listen on %s: %v", *addr, err)
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute,
		ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	scheme := "http"
	if *certFile != "" {
		scheme = "https"
	}
	fmt.Fprintf(out, "serving on %s://%s/\n", scheme, displayAddr(ln.Addr().String()))
	log.Info("serving", "addr", ln.Addr().String(), "data", *data, "ready_in", time.Since(started).Round(time.Millisecond))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		log.Info("shutting down")
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
	}()
	lln := srv.Listener(ln)
	if *certFile != "" {
		err = hs.ServeTLS(lln, *certFile, *keyFile)
	} else {
		err = hs.Serve(lln)
	}
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// displayAddr names a listener's address for a person: every interface
// is shown as this machine's first LAN address (or 127.0.0.1).
func displayAddr(a string) string {
	host, port, err := stdnet.SplitHostPort(a)
	if err != nil {
		return a
	}
	if ip := stdnet.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = "127.0.0.1"
		if all := net.LANAddresses(); len(all) > 0 {
			host = all[0]
		}
	}
	return stdnet.JoinHostPort(host, port)
}
