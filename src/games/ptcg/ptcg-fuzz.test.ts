// Random games over all 25 deck pairings with invariants checked after every action. PTCG_FUZZ_GAMES sets the
// number of games (default 500; run 10000 by hand: PTCG_FUZZ_GAMES=10000 npx vitest run src/games/ptcg/ptcg-fuzz.test.ts).
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../core/rng.js';
import type { PtcgAction } from './ptcg-action.js';
import { deckPairs, ptcgGame } from './ptcg-game.js';
import { ptcgHeuristic } from './ptcg-heuristic.js';
import type { PtcgObservation } from './ptcg-observe.js';
import type { PtcgPlayer, PtcgSlot, PtcgState } from './ptcg-state.js';

const games = Number(process.env.PTCG_FUZZ_GAMES ?? 500);

function boardCards(player: Pick<PtcgPlayer, 'active' | 'bench'>): number[] {
  const cards: number[] = [];
  for (const slot of [player.active, ...player.bench]) {
    if (slot) cards.push(...slot.stack, ...slot.energy, ...(slot.tool >= 0 ? [slot.tool] : []));
  }
  return cards;
}

/** Throws unless each player owns exactly their 60 instances, once each, across all zones. */
function checkCards(state: PtcgState): void {
  for (const seat of [0, 1]) {
    const player = state.players[seat] as PtcgPlayer;
    const all = [...player.deck, ...player.hand, ...player.discard, ...player.prizes, ...boardCards(player)];
    if (state.stadium >= 0 && (state.stadium < 60 ? 0 : 1) === seat) all.push(state.stadium);
    const distinct = new Set(all);
    if (all.length !== 60 || distinct.size !== 60 || all.some((card) => card < seat * 60 || card >= seat * 60 + 60)) {
      throw new Error(`player ${seat} has ${all.length} cards (${distinct.size} distinct) in its zones, not its 60`);
    }
  }
}

function checkDamage(state: PtcgState): void {
  for (const player of state.players) {
    for (const slot of [player.active, ...player.bench] as (PtcgSlot | null)[]) {
      if (slot && (slot.damage < 0 || slot.damage % 10 !== 0))
        throw new Error(`damage ${slot.damage} is not a counter multiple ≥ 0`);
    }
    if (player.bench.length > 5) throw new Error(`a Bench holds ${player.bench.length} Pokémon`);
  }
}

/** Instances a seat sees in its observation (hand, boards, discards, Stadium, choices, deck being searched). */
function shownInstances(observation: PtcgObservation): number[] {
  const shown: number[] = [];
  for (const player of observation.players) {
    shown.push(...(player.hand ?? []), ...player.discard, ...boardCards(player));
  }
  if (observation.stadium >= 0) shown.push(observation.stadium);
  shown.push(...(observation.deckSeen ?? []));
  for (const pending of observation.pending) {
    if (pending.type === 'promote' || pending.type === 'first-player') continue;
    if (pending.type === 'select') shown.push(...pending.chosen);
    shown.push(...(pending.resume.context.chosen ?? []));
  }
  return shown;
}

function checkHidden(state: PtcgState, seat: number): void {
  const observation = ptcgGame.observe(state, seat);
  const own = state.players[seat] as PtcgPlayer;
  const other = state.players[1 - seat] as PtcgPlayer;
  const hidden = new Set([...other.hand, ...other.deck, ...other.prizes, ...own.prizes]);
  for (const card of own.deck) if (!observation.deckSeen?.includes(card)) hidden.add(card);
  if (state.phase === 'setup') for (const card of boardCards(other)) hidden.add(card);
  const leaked = shownInstances(observation).filter((card) => hidden.has(card));
  if (leaked.length > 0) throw new Error(`seat ${seat} sees hidden cards ${leaked.join(', ')}`);
  if (observation.players[1 - seat]?.hand !== null) throw new Error(`seat ${seat} sees the opponent's hand`);
}

/** Picks a seat's action in a state. */
type Chooser = (state: PtcgState, seat: number) => PtcgAction;

/** Plays one game, checking every invariant after every action; returns how it ended. */
function fuzzGame(index: number, choose?: Chooser): string {
  const decks = deckPairs[index % deckPairs.length] as string;
  const rng = rngFromSeed(index, 0xf22);
  const pick: Chooser = choose ?? ((state, seat) => rng.pick(ptcgGame.legalActions(state, seat)));
  let state = ptcgGame.setup({ decks, turnCap: 100, observation: 'structured' }, index, 2);
  const perTurn = new Map<string, number>();
  for (let step = 0; step < 20_000; step++) {
    const acting = ptcgGame.toAct(state);
    if (acting.length === 0) return state.result?.reason ?? 'no result';
    const joint: PtcgAction[] = acting.map((seat) => pick(state, seat));
    for (const action of joint) {
      if (action.type === 'play-supporter' || action.type === 'attach-energy' || action.type === 'retreat') {
        const key = `${state.turn}:${action.type}`;
        perTurn.set(key, (perTurn.get(key) ?? 0) + 1);
        if ((perTurn.get(key) ?? 0) > 1) throw new Error(`two '${action.type}' actions in turn ${state.turn}`);
      }
    }
    try {
      state = ptcgGame.apply(state, joint);
      checkCards(state);
      checkDamage(state);
      checkHidden(state, 0);
      checkHidden(state, 1);
    } catch (error) {
      throw new Error(`game ${index} (${decks}), step ${step}, after ${JSON.stringify(joint)}: ${String(error)}`);
    }
  }
  throw new Error(`game ${index} (${decks}) did not end within 20000 steps`);
}

describe('PTCG fuzz', () => {
  it(`plays ${games} random games over every deck pairing without breaking an invariant`, () => {
    const endings = new Map<string, number>();
    for (let index = 0; index < games; index++) {
      const ending = fuzzGame(index);
      endings.set(ending, (endings.get(ending) ?? 0) + 1);
    }
    if (games >= 1000) console.log(`PTCG fuzz: ${games} games`, Object.fromEntries(endings));
    expect([...endings.values()].reduce((sum, count) => sum + count, 0)).toBe(games);
  }, 600_000);

  it('plays heuristic games (more attacks, Knock Outs and Prizes) over every pairing without breaking an invariant', () => {
    const endings = new Map<string, number>();
    for (let index = 0; index < 50; index++) {
      const agents = [0, 1].map((seat) =>
        ptcgHeuristic({ game: ptcgGame, params: {}, seat, players: 2, seed: index * 2 + seat, options: {} }),
      );
      const choose: Chooser = (state, seat) => {
        const legalActions = ptcgGame.legalActions(state, seat);
        const decision = agents[seat]?.act({
          game: ptcgGame as never,
          params: {},
          player: seat,
          step: 0,
          observation: ptcgGame.observe(state, seat),
          legalActions,
          attempt: 0,
          signal: new AbortController().signal,
        }) as { action?: PtcgAction };
        return decision.action ?? (legalActions[0] as PtcgAction);
      };
      const ending = fuzzGame(index, choose);
      endings.set(ending, (endings.get(ending) ?? 0) + 1);
    }
    expect(endings.get('took every Prize card') ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
