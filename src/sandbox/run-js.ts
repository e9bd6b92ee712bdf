// Runs model-written JavaScript (EvoTest's state-extraction program, the multi-step agent's `evaluate` tool) in a
// WebAssembly QuickJS sandbox inside a worker thread: no Node globals, no modules, and per-run limits on time, memory,
// stack and output. The worker is terminated when a run outlives its deadline, so the time limit holds even while one
// slow built-in call runs.
import { Worker } from 'node:worker_threads';

/** What a run may use; a run past any of them ends with an error (output past its limit is truncated). */
export interface JsLimits {
  /** Wall-clock deadline for the whole run (evaluation and call), in milliseconds. */
  readonly timeMs: number;
  /** The runtime's heap, in bytes. */
  readonly memoryBytes: number;
  /** Characters of output kept; longer output is cut and marked. */
  readonly outputChars: number;
}

/** Default limits: 200 ms, 16 MiB, 2000 characters. */
export const defaultJsLimits: JsLimits = { timeMs: 200, memoryBytes: 16 * 1024 * 1024, outputChars: 2000 };

/** How long a new worker may take to load QuickJS (a loaded machine needs seconds) before its run fails. */
const workerStartMs = 30_000;

/** How long past its deadline a run may go before its worker is terminated. */
export const sandboxGraceMs = 100;

/**
 * A program: either a declaration of the function `entry` (e.g. `function extract(transcript, observation) { … }`)
 * or the body of that function, which reads its arguments under `parameters`' names.
 */
export interface JsProgram {
  readonly source: string;
  readonly entry: string;
  readonly parameters: readonly string[];
}

/** The string a program returned (cut to the output limit), or why it gave none. */
export type JsRun =
  | { readonly ok: true; readonly output: string; readonly truncated: boolean }
  | { readonly ok: false; readonly error: string };

/** The warm worker, once it has loaded QuickJS; unset when none is running or the last one was terminated. */
let warm: Promise<Worker> | undefined;
/** Runs go to the worker one at a time; each deadline starts when its run is handed over. */
let queue: Promise<unknown> = Promise.resolve();
let workersAlive = 0;

/**
 * Calls `program`'s entry function with `args` (plain JSON, copied into the sandbox) and returns the string it
 * returned. Never rejects, and resolves at most `limits.timeMs + sandboxGraceMs` after the run is handed to the worker.
 */
export function runJs(program: JsProgram, args: readonly unknown[], limits: JsLimits): Promise<JsRun> {
  const run = queue.then(() => runOnWorker(program, args, limits));
  queue = run;
  return run;
}

/** Worker threads started by `runJs` and not yet exited (a test hook: one while a sandbox is warm). */
export function sandboxWorkersAlive(): number {
  return workersAlive;
}

async function runOnWorker(program: JsProgram, args: readonly unknown[], limits: JsLimits): Promise<JsRun> {
  let worker: Worker;
  warm ??= startWorker();
  try {
    worker = await warm;
  } catch (error) {
    warm = undefined;
    return { ok: false, error: `sandbox failure: ${error instanceof Error ? error.message : String(error)}` };
  }
  return new Promise((resolve) => {
    const finish = (run: JsRun, healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', resolveRun);
      worker.off('exit', exited);
      if (!healthy) {
        warm = undefined;
        void worker.terminate();
      }
      resolve(run);
    };
    const resolveRun = (run: JsRun) => finish(run, true);
    const exited = (code: number) =>
      finish({ ok: false, error: `sandbox failure: the worker exited (${code})` }, false);
    // The hard wall: QuickJS's interrupt handler normally ends the run first, but not during one long built-in call.
    const timer = setTimeout(
      () => finish({ ok: false, error: `timed out after ${limits.timeMs} ms` }, false),
      limits.timeMs + sandboxGraceMs,
    );
    worker.on('message', resolveRun);
    worker.on('exit', exited);
    try {
      worker.postMessage({ program, args, limits });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      finish({ ok: false, error: `the input cannot be copied into the sandbox: ${reason}` }, true);
    }
  });
}

/** A worker that has loaded QuickJS; it does not keep the process alive while idle. */
function startWorker(): Promise<Worker> {
  const worker = workerThread();
  workersAlive += 1;
  worker.unref();
  const started = new Promise<Worker>((resolve, reject) => {
    // A worker that never gets ready would hold every queued run: it is given up and terminated.
    const timer = setTimeout(() => {
      reject(new Error(`the worker was not ready within ${workerStartMs} ms`));
      void worker.terminate();
    }, workerStartMs);
    worker.once('message', () => {
      clearTimeout(timer);
      resolve(worker);
    });
    // Also the worker's only 'error' listener, so an error in it is never thrown in the host.
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code}) before it was ready`));
    });
  });
  worker.once('exit', () => {
    workersAlive -= 1;
    if (warm === started) warm = undefined;
  });
  return started;
}

function workerThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./run-js-worker.js', import.meta.url));
  // Run from source (tests, tsx): the worker loads its TypeScript through tsx, a development dependency.
  const entry = JSON.stringify(new URL('./run-js-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`, {
    eval: true,
  });
}
