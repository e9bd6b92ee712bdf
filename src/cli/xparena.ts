// Executable entry of the CLI (bin/xparena.js loads the compiled copy; tests run this file with tsx).
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
