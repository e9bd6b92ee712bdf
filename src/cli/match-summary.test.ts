import { describe, expect, it } from 'vitest';
import type { MatchEnd, MatchRecord } from '../core/match-record.js';
import { matchSummary } from './match-summary.js';

/** A record of two seats (or one) that ended with `end` after 12 steps. */
function record(end: Omit<MatchEnd, 'stateHash'>, agents = ['random', 'mcts?iterations=500']): MatchRecord {
  return {
    id: '0123456789abcdef0123',
    game: 'kuhn-poker',
    seed: 7,
    seats: agents.map((agent) => ({ agent, name: agent })),
    steps: Array.from({ length: 12 }, () => ({ moves: [] })),
    end: { ...end, stateHash: 'h' },
  } as unknown as MatchRecord;
}

describe('matchSummary', () => {
  it('gives the end, steps, time, each seat with score and result, the id and how to see it all', () => {
    const text = matchSummary(record({ status: 'finished', scores: [-2, 2] }), { seconds: 1.234, stored: true });
    expect(text.split('\n')).toEqual([
      'kuhn-poker, seed 7: finished after 12 step(s) in 1.23 s',
      'seat  agent                score  result',
      '----  -------------------  -----  ------',
      '   0  random                  -2  lost',
      '   1  mcts?iterations=500      2  won',
      'match 0123456789abcdef0123',
      'next: xparena replay 0123456789abcdef0123 (transcript) · xparena view, then http://127.0.0.1:7300/#/matches/0123456789abcdef0123',
    ]);
  });

  it('names draws, the seat that forfeited and its message, and says when the match was not stored', () => {
    const draw = matchSummary(record({ status: 'finished', scores: [1, 1] }), { seconds: 0, stored: true });
    expect(draw).toMatch(/ 1 +draw\n.* 1 +draw\n/);
    const forfeit = record({ status: 'forfeit', scores: [0, 1], player: 0, message: 'three invalid actions' });
    const text = matchSummary(forfeit, { seconds: 0, stored: false });
    expect(text).toContain('forfeit after 12 step(s) in 0.00 s — three invalid actions');
    expect(text).toMatch(/ 0 +forfeited\n/);
    expect(text).toContain(
      'match 0123456789abcdef0123 (not stored: --no-store)\nnext: play it again with --transcript',
    );
    const single = matchSummary(record({ status: 'finished', scores: [40] }, ['heuristic']), {
      seconds: 0,
      stored: true,
    });
    expect(single).toMatch(/seat +agent +score\n.*\n +0 +heuristic +40\n/);
  });
});
