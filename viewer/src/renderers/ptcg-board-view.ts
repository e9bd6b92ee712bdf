// Reads a Pokémon TCG observation (JSON) into what the board draws, with card names looked up in the card pool;
// any field of an unexpected shape throws, so the renderer boundary shows the observation text instead.
import type { CardDefinition, EnergyType, PokemonCard } from '../../../src/games/ptcg/card-definition.js';
import { cardById } from '../../../src/games/ptcg/cards/index.js';
import { matchesFilter } from '../../../src/games/ptcg/ptcg-filter.js';
import { passiveEffects } from '../../../src/games/ptcg/ptcg-modifiers.js';
import { asArray, asNumber, asRecord, asString, ObservationMismatch } from './observation-shape.js';

/** A Pokémon in play as the board draws it. */
export interface PtcgPokemonView {
  readonly instance: number;
  readonly name: string;
  readonly type: EnergyType;
  readonly ex: boolean;
  /** The card it evolved from (the one under it), or null for a Basic in play. */
  readonly evolvedFrom: string | null;
  readonly hp: number;
  readonly maxHp: number;
  readonly damageCounters: number;
  /** Attached Energy types, in attachment order (null for an attached card that is not an Energy card). */
  readonly energy: readonly (EnergyType | null)[];
  readonly tool: string | null;
  /** Special Conditions as printed: Asleep, Confused, Paralyzed, Poisoned, Burned. */
  readonly conditions: readonly string[];
}

/** A card in the observing seat's hand. */
export interface PtcgHandCard {
  readonly name: string;
  readonly kind: CardDefinition['kind'];
}

/** One player's side of the table. */
export interface PtcgPlayerView {
  readonly seat: number;
  readonly active: PtcgPokemonView | null;
  readonly bench: readonly PtcgPokemonView[];
  /** Pokémon placed face down during setup that the observing seat cannot see yet. */
  readonly placed: number;
  /** The hand for the observing seat; null for the opponent (only `handCount` shows). */
  readonly hand: readonly PtcgHandCard[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  readonly discardCount: number;
  readonly prizeCount: number;
  /** What this player already did this turn (Supporter played, Energy attached, retreated). */
  readonly doneThisTurn: readonly string[];
}

/** The whole table as one seat sees it. */
export interface PtcgBoardView {
  readonly seat: number;
  readonly opponent: PtcgPlayerView;
  readonly own: PtcgPlayerView;
  /** Turn, whose turn it is, or how the game ended. */
  readonly status: string;
  /** The decision this seat has to make now, or null when it has none. */
  readonly decision: string | null;
  readonly stadium: { readonly name: string; readonly owner: number } | null;
  /** Deck cards this seat is looking at during a search (names), or null. */
  readonly deckSeen: readonly string[] | null;
  readonly log: readonly string[];
}

const conditionNames: Readonly<Record<string, string>> = {
  asleep: 'Asleep',
  confused: 'Confused',
  paralyzed: 'Paralyzed',
};

/** Reads the card table entry of `instance`, or throws when the observation has none. */
function cardOf(cards: readonly string[], instance: unknown, what: string): CardDefinition {
  const index = asNumber(instance, what);
  const id = cards[index];
  if (id === undefined) throw new ObservationMismatch(`${what}: card ${index} is not in the card table`);
  try {
    return cardById(id);
  } catch {
    throw new ObservationMismatch(`${what}: unknown card id '${id}'`);
  }
}

function asBoolean(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new ObservationMismatch(`${what}: expected true or false`);
  return value;
}

/** Printed HP plus the HP bonuses of the Pokémon's own Abilities and its Tool, as the engine counts them. */
function maxHpOf(card: PokemonCard, tool: CardDefinition | undefined): number {
  let hp = card.hp;
  for (const effect of [...passiveEffects(card, 'while-in-play'), ...passiveEffects(tool, 'while-attached')]) {
    if (effect.type === 'hp-bonus' && matchesFilter(card, effect.pokemon)) hp += effect.amount;
  }
  return hp;
}

function readPokemon(cards: readonly string[], value: unknown, what: string): PtcgPokemonView {
  const slot = asRecord(value, what);
  const stack = asArray(slot.stack, `${what} stack`);
  const instance = asNumber(stack[stack.length - 1], `${what} stack`);
  const card = cardOf(cards, instance, what);
  if (card.kind !== 'pokemon') throw new ObservationMismatch(`${what}: ${card.name} is not a Pokémon`);
  const below = stack.length > 1 ? cardOf(cards, stack[stack.length - 2], `${what} stack`) : null;
  const toolInstance = asNumber(slot.tool, `${what} tool`);
  const tool = toolInstance >= 0 ? cardOf(cards, toolInstance, `${what} tool`) : undefined;
  const damage = asNumber(slot.damage, `${what} damage`);
  const maxHp = maxHpOf(card, tool);
  const conditions: string[] = [];
  if (slot.rotation !== null) {
    const rotation = conditionNames[asString(slot.rotation, `${what} rotation`)];
    if (!rotation) throw new ObservationMismatch(`${what} rotation: unknown condition`);
    conditions.push(rotation);
  }
  if (asBoolean(slot.poisoned, `${what} poisoned`)) conditions.push('Poisoned');
  if (asBoolean(slot.burned, `${what} burned`)) conditions.push('Burned');
  return {
    instance,
    name: card.name,
    type: card.type,
    ex: card.tags.includes('ex'),
    evolvedFrom: below?.name ?? null,
    hp: Math.max(0, maxHp - damage),
    maxHp,
    damageCounters: Math.round(damage / 10),
    energy: asArray(slot.energy, `${what} energy`).map((entry) => {
      const energy = cardOf(cards, entry, `${what} energy`);
      return energy.kind === 'energy' ? energy.energy : null;
    }),
    tool: tool?.name ?? null,
    conditions,
  };
}

function readPlayer(cards: readonly string[], value: unknown, seat: number, current: boolean): PtcgPlayerView {
  const what = `player ${seat}`;
  const player = asRecord(value, what);
  const hand =
    player.hand === null
      ? null
      : asArray(player.hand, `${what} hand`).map((entry) => {
          const card = cardOf(cards, entry, `${what} hand`);
          return { name: card.name, kind: card.kind };
        });
  const flags: [unknown, string][] = [
    [player.supporterPlayed, 'Supporter played'],
    [player.energyAttached, 'Energy attached'],
    [player.retreated, 'retreated'],
  ];
  return {
    seat,
    active: player.active === null ? null : readPokemon(cards, player.active, `${what} Active`),
    bench: asArray(player.bench, `${what} bench`).map((slot, index) =>
      readPokemon(cards, slot, `${what} Bench ${index + 1}`),
    ),
    placed: asNumber(player.placed, `${what} placed`),
    hand,
    handCount: asNumber(player.handCount, `${what} handCount`),
    deckCount: asNumber(player.deckCount, `${what} deckCount`),
    discardCount: asArray(player.discard, `${what} discard`).length,
    prizeCount: asNumber(player.prizeCount, `${what} prizeCount`),
    doneThisTurn: current ? flags.filter(([flag, label]) => asBoolean(flag, `${what} ${label}`)).map(([, l]) => l) : [],
  };
}

/** The decision `seat` has to make now, worded for it, or null. */
function decisionOf(
  observation: Readonly<Record<string, unknown>>,
  own: Readonly<Record<string, unknown>>,
  seat: number,
) {
  const phase = asString(observation.phase, 'phase');
  const chooser = firstPlayerChooser(observation);
  if (chooser !== null) return chooser === seat ? 'You won the coin flip: choose to go first or second.' : null;
  if (phase === 'setup') {
    if (asBoolean(own.ready, 'ready')) return null;
    if (own.active === null) return 'Setup: choose a Basic Pokémon from your hand as your Active Pokémon.';
    const extra = asNumber(own.extraDraws, 'extraDraws');
    return extra > 0
      ? `Setup: place Basic Pokémon on your Bench, or draw up to ${extra} extra cards.`
      : 'Setup: place Basic Pokémon on your Bench, or say ready.';
  }
  if (phase !== 'play') return null;
  const pending = asArray(observation.pending, 'pending');
  if (pending.length === 0) return null;
  const top = asRecord(pending[pending.length - 1], 'pending decision');
  if (asNumber(top.player, 'pending player') !== seat) return null;
  const type = asString(top.type, 'pending type');
  if (type === 'promote') return 'Choose a Benched Pokémon to become your new Active Pokémon.';
  const prompt = asString(top.prompt, 'pending prompt');
  if (type !== 'select') return prompt;
  const chosen = asArray(top.chosen, 'pending chosen').length;
  const min = asNumber(top.min, 'pending min');
  const max = asNumber(top.max, 'pending max');
  return `${prompt} (chosen ${chosen}; ${min === max ? min : `${min}–${max}`} in all)`;
}

/** The coin flip's winner while it still has to choose to go first or second, else null. */
function firstPlayerChooser(observation: Readonly<Record<string, unknown>>): number | null {
  const pending = asArray(observation.pending, 'pending');
  const top = pending.length > 0 ? asRecord(pending[pending.length - 1], 'pending decision') : null;
  return top?.type === 'first-player' ? asNumber(top.player, 'pending player') : null;
}

/** The turn line as `seat` reads it; a spectator (`seat` null) is told whose turn it is and whom the game waits for. */
function statusOf(observation: Readonly<Record<string, unknown>>, seat: number | null): string {
  const phase = asString(observation.phase, 'phase');
  const chooser = firstPlayerChooser(observation);
  if (chooser !== null) {
    return `Setup: player ${chooser} ${chooser === seat ? '(you) ' : ''}won the coin flip and chooses to go first or second`;
  }
  if (phase === 'setup') return 'Setup: both players place their Pokémon';
  if (phase === 'over') {
    const result = asRecord(observation.result, 'result');
    const reason = asString(result.reason, 'result reason');
    if (result.winner === null) return `Game over: a draw (${reason})`;
    const winner = asNumber(result.winner, 'winner');
    return `Game over: player ${winner} ${winner === seat ? '(you) ' : ''}wins (${reason})`;
  }
  const current = asNumber(observation.current, 'current');
  const turn = asNumber(observation.turn, 'turn');
  const turnCap = asNumber(observation.turnCap, 'turnCap');
  const pending = asArray(observation.pending, 'pending');
  const top = pending.length > 0 ? asRecord(pending[pending.length - 1], 'pending decision') : null;
  const waiting =
    top && top.player !== (seat ?? current) ? ` · waiting for player ${asNumber(top.player, 'pending player')}` : '';
  return `Turn ${turn} of ${turnCap} · ${current === seat ? 'your turn' : `player ${current}'s turn`}${waiting}`;
}

/** The parts of an observation every seat reads alike: the card table, both players, the turn and the Stadium. */
function readTable(observation: unknown, seat: number) {
  const state = asRecord(observation, 'ptcg observation');
  const cards = asArray(state.cards, 'cards').map((id) => asString(id, 'card id'));
  const players = asArray(state.players, 'players');
  if (players.length !== 2 || (seat !== 0 && seat !== 1)) throw new ObservationMismatch('players: expected two seats');
  const playing = asString(state.phase, 'phase') === 'play';
  const current = asNumber(state.current, 'current');
  const side = (player: number) => readPlayer(cards, players[player], player, playing && current === player);
  const stadium = asNumber(state.stadium, 'stadium');
  return {
    state,
    cards,
    players,
    side,
    stadium: stadium >= 0 ? { name: cardOf(cards, stadium, 'stadium').name, owner: stadium < 60 ? 0 : 1 } : null,
    log: asArray(state.log, 'log').map((line) => asString(line, 'log line')),
  };
}

/** The board of a `ptcg` observation as seat `seat` sees it; throws `ObservationMismatch` on any other shape. */
export function readPtcgBoard(observation: unknown, seat: number): PtcgBoardView {
  const { state, cards, players, side, stadium, log } = readTable(observation, seat);
  const deckSeen = state.deckSeen === null ? null : asArray(state.deckSeen, 'deckSeen');
  return {
    seat,
    own: side(seat),
    opponent: side(1 - seat),
    status: statusOf(state, seat),
    decision: decisionOf(state, asRecord(players[seat], `player ${seat}`), seat),
    stadium,
    deckSeen: deckSeen?.map((card) => cardOf(cards, card, 'deckSeen').name) ?? null,
    log,
  };
}

/** The table as a spectator sees it: what both players see alike, so no hand, deck card or setup placement shows. */
export interface PtcgSpectatorView {
  /** Players 0 and 1, each as their opponent sees them (hands and setup placements face down). */
  readonly players: readonly [PtcgPlayerView, PtcgPlayerView];
  readonly status: string;
  readonly stadium: { readonly name: string; readonly owner: number } | null;
  readonly log: readonly string[];
}

/**
 * The spectator's table from both seats' observations of one position: each player's side is read from the other
 * seat's observation, which shows only what is public; throws `ObservationMismatch` on any other shape.
 */
export function readPtcgSpectatorBoard(observations: readonly unknown[]): PtcgSpectatorView {
  if (observations.length !== 2) throw new ObservationMismatch('observations: expected one per seat, two seats');
  const [zero, one] = [readTable(observations[0], 0), readTable(observations[1], 1)];
  return {
    players: [one.side(0), zero.side(1)],
    status: statusOf(zero.state, null),
    stadium: zero.stadium,
    log: zero.log,
  };
}
