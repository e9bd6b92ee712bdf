import { describe, expect, it } from 'vitest';
import { formatMatchLabel, labelValue, readMatchLabel } from './match-label.js';

// Texts as the code before typed labels wrote them (explore-evaluate, checkpoint evaluation, anchored, round robin).
const episodeText =
  '{"protocol":"explore-evaluate","game":"snake","pathway":"history","trial":1,"phase":"eval","checkpoint":3,"episode":0}';
const checkpointText =
  '{"protocol":"explore-evaluate","game":"tetris","pathway":"training","trial":0,"phase":"eval","checkpoint":2,"episode":1}';
const anchoredText =
  '{"protocol":"anchored","agent":0,"name":"learner","round":2,"anchor":"heuristic","seat":1,"game":3}';

describe('match labels', () => {
  it('reads stored labels by their shape and writes them back to the same text', () => {
    expect(readMatchLabel(episodeText)).toEqual({
      type: 'episode',
      game: 'snake',
      pathway: 'history',
      trial: 1,
      phase: 'eval',
      checkpoint: 3,
      episode: 0,
    });
    expect(readMatchLabel(anchoredText)).toMatchObject({ type: 'anchored', name: 'learner', round: 2, seat: 1 });
    expect(readMatchLabel('kuhn-poker tournament')).toEqual({ type: 'text', text: 'kuhn-poker tournament' });
    for (const text of [episodeText, checkpointText, anchoredText, 'snake eval, 1 seat', ''])
      expect(formatMatchLabel(readMatchLabel(text))).toBe(text);
  });

  it('reads and writes Learn2Play labels, refusing episode 0', () => {
    const text = '{"protocol":"learn2play","game":"g","experience":"none","trial":2,"episode":4,"role":"reference"}';
    expect(readMatchLabel(text)).toEqual({
      type: 'learn2play',
      game: 'g',
      experience: 'none',
      trial: 2,
      episode: 4,
      role: 'reference',
    });
    expect(formatMatchLabel(readMatchLabel(text))).toBe(text);
    expect(readMatchLabel(text.replace('"episode":4', '"episode":0'))).toMatchObject({ type: 'unreadable' });
  });

  it('keeps a JSON label of no known shape as its text, with what is wrong, and never throws', () => {
    const cases = [
      ['{"protocol":"explore-evaluate","game":"snake"}', /pathway/],
      ['{"preset":"eval","episode":1}', /no label of protocol undefined/],
      ['{"protocol":"anchored"', /not valid JSON/],
      [episodeText.replace('"trial":1', '"trial":-1'), /trial: expected an integer ≥ 0/],
      [episodeText.replace('"eval"', '"train"'), /phase: expected one of "explore", "eval"/],
      [episodeText.replace('"game"', '"mode":1,"game"'), /mode: not a field of this label/],
      [episodeText.replace('"snake"', '3'), /game: expected text/],
    ] as const;
    for (const [text, problem] of cases) {
      const label = readMatchLabel(text);
      expect(label).toMatchObject({ type: 'unreadable', text });
      if (label.type === 'unreadable') expect(label.problem).toMatch(problem);
      expect(formatMatchLabel(label)).toBe(text);
    }
  });

  it('shows labels to the viewer as it showed them before: stored JSON as an object, text as text', () => {
    expect(labelValue(readMatchLabel(episodeText))).toEqual(JSON.parse(episodeText));
    expect(labelValue(readMatchLabel('{"preset":"eval","episode":1}'))).toEqual({ preset: 'eval', episode: 1 });
    expect(labelValue(readMatchLabel('{broken'))).toBe('{broken');
    expect(labelValue(readMatchLabel('batch'))).toBe('batch');
  });
});
