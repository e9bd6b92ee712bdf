import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze } from '../core/json.js';
import { findGame } from '../games/registry.js';
import { relevantItems, turnQuery } from './relevant-items.js';

const items = deepFreeze(['castle the king early', 'steer the head towards the nearest apples', 'bluff on a jack']);
const same = (item: string) => item;

describe('relevantItems (BM25 with minisearch)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns the items sharing terms with the query, best first, at most k', () => {
    expect(relevantItems(items, same, 'Head: (4, 3); apples: (1, 2)', 3)).toEqual([
      'steer the head towards the nearest apples',
    ]);
    expect(relevantItems(items, same, 'the king and the jack', 1)).toHaveLength(1);
    expect(relevantItems(items, same, 'queen', 3)).toEqual([]);
    expect(relevantItems([], same, 'apples', 3)).toEqual([]);
  });

  it('builds the index of an item list once, however often it is searched', () => {
    const build = vi.spyOn(MiniSearch.prototype, 'addAll');
    const list = deepFreeze(['apples are worth a point', 'walls end the game']);
    relevantItems(list, same, 'apples', 1);
    relevantItems(list, same, 'walls', 1);
    expect(build).toHaveBeenCalledTimes(1);
    relevantItems(deepFreeze([...list]), same, 'walls', 1);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('searches with the observation as the seat sees it and the episode’s last answer', () => {
    const turn = testTurn(findGame('snake').game, { preset: 'explore' });
    const observation = turn.game.text.observation(turn.observation, 0);
    expect(turnQuery(turn, [])).toBe(observation);
    expect(turnQuery(turn, [{ step: 0, observation: 'o', answer: 'LEFT' }])).toBe(`${observation}\nLEFT`);
  });
});
