// Measures first use of a new home under concurrency: per round, 8 processes open one new store at the same moment
// and each commits a run and a match. Usage: node scripts/store-race.mjs [rounds=20] [processes=8]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const rounds = Number(process.argv[2] ?? 20);
const processes = Number(process.argv[3] ?? 8);
const writer = new URL('../src/store/test-store-writer.ts', import.meta.url).pathname;
const writers = Array.from({ length: processes }, (_, index) => {
  const child = spawn(process.execPath, ['--import', 'tsx', writer, String(index)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return { child, next: async () => String((await lines.next()).value) };
});
await Promise.all(writers.map((w) => w.next()));
const failures = new Map();
let failed = 0;
for (let round = 0; round < rounds; round++) {
  const dir = mkdtempSync(join(tmpdir(), 'xparena-race-'));
  for (const w of writers) w.child.stdin.write(`${join(dir, 'home', 'xparena.db')}\n`);
  for (const answer of await Promise.all(writers.map((w) => w.next()))) {
    if (answer.startsWith('ok ')) continue;
    failed++;
    failures.set(answer, (failures.get(answer) ?? 0) + 1);
  }
  rmSync(dir, { recursive: true, force: true });
}
for (const w of writers) w.child.stdin.end();
console.log(
  JSON.stringify({ rounds, processes, opens: rounds * processes, failed, failures: Object.fromEntries(failures) }),
);
