#!/usr/bin/env bash
# The static checks `npm test` runs before the tests, side by side: types (scripts/typecheck.sh), lint and format
# (biome), and the layering rules (dependency-cruiser). Each check's output is printed whole, after it ends; fails
# when any check fails.
set -u
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
names=(typecheck lint deps)
pids=()
for name in "${names[@]}"; do
  npm run -s "$name" >"$out/$name" 2>&1 & pids+=($!)
done
status=0
for index in "${!names[@]}"; do
  if ! wait "${pids[$index]}"; then
    status=1
    echo "npm run ${names[$index]} failed:"
  fi
  cat "$out/${names[$index]}"
done
exit "$status"
