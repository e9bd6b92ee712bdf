// The CLI as shipped is a CommonJS bundle (scripts/bundle-cli.mjs; the test set-up builds it into dist-test/bin): the
// files its chunks start by name lie beside them, and they run there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cliEntry } from './test-cli-entry.js';

const bin = dirname(cliEntry);

/** The first message `worker` sends, or its error. */
function firstMessage(worker: Worker): Promise<unknown> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

describe('the bundled CLI', () => {
  it('holds every worker its chunks start by a relative URL, beside them', () => {
    const started = new Set<string>();
    for (const file of readdirSync(bin).filter((name) => name.endsWith('.js'))) {
      for (const [, path] of readFileSync(join(bin, file), 'utf8').matchAll(/new URL\("\.\/([^"]+\.js)"/g))
        started.add(path as string);
    }
    expect([...started].sort()).toEqual(['run-js-worker.js', 'run-views-worker.js']);
    for (const path of started) expect(existsSync(join(bin, path)), path).toBe(true);
    expect(JSON.parse(readFileSync(join(bin, 'package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
  });

  it('runs a program in the sandbox worker started from the bundle', async () => {
    const worker = new Worker(join(bin, 'run-js-worker.js'));
    try {
      expect(await firstMessage(worker)).toBe('ready');
      const program = { source: 'return String(a + b);', entry: 'add', parameters: ['a', 'b'] };
      worker.postMessage({ program, args: [2, 3], limits: { timeMs: 5000, memoryBytes: 2 ** 24, outputChars: 100 } });
      expect(await firstMessage(worker)).toEqual({ ok: true, output: '5', truncated: false });
    } finally {
      await worker.terminate();
    }
  });
});
