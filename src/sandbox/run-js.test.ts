import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { defaultJsLimits, type JsLimits, type JsRun, runJs, sandboxWorkersAlive } from './run-js.js';

const limits: JsLimits = { timeMs: 200, memoryBytes: 8 * 1024 * 1024, outputChars: 100 };
const transcript = [
  { step: 0, observation: 'You see a door.', answer: 'open door' },
  { step: 1, observation: 'The door is locked.', answer: 'look' },
];

const run = (source: string, runLimits: JsLimits = limits) =>
  runJs({ source, entry: 'extract', parameters: ['transcript', 'observation'] }, [transcript, 'A key.'], runLimits);

/** Runs `source` and checks it ends within `ms`, and that the host still runs programs normally afterwards. */
async function contained(source: string, ms = 2000, runLimits: JsLimits = limits): Promise<JsRun> {
  const started = Date.now();
  const result = await run(source, runLimits);
  expect(Date.now() - started).toBeLessThan(ms);
  expect(await run('return "still " + transcript.length;')).toEqual({ ok: true, output: 'still 2', truncated: false });
  expect(typeof process.pid).toBe('number');
  return result;
}

describe('runJs: model-written programs in a QuickJS sandbox', () => {
  it('runs a declared extract function on the transcript and the current observation', async () => {
    const source = `function extract(transcript, observation) {
      const tried = transcript.map((turn) => turn.answer).join(', ');
      return 'Tried: ' + tried + '. Now: ' + observation;
    }`;
    expect(await run(source)).toEqual({
      ok: true,
      output: 'Tried: open door, look. Now: A key.',
      truncated: false,
    });
  });

  it('runs a function body that reads the parameters by name', async () => {
    expect(await run('return transcript[1].observation.toUpperCase();')).toEqual({
      ok: true,
      output: 'THE DOOR IS LOCKED.',
      truncated: false,
    });
  });

  it('stops an infinite loop at its deadline', async () => {
    const started = Date.now();
    const result = await contained('while (true) {}', 1500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(limits.timeMs);
    expect(result).toEqual({ ok: false, error: 'timed out after 200 ms' });
  });

  it('stops a run stuck in slow built-in calls at its deadline, by terminating its worker', async () => {
    // Run in-process, QuickJS checks its deadline so rarely here that this overran a 200 ms deadline by 2–11 s.
    const started = Date.now();
    const result = await contained(
      'const parts = []; while (true) parts.push("x".repeat(100000));',
      1000 + limits.timeMs,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(limits.timeMs);
    expect(result).toEqual({ ok: false, error: 'timed out after 200 ms' });
    await vi.waitFor(() => expect(sandboxWorkersAlive()).toBe(1));
  });

  it('runs bursts of normal programs on one warm worker', async () => {
    await run('return "warm";');
    const started = Date.now();
    for (let index = 0; index < 50; index += 1)
      expect(await run(`return "run ${index}";`)).toEqual({ ok: true, output: `run ${index}`, truncated: false });
    const together = await Promise.all(Array.from({ length: 50 }, (_, index) => run(`return "${index}";`)));
    expect(together.map((result) => result.ok && result.output)).toEqual(
      Array.from({ length: 50 }, (_, index) => String(index)),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    await vi.waitFor(() => expect(sandboxWorkersAlive()).toBe(1));
  });

  it('stops a memory bomb at the memory limit', async () => {
    // A generous deadline, so the memory limit is what stops it even on a loaded machine.
    const roomy = { ...limits, timeMs: 3000 };
    expect(await contained('const items = []; while (true) items.push({ index: items.length });', 5000, roomy)).toEqual(
      {
        ok: false,
        error: `exceeded the memory limit (${limits.memoryBytes} bytes)`,
      },
    );
    const text = await contained('let text = "x"; while (true) text = text + text + "!";', 5000, roomy);
    expect(!text.ok && text.error).toMatch(/^(exceeded the memory limit|InternalError: string too long)/);
  });

  it('cuts huge output to the output limit with a marker', async () => {
    const result = await contained('return "y".repeat(1000000);');
    expect(result).toEqual({
      ok: true,
      output: `${'y'.repeat(100)}\n…[truncated: 999900 more characters]`,
      truncated: true,
    });
  });

  it('cuts output with the built-ins it had before the program replaced them', async () => {
    const result = await contained(
      'String.prototype.slice = () => "forged"; Reflect.apply = null; return "z".repeat(500);',
    );
    expect(result.ok && result.output.startsWith('z'.repeat(100))).toBe(true);
  });

  it('ends deep recursion at the stack limit', async () => {
    const result = await contained('function down(n) { return down(n + 1) + 1; } return String(down(0));');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^exceeded the stack limit/);
  });

  it('has no Node globals: process, require, fetch are undefined inside', async () => {
    const probe = `return [typeof process, typeof require, typeof globalThis.process, typeof fetch, typeof module,
      typeof Buffer, typeof setTimeout].join(',');`;
    expect(await contained(probe)).toEqual({
      ok: true,
      output: 'undefined,undefined,undefined,undefined,undefined,undefined,undefined',
      truncated: false,
    });
    expect(await contained('return process.env.HOME;')).toEqual({
      ok: false,
      error: "ReferenceError: 'process' is not defined",
    });
    expect(await contained('return globalThis.process.exit(1);')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^TypeError/),
    });
    expect(await contained('return require("fs").readFileSync("/etc/passwd", "utf8");')).toEqual({
      ok: false,
      error: "ReferenceError: 'require' is not defined",
    });
    expect(await contained('return fetch("http://127.0.0.1:1/");')).toEqual({
      ok: false,
      error: "ReferenceError: 'fetch' is not defined",
    });
  });

  it('refuses modules: dynamic import yields no module, import statements find no loader', async () => {
    expect(await contained('return import("fs");')).toEqual({
      ok: false,
      error: 'the program returned object, not a string',
    });
    // QuickJS reads a source with an import statement as a module, and it has no module loader.
    expect(
      await contained('import fs from "fs";\nfunction extract() { return fs.readFileSync("/etc/passwd"); }'),
    ).toEqual({ ok: false, error: "ReferenceError: could not load module 'fs'" });
    expect(
      await contained('import("fs").then((fs) => fs.writeFileSync("/tmp/evotest-escape", "x")); return "ok";'),
    ).toEqual({ ok: true, output: 'ok', truncated: false });
    expect(existsSync('/tmp/evotest-escape')).toBe(false);
  });

  it('reports a thrown error, a non-string return, a syntax error, a missing entry and an input it cannot copy', async () => {
    expect(await run('throw new Error("no notes today");')).toEqual({ ok: false, error: 'Error: no notes today' });
    expect(await run('return 42;')).toEqual({ ok: false, error: 'the program returned number, not a string' });
    expect(await run('return {;')).toMatchObject({ ok: false, error: expect.stringMatching(/^SyntaxError/) });
    expect(await run('const extract = 3;')).toEqual({ ok: false, error: 'the program defines no function extract' });
    expect(await runJs({ source: 'return "x";', entry: 'extract', parameters: [] }, [() => 1], limits)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^the input cannot be copied into the sandbox/),
    });
    expect(await run('return "after";')).toEqual({ ok: true, output: 'after', truncated: false });
  });

  it('contains odd thrown values: looping getters and proxies, strings, plain objects', async () => {
    expect(await contained('throw { get message() { while (true) {} } };')).toMatchObject({ ok: false });
    expect(await contained('throw new Proxy({}, { get() { while (true) {} } });')).toMatchObject({ ok: false });
    expect(await contained('throw "oops";')).toEqual({ ok: false, error: 'the program threw "oops"' });
    expect(await contained('throw { code: 3 };')).toEqual({
      ok: false,
      error: 'the program threw a value that is not an Error',
    });
    expect(await contained('return { toString() { while (true) {} } };')).toEqual({
      ok: false,
      error: 'the program returned object, not a string',
    });
  });

  it('has defaults of 200 ms, 16 MiB and 2000 characters', () => {
    expect(defaultJsLimits).toEqual({ timeMs: 200, memoryBytes: 16 * 1024 * 1024, outputChars: 2000 });
  });
});
