// Executable entry of the CLI (bin/xparena.js loads its bundle, scripts/bundle-cli.mjs; tests run this file with tsx).
// No top-level await: the bundle is CommonJS.
import { main } from './main.js';

// The AI SDK's console warnings (e.g. a setting a provider ignores) would break the progress lines on stderr.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
// A reader that stops early (`xparena export | head -1`) closes the pipe: that ends the command quietly, as it does
// for other Unix tools, instead of an unhandled EPIPE with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});
main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
