// Executable entry of the CLI (bin/xparena.js loads the compiled copy; tests run this file with tsx).
import { main } from './main.js';

// The AI SDK's console warnings (e.g. a setting a provider ignores) would break the progress lines on stderr.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
process.exitCode = await main(process.argv.slice(2));
