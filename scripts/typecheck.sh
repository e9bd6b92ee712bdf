#!/usr/bin/env bash
# Type-checks the three TypeScript projects side by side: the server and CLI, the viewer app, and the viewer's tests
# and build config. It uses tsgo, TypeScript's native compiler (the same checks as tsc, about 7× faster here); the
# build (`npm run build`) still emits with tsc. Fails when any of them fails; each prints its own errors.
set -u
pids=()
tsgo -p tsconfig.json --noEmit & pids+=($!)
tsgo -p viewer/tsconfig.json --noEmit & pids+=($!)
tsgo -p viewer/tsconfig.node.json & pids+=($!)
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
