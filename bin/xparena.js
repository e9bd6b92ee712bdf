#!/usr/bin/env node
// Entry point for the `xparena` command; the CLI itself is compiled to dist/ by `npm run build` (run by `npm ci`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
if (!existsSync(entry)) {
  console.error('xparena is not built yet: run `npm run build` (or `npm ci`, which builds) in the checkout.');
  process.exit(2);
}
const { main } = await import(entry);
process.exitCode = await main(process.argv.slice(2));
