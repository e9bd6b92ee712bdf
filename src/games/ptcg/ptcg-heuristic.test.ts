import { describe, expect, it } from 'vitest';
import { testTurn } from '../../agents/llm/harness/test-turn.js';
import type { Game } from '../../core/game.js';
import { decks } from './cards/decks.js';
import { actionText, type PtcgAction } from './ptcg-action.js';
import { ptcgGame } from './ptcg-game.js';
import { goesFirstWith, heuristicWeight, heuristicWeights, ptcgHeuristic } from './ptcg-heuristic.js';
import type { PtcgState } from './ptcg-state.js';
import { legal, play, scenario } from './test-ptcg-scenario.js';

/** Each legal action's weight by its text, after the attack deferral. */
function weights(state: PtcgState, player = 0): Record<string, number> {
  const actions = legal(state);
  const list = heuristicWeights(state, player, actions);
  return Object.fromEntries(actions.map((action: PtcgAction, index) => [actionText(action), list[index] as number]));
}

/** The weight of the legal action whose text starts with `prefix`. */
function weightOf(state: PtcgState, prefix: string): number {
  return Object.entries(weights(state)).find(([text]) => text.startsWith(prefix))?.[1] ?? Number.NaN;
}

/** The highest-weighted legal action's text. */
function favourite(state: PtcgState, player = 0): string {
  return Object.entries(weights(state, player)).sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

describe('PTCG heuristic', () => {
  it('having won the coin flip, goes first or second as its table says for its deck', async () => {
    for (const deck of Object.keys(decks)) {
      for (const opponent of ['aggro', 'engine']) {
        for (let seed = 0; seed < 4; seed++) {
          const params = { decks: `${deck},${opponent}`, turnCap: 100, observation: 'structured' };
          const state = ptcgGame.setup(params, seed, 2);
          const winner = ptcgGame.toAct(state)[0] as number;
          const agent = ptcgHeuristic({ game: ptcgGame as Game, params, seat: winner, players: 2, seed, options: {} });
          const decision = await agent.act(testTurn(ptcgGame as Game, { params, seed, players: 2, player: winner }));
          expect(decision.action).toEqual({ type: 'turn-order', first: goesFirstWith[state.decks[winner] as string] });
        }
      }
    }
  });

  it('weighs a Knock Out attack far above attaching a spare Energy or ending the turn', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'] },
          hand: ['basic-psychic-energy'],
        },
        { active: { card: 'riolu', damage: 40 }, bench: ['riolu'] },
      ],
    });
    const byType = Object.fromEntries(legal(state).map((action) => [action.type, heuristicWeight(state, 0, action)]));
    expect(byType.attack).toBeGreaterThan(10 * (byType['attach-energy'] ?? 0));
    expect(byType.attack).toBeGreaterThan(10 * (byType['end-turn'] ?? 0));
  });

  it('holds the attack back while a useful move is left, since attacking ends the turn', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'] }, hand: ['drifloon'] },
        { active: 'riolu' },
      ],
    });
    const list = weights(state);
    expect(weightOf(state, 'play Drifloon')).toBeGreaterThan(40);
    expect(list['attack Psyshot']).toBeLessThanOrEqual(6);
    const benched = play(state, favourite(state));
    expect(favourite(benched)).toBe('attack Psyshot');
  });

  it('attaches Energy to the Active when that makes its attack payable', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'ralts', energy: ['basic-psychic-energy'] },
          bench: ['drifloon'],
          hand: ['basic-psychic-energy'],
        },
        { active: 'riolu' },
      ],
    });
    expect(favourite(state)).toMatch(/^attach Basic Psychic Energy \(card \d+\) to Ralts \(Active\)$/);
  });

  it('keeps a deck margin: no drawing Supporter from a thin deck', () => {
    const board = (deck: number) =>
      scenario({
        players: [
          {
            active: 'ralts',
            hand: ['professors-research'],
            deck: Array.from({ length: deck }, () => 'basic-psychic-energy'),
          },
          { active: 'riolu' },
        ],
      });
    const research = (state: PtcgState) => weightOf(state, "play Professor's Research");
    expect(research(board(30))).toBeGreaterThan(40);
    expect(research(board(12))).toBeLessThanOrEqual(1);
  });

  it("plays Boss's Orders when the Active can Knock Out a Benched Pokémon ex, and drags that one up", () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'gardevoir-ex',
            evolvedFrom: ['ralts', 'kirlia'],
            energy: ['basic-psychic-energy', 'basic-psychic-energy', 'basic-psychic-energy'],
          },
          hand: ['boss-orders'],
        },
        { active: 'iron-hands-ex', bench: ['riolu', { card: 'miraidon-ex', damage: 60 }] },
      ],
    });
    expect(weightOf(state, "play Boss's Orders")).toBeGreaterThanOrEqual(70);
    const choosing = play(state, favourite(state));
    expect(favourite(choosing)).toBe('choose Miraidon ex (player 1 Bench 2)');
  });

  it('retreats an Active that cannot attack to a Benched Pokémon that can', () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'nacli',
            energy: ['basic-fighting-energy', 'basic-fighting-energy', 'basic-fighting-energy'],
          },
          bench: [
            {
              card: 'lucario',
              evolvedFrom: ['riolu'],
              energy: ['basic-fighting-energy', 'basic-fighting-energy', 'basic-fighting-energy'],
            },
            'riolu',
          ],
        },
        { active: 'zeraora' },
      ],
    });
    expect(favourite(state)).toBe('retreat to Lucario (Bench 1)');
  });
});
