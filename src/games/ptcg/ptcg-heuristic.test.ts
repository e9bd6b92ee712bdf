import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import { agentSeed, playMatch } from '../../core/play-match.js';
import { ptcgGame } from './ptcg-game.js';
import { heuristicWeight, ptcgHeuristic } from './ptcg-heuristic.js';
import { legal, scenario } from './test-ptcg-scenario.js';

describe('PTCG heuristic', () => {
  it('weighs a Knock Out attack above attaching, and ending the turn below both', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'ralts', energy: ['basic-psychic-energy', 'basic-psychic-energy'] },
          hand: ['basic-psychic-energy'],
        },
        { active: { card: 'riolu', damage: 40 }, bench: ['riolu'] },
      ],
    });
    const weights = Object.fromEntries(legal(state).map((action) => [action.type, heuristicWeight(state, 0, action)]));
    expect(weights.attack).toBeGreaterThan(weights['attach-energy'] ?? 0);
    expect(weights['end-turn']).toBeLessThan(weights['attach-energy'] ?? 0);
  });

  it('beats the random agent in most games of a mirror match', async () => {
    const params = { decks: 'control,control', turnCap: 100, observation: 'structured' };
    let wins = 0;
    for (let seed = 0; seed < 12; seed++) {
      const heuristicSeat = seed % 2;
      const seats = [0, 1].map((seat) => {
        const context = { game: ptcgGame, params, seat, players: 2, seed: agentSeed(seed, seat), options: {} };
        return seat === heuristicSeat
          ? { spec: 'heuristic', agent: ptcgHeuristic(context) }
          : { spec: 'random', agent: randomAgent(context) };
      });
      const record = await playMatch({ game: ptcgGame, params, seed, seats });
      if ((record.end.scores?.[heuristicSeat] ?? 0) > 0) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(8);
  });
});
