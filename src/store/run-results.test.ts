import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import type { MatchRecord } from '../core/match-record.js';
import { playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { agentFigures, figuresOfTotals } from '../report/agent-figures.js';
import { seatFigureColumns } from './seat-figures-schema.js';
import { Store } from './store.js';

const adder: Agent = { name: 'add-1', act: () => ({ action: 1 }) };
const episode = { type: 'episode', game: 'count', pathway: 'none', trial: 0, phase: 'eval', checkpoint: 0, episode: 0 };

/**
 * A record of `seats` ending with `scores` (or as an infra failure): a played record with its ending replaced, its
 * first move costing `costUsd` (with 100 input tokens).
 */
async function record(seed: number, seats: string[], scores: number[] | 'infra', costUsd = 0): Promise<MatchRecord> {
  const played = await playMatch({
    game: countGame,
    params: { target: 3 },
    seed,
    seats: [{ spec: 'x', agent: adder }],
  });
  const [first, ...rest] = played.steps;
  const moves = (first?.moves ?? []).map((move, index) =>
    index === 0 ? { ...move, usage: { inputTokens: 100, costUsd, calls: 1 } } : move,
  );
  return {
    ...played,
    steps: first ? [{ ...first, moves }, ...rest] : [],
    id: `match-${seed}`,
    seats: seats.map((agent) => ({ agent, name: agent })),
    end: {
      ...played.end,
      ...(scores === 'infra' ? { status: 'infra', scores: null } : { status: 'finished', scores }),
    },
  };
}

// Cost sums compare to 9 decimals: the triggers add and subtract in another order than a fresh sum.
const figures = seatFigureColumns
  .map((column) => (column === 'cost_usd' ? 'ROUND(cost_usd, 9) AS cost_usd' : column))
  .join(', ');
const summed = seatFigureColumns.map((column) => `SUM(s.${column}) AS ${column}`).join(', ');

/** The run_results and run_agents tables, and the same sums computed from scratch from the matches and links. */
function counts(path: string): { kept: unknown[]; fresh: unknown[] } {
  const db = new Database(path, { readonly: true });
  try {
    const agents = {
      kept: db
        .prepare(
          `SELECT run_id, game, players, agent, protocol, games, ${figures} FROM run_agents ORDER BY 1, 2, 3, 4, 5`,
        )
        .all(),
      fresh: db
        .prepare(
          `SELECT run_id, game, players, agent, protocol, games, ${figures} FROM (SELECT rm.run_id, s.game, s.players,
             s.agent, rm.protocol, COUNT(*) AS games, ${summed}
           FROM run_matches rm JOIN match_seats s ON s.match_id = rm.match_id GROUP BY 1, 2, 3, 4, 5) ORDER BY 1, 2, 3, 4, 5`,
        )
        .all(),
    };
    const columns = 'run_id, game, seats, status, scores, protocol, matches, ROUND(cost_usd, 9) AS cost';
    const kept = db.prepare(`SELECT ${columns} FROM run_results ORDER BY 1, 2, 3, 4, 5, 6`).all();
    const fresh = db
      .prepare(
        `SELECT ${columns} FROM (SELECT rm.run_id, m.game, m.seats, m.status, IFNULL(m.scores, 'null') AS scores,
           rm.protocol, COUNT(*) AS matches, TOTAL(m.cost_usd) AS cost_usd
         FROM run_matches rm JOIN matches m ON m.id = rm.match_id GROUP BY 1, 2, 3, 4, 5, 6) ORDER BY 1, 2, 3, 4, 5, 6`,
      )
      .all();
    return { kept: [kept, agents.kept], fresh: [fresh, agents.fresh] };
  } finally {
    db.close();
  }
}

describe('run results (counted by triggers)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('stay equal to counting the run’s matches afresh through commits, re-commits, links and deletions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xparena-run-results-'));
    dirs.push(dir);
    const path = join(dir, 'xparena.db');
    const store = new Store(path);
    const check = () => {
      const { kept, fresh } = counts(path);
      expect(kept).toEqual(fresh);
      return (kept[0] as unknown[]).length;
    };
    for (const id of ['a', 'b']) store.startRun({ id, kind: 'test', spec: { id }, codeVersion: '0' });
    const first = await record(1, ['p', 'q'], [1, 0], 0.25);
    const same = await record(2, ['p', 'q'], [1, 0], 0.125);
    const failed = await record(3, ['q', 'p'], 'infra', 0.5);
    store.commitMatches([
      { record: first, runId: 'a' },
      { record: same, runId: 'a', label: { type: 'text', text: 'round robin' } },
      { record: failed, runId: 'a' },
      { record: await record(4, ['p'], [3]), runId: 'a', label: episode as never },
    ]);
    expect(check()).toBe(3);
    expect(store.runResults('a')).toContainEqual({
      game: 'count',
      seats: ['p', 'q'],
      status: 'finished',
      scores: [1, 0],
      protocol: '',
      matches: 2,
      costUsd: 0.375,
    });
    expect(store.runResults('a').find((row) => row.seats.length === 1)?.protocol).toBe('explore-evaluate');
    // Per agent, the run's sums are the report's figures of the same records.
    const totals = new Map(
      store
        .runAgents('a')
        .filter((row) => row.protocol === '' && row.players === 2)
        .map(({ game: _game, players: _players, agent, protocol: _protocol, ...sums }) => [agent, sums]),
    );
    expect(figuresOfTotals(totals)).toEqual(agentFigures([first, same, failed]));
    // Another run holds the infra match too; playing it again re-scores it in both runs.
    store.linkMatch('b', failed.id);
    check();
    store.commitMatch(await record(3, ['q', 'p'], [0, 1], 0.0625), { runId: 'a' });
    expect(check()).toBe(4);
    expect(store.runResults('b')).toEqual([
      {
        game: 'count',
        seats: ['q', 'p'],
        status: 'finished',
        scores: [0, 1],
        protocol: '',
        matches: 1,
        costUsd: 0.0625,
      },
    ]);
    expect(store.runContents('a').costUsd).toBe(0.25 + 0.125 + 0.0625);
    expect(store.runAgents('b').find((row) => row.agent === 'q')).toMatchObject({ inputTokens: 100, costUsd: 0.0625 });
    expect(store.listRuns().map((run) => [run.id, run.matches])).toEqual([
      ['b', 1],
      ['a', 4],
    ]);
    store.deleteRun('a');
    expect(check()).toBe(1);
    store.deleteRun('b');
    expect(check()).toBe(0);
    store.close();
  });
});
