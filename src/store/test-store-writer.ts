// A child process for the store's concurrency tests: for each database path read from standard input, opens the
// store there, starts a run and commits one match to it, as an `xparena` process does on its first use of a home.
import { createInterface } from 'node:readline';
import { playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { ModelCache } from './model-cache.js';
import { Store } from './store.js';

const index = Number(process.argv[2]);
const record = await playMatch({
  game: countGame,
  params: { target: 3 },
  seed: index,
  seats: [{ spec: 'one', agent: { name: 'add-1', act: () => ({ action: 1 }) } }],
});
console.log('ready');
for await (const path of createInterface({ input: process.stdin })) {
  try {
    const store = new Store(path);
    const runId = `run-${index}`;
    store.startRun({ id: runId, kind: 'test', spec: { index }, codeVersion: '0' });
    new ModelCache(store.database).size();
    store.commitMatch(record, { runId });
    store.finishRun(runId, 'finished');
    store.close();
    console.log(`ok ${record.id}`);
  } catch (error) {
    console.log(`failed ${error instanceof Error ? error.message : String(error)}`);
  }
}
