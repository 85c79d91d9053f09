# Roda — see README.md. `make run` serves the demo; `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help

TARGET_DIR := $(or $(CARGO_TARGET_DIR),target)
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/postgres

.PHONY: help web-deps web build server dist server-bin run test lint-rust test-rust test-rust-sqlite test-rust-postgres test-web test-e2e test-fuzz test-cluster bench clean

help:
	@echo "make run    build the web app and the server (the tests' dev build), serve the demo on \$${RODA_ADDR:-127.0.0.1:8080}"
	@echo "make dist   the production binary: release profile, thin LTO ($(TARGET_DIR)/release/roda)"
	@echo "make test   every test: Rust on SQLite and PostgreSQL, web unit tests, Playwright in Chromium, API fuzz, the cluster"
	@echo "make bench  the benchmarks of docs/BENCHMARKS.md"
	@echo "make test-cluster  three instances behind HAProxy on one PostgreSQL (part of make test)"

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund

web-deps: web/node_modules/.package-lock.json

# The web app is rebuilt only when what goes into it changed (sources, public files, build
# config, lockfile): a second `make run` leaves web/dist untouched, so the binary that
# embeds it is not relinked. Tests (*.test.*, src/test) do not go into the build. The stamp lives
# in web/dist (deleting dist rebuilds) under .vite/, which the server never serves.
WEB_STAMP := web/dist/.vite/build.stamp
WEB_INPUTS := $(shell find web/src web/public web/build -type f ! -name '*.test.ts' ! -name '*.test.tsx' ! -path 'web/src/test/*' 2>/dev/null) \
	web/index.html web/vite.config.ts web/tsconfig.json web/tsconfig.app.json web/tsconfig.node.json web/package.json

$(WEB_STAMP): web/node_modules/.package-lock.json $(WEB_INPUTS)
	cd web && npm run build
	@touch $@

web: $(WEB_STAMP)

# `make run` serves the dev build, the one the tests and Playwright run (Cargo.toml
# [profile.dev.package] optimises what is slow unoptimised): a fresh machine builds it once, and
# after `make test` it is already built. Production and the benchmarks use `make dist`. A dev
# build reads web/dist at run time (crates/server/build.rs), so the web app and the server build
# side by side; the release build embeds web/dist and waits for it.
build:
	$(MAKE) --no-print-directory -j2 web server

server:
	cargo build -p server

dist: web
	cargo build --release -p server

run: build
	$(TARGET_DIR)/debug/roda seed showcase
	$(TARGET_DIR)/debug/roda serve --demo

test: lint-rust test-rust test-web test-e2e test-fuzz test-cluster
	@echo "make test: all suites passed"

# Formatting and clippy with the workspace lints (Cargo.toml [workspace.lints]), warnings denied.
lint-rust:
	@echo "== cargo fmt --check and clippy"
	cargo fmt --all --check
	cargo clippy --workspace --all-targets -- -D warnings

test-rust: test-rust-sqlite test-rust-postgres

test-rust-sqlite:
	@echo "== Rust tests on SQLite"
	cargo test --workspace

# The API tests again on PostgreSQL, and the bulk seed's (its multi-row inserts). CI (CI=true or
# RODA_REQUIRE_POSTGRES=1) fails without one. `--workspace` (not `-p server`) keeps the features
# of the SQLite run's build, so nothing is compiled again.
test-rust-postgres:
	@if psql "$(PG_TEST_URL)" -tAc 'select 1' >/dev/null 2>&1; then \
		echo "== API tests on PostgreSQL ($(PG_TEST_URL))"; \
		RODA_TEST_DATABASE_URL="$(PG_TEST_URL)" cargo test -p api --tests \
			&& RODA_TEST_DATABASE_URL="$(PG_TEST_URL)" cargo test --workspace --test cli a_bulk_seed; status=$$?; \
		psql "$(PG_TEST_URL)" -tAc "select datname from pg_database where datname like 'roda_tpl_%' or datname like 'roda_test_%'" \
			| xargs -r -I{} psql "$(PG_TEST_URL)" -qc 'DROP DATABASE IF EXISTS {} WITH (FORCE)'; \
		exit $$status; \
	elif [ -n "$$CI$$RODA_REQUIRE_POSTGRES" ]; then \
		echo "!! PostgreSQL is not reachable at $(PG_TEST_URL): the PostgreSQL suite cannot run" >&2; exit 1; \
	else \
		echo ""; \
		echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"; \
		echo "!! PostgreSQL is NOT reachable at $(PG_TEST_URL): the API tests ran on SQLite ONLY."; \
		echo "!! Start it (pg_ctlcluster ... main start) or set PG_TEST_URL, then run make test-rust-postgres."; \
		echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"; \
		echo ""; \
	fi

# The bundle budget (scripts/check-bundle.mjs) reads the build's manifest and compressed files.
# In CI the unit tests run once more after a failure, as Playwright retries a failed test
# (.ci/run): on a clean clone's cold transform cache a file can end while a lazily drawn antd
# part is still being imported, and with `isolate: false` the failed import stays in that
# worker's modules for its later files (seen 2026-12-06: 7 of 738 failed, all passed warm). A
# test that fails twice still fails the run.
test-web: web
	@echo "== Web unit tests and the bundle budget"
	cd web && npm run lint && { npm test || { [ -n "$$CI" ] && echo "== web unit tests failed; once more (CI)" && npm test; }; } && npm run check:bundle

# The server binary of the browser, fuzz and cluster runs is the one the Rust tests built
# (`cargo test --workspace` puts `roda` in target/debug with the workspace's features): after
# test-rust it is built already; `cargo build -p server` would resolve other features and compile
# storage, api and server again.
SERVER_BIN := $(abspath $(TARGET_DIR))/debug/roda
server-bin:
	cargo test --workspace --no-run --quiet

test-e2e: web server-bin
	@echo "== Playwright in Chromium"
	@command -v chromium >/dev/null || { echo "!! Debian's chromium is missing: apt-get install chromium" >&2; exit 1; }
	cd web && RODA_BIN="$(SERVER_BIN)" npx playwright test

# Every route's body fuzzed from the OpenAPI document on SQLite and PostgreSQL (schemathesis):
# any 5xx fails (issue 6). Reuses the debug binary of the e2e run.
test-fuzz: server-bin
	@echo "== API fuzz (schemathesis) on SQLite and PostgreSQL"
	RODA_BIN="$(SERVER_BIN)" FUZZ_MAX_EXAMPLES=$${FUZZ_MAX_EXAMPLES:-40} ./scripts/fuzz-api.sh all

bench: dist
	./scripts/bench.sh

clean:
	cargo clean
	rm -rf web/dist web/node_modules

# Three `roda serve` behind HAProxy on one PostgreSQL ($(PG_TEST_URL)'s server), files on moto's
# S3-compatible server, one instance killed under load (scripts/cluster-test.sh; docs/OPERATIONS.md,
# "Run as a cluster"). Takes the ports 19100-19199; .ci/run installs haproxy and moto.
test-cluster: server-bin
	@echo "== Three instances behind HAProxy on one PostgreSQL"
	@command -v haproxy >/dev/null || { echo "!! haproxy is missing: apt-get install haproxy" >&2; exit 1; }
	@command -v moto_server >/dev/null || { echo "!! moto_server is missing: pip install 'moto[server]'" >&2; exit 1; }
	RODA_BIN="$(SERVER_BIN)" CLUSTER_PG_URL=$(patsubst %/postgres,%,$(PG_TEST_URL)) scripts/cluster-test.sh
