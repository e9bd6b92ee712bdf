// The Learn2Play and AAArena suite files as grids of cells: the shipped files' cells, labels and contrasts, the
// offline blocks, models given from outside, and malformed files refused with the field named.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packageRoot } from '../../core/package-root.js';
import { UsageError } from '../../core/usage-error.js';
import { aaarenaSuiteCells } from './aaarena-suite-file.js';
import { learn2playSuiteCells } from './learn2play-suite-file.js';

const shipped = (name: string) => parse(readFileSync(join(packageRoot, 'suites', name), 'utf8'));

describe('suites/learn2play.yaml', () => {
  const file = shipped('learn2play.yaml');

  it('plays every model under the six memory styles and each llm: model through the agent harness with memory', () => {
    const cells = learn2playSuiteCells(file, 'l2p', { models: ['llm:openai/gpt-4o', 'learner'] });
    expect(cells.map((cell) => cell.label)).toEqual([
      ...['none', 'memory', 'reflexion', 'reasoning-bank', 'evotest', 'awm'].map((x) => `openai/gpt-4o · ${x}`),
      'openai/gpt-4o [agent] · memory',
      ...['none', 'memory', 'reflexion', 'reasoning-bank', 'evotest', 'awm'].map((x) => `learner · ${x}`),
    ]);
    const harness = cells.find((cell) => cell.harness === 'agent');
    expect(harness?.spec.agent).toBe('llm:openai/gpt-4o?harness=agent');
    expect(harness?.versus).toBe('openai/gpt-4o · memory');
    expect(cells[0]?.versus).toBeUndefined();
    expect(cells[3]?.versus).toBe('openai/gpt-4o · none');
    // Every registered hidden-rule game, 3 trials, the per-game default episodes, seed 0: the report's protocol.
    expect(cells[0]?.spec).toMatchObject({ trials: 3, seed: 0, experience: 'none' });
    expect(cells[0]?.spec.episodes).toBeUndefined();
    expect(cells[0]?.spec.games.length).toBeGreaterThanOrEqual(10);
  });

  it('plays shells with their own session, and the offline block on the learner', () => {
    const withShell = { ...file, shells: ['shell:claude-code?network=provider'] };
    const cells = learn2playSuiteCells(withShell, 'l2p', { models: ['learner'] });
    expect(cells.at(-1)).toMatchObject({
      label: 'shell:claude-code?network=provider · session',
      experience: 'session',
    });
    const offline = learn2playSuiteCells(file, 'l2p', { offline: true });
    expect(offline.map((cell) => cell.label)).toEqual([
      'learner · none',
      'learner · learner',
      'learner · none · fresh rules',
      'learner · learner · fresh rules',
    ]);
    expect(offline[1]?.spec).toMatchObject({ games: ['dye-works', 'fishing-grounds'], trials: 2 });
  });

  it('plays every cell again on fresh rules beside its benchmark twin, or only on fresh rules', () => {
    const both = learn2playSuiteCells(
      { ...file, experiences: ['none', 'memory'], rulesets: ['benchmark', 'fresh'] },
      'l2p',
      {
        models: ['learner'],
      },
    );
    expect(both.map((cell) => [cell.label, cell.versus, cell.spec.rulesets])).toEqual([
      ['learner · none', undefined, undefined],
      ['learner · memory', 'learner · none', undefined],
      ['learner · none · fresh rules', 'learner · none', 'fresh'],
      ['learner · memory · fresh rules', 'learner · memory', 'fresh'],
    ]);
    const fresh = learn2playSuiteCells({ ...file, experiences: ['none', 'memory'], rulesets: 'fresh' }, 'l2p', {
      models: ['learner'],
    });
    expect(fresh.map((cell) => [cell.label, cell.versus])).toEqual([
      ['learner · none · fresh rules', undefined],
      ['learner · memory · fresh rules', 'learner · none · fresh rules'],
    ]);
    expect(() => learn2playSuiteCells({ ...file, rulesets: ['novel'] }, 'l2p', { models: ['learner'] })).toThrow(
      /rulesets/,
    );
  });

  it('refuses no models, a game that hides no rule, an unknown experience and a misspelt field', () => {
    const refused = (document: unknown, message: RegExp, models?: string[]) =>
      expect(() => learn2playSuiteCells(document, 'l2p.yaml', models ? { models } : {})).toThrow(message);
    refused(file, /lists no models: give --models/);
    refused({ ...file, games: ['chess'] }, /cell learner · none of l2p\.yaml: chess is not a hidden-rule game/, [
      'learner',
    ]);
    refused({ ...file, experiences: ['nonsense'] }, /cell learner · nonsense of l2p\.yaml: .*nonsense/, ['learner']);
    refused({ ...file, trails: 3 }, /Unrecognized key: "trails"/, ['learner']);
    refused({ ...file, experiences: ['none', 'none'] }, /experience 'none' is listed twice/, ['learner']);
    expect(() => learn2playSuiteCells(file, 'l2p', {})).toThrow(UsageError);
  });
});

describe('suites/aaarena.yaml', () => {
  const file = shipped('aaarena.yaml');

  it('plays every developer on every game, and the ablations against the main setting on the ablation games', () => {
    const cells = aaarenaSuiteCells(file, 'aa', { models: ['llm:openai/gpt-4o'] });
    const main = cells.filter((cell) => cell.setting === 'main');
    expect(main.map((cell) => cell.label)).toEqual(
      ['mycelium', 'lantern-maze', 'masked-duel', 'night-orchard'].map((game) => `openai/gpt-4o · ${game}`),
    );
    expect(main[0]?.spec).toMatchObject({ arm: 'choice', feedback: 'dense', batch: 8, small: 128, full: 16 });
    expect(main[0]?.spec).toMatchObject({ repetitions: 3, developer: 'llm:openai/gpt-4o' });
    // 3 ablation games × (4 other arms + binary feedback + 3 smaller batches).
    const ablations = cells.filter((cell) => cell.setting !== 'main');
    expect(ablations).toHaveLength(24);
    expect(ablations.slice(0, 8).map((cell) => cell.setting)).toEqual([
      'arm=ladder',
      'arm=random',
      'arm=top4',
      'arm=off-policy',
      'feedback=binary',
      'batch=1',
      'batch=2',
      'batch=4',
    ]);
    expect(ablations[0]).toMatchObject({ versus: 'openai/gpt-4o · mycelium', extend: false });
    expect(ablations[4]?.spec).toMatchObject({ arm: 'choice', feedback: 'binary', batch: 8 });
  });

  it('skips an ablation equal to the main setting, extends the main cells for the continuation, plays offline', () => {
    const document = { ...file, continuation: true, ablations: { games: ['mycelium'], arms: ['choice', 'random'] } };
    const cells = aaarenaSuiteCells(document, 'aa', { models: ['offline'] });
    expect(cells.map((cell) => [cell.label, cell.extend])).toEqual([
      ['offline · mycelium', true],
      ['offline · mycelium · arm=random', false],
      ['offline · lantern-maze', true],
      ['offline · masked-duel', true],
      ['offline · night-orchard', true],
    ]);
    const offline = aaarenaSuiteCells(file, 'aa', { offline: true });
    expect(offline.map((cell) => cell.label)).toEqual([
      'offline · night-orchard',
      'offline · night-orchard · arm=random',
    ]);
    expect(offline[0]?.spec).toMatchObject({ small: 2, full: 1, batch: 1, repetitions: 2 });
  });

  it('refuses ablation games outside the games, a bad arm, twice-listed developers and no models', () => {
    const refused = (document: unknown, message: RegExp, models: string[] = ['offline']) =>
      expect(() => aaarenaSuiteCells(document, 'aa.yaml', { models })).toThrow(message);
    refused({ ...file, ablations: { games: ['chess'] } }, /ablations\.games names 'chess', which is not among games/);
    refused({ ...file, arm: 'best' }, /arm: Invalid option/);
    refused(file, /model 'offline' is listed twice/, ['offline', 'offline']);
    refused(file, /lists no models/, []);
  });
});
