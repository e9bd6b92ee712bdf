#!/usr/bin/env -S node --max-semi-space-size=64
// The `xparena` command; the CLI is compiled to dist/ by `npm run build`, which `npm ci` and `npm install` run.
// A larger young generation (64 MiB semi-spaces) halves garbage collection when hundreds of model calls are in flight:
// 0.69 → 0.55 ms CPU per LLM decision at 256 concurrent calls (docs/benchmarks.md); small commands never grow it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../dist/cli/xparena.js', import.meta.url));
if (!existsSync(entry)) {
  console.error('xparena is not built yet: run `npm run build` (or `npm ci`, which builds) in the checkout.');
  process.exit(2);
}
await import(entry);
