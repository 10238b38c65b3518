// Package server is the Outback server (outback-cli serve): many tables
// behind one port, for players without a computer at the table — phones
// alone, friends in different homes.
//
// Each table is a net.Host of its own (the LAN protocol, tokens,
// spectators, undo requests, stand-in computers), attached to the server
// rather than listening (net/served.go): the server routes /ws, /game and
// /succession by the join code in the query. Every change a peer could
// hear of is written to the Store before the peer hears it, so a server
// killed at any moment and started again on its data resumes every
// unfinished table, and its players come back to it with their tokens.
//
// The files: server.go keeps the tables (create, restore, expire),
// routes.go the HTTP routes and the browser build, api.go the JSON API,
// budget.go the server-wide budgets, metrics.go the Prometheus metrics,
// store.go the Store interface and sqlite.go its SQLite implementation
// (modernc.org/sqlite: pure Go, one file). docs/server.md says how tables
// would grow past one machine.
package server
