import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import { playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { Store } from './store.js';

const adder: Agent = { name: 'add-1', act: () => ({ action: 1 }) };

describe('listing matches and runs', () => {
  it('filters matches by run, game and agent (a spec, or its kind alone), and lists the newest with `last`', async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
    const specs = ['mcts?iterations=5', 'mcts', 'random', 'mctsx'];
    const ids: string[] = [];
    for (const [seed, spec] of specs.entries()) {
      const record = await playMatch({ game: countGame, params: { target: 2 }, seed, seats: [{ spec, agent: adder }] });
      store.commitMatch(record, seed < 3 ? { runId: 'r' } : {});
      ids.push(record.id);
    }
    const listed = (filter: Parameters<Store['listMatches']>[0]) => store.listMatches(filter).map((row) => row.id);
    expect(listed({ agent: 'mcts' })).toEqual([ids[0], ids[1]]);
    expect(listed({ agent: 'mcts?iterations=5' })).toEqual([ids[0]]);
    expect(listed({ agent: 'mcts', runId: 'r', game: 'count' })).toEqual([ids[0], ids[1]]);
    expect(listed({ game: 'snake' })).toEqual([]);
    expect(listed({ last: 2 })).toEqual([ids[2], ids[3]]);
    expect(listed({ runId: 'r', last: 2 })).toEqual([ids[1], ids[2]]);
    expect([store.countMatches(), store.countMatches({ runId: 'r' }), store.countMatches({ agent: 'mcts' })]).toEqual([
      4, 3, 2,
    ]);
  });

  it('filters runs by a game they hold a match of, and lists the newest first up to `limit`', async () => {
    const store = new Store(':memory:');
    const record = await playMatch({
      game: countGame,
      params: { target: 2 },
      seed: 1,
      seats: [{ spec: 'one', agent: adder }],
    });
    for (const id of ['old', 'empty', 'new']) store.startRun({ id, kind: 'test', spec: {}, codeVersion: '0' });
    store.commitMatch(record, { runId: 'old' });
    store.linkMatch('new', record.id);
    const ids = (filter: Parameters<Store['listRuns']>[0]) => store.listRuns(filter).map((run) => run.id);
    expect(ids({})).toEqual(['new', 'empty', 'old']);
    expect(ids({ limit: 2 })).toEqual(['new', 'empty']);
    expect(ids({ game: 'count' })).toEqual(['new', 'old']);
    expect(ids({ game: 'snake' })).toEqual([]);
    expect([store.countRuns(), store.countRuns({ game: 'count' })]).toEqual([3, 2]);
  });
});
