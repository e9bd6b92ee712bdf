import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../../src/core/params.js';
import { findGame } from '../../../src/games/registry.js';
import { GenericRenderer } from './generic-renderer.js';
import { RendererBoundary } from './renderer-boundary.js';
import { rendererFor, renderers } from './renderers.js';

/** Seat 0's observation (JSON and text) after a few first-legal-action steps of `id` on seed 1. */
function observationOf(id: string): { json: unknown; text: string } {
  const { game } = findGame(id);
  const players = game.playerCounts[game.playerCounts.length - 1] ?? 1;
  let state = game.setup(resolveParams(game, undefined), 1, players);
  for (let step = 0; step < 3 && !game.outcome(state); step++) {
    const toAct: readonly number[] = game.toAct(state);
    state = game.apply(
      state,
      toAct.map((player) => game.legalActions(state, player)[0]),
    );
  }
  const json = game.observe(state, 0);
  return { json, text: game.text.observation(json, 0) };
}

describe('board renderers', () => {
  it.each(Object.keys(renderers))('draw a real %s observation as a board, not as text', (id) => {
    const { json, text } = observationOf(id);
    const Renderer = rendererFor(id);
    const html = renderToStaticMarkup(createElement(Renderer, { observation: json, seat: 0, text }));
    expect(html).toMatch(/class="board/);
  });

  it('give every other game the generic renderer', () => {
    expect(rendererFor('trust-evolution')).toBe(GenericRenderer);
    expect(rendererFor('toString')).toBe(GenericRenderer);
    const html = renderToStaticMarkup(
      createElement(GenericRenderer, { observation: {}, seat: 0, text: '<b>round 1</b>' }),
    );
    expect(html).toBe('<pre class="observation-text">&lt;b&gt;round 1&lt;/b&gt;</pre>');
  });

  it('throw on an observation of the wrong shape, which the boundary turns into text', () => {
    const Snake = rendererFor('snake');
    expect(() => renderToStaticMarkup(createElement(Snake, { observation: { rules: 3 }, seat: 0, text: 'x' }))).toThrow(
      /rules: expected an object/,
    );
    const state = RendererBoundary.getDerivedStateFromError(new Error('rules: expected an object'));
    expect(state.error).toBe('rules: expected an object');
  });

  it('draw mycelium colonies with their origins, numbered tips and the score line', () => {
    const { json, text } = observationOf('mycelium');
    const html = renderToStaticMarkup(createElement(rendererFor('mycelium'), { observation: json, seat: 0, text }));
    expect(html).toMatch(/class="cell cell-colony-0" title="origin of colony 0">@</);
    expect(html).toMatch(/class="cell cell-colony-1" title="colony 1 tip 0">0</);
    expect(html).toContain('turn 3 of 160 · colony 0: 4 cells');
    expect(html.match(/cell-obstacle/g)).toHaveLength(20);
  });
});
