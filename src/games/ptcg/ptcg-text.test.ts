import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../core/rng.js';
import { ptcgGame } from './ptcg-game.js';
import { ptcgObserve } from './ptcg-observe.js';
import { ptcgSample } from './ptcg-sample.js';
import { play, scenario } from './test-ptcg-scenario.js';

const board = () =>
  scenario({
    players: [
      {
        active: {
          card: 'kirlia',
          evolvedFrom: ['ralts'],
          energy: ['basic-psychic-energy', 'basic-psychic-energy'],
          damage: 30,
          conditions: ['poisoned'],
        },
        bench: ['ralts'],
        hand: ['basic-psychic-energy', 'nest-ball'],
        deck: ['drifloon', 'riolu'],
      },
      { active: { card: 'lucario', tool: 'rock-chestplate' }, hand: ['iono', 'switch'], deck: ['zeraora'] },
    ],
  });

describe('PTCG observation and text', () => {
  it('shows the hand, both boards and the legal actions in sections, naming cards as actions do', () => {
    const text = ptcgGame.text.observation(ptcgObserve(board(), 0), 0);
    expect(text).toContain('Your hand (2):');
    expect(text).toContain('- Basic Psychic Energy (card 5): Basic Energy');
    expect(text).toContain(
      '- Active: Kirlia (card 1, evolved from Ralts) — HP 60/90; 3 damage counters; Energy: Basic Psychic Energy (card 2) ×2',
    );
    expect(text).toContain('Poisoned');
    expect(text).toContain("Opponent's board (player 1):\n- Hand: 2 cards");
    expect(text).toContain('Tool: Rock Chestplate');
    expect(text).toContain('- attach Basic Psychic Energy (card 5) to Ralts (Bench 1)');
    expect(text).toContain('- attack Magical Shot');
  });

  it('never shows the opponent’s hand, any deck or face-down Prizes', () => {
    const state = board();
    const observation = ptcgObserve(state, 0);
    expect(observation.players[1]?.hand).toBe(null);
    const shown = JSON.stringify({ ...observation, cards: [] });
    for (const card of [
      ...(state.players[1]?.hand ?? []),
      ...(state.players[0]?.deck ?? []),
      ...(state.players[1]?.prizes ?? []),
    ]) {
      expect(shown.includes(`"hand":[${card}`)).toBe(false);
    }
    expect(observation.deckSeen).toBe(null);
    expect(ptcgGame.text.observation(observation, 0)).not.toContain('Iono');
  });

  it('shows the searcher its deck while it searches, and the sample keeps that deck', () => {
    const searching = play(board(), 'play Nest Ball (card 6)');
    const observation = ptcgObserve(searching, 0);
    expect(observation.deckSeen).toEqual([...(searching.players[0]?.deck ?? [])].sort((a, b) => a - b));
    const sampled = ptcgSample(observation, 0, rngFromSeed(3));
    expect([...(sampled.players[0]?.deck ?? [])].sort()).toEqual([...(searching.players[0]?.deck ?? [])].sort());
    expect(ptcgGame.legalActions(sampled, 0)).toEqual(ptcgGame.legalActions(searching, 0));
  });

  it('parses every legal action text back, tolerating case and an Answer line', () => {
    const state = board();
    const observation = ptcgObserve(state, 0);
    for (const action of ptcgGame.legalActions(state, 0)) {
      expect(ptcgGame.text.parseAction(ptcgGame.text.action(action), observation, 0)).toEqual({ ok: true, action });
    }
    expect(ptcgGame.text.parseAction('Answer: ATTACK Magical Shot', observation, 0)).toMatchObject({ ok: true });
    const wrong = ptcgGame.text.parseAction('attack Psychic', observation, 0);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error).toContain('answer with one of');
  });

  it('renders a minimal raw observation when asked', () => {
    const state = { ...board(), textStyle: 'raw' as const };
    const text = ptcgGame.text.observation(ptcgObserve(state, 0), 0);
    expect(text.split('\n')[0]).toBe('phase=play turn=3 current=0 you=0');
    expect(text).toContain('p1: hand=2 deck=1 prizes=6');
  });

  it('answers card and discard queries from the observation', () => {
    const [card, discard] = ptcgGame.queries;
    const observation = ptcgObserve(board(), 0);
    expect(card?.answer(observation, 0, { name: 'Kirlia' })).toContain(
      'Attack Psychic [Psychic, Psychic, Colorless] 60+',
    );
    expect(card?.answer(observation, 0, { name: 'Nothing' })).toContain('no card named');
    expect(discard?.answer(observation, 0, { player: 'opponent' })).toBe('the discard pile is empty');
  });
});
