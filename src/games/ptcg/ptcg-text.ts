// How the card game reads to models, logs and the viewer: a rules summary, a structured (or raw) observation whose
// card labels the action texts reuse, and parsing that matches an answer against the legal actions' texts.
import { answerText } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import { rngFromSeed } from '../../core/rng.js';
import type { CardDefinition } from './card-definition.js';
import { definitions } from './card-pool.js';
import { actionText, type PtcgAction, slotLabel } from './ptcg-action.js';
import { ptcgLegalActions } from './ptcg-legal.js';
import { hpOf, retreatCostOf } from './ptcg-modifiers.js';
import type { ObservedPlayer, PtcgObservation } from './ptcg-observe.js';
import { ptcgSample } from './ptcg-sample.js';
import { type PtcgSlot, type PtcgState, topCard } from './ptcg-state.js';

/** The legal actions of `player`, judged from its observation alone (a sampled state gives the same ones). */
export function legalFromObservation(observation: PtcgObservation, player: number): PtcgAction[] {
  if (observation.phase === 'over') return [];
  return ptcgLegalActions(ptcgSample(observation, player, rngFromSeed(1)), player);
}

function kindLine(card: CardDefinition | undefined): string {
  if (!card) return 'unknown card';
  if (card.kind === 'pokemon') {
    const stage = card.stage === 'basic' ? 'Basic' : card.stage === 'stage1' ? 'Stage 1' : 'Stage 2';
    return `${stage} Pokémon${card.tags.includes('ex') ? ' ex' : ''}, ${card.type}, ${card.hp} HP`;
  }
  if (card.kind === 'energy') return 'Basic Energy';
  return card.trainer === 'tool' ? 'Pokémon Tool' : card.trainer[0]?.toUpperCase() + card.trainer.slice(1);
}

function conditions(slot: PtcgSlot): string[] {
  const list: string[] = [];
  if (slot.rotation) list.push(slot.rotation[0]?.toUpperCase() + slot.rotation.slice(1));
  if (slot.poisoned) list.push('Poisoned');
  if (slot.burned) list.push('Burned');
  return list;
}

function pokemonLine(state: PtcgState, slot: PtcgSlot, label: string): string {
  const defs = definitions(state.cards);
  const top = topCard(slot);
  const hp = hpOf(state, slot);
  const parts = [`HP ${Math.max(0, hp - slot.damage)}/${hp}`];
  if (slot.damage > 0) parts.push(`${slot.damage / 10} damage counters`);
  parts.push(`Energy: ${slot.energy.length ? summary(state, slot.energy) : 'none'}`);
  if (slot.tool >= 0) parts.push(`Tool: ${defs[slot.tool]?.name} (card ${slot.tool})`);
  parts.push(`Retreat Cost ${retreatCostOf(state, slot)}`);
  parts.push(...conditions(slot));
  const evolved =
    slot.stack.length > 1 ? `, evolved from ${defs[slot.stack[slot.stack.length - 2] as number]?.name}` : '';
  return `- ${label}: ${defs[top]?.name} (card ${top}${evolved}) — ${parts.join('; ')}`;
}

/**
 * Cards grouped by card id, each group labelled with the instance a choice among identical cards names (the lowest
 * one not chosen yet in the decision on top) and its count: `Basic Psychic Energy (card 7) ×2, Nest Ball (card 12)`.
 */
function summary(state: PtcgState, cards: readonly number[]): string {
  const defs = definitions(state.cards);
  const top = state.pending[state.pending.length - 1];
  const chosen = top?.type === 'select' ? top.chosen : [];
  const groups = new Map<string, { label: number; count: number }>();
  for (const card of [...cards].sort((a, b) => Number(chosen.includes(a)) - Number(chosen.includes(b)) || a - b)) {
    const id = state.cards[card] as string;
    const group = groups.get(id);
    if (group) group.count += 1;
    else groups.set(id, { label: card, count: 1 });
  }
  return (
    [...groups.values()]
      .sort((x, y) => x.label - y.label)
      .map(({ label, count }) => `${defs[label]?.name ?? '?'} (card ${label})${count > 1 ? ` ×${count}` : ''}`)
      .join(', ') || 'empty'
  );
}

function boardLines(state: PtcgState, observation: PtcgObservation, seat: number, own: boolean): string[] {
  const seen = observation.players[seat] as ObservedPlayer;
  const lines = [own ? `Your board (player ${seat}):` : `Opponent's board (player ${seat}):`];
  if (!own) lines.push(`- Hand: ${seen.handCount} cards`);
  if (seen.placed > 0) lines.push(`- ${seen.placed} Pokémon placed face down (revealed when setup ends)`);
  if (seen.active) lines.push(pokemonLine(state, seen.active, 'Active'));
  else if (seen.placed === 0) lines.push('- Active: none');
  seen.bench.forEach((slot, index) => {
    lines.push(pokemonLine(state, slot, slotLabel(index + 1)));
  });
  lines.push(
    `- Prizes left: ${seen.prizeCount} · Deck: ${seen.deckCount} cards · Discard (${seen.discard.length}): ${summary(state, seen.discard)}`,
  );
  const used = [
    seen.supporterPlayed ? 'Supporter played' : '',
    seen.energyAttached ? 'Energy attached' : '',
    seen.retreated ? 'retreated' : '',
  ].filter(Boolean);
  if (observation.current === seat && observation.phase === 'play' && used.length > 0) {
    lines.push(`- This turn: ${used.join(', ')}`);
  }
  return lines;
}

function decisionLine(observation: PtcgObservation, player: number): string {
  if (observation.phase === 'over') {
    const result = observation.result;
    if (!result) return 'The game is over.';
    return result.winner === null
      ? `The game is over: a draw (${result.reason}).`
      : `The game is over: ${result.winner === player ? 'you win' : 'you lose'} (player ${result.winner} ${result.reason}).`;
  }
  const top = observation.pending[observation.pending.length - 1];
  if (top?.type === 'first-player') {
    return top.player === player
      ? 'You won the coin flip: choose to go first or second.'
      : `Waiting for player ${top.player}, who won the coin flip, to choose to go first or second.`;
  }
  if (observation.phase === 'setup') {
    const seen = observation.players[player] as ObservedPlayer;
    if (seen.ready) return 'Setup: waiting for the opponent to place Pokémon.';
    if (!seen.active) return 'Setup: choose a Basic Pokémon from your hand as your Active Pokémon.';
    if (seen.extraDraws > 0) {
      return `Setup: place Basic Pokémon on your Bench, or draw up to ${seen.extraDraws} extra cards for your opponent's mulligans (Basic Pokémon drawn may still go to your Bench).`;
    }
    return 'Setup: place Basic Pokémon on your Bench, or say ready.';
  }
  if (top) {
    if (top.player !== player) return `Waiting for player ${top.player} to decide (${top.type}).`;
    if (top.type === 'promote') return 'Your decision: choose a Benched Pokémon to become your new Active Pokémon.';
    if (top.type === 'select') {
      const chosen = top.chosen.length
        ? ` (chosen so far: ${top.chosen.map((card) => `card ${card}`).join(', ')})`
        : '';
      return `Your decision: ${top.prompt}${chosen}; choose cards one at a time, then done.`;
    }
    return `Your decision: ${top.prompt}.`;
  }
  return observation.current === player ? 'It is your turn.' : `Waiting for player ${observation.current}.`;
}

function structured(observation: PtcgObservation, player: number): string {
  const state = ptcgSample(observation, player, rngFromSeed(1));
  const defs = definitions(state.cards);
  const own = observation.players[player] as ObservedPlayer;
  const turn = observation.phase === 'setup' ? 'setup' : `turn ${observation.turn} of at most ${observation.turnCap}`;
  const order = observation.first >= 0 ? `player ${observation.first} went first` : 'who goes first is not chosen yet';
  const lines = [`Pokémon TCG — ${turn}; you are player ${player}; ${order}.`];
  lines.push(decisionLine(observation, player), '');
  lines.push(`Your hand (${own.hand?.length ?? 0}):`);
  for (const card of own.hand ?? []) lines.push(`- ${defs[card]?.name} (card ${card}): ${kindLine(defs[card])}`);
  lines.push(
    '',
    ...boardLines(state, observation, player, true),
    '',
    ...boardLines(state, observation, 1 - player, false),
  );
  const stadium = observation.stadium;
  lines.push(
    '',
    `Stadium: ${stadium >= 0 ? `${defs[stadium]?.name} (card ${stadium}, player ${stadium < 60 ? 0 : 1}'s)` : 'none'}`,
  );
  if (observation.deckSeen) {
    // The top cards of the deck are shown in order; a whole deck being searched as a sorted summary (identical cards once).
    const top = observation.pending[observation.pending.length - 1];
    const depth = top?.type === 'select' ? top.depth : 0;
    const seen =
      depth > 0
        ? observation.deckSeen.map((card) => `${defs[card]?.name} (card ${card})`).join(', ')
        : summary(state, observation.deckSeen);
    lines.push(`Looking at your deck${depth > 0 ? ` (top ${depth} cards, in order)` : ''}: ${seen || 'empty'}`);
  }
  if (observation.log.length) lines.push('', 'Recent events:', ...observation.log.map((entry) => `- ${entry}`));
  const legal = observation.phase === 'over' ? [] : ptcgLegalActions(state, player);
  if (legal.length) lines.push('', 'Legal actions:', ...legal.map((action) => `- ${actionText(action)}`));
  return lines.join('\n');
}

function raw(observation: PtcgObservation, player: number): string {
  const state = ptcgSample(observation, player, rngFromSeed(1));
  const defs = definitions(state.cards);
  const name = (card: number) => `${defs[card]?.name}#${card}`;
  const board = (seen: ObservedPlayer) =>
    [seen.active, ...seen.bench]
      .map((slot) =>
        slot
          ? `${name(topCard(slot))}[dmg ${slot.damage}, energy ${slot.energy.length}${slot.tool >= 0 ? `, tool ${name(slot.tool)}` : ''}${conditions(slot).length ? `, ${conditions(slot).join('+')}` : ''}]`
          : '',
      )
      .filter(Boolean)
      .join(' ');
  const lines = [`phase=${observation.phase} turn=${observation.turn} current=${observation.current} you=${player}`];
  for (const seat of [0, 1]) {
    const seen = observation.players[seat] as ObservedPlayer;
    lines.push(
      `p${seat}: hand=${seen.hand ? seen.hand.map(name).join(',') : seen.handCount} deck=${seen.deckCount} prizes=${seen.prizeCount} discard=${seen.discard.length} board=${board(seen) || (seen.placed ? `${seen.placed} face down` : 'none')}`,
    );
  }
  if (observation.stadium >= 0) lines.push(`stadium=${name(observation.stadium)}`);
  lines.push(decisionLine(observation, player), ...observation.log);
  return lines.join('\n');
}

/** A card's full rules text for the `query_card` tool. */
export function cardText(card: CardDefinition): string {
  if (card.kind !== 'pokemon') return `${card.name} (${kindLine(card)}): ${card.text || 'no rules text'}`;
  const lines = [
    `${card.name} — ${kindLine(card)}${card.evolvesFrom ? `, evolves from ${card.evolvesFrom}` : ''}`,
    `Weakness: ${card.weakness ?? 'none'} ×2 · Resistance: ${card.resistance ? `${card.resistance} −30` : 'none'} · Retreat Cost: ${card.retreat}`,
  ];
  for (const ability of card.abilities) lines.push(`Ability ${ability.name}: ${ability.text}`);
  for (const attack of card.attacks) {
    const damage = attack.damage > 0 ? ` ${attack.damage}${attack.damageSuffix ?? ''}` : '';
    lines.push(`Attack ${attack.name} [${attack.cost.join(', ')}]${damage}${attack.text ? `: ${attack.text}` : ''}`);
  }
  return lines.join('\n');
}

function normalise(text: string): string {
  return answerText(text)
    .replace(/^[\s"'`*-]+|[\s"'`*.!]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Text codec of the Pokémon TCG. */
export const ptcgText: TextCodec<PtcgAction, PtcgObservation> = {
  rules(params: Params, player: number): string {
    return [
      `You are playing the Pokémon Trading Card Game as player ${player} (players 0 and 1), decks ${String(params.decks)}.`,
      'Win by taking all 6 of your Prize cards (one per Knocked Out Pokémon, two for a Pokémon ex), by leaving your',
      'opponent no Pokémon in play, or when your opponent cannot draw at the start of their turn.',
      'Before the cards are dealt, the winner of a coin flip chooses to go first or second.',
      'Each turn: draw a card, then in any order play Basic Pokémon to your Bench (at most 5), evolve Pokémon (not on your',
      'first turn nor on one that came into play this turn), attach one Energy card, play any Items and Tools, one',
      'Supporter (not on the very first turn of the game) and one Stadium, use Abilities, retreat once (discarding Energy',
      'equal to the Retreat Cost); attacking ends your turn (the player going first cannot attack on turn 1).',
      'Damage: base → bonuses → Weakness ×2 → Resistance −30 → reductions; Benched Pokémon have no Weakness or',
      'Resistance. Between turns the Pokémon Checkup applies Poison (1 counter), Burn (2 counters, then a coin flip to',
      'recover), Sleep (coin flip to wake) and removes Paralysis from the Pokémon of the player whose turn ended.',
      'The observation lists your hand, both boards (Active and Bench 1..5, with HP, Energy, Tools and conditions) and',
      'the legal actions. Every card is labelled `(card N)`; answer with one legal action exactly as written. Choices',
      'inside effects (cards from a deck, targets, yes/no) are asked one at a time; say `done` to stop choosing.',
      "Ask for any card's full text with the query_card tool, and for a discard pile with query_discard.",
    ].join('\n');
  },

  observation(observation: PtcgObservation, player: number): string {
    return observation.textStyle === 'raw' ? raw(observation, player) : structured(observation, player);
  },

  action: actionText,

  parseAction(text: string, observation: PtcgObservation, player: number): ParseResult<PtcgAction> {
    const legal = legalFromObservation(observation, player);
    if (legal.length === 0) return { ok: false, error: 'no action can be taken now: it is not your decision' };
    const wanted = normalise(text);
    const action = legal.find((option) => normalise(actionText(option)) === wanted);
    if (action) return { ok: true, action };
    const shown = wanted.length > 60 ? `${wanted.slice(0, 60)}…` : wanted;
    return {
      ok: false,
      error: `'${shown}' is not a legal action now; answer with one of: ${legal.map(actionText).join('; ')}`,
    };
  },
};
