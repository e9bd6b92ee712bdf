import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/json.js';
import { rngFromSeed } from '../../core/rng.js';
import { nightOrchardGame } from './night-orchard-game.js';
import type { FoxAction, KeeperAction, OrchardState } from './night-orchard-state.js';
import { orchardScenario } from './test-night-orchard-scenario.js';

function play(state: OrchardState, fox: FoxAction, keeper: KeeperAction = { moves: ['stay', 'stay', 'stay'] }) {
  return nightOrchardGame.apply(deepFreeze(state), [fox, keeper]);
}

describe('night-orchard gathering and skills', () => {
  it('scores 1 per fruit and the golden value per golden fruit, on every cell a dash passes', () => {
    const state = orchardScenario(['#########', '#1.*oF..#', '#.#####.#', '#2.....3#', '#########'], {
      skills: { dash: 2 },
    });
    const next = play(state, { dash: 'left' });
    expect(next.fox.points).toBe(6);
    expect(next.fruit).toEqual([]);
    expect(next.golden).toEqual([]);
    expect(next.last).toMatchObject({ fruit: 1, golden: 1 });
  });

  it('grants a skill for its full turns on pickup, and lets every skill timer run down by one a turn', () => {
    const state = orchardScenario(['#########', '#1..DF..#', '#.#####.#', '#2.....3#', '#########'], {
      skills: { mask: 3 },
    });
    const next = play(state, { move: 'left' });
    expect(next.fox.skills).toEqual({ dash: 10, mask: 2, scare: 0 });
    expect(next.items).toEqual([]);
    expect(next.last?.picked).toEqual(['dash']);
    expect(nightOrchardGame.legalActions(next, 0)).toContainEqual({ dash: 'right' });
    expect(play(next, { move: 'stay' }).fox.skills).toEqual({ dash: 9, mask: 1, scare: 0 });
  });

  it('scares every hound within 2 steps: they are stunned 4 turns, this one included, and the scare is spent', () => {
    const state = orchardScenario(['#########', '#..1F..2#', '#.#####.#', '#3......#', '#########'], {
      skills: { scare: 5 },
    });
    expect(nightOrchardGame.legalActions(state, 0)).toContainEqual({ scare: true });
    const next = play(state, { scare: true }, { moves: ['right', 'left', 'stay'] });
    expect(next.last).toMatchObject({ caught: false, scared: [0] });
    expect(next.hounds.map((hound) => hound.stun)).toEqual([3, 0, 0]);
    expect(next.hounds[0]?.at).toEqual([1, 3]);
    expect(next.hounds[1]?.at).toEqual([1, 6]);
    expect(next.fox).toMatchObject({ at: [1, 4], skills: { scare: 0 } });
  });

  it('hides a masked fox from the keeper, who sees where it was last seen, but never from the fox itself', () => {
    const state = orchardScenario(['#########', '#1..MF..#', '#.#####.#', '#2.....3#', '#########']);
    const masked = play(play(state, { move: 'left' }), { move: 'left' });
    expect(masked.fox.at).toEqual([1, 3]);
    const keeper = nightOrchardGame.observe(masked, 1);
    expect(keeper.fox).toMatchObject({ at: null, seen: [1, 5], seenTurn: 0 });
    expect(nightOrchardGame.observe(masked, 0).fox.at).toEqual([1, 3]);
    expect(nightOrchardGame.text.observation(keeper, 1)).toContain('hidden, last seen at (1, 5)');
  });

  it('samples a hidden fox onto a cell it could stand on, so the keeper sees the same observation', () => {
    const state = orchardScenario(['#########', '#1..MF..#', '#.#####.#', '#2.....3#', '#########']);
    const masked = play(state, { move: 'left' });
    const observation = nightOrchardGame.observe(masked, 1);
    const sampled = nightOrchardGame.sample(observation, 1, rngFromSeed(3));
    expect(nightOrchardGame.observe(sampled, 1)).toEqual(observation);
    expect(sampled.rules.map[sampled.fox.at[0]]?.[sampled.fox.at[1]]).toBe('.');
  });
});
