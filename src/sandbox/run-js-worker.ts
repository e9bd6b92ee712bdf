// The worker thread `runJs` runs programs in: it loads QuickJS once, says it is ready, then answers each job with its
// `JsRun`. A fault of the WebAssembly instance is reported and ends the worker, so the next run starts on a fresh one.
import { parentPort } from 'node:worker_threads';
import { getQuickJS } from 'quickjs-emscripten';
import type { JsLimits, JsProgram } from './run-js.js';
import { runQuickJs } from './run-quickjs.js';

const port = parentPort;
if (!port) throw new Error('run-js-worker runs only as a worker thread started by runJs');
// No top-level await: the CLI's bundle of this file is CommonJS.
getQuickJS().then((quickjs) => {
  port.on('message', (job: { program: JsProgram; args: readonly unknown[]; limits: JsLimits }) => {
    try {
      port.postMessage(runQuickJs(quickjs, job.program, job.args, job.limits));
    } catch (error) {
      port.postMessage({
        ok: false,
        error: `sandbox failure: ${error instanceof Error ? error.message : String(error)}`,
      });
      process.exit(1);
    }
  });
  port.postMessage('ready');
});
