#!/usr/bin/env bash
# Type-checks the two TypeScript projects side by side: the server, CLI and every test (the viewer's browser tests and
# build config too), and the viewer app (DOM types). It uses tsgo, TypeScript's native compiler (the same checks as
# tsc, several times faster); the build (`npm run build`) still emits with tsc. Fails when any of them fails; each
# prints its own errors.
set -u
pids=()
tsgo -p tsconfig.json --noEmit & pids+=($!)
tsgo -p viewer/tsconfig.json --noEmit & pids+=($!)
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
