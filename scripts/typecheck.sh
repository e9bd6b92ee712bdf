#!/usr/bin/env bash
# Type-checks the three TypeScript projects side by side (tsc uses one core each): the server and CLI, the viewer
# app, and the viewer's tests and build config. Fails when any of them fails; each prints its own errors.
set -u
pids=()
tsc -p tsconfig.json --noEmit & pids+=($!)
tsc -p viewer/tsconfig.json --noEmit & pids+=($!)
tsc -p viewer/tsconfig.node.json & pids+=($!)
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
