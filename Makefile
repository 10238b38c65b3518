# Outback — build, play, test. `make run` and `make test` set up what they
# need first (scripts/deps.sh), so both work on a fresh Debian machine.

GO        ?= go
BIN       := bin
WASM_OUT  := wasm/build
GOROOT    := $(shell $(GO) env GOROOT)
XVFB      := xvfb-run -a -s "-screen 0 1280x800x24"
FUZZTIME  ?= 20000x
# Packages that never link ebiten: they test without a display.
CORE_PKGS := ./rules/... ./internal/... ./ai/... ./net/... ./server/... ./sprites/tween/ ./assets/ ./cmd/outback-cli/ \
             ./scenes/billabong/steps/ ./scenes/downunder/steps/ ./scenes/crossing/steps/

.PHONY: all run build deps deps-test test check unit js-test gui-test browser-test fuzz bench web wasm clean golden

all: build

deps:
	@scripts/deps.sh run

deps-test:
	@scripts/deps.sh test

build: deps
	$(GO) build -o $(BIN)/outback .
	$(GO) build -o $(BIN)/outback-cli ./cmd/outback-cli

## run: set up, build and open the game window.
run: build
	./$(BIN)/outback

## test: set up and run every test (this is what CI runs).
test: deps-test check unit js-test gui-test browser-test fuzz
	@echo "make test: all passed"

check:
	@scripts/check.sh

unit:
	@echo "== rules, bots, command line (no display)"
	$(GO) test -count=1 $(filter-out ./net/...,$(CORE_PKGS))
	@echo "== the LAN on loopback (alone: its tests time hosts going away, and a busy machine skews them)"
	$(GO) test -count=1 ./net/...

js-test:
	@echo "== determinism under GOOS=js GOARCH=wasm (node)"
	GOOS=js GOARCH=wasm $(GO) test -count=1 -exec "$(GOROOT)/lib/wasm/go_js_wasm_exec" -run 'Determinism' ./rules/...

gui-test:
	@echo "== screens under Xvfb (golden screenshots)"
	$(XVFB) $(GO) test -count=1 ./scenes/... ./sprites/

browser-test:
	@echo "== the browser build in headless Chromium, and how it is built and served"
	$(GO) test -count=1 -timeout 20m ./wasm/...

fuzz:
	@echo "== fuzz targets, $(FUZZTIME) each"
	@scripts/fuzz.sh $(FUZZTIME)

## golden: rewrite the golden screenshots after a deliberate change.
golden:
	$(XVFB) $(GO) test -count=1 ./scenes ./scenes/billabong ./scenes/crossing ./scenes/downunder -update

## bench: print the speed figures (DESIGN §7).
bench: deps-test
	$(GO) test -run '^$$' -bench . -benchmem $(CORE_PKGS)
	$(XVFB) $(GO) test -run '^$$' -bench . -benchmem ./scenes/...
	$(GO) test -run '^$$' -bench 'FirstFrame|JoinBytes' -benchtime 8x ./wasm/
	$(GO) test -run '^$$' -bench 'PageIdle' -benchtime 1x ./wasm/
	@scripts/wasm-size.sh
	@scripts/server-bench.sh

wasm:
	@mkdir -p $(WASM_OUT)
	scripts/wasm-build.sh $(WASM_OUT)
	cp "$(GOROOT)/lib/wasm/wasm_exec.js" wasm/index.html $(WASM_OUT)/
	$(GO) run ./wasm/compress $(WASM_OUT)

## web: build the browser version and serve it on http://127.0.0.1:8080
web: wasm
	$(GO) run ./wasm/serve -dir $(WASM_OUT) -addr 127.0.0.1:8080

clean:
	rm -rf $(BIN) $(WASM_OUT)
