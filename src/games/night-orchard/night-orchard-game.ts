// Night orchard: a fox gathers fruit in a seeded orchard while a keeper steers three hounds; both move at once.
import type { Game, Params } from '../../core/game.js';
import { type Rng, rngFromSeed } from '../../core/rng.js';
import { orchardActionSchema } from './night-orchard-action-schema.js';
import { foxActions, keeperActions, orchardActionError } from './night-orchard-legal.js';
import { generateOrchard } from './night-orchard-map.js';
import type {
  Cell,
  Hound,
  OrchardAction,
  OrchardObservation,
  OrchardRules,
  OrchardState,
} from './night-orchard-state.js';
import { isKeeperAction, roleOf, sameCell } from './night-orchard-state.js';
import { orchardText } from './night-orchard-text.js';
import { resolveTurn } from './night-orchard-turn.js';

const bothSeats: readonly number[] = [0, 1];
const nobody: readonly number[] = [];

/** Night orchard as a `Game`: seat 0 is the fox, seat 1 the keeper; no chance after the map is drawn. */
export const nightOrchardGame = {
  id: 'night-orchard',
  version: 1,
  title: 'Night orchard',
  description:
    'Asymmetric chase for two: the fox (seat 0) gathers fruit in a seeded orchard with three temporary skills (dash, scent mask, scare) while the keeper (seat 1) moves three hounds at once to catch it; both move simultaneously.',
  playerCounts: [2],
  params: {
    size: {
      type: 'int',
      default: 15,
      min: 11,
      max: 21,
      description: 'orchard side in cells, border trees included (an even size is rounded down to odd)',
    },
    turnLimit: { type: 'int', default: 180, min: 20, max: 600, description: 'turns before the keeper wins' },
    lives: { type: 'int', default: 4, min: 1, max: 9, description: 'catches the fox survives, minus one' },
    targetPercent: {
      type: 'int',
      default: 75,
      min: 1,
      max: 100,
      description: 'fruit points the fox needs to win, in percent of all points on the map (rounded up)',
    },
    extraTrees: {
      type: 'int',
      default: 16,
      min: 0,
      max: 80,
      description: 'trees added to the lattice (in mirrored pairs)',
    },
    fruitPercent: { type: 'int', default: 60, min: 10, max: 100, description: 'percent of free path cells with fruit' },
    golden: { type: 'int', default: 4, min: 0, max: 12, description: 'golden fruits on the map' },
    goldenValue: { type: 'int', default: 5, min: 1, max: 20, description: 'points of a golden fruit (a fruit is 1)' },
    itemsPerKind: { type: 'int', default: 2, min: 0, max: 4, description: 'items of each skill on the map' },
  },
  presets: { standard: {}, small: { size: 11, turnLimit: 60, extraTrees: 8 } },
  defaultPreset: 'standard',
  hiddenInformation: true,

  setup(params: Params, seed: number, _players: number): OrchardState {
    const size = Number(params.size) - (1 - (Number(params.size) % 2));
    const layout = generateOrchard(
      {
        size,
        extraTrees: Number(params.extraTrees),
        fruitShare: Number(params.fruitPercent) / 100,
        golden: Number(params.golden),
        itemsPerKind: Number(params.itemsPerKind),
      },
      rngFromSeed(seed),
    );
    const goldenValue = Number(params.goldenValue);
    const total = layout.fruit.length + goldenValue * layout.golden.length;
    const rules: OrchardRules = {
      size,
      turnLimit: Number(params.turnLimit),
      target: Math.max(1, Math.ceil((total * Number(params.targetPercent)) / 100)),
      goldenValue,
      skillTurns: { dash: 10, mask: 12, scare: 15 },
      stunTurns: 4,
      scareRange: 2,
      den: layout.den,
      kennel: layout.kennel,
      map: layout.map,
    };
    const hounds = layout.kennel.map((at) => ({ at, stun: 0 }));
    return {
      rules,
      turn: 0,
      fox: { at: layout.den, lives: Number(params.lives), points: 0, skills: { dash: 0, mask: 0, scare: 0 } },
      seen: layout.den,
      seenTurn: 0,
      hounds,
      fruit: layout.fruit,
      golden: layout.golden,
      items: layout.items,
      last: null,
      end: null,
    };
  },

  toAct: (state: OrchardState): readonly number[] => (state.end === null ? bothSeats : nobody),

  legalActions: (state: OrchardState, player: number): readonly OrchardAction[] => {
    if (state.end !== null) return [];
    return player === 0 ? foxActions(state) : keeperActions(state);
  },

  actionError: orchardActionError,

  defaultAction: (_state: OrchardState, player: number): OrchardAction =>
    player === 0 ? { move: 'stay' } : { moves: ['stay', 'stay', 'stay'] },

  apply(state: OrchardState, actions: readonly OrchardAction[]): OrchardState {
    if (state.end !== null) throw new Error('night-orchard: the match is over; no action applies');
    const [fox, keeper] = actions;
    if (!fox || !keeper) throw new Error('night-orchard: both seats act every turn');
    const foxError = orchardActionError(state, 0, fox);
    if (foxError) throw new Error(`night-orchard: illegal fox action: ${foxError}`);
    const keeperError = orchardActionError(state, 1, keeper);
    if (keeperError) throw new Error(`night-orchard: illegal keeper action: ${keeperError}`);
    if (isKeeperAction(fox) || !isKeeperAction(keeper)) throw new Error('night-orchard: actions in the wrong seats');
    return resolveTurn(state, fox, keeper);
  },

  observe(state: OrchardState, player: number): OrchardObservation {
    const { rules, fox } = state;
    const hidden = player === 1 && fox.skills.mask > 0 && state.end === null;
    return {
      role: roleOf(player),
      seat: player,
      turn: state.turn,
      turnLimit: rules.turnLimit,
      size: rules.size,
      map: rules.map,
      den: rules.den,
      kennel: rules.kennel,
      target: rules.target,
      values: { fruit: 1, golden: rules.goldenValue },
      skillTurns: rules.skillTurns,
      stunTurns: rules.stunTurns,
      scareRange: rules.scareRange,
      fox: { ...fox, at: hidden ? null : fox.at, seen: state.seen, seenTurn: state.seenTurn },
      hounds: state.hounds,
      fruit: state.fruit,
      golden: state.golden,
      items: state.items,
      last: state.last,
      end: state.end,
      winner: winnerOf(state),
    };
  },

  outcome: (state: OrchardState) => {
    const winner = winnerOf(state);
    if (winner === null) return null;
    return { scores: winner === 'fox' ? [1, 0] : [0, 1] };
  },

  /** Giving up loses: the other role wins. */
  forfeit: (_state: OrchardState, player: number) => ({ scores: player === 0 ? [0, 1] : [1, 0] }),

  sample: (observation: OrchardObservation, _player: number, rng: Rng): OrchardState => stateFrom(observation, rng),

  actionSchema: orchardActionSchema,
  text: orchardText,
} satisfies Game<OrchardState, OrchardAction, OrchardObservation>;

/** The winning role of a finished match (R20), or null while it runs. */
function winnerOf(state: OrchardState): 'fox' | 'keeper' | null {
  if (state.end === null) return null;
  return state.end === 'target' ? 'fox' : 'keeper';
}

/**
 * A full state that looks like `observation`: a masked fox is put on a random path cell it could stand on (no fruit,
 * item or active hound there).
 */
function stateFrom(observation: OrchardObservation, rng: Rng): OrchardState {
  const { fox } = observation;
  const rules: OrchardRules = {
    size: observation.size,
    turnLimit: observation.turnLimit,
    target: observation.target,
    goldenValue: observation.values.golden,
    skillTurns: observation.skillTurns,
    stunTurns: observation.stunTurns,
    scareRange: observation.scareRange,
    den: observation.den,
    kennel: observation.kennel,
    map: observation.map,
  };
  const at = fox.at ?? hiddenFoxCell(observation, rng);
  return {
    rules,
    turn: observation.turn,
    fox: { at, lives: fox.lives, points: fox.points, skills: fox.skills },
    seen: fox.seen,
    seenTurn: fox.seenTurn,
    hounds: observation.hounds,
    fruit: observation.fruit,
    golden: observation.golden,
    items: observation.items,
    last: observation.last,
    end: observation.end,
  };
}

function hiddenFoxCell(observation: OrchardObservation, rng: Rng): Cell {
  const taken = (cell: Cell) =>
    observation.fruit.some((other) => sameCell(other, cell)) ||
    observation.golden.some((other) => sameCell(other, cell)) ||
    observation.items.some((item) => sameCell(item.at, cell)) ||
    observation.hounds.some((hound: Hound) => hound.stun === 0 && sameCell(hound.at, cell));
  const cells: Cell[] = [];
  for (const [row, line] of observation.map.entries()) {
    for (let column = 0; column < line.length; column++) {
      if (line[column] === '.' && !taken([row, column])) cells.push([row, column]);
    }
  }
  return cells.length ? rng.pick(cells) : observation.fox.seen;
}
