#!/usr/bin/env node
// The `xparena` command (CommonJS, bin/package.json): `npm run build`, which `npm ci` and `npm install` run, compiles
// and bundles the CLI into dist/bin/ (scripts/bundle-cli.mjs). CommonJS all the way, with no V8 flags, starts fastest:
// an ES module entry costs about 10 ms of loader set-up, and any V8 flag makes Node compile its own modules afresh.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const entry = join(__dirname, '..', 'dist', 'bin', 'xparena.js');
if (!existsSync(entry)) {
  console.error('xparena is not built yet: run `npm run build` (or `npm ci`, which builds) in the checkout.');
  process.exit(2);
}
require(entry);
