// Mycelium: two fungal colonies grow, split, spore and harden on a symmetric grid with simultaneous turns.
import type { Game, Params } from '../../core/game.js';
import { rngFrom, seedRng } from '../../core/rng.js';
import { myceliumActionSchema } from './mycelium-action-schema.js';
import { actionError, legalActionsOf } from './mycelium-legal.js';
import { generateTerrain, originsOf } from './mycelium-map.js';
import { resolveTurn } from './mycelium-resolve.js';
import {
  type Cell,
  cellCounts,
  cellOf,
  indexOf,
  type MyceliumAction,
  type MyceliumObservation,
  type MyceliumRules,
  type MyceliumState,
} from './mycelium-state.js';
import { myceliumText } from './mycelium-text.js';

const bothSeats: readonly number[] = [0, 1];
const nobody: readonly number[] = [];

const int = (value: number, min: number, max: number, description: string) =>
  ({ type: 'int', default: value, min, max, description }) as const;

/** Mycelium as a `Game`: two seats acting at once every turn, no hidden information, randomness only in the map. */
export const myceliumGame = {
  id: 'mycelium',
  version: 1,
  title: 'Mycelium',
  description:
    'Two fungal colonies grow tips across a seeded symmetric grid of rock and nutrients, split, spore and harden, overgrow each other, and wither when cut off from their origin; most cells at the end wins.',
  playerCounts: [2],
  params: {
    size: int(14, 8, 24, 'board side in cells'),
    maxTurns: int(160, 10, 500, 'turns before the match ends'),
    rockPairs: int(10, 0, 40, 'mirrored pairs of rock cells (fewer when more would cut the board)'),
    nutrientPairs: int(8, 0, 40, 'mirrored pairs of nutrient cells'),
    startEnergy: int(2, 0, 50, 'energy each colony starts with'),
    energyCap: int(20, 1, 100, 'most energy a colony can hold'),
    incomeEvery: int(
      4,
      1,
      50,
      'every colony gains 1 energy at the end of every turn whose number is a multiple of this',
    ),
    nutrientEnergy: int(3, 0, 20, 'energy for claiming a nutrient cell'),
    overgrowCost: int(1, 0, 20, 'energy to grow into an enemy cell'),
    originCost: int(6, 0, 50, "energy to grow into the enemy's origin"),
    splitCost: int(3, 0, 20, 'energy to split a tip'),
    maxTips: int(4, 1, 8, 'most tips a colony can have'),
    sporeCost: int(6, 0, 50, 'energy for a spore burst'),
    sporeRadius: int(2, 1, 4, 'a spore burst claims unowned cells within this Manhattan distance of the tip'),
    hardenCost: int(4, 0, 50, 'energy to harden every owned cell'),
    hardenTurns: int(6, 1, 50, 'turns a hardening lasts, the turn it is played included'),
  },
  presets: { standard: {}, small: { size: 10, maxTurns: 100, rockPairs: 5, nutrientPairs: 5 } },
  defaultPreset: 'standard',
  hiddenInformation: false,

  setup(params: Params, seed: number, _players: number): MyceliumState {
    const num = (name: string) => Number(params[name]);
    const rules: MyceliumRules = {
      size: num('size'),
      maxTurns: num('maxTurns'),
      startEnergy: num('startEnergy'),
      energyCap: num('energyCap'),
      incomeEvery: num('incomeEvery'),
      nutrientEnergy: num('nutrientEnergy'),
      overgrowCost: num('overgrowCost'),
      originCost: num('originCost'),
      splitCost: num('splitCost'),
      maxTips: num('maxTips'),
      sporeCost: num('sporeCost'),
      sporeRadius: num('sporeRadius'),
      hardenCost: num('hardenCost'),
      hardenTurns: num('hardenTurns'),
    };
    const size = rules.size;
    const terrain = generateTerrain(size, num('rockPairs'), num('nutrientPairs'), rngFrom(seedRng(seed)));
    const owner = new Array<number>(size * size).fill(-1);
    const origins = originsOf(size);
    origins.forEach((origin, seat) => {
      owner[indexOf(size, origin)] = seat;
    });
    return {
      rules,
      turn: 0,
      terrain,
      owner,
      hard: new Array<number>(size * size).fill(0),
      colonies: origins.map((origin) => ({
        origin,
        tips: [origin],
        energy: Math.min(rules.startEnergy, rules.energyCap),
      })),
      last: null,
      end: null,
    };
  },

  toAct: (state: MyceliumState): readonly number[] => (state.end === null ? bothSeats : nobody),
  legalActions: legalActionsOf,
  actionError,
  defaultAction: (): MyceliumAction => ({ type: 'wait' }),
  /** An unusable or illegal answer is asked again twice with the reason, then the colony waits (R28). */
  invalidActionPolicy: () => ({ retries: 2, fallback: 'default' }),
  apply: resolveTurn,

  observe(state: MyceliumState, player: number): MyceliumObservation {
    const { size } = state.rules;
    const rows = <T>(value: (index: number) => T): T[][] =>
      Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => value(row * size + column)));
    const cellsOf = (kind: string): Cell[] => {
      const cells: Cell[] = [];
      for (let index = 0; index < state.terrain.length; index++) {
        if (state.terrain[index] === kind) cells.push(cellOf(size, index));
      }
      return cells;
    };
    const scores = cellCounts(state.owner, state.colonies.length);
    return {
      you: player,
      turn: state.turn,
      maxTurns: state.rules.maxTurns,
      rules: state.rules,
      rocks: cellsOf('#'),
      nutrients: cellsOf('*'),
      owner: rows((index) => state.owner[index] as number),
      hardened: rows((index) =>
        state.owner[index] === -1 ? 0 : Math.max(0, (state.hard[index] as number) - state.turn),
      ),
      colonies: state.colonies.map((colony, seat) => ({ ...colony, cells: scores[seat] as number })),
      scores,
      last: state.last,
      end: state.end,
    };
  },

  outcome: (state: MyceliumState) =>
    state.end === null ? null : { scores: cellCounts(state.owner, state.colonies.length) },
  score: (state: MyceliumState): readonly number[] => cellCounts(state.owner, state.colonies.length),

  actionSchema: myceliumActionSchema,
  text: myceliumText,
} satisfies Game<MyceliumState, MyceliumAction, MyceliumObservation>;
