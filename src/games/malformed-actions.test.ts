import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import type { Game } from '../core/game.js';
import { resolveParams } from '../core/params.js';
import { playMatch } from '../core/play-match.js';
import { chessGame } from './chess/chess-game.js';
import { pvzGame } from './plants-vs-zombies/pvz-game.js';

/** Plays one step where the agent first gives `action`, then the first legal action. */
async function firstAttempt(game: Game, action: unknown) {
  const agent: Agent = {
    name: 'malformed',
    act: (turn) => ({ action: turn.attempt === 0 ? action : turn.legalActions[0] }),
  };
  const record = await playMatch({
    game,
    params: resolveParams(game, 'explore'),
    seed: 1,
    seats: [{ spec: 'malformed', agent }],
    invalid: { retries: 1, fallback: 'first' },
    maxSteps: 1,
  });
  return { end: record.end, move: record.steps[0]?.moves[0] };
}

describe('malformed structured actions are invalid attempts, not game errors', () => {
  it.each([
    ['chess, action null', chessGame, null],
    ['chess, a prediction with a null cell', chessGame, { cells: { A: null } }],
    ['chess, a typed prediction with a null cell', chessGame, { type: 'predict', cells: { A: null } }],
    ['plants-vs-zombies, a null placement', pvzGame, { placements: [null] }],
    ['plants-vs-zombies, a typed null placement', pvzGame, { type: 'plant', placements: [null] }],
  ])('%s', async (_label, game, action) => {
    const { end, move } = await firstAttempt(game as Game, action);
    expect(end.status, end.message).toBe('step-limit');
    expect(move?.invalid).toHaveLength(1);
    expect(move?.invalid?.[0]?.action).toEqual(action);
    expect(move?.invalid?.[0]?.error).toMatch(/^malformed action: /);
    expect(move?.fallback).toBeUndefined();
  });
});
