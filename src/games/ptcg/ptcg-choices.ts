// The cards and Pokémon a paused choice may pick from, computed from the state when they are listed, so a pending
// decision stores only its filter and zone (states sampled for search agents then stay consistent by construction).
import { definitions } from './card-pool.js';
import type { CardFilter } from './effect-spec.js';
import { basicsUnder } from './ptcg-board.js';
import { matchesFilter, type RulesView, slotMatches } from './ptcg-filter.js';
import { findSlot, type Pending, type PtcgPlayer, type SlotRef, slotAt, slotsOf } from './ptcg-state.js';

type Select = Extract<Pending, { type: 'select' }>;

/** The cards of the zone a select choice reads, before filtering. */
export function selectZone(view: RulesView, pending: Select): readonly number[] {
  const seat = view.players[pending.player] as PtcgPlayer;
  switch (pending.zone) {
    case 'deck':
      return pending.depth > 0 ? seat.deck.slice(0, pending.depth) : seat.deck;
    case 'hand':
      return seat.hand;
    case 'discard':
      return seat.discard;
    case 'energy': {
      for (const player of [0, 1]) {
        const owner = view.players[player] as PtcgPlayer;
        const slot = findSlot(owner, pending.pokemon);
        if (slot >= 0) return slotAt(owner, slot)?.energy ?? [];
      }
      return [];
    }
  }
}

/** The cards still choosable in a select choice (matching, not yet chosen). */
export function selectCandidates(view: RulesView, pending: Select): number[] {
  const defs = definitions(view.cards);
  const candidates = selectZone(view, pending).filter(
    (card) => !pending.chosen.includes(card) && matchesFilter(defs[card], pending.filter),
  );
  if (pending.zone !== 'hand' || pending.pokemon < 0) return candidates;
  const basic = defs[pending.pokemon]?.name ?? '';
  return candidates.filter((card) => {
    const def = defs[card];
    return def?.kind === 'pokemon' && def.stage === 'stage2' && basicsUnder(def).includes(basic);
  });
}

/** Cards of `zone` matching `filter`. */
export function matching(view: RulesView, zone: readonly number[], filter: CardFilter | null | undefined): number[] {
  const defs = definitions(view.cards);
  return zone.filter((card) => matchesFilter(defs[card], filter));
}

/** Slots of `player`'s Pokémon matching `filter` (Active first), optionally only the Bench. */
export function pokemonTargets(
  view: RulesView,
  player: number,
  filter: CardFilter | null | undefined,
  benchOnly = false,
): SlotRef[] {
  const seat = view.players[player] as PtcgPlayer;
  const targets: SlotRef[] = [];
  for (const { slot, pokemon } of slotsOf(seat)) {
    if (benchOnly && slot === 0) continue;
    if (slotMatches(view, pokemon, filter)) targets.push({ player, slot });
  }
  return targets;
}
