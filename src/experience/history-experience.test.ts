import { describe, expect, it } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze } from '../core/json.js';
import { findGame } from '../games/registry.js';
import { snapshot } from './experience.js';
import { createExperience } from './experience-table.js';
import { historyExperience, historyText, initialHistory, learnHistory } from './history-experience.js';
import { noneExperience } from './none-experience.js';
import { testEpisodes } from './test-episodes.js';

describe('history experience (S³Gym History ICL)', () => {
  it('serialises every step of earlier episodes as Env / LLM: Answer, Score lines, oldest first', async () => {
    const records = await testEpisodes('trust-evolution', 2);
    const experience = historyExperience();
    const { state } = await experience.learn(experience.initial(), records, {});
    const text = historyText(state) ?? '';
    const first = records[0]?.steps[0]?.moves[0]?.text;
    expect(text).toContain('Episode 1:\nEnv: ');
    expect(text).toContain(`\nLLM: Answer: ${first}, Score: 0`);
    expect(text.indexOf('Episode 1:')).toBeLessThan(text.indexOf('Episode 2:'));
    const steps = records.reduce((sum, record) => sum + record.steps.length, 0);
    expect(text.match(/^Env: /gm)).toHaveLength(steps);
    expect(text.match(/^LLM: Answer: /gm)).toHaveLength(steps);
    expect(text).not.toContain('Reward:');
    const turn = testTurn(findGame('trust-evolution').game, { preset: 'explore' });
    expect(await experience.prompt?.(state, turn, {})).toEqual({ text });
    expect(await experience.prompt?.(experience.initial(), turn, {})).toBeUndefined();
  });

  it('shows the verifier rewards only when asked to', async () => {
    const records = await testEpisodes('trust-evolution', 1);
    const { state } = learnHistory(initialHistory({ showRewards: true }), records);
    expect(historyText(state)).toMatch(/\nReward: -?\d+/);
  });

  it('drops the oldest steps past the token budget, keeping the newest episode', async () => {
    const records = await testEpisodes('snake', 4);
    const full = learnHistory(initialHistory(), records).state;
    const fullTokens = Math.ceil((historyText(full) ?? '').length / 4);
    const budget = Math.floor(fullTokens / 2);
    const cut = learnHistory(initialHistory({ budgetTokens: budget }), records).state;
    const text = historyText(cut) ?? '';
    expect(text.length / 4).toBeLessThanOrEqual(budget + 50);
    expect(cut.droppedSteps).toBeGreaterThan(0);
    expect(text).toContain(`(${cut.droppedSteps} oldest steps were dropped to fit ${budget} tokens)`);
    expect(cut.episodes.at(-1)).toEqual(full.episodes.at(-1));
    expect(text).not.toContain('Episode 1:');
    expect(cut.episodesSeen).toBe(4);
  });

  it('drops the newest steps past the budget with drop: newest, so the text stops growing once full', async () => {
    const records = await testEpisodes('snake', 4);
    const full = learnHistory(initialHistory(), records).state;
    const budget = Math.floor(Math.ceil((historyText(full) ?? '').length / 4) / 2);
    const cut = learnHistory(initialHistory({ budgetTokens: budget, drop: 'newest' }), records).state;
    const text = historyText(cut) ?? '';
    expect(text.length / 4).toBeLessThanOrEqual(budget + 50);
    expect(cut.droppedSteps).toBeGreaterThan(0);
    expect(text).toContain(`(${cut.droppedSteps} newest steps were dropped to fit ${budget} tokens)`);
    expect(cut.episodes[0]).toEqual(full.episodes[0]);
    expect(text).toContain('Episode 1:');
    expect(text).not.toContain('Episode 4:');
    expect(cut.episodesSeen).toBe(4);
    // A later episode finds no room: the kept text is unchanged.
    const more = learnHistory(cut, await testEpisodes('snake', 1)).state;
    expect(more.episodes).toEqual(cut.episodes);
    expect(more.episodesSeen).toBe(5);
  });

  it('keeps the snapshot hashes of runs made before the drop switch (oldest is the absent default)', () => {
    for (const [name, hash] of [
      ['history', 'a24fae1ecacdbd09'],
      ['summary', '4c69c24eae4684ca'],
    ] as const) {
      for (const spec of [name, `${name}?drop=oldest`, `${name}?budget=100000&rewards=false`]) {
        const experience = createExperience(spec);
        expect(snapshot(experience, experience.initial()).hash).toBe(hash);
      }
      const defaults = createExperience(name, { budget: '100000', drop: 'oldest' });
      expect(snapshot(defaults, defaults.initial()).hash).toBe(hash);
      const newest = createExperience(`${name}?drop=newest`);
      expect(snapshot(newest, newest.initial()).hash).not.toBe(hash);
    }
  });

  it('never mutates its state and hashes options into the snapshot', async () => {
    const records = await testEpisodes('trust-evolution', 1);
    const experience = historyExperience();
    const initial = deepFreeze(experience.initial());
    const { state } = await experience.learn(initial, records, {});
    expect(initial.episodes).toHaveLength(0);
    expect(state.episodes).toHaveLength(1);
    const rewards = historyExperience({ showRewards: true });
    expect(snapshot(rewards, rewards.initial()).hash).not.toBe(snapshot(experience, experience.initial()).hash);
  });
});

describe('none experience', () => {
  it('keeps nothing and adds nothing to the prompt', async () => {
    const experience = noneExperience();
    const records = await testEpisodes('trust-evolution', 1);
    const { state } = await experience.learn(experience.initial(), records, {});
    expect(state).toEqual({});
    expect(experience.prompt).toBeUndefined();
    expect(snapshot(experience, state).hash).toBe(snapshot(experience, experience.initial()).hash);
  });
});
