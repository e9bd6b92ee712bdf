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

  it('draw the night-orchard keeper view of a masked fox as a question mark where it was last seen', () => {
    const { game } = findGame('night-orchard');
    const state = game.setup(resolveParams(game, undefined), 1, 2);
    const masked = { ...state, fox: { ...state.fox, skills: { dash: 0, mask: 5, scare: 0 } } };
    const json = game.observe(masked, 1);
    const html = renderToStaticMarkup(
      createElement(rendererFor('night-orchard'), { observation: json, seat: 1, text: game.text.observation(json, 1) }),
    );
    expect(html).toContain('title="fox last seen">?</div>');
    expect(html).not.toContain('class="cell cell-fox"');
    expect(html).toContain('keeper · turn 0/180');
  });

  it('draw masked-duel enemies as "?" until revealed, and the seat\'s own units by type', () => {
    const { json, text } = observationOf('masked-duel');
    const html = renderToStaticMarkup(createElement(rendererFor('masked-duel'), { observation: json, seat: 0, text }));
    const ownTypes = (json as { sides: { type: string }[][] }).sides[0]?.map((unit) => unit.type) ?? [];
    for (const type of ownTypes) expect(html).toContain(`: ${type}</strong>`);
    expect(html).toContain(': ?</strong>');
  });

  it('draw the lantern-maze cave with both miners, the beasts and the score line', () => {
    const { json, text } = observationOf('lantern-maze');
    const html = renderToStaticMarkup(createElement(rendererFor('lantern-maze'), { observation: json, seat: 0, text }));
    expect(html).toContain('class="cell cell-miner-0"');
    expect(html).toContain('class="cell cell-miner-1"');
    expect(html.match(/cell-beast/g)?.length).toBe(2);
    expect(html).toMatch(/turn 3 of 150 · miner 0: \d+ · miner 1: \d+ · items left \d+/);
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
