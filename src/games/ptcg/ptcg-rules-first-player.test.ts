// Issue 12 §16: the rulebook's coin flip decides who chooses; its winner decides to go first or second (before any
// card is dealt), as a pending decision shown in both observations and kept in the match record.
import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import { testTurn } from '../../agents/llm/harness/test-turn.js';
import type { Game } from '../../core/game.js';
import { playMatch } from '../../core/play-match.js';
import { actionText, type PtcgAction } from './ptcg-action.js';
import { ptcgGame } from './ptcg-game.js';
import type { PtcgState } from './ptcg-state.js';

const params = { decks: 'combo,control', turnCap: 100, observation: 'structured' };

/** The winner of the coin flip on `seed` (the only seat to act first). */
function winnerOf(state: PtcgState): number {
  const acting = ptcgGame.toAct(state);
  expect(acting).toHaveLength(1);
  return acting[0] as number;
}

function choose(state: PtcgState, text: 'go first' | 'go second'): PtcgState {
  const winner = winnerOf(state);
  const action = ptcgGame.legalActions(state, winner).find((option) => actionText(option) === text);
  if (!action) throw new Error(`'${text}' is not offered`);
  return ptcgGame.apply(state, [action]);
}

/** Both players place their first option until the first turn starts. */
function finishSetup(state: PtcgState): PtcgState {
  let current = state;
  while (current.phase === 'setup') {
    const joint = ptcgGame.toAct(current).map((seat) => {
      const options = ptcgGame.legalActions(current, seat);
      return options.find((action) => action.type === 'ready') ?? (options[0] as PtcgAction);
    });
    current = ptcgGame.apply(current, joint);
  }
  return current;
}

describe('PTCG rules audit: the coin flip winner chooses to go first or second', () => {
  it('asks only the winner, before any card is dealt, to go first or second', () => {
    const winners = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const state = ptcgGame.setup(params, seed, 2);
      const winner = winnerOf(state);
      winners.add(winner);
      expect(state.phase).toBe('setup');
      expect(ptcgGame.legalActions(state, winner).map(actionText)).toEqual(['go first', 'go second']);
      expect(ptcgGame.legalActions(state, 1 - winner)).toEqual([]);
      for (const player of state.players) expect(player.hand).toEqual([]);
      expect(state.log).toContain(`coin flip: player ${winner} wins and chooses to go first or second`);
    }
    expect(winners).toEqual(new Set([0, 1]));
  });

  it('makes the winner go first when it chooses so, then deals and lets both place Pokémon', () => {
    const start = ptcgGame.setup(params, 3, 2);
    const winner = winnerOf(start);
    const chosen = choose(start, 'go first');
    expect(chosen.first).toBe(winner);
    expect(chosen.log).toContain(`player ${winner} chose to go first`);
    expect(ptcgGame.toAct(chosen)).toEqual([0, 1]);
    for (const player of chosen.players) expect(player.hand).toHaveLength(7);
    const playing = finishSetup(chosen);
    expect([playing.turn, playing.current]).toEqual([1, winner]);
  });

  it('makes the other player go first when the winner chooses to go second', () => {
    const start = ptcgGame.setup(params, 3, 2);
    const winner = winnerOf(start);
    const chosen = choose(start, 'go second');
    expect(chosen.first).toBe(1 - winner);
    expect(chosen.log).toContain(`player ${winner} chose to go second`);
    const playing = finishSetup(chosen);
    expect([playing.turn, playing.current]).toEqual([1, 1 - winner]);
    expect(ptcgGame.legalActions(playing, playing.current).some((action) => action.type === 'attack')).toBe(false);
  });

  it('shows the decision in both observations, and the text codec renders and parses it', () => {
    const state = ptcgGame.setup(params, 3, 2);
    const winner = winnerOf(state);
    const mine = ptcgGame.observe(state, winner);
    expect(mine.pending).toEqual([{ type: 'first-player', player: winner }]);
    const text = ptcgGame.text.observation(mine, winner);
    expect(text).toContain('You won the coin flip: choose to go first or second.');
    expect(text).toContain('- go first\n- go second');
    const theirs = ptcgGame.text.observation(ptcgGame.observe(state, 1 - winner), 1 - winner);
    expect(theirs).toContain(`Waiting for player ${winner}, who won the coin flip, to choose to go first or second.`);
    expect(ptcgGame.text.parseAction('Go second', mine, winner)).toEqual({
      ok: true,
      action: { type: 'turn-order', first: false },
    });
  });

  it('records the decision as the first move of a match', async () => {
    const seats = [0, 1].map((seat) => ({
      spec: 'random',
      agent: randomAgent({ game: ptcgGame as Game, params, seat, players: 2, seed: 9 + seat, options: {} }),
    }));
    const record = await playMatch({ game: ptcgGame as Game, params, seed: 3, seats, maxSteps: 40 });
    const first = record.steps[0]?.moves[0];
    expect(first?.player).toBe(winnerOf(ptcgGame.setup(params, 3, 2)));
    expect(first?.text).toMatch(/^go (first|second)$/);
  });

  it('lets the random agent pick either', async () => {
    const picks = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const state = ptcgGame.setup(params, 3, 2);
      const winner = winnerOf(state);
      const agent = randomAgent({ game: ptcgGame as Game, params, seat: winner, players: 2, seed, options: {} });
      const decision = await agent.act(testTurn(ptcgGame as Game, { params, seed: 3, players: 2, player: winner }));
      picks.add(actionText(decision.action as PtcgAction));
    }
    expect(picks).toEqual(new Set(['go first', 'go second']));
  });
});
