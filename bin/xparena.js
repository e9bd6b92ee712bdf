#!/usr/bin/env node
// The `xparena` command; the CLI is compiled to dist/ by `npm run build`, which `npm ci` and `npm install` run.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../dist/cli/xparena.js', import.meta.url));
if (!existsSync(entry)) {
  console.error('xparena is not built yet: run `npm run build` (or `npm ci`, which builds) in the checkout.');
  process.exit(2);
}
await import(entry);
