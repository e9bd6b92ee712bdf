import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../../src/core/params.js';
import { cardById } from '../../../src/games/ptcg/cards/index.js';
import { ptcgGame } from '../../../src/games/ptcg/ptcg-game.js';
import { hpOf } from '../../../src/games/ptcg/ptcg-modifiers.js';
import type { PtcgObservation } from '../../../src/games/ptcg/ptcg-observe.js';
import { type PtcgSlot, type PtcgState, topCard } from '../../../src/games/ptcg/ptcg-state.js';
import { ObservationMismatch } from './observation-shape.js';
import { readPtcgBoard } from './ptcg-board-view.js';
import { PtcgRenderer } from './ptcg-renderer.js';
import { PtcgSpectatorRenderer } from './ptcg-spectator-renderer.js';

/** The state after `steps` steps of aggro vs control on seed 1, each seat playing its (step mod count)-th legal action. */
function played(steps: number): PtcgState {
  let state = ptcgGame.setup(resolveParams(ptcgGame, undefined, { decks: 'aggro,control' }), 1, 2);
  for (let step = 0; step < steps && !ptcgGame.outcome(state); step++) {
    const toAct = ptcgGame.toAct(state);
    state = ptcgGame.apply(
      state,
      toAct.map((player) => {
        const legal = ptcgGame.legalActions(state, player);
        return legal[step % legal.length] as (typeof legal)[number];
      }),
    );
  }
  return state;
}

function render(observation: unknown, seat = 0): string {
  return renderToStaticMarkup(createElement(PtcgRenderer, { observation, seat, text: 'the text' }));
}

function renderSpectator(state: PtcgState): string {
  const observations = [0, 1].map((seat) => ptcgGame.observe(state, seat));
  return renderToStaticMarkup(createElement(PtcgSpectatorRenderer, { observations }));
}

/** How often `text` occurs in `html`. */
function occurrences(html: string, text: string): number {
  return html.split(text).length - 1;
}

/** Text as it reads in the markup (React escapes apostrophes and ampersands). */
function escaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
}

function nameOf(state: PtcgState, instance: number): string {
  return cardById(state.cards[instance] as string).name;
}

/** A copy of `observation` with seat 0's Active changed by `change` (for shapes a short playout may not reach). */
function withOwnActive(observation: PtcgObservation, change: Partial<PtcgSlot>): PtcgObservation {
  const [own, opponent] = observation.players;
  if (!own?.active || !opponent) throw new Error('seat 0 has no Active Pokémon');
  return { ...observation, players: [{ ...own, active: { ...own.active, ...change } }, opponent] };
}

describe('the Pokémon TCG board', () => {
  const state = played(40);
  const observation = ptcgGame.observe(state, 0);

  it('draws every Pokémon in play with its name and HP as the engine counts it, opponent on top', () => {
    expect(state.phase).toBe('play');
    const html = render(observation);
    expect(html).toMatch(/^<div class="board ptcg">/);
    for (const player of state.players) {
      for (const slot of [player.active, ...player.bench]) {
        if (!slot) continue;
        const hp = hpOf(state, slot);
        expect(html).toContain(
          `${escaped(nameOf(state, topCard(slot)))}</div><div class="ptcg-hp">HP ${hp - slot.damage}/${hp}`,
        );
      }
    }
    expect(html.indexOf('data-seat="1"')).toBeLessThan(html.indexOf('data-seat="0"'));
    const seat1 = render(ptcgGame.observe(state, 1), 1);
    expect(seat1.indexOf('data-seat="0"')).toBeLessThan(seat1.indexOf('data-seat="1"'));
  });

  it('shows counts per player, the observing hand by name, the Stadium, the turn and the last log lines', () => {
    const html = render(observation);
    const own = state.players[0];
    const opponent = state.players[1];
    if (!own || !opponent) throw new Error('two players expected');
    expect(html).toContain(`Prizes ${own.prizes.length}`);
    expect(html).toContain(`Deck ${opponent.deck.length}`);
    expect(html).toContain(`Discard ${opponent.discard.length}`);
    expect(html).toContain(`Hand ${opponent.hand.length}`);
    for (const card of own.hand) expect(html).toContain(escaped(nameOf(state, card)));
    if (state.stadium >= 0) expect(html).toContain(`${escaped(nameOf(state, state.stadium))} (player`);
    expect(html).toContain(`Turn ${state.turn} of ${state.turnCap}`);
    for (const line of state.log.slice(-5)) expect(html).toContain(`<li>${escaped(line)}</li>`);
    expect(html.match(/<li>/g)?.length).toBe(Math.min(5, state.log.length));
  });

  it('draws Energy as typed pips, the Tool, damage counters and Special Conditions as badges', () => {
    // A card from seat 0's (hidden) deck becomes a Bravery Charm attached to its Active.
    const charm = state.players[0]?.deck[0] ?? -1;
    const cards = observation.cards.map((id, instance) => (instance === charm ? 'bravery-charm' : id));
    const changed = withOwnActive(
      { ...observation, cards },
      { tool: charm, damage: 30, rotation: 'asleep', poisoned: true, burned: true },
    );
    const active = readPtcgBoard(changed, 0).own.active;
    const card = cardById(cards[active?.instance ?? -1] as string);
    if (card.kind !== 'pokemon' || card.stage !== 'basic') throw new Error('expected a Basic Active Pokémon');
    expect(active).toMatchObject({ maxHp: card.hp + 50, hp: card.hp + 20, damageCounters: 3, tool: 'Bravery Charm' });
    expect(active?.conditions).toEqual(['Asleep', 'Poisoned', 'Burned']);
    const html = render(changed);
    expect(html).toContain('⚙ Bravery Charm');
    expect(html).toContain('class="ptcg-condition ptcg-condition-poisoned">Poisoned</span>');
    expect(html).toContain('title="3 damage counters">3</span>');
    const energy = state.players[0]?.active?.energy ?? [];
    expect(html.match(/class="ptcg-pip ptcg-type-lightning"/g)?.length ?? 0).toBeGreaterThanOrEqual(energy.length);
  });

  it('shows a pending decision only to the seat that makes it', () => {
    const select = {
      type: 'select',
      player: 0,
      zone: 'deck',
      filter: null,
      depth: 0,
      pokemon: -1,
      min: 0,
      max: 2,
      chosen: [3],
      prompt: 'choose up to 2 Basic Pokémon to put onto your Bench',
    };
    const asking = { ...observation, pending: [select] };
    expect(render(asking)).toContain(
      'Your decision: choose up to 2 Basic Pokémon to put onto your Bench (chosen 1; 0–2 in all)',
    );
    expect(render({ ...observation, pending: [{ type: 'promote', player: 0 }] })).toContain('Choose a Benched Pokémon');
    const waiting = render({ ...observation, pending: [{ ...select, player: 1 }] });
    expect(waiting).not.toContain('Your decision');
    expect(waiting).toContain('waiting for player 1');
  });

  it("asks the coin flip's winner to go first or second, and tells the other seat who chooses", () => {
    const start = played(0);
    const winner = ptcgGame.toAct(start)[0] as number;
    expect(render(ptcgGame.observe(start, winner), winner)).toContain(
      escaped('You won the coin flip: choose to go first or second.'),
    );
    const other = render(ptcgGame.observe(start, 1 - winner), 1 - winner);
    expect(other).toContain(`Setup: player ${winner} won the coin flip and chooses to go first or second`);
    expect(other).not.toContain('You won');
  });

  it('keeps the opponent face down during setup and says how the game ended', () => {
    // Step 0 is the coin flip winner's choice; step 1 places the Active Pokémon.
    const setup = played(2);
    expect(setup.phase).toBe('setup');
    const html = render(ptcgGame.observe(setup, 0));
    expect(html).toContain('Setup');
    const hidden = ptcgGame.observe(setup, 0).players[1]?.placed ?? 0;
    expect(html.split('ptcg-face-down').length - 1).toBe(hidden);
    const over = { ...observation, phase: 'over', result: { winner: 0, reason: 'took all Prize cards' } };
    expect(render(over)).toContain('Game over: player 0 (you) wins (took all Prize cards)');
  });

  it('draws the Active Spot apart from the Bench, each labelled, the Bench with its count of five', () => {
    const html = render(observation);
    const own = state.players[0];
    if (!own) throw new Error('two players expected');
    expect(html).toContain('<div class="ptcg-spot" data-spot="active"><div class="ptcg-spot-label">Active</div>');
    expect(html).toContain(
      `<div class="ptcg-bench" data-spot="bench"><div class="ptcg-spot-label">Bench ${own.bench.length}/5</div>`,
    );
  });

  it("shows the seat's hand by name and the opponent's face down", () => {
    const html = render(observation);
    expect(html).toContain('data-hand="shown"');
    expect(html).toContain('data-hand="hidden"');
    expect(occurrences(html, 'class="ptcg-card-back"')).toBe(state.players[1]?.hand.length);
  });

  it('draws a spectator table with both boards once and every hand face down, from both observations', () => {
    const html = renderSpectator(state);
    expect(html).toMatch(/^<div class="board ptcg ptcg-spectator">/);
    expect(html.indexOf('data-seat="1"')).toBeLessThan(html.indexOf('data-seat="0"'));
    expect(occurrences(html, 'data-spot="active"')).toBe(2);
    expect(occurrences(html, 'data-hand="hidden"')).toBe(2);
    expect(html).not.toContain('ptcg-hand-card');
    expect(html).not.toContain('Your decision');
    expect(occurrences(html, 'class="ptcg-card-back"')).toBe(
      (state.players[0]?.hand.length ?? 0) + (state.players[1]?.hand.length ?? 0),
    );
    for (const player of state.players) {
      for (const slot of [player.active, ...player.bench]) {
        if (slot) expect(html).toContain(`${escaped(nameOf(state, topCard(slot)))}</div><div class="ptcg-hp">`);
      }
    }
    expect(html).toContain(
      `Turn ${state.turn} of ${state.turnCap} · player ${state.current}'s turn`.replace("'", '&#x27;'),
    );
  });

  it("keeps both players' setup placements face down for a spectator", () => {
    const setup = played(2);
    expect(setup.phase).toBe('setup');
    const placed = [0, 1].map((seat) => ptcgGame.observe(setup, 1 - seat).players[seat]?.placed ?? 0);
    expect(placed.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    expect(occurrences(renderSpectator(setup), 'ptcg-face-down')).toBe((placed[0] ?? 0) + (placed[1] ?? 0));
  });

  it('throws on an observation of another shape, so the boundary shows the text instead', () => {
    expect(() => render({ ...observation, players: [] })).toThrow(ObservationMismatch);
    expect(() => render({ ...observation, cards: observation.cards.map(() => 'missingno') })).toThrow(
      /unknown card id 'missingno'/,
    );
    expect(() => render(withOwnActive(observation, { stack: [500] }))).toThrow(/card 500 is not in the card table/);
    expect(() => render(withOwnActive(observation, { damage: '30' as unknown as number }))).toThrow(
      /damage: expected a number/,
    );
    expect(() => render(null)).toThrow(ObservationMismatch);
  });
});
