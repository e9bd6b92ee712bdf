// One simultaneous turn (R13–R19): scare, hound and fox movement, catches, gathering, skill timers, the end.
import {
  type Cell,
  type FoxAction,
  type Hound,
  type Item,
  type ItemKind,
  indexOfCell,
  type KeeperAction,
  manhattan,
  type OrchardEnd,
  type OrchardState,
  sameCell,
  stepCell,
} from './night-orchard-state.js';

/** The state after the fox plays `fox` and the keeper `keeper`, both already checked legal. */
export function resolveTurn(state: OrchardState, fox: FoxAction, keeper: KeeperAction): OrchardState {
  const { rules } = state;
  const turn = state.turn + 1;
  const start = state.fox.at;
  // R13: a scare stuns every hound within range before anything moves.
  const scared: number[] = [];
  const stuns = state.hounds.map((hound, index) => {
    if ('scare' in fox && manhattan(hound.at, start) <= rules.scareRange) {
      scared.push(index);
      return rules.stunTurns;
    }
    return hound.stun;
  });
  // R14: stunned hounds stay; the others move.
  const active = stuns.map((stun) => stun === 0);
  const moved = state.hounds.map(
    (hound, index): Hound => ({
      at: active[index] ? stepCell(hound.at, keeper.moves[index] ?? 'stay') : hound.at,
      stun: Math.max(0, (stuns[index] as number) - 1),
    }),
  );
  // R15: the fox moves one cell, two with a dash, or none.
  const path: Cell[] = [];
  if ('move' in fox && fox.move !== 'stay') path.push(stepCell(start, fox.move));
  if ('dash' in fox) {
    const first = stepCell(start, fox.dash);
    path.push(first, stepCell(first, fox.dash));
  }
  const end = path.at(-1) ?? start;
  // R16: a catch by an active hound ending on the fox's cell, or swapping cells with it.
  const caught = state.hounds.some(
    (hound, index) =>
      active[index] &&
      (sameCell((moved[index] as Hound).at, end) ||
        (sameCell((moved[index] as Hound).at, start) && indexOfCell(path, hound.at) >= 0)),
  );
  const skills = tickSkills(state.fox.skills);
  if ('scare' in fox) skills.scare = 0;
  if (caught) return afterCatch(state, turn, scared, skills);
  // R17: gathering on every cell the fox entered.
  let { fruit, golden, items } = state;
  let fruitEaten = 0;
  let goldenEaten = 0;
  const picked: ItemKind[] = [];
  for (const cell of path) {
    const fruitAt = indexOfCell(fruit, cell);
    if (fruitAt >= 0) {
      fruit = fruit.filter((_, index) => index !== fruitAt);
      fruitEaten++;
    }
    const goldenAt = indexOfCell(golden, cell);
    if (goldenAt >= 0) {
      golden = golden.filter((_, index) => index !== goldenAt);
      goldenEaten++;
    }
    const item = items.find((candidate) => sameCell(candidate.at, cell));
    if (item) {
      items = items.filter((candidate: Item) => candidate !== item);
      picked.push(item.kind);
      skills[item.kind] = rules.skillTurns[item.kind];
    }
  }
  const points = state.fox.points + fruitEaten + goldenEaten * rules.goldenValue;
  const visible = skills.mask === 0;
  return {
    ...state,
    turn,
    fox: { ...state.fox, at: end, points, skills },
    seen: visible ? end : state.seen,
    seenTurn: visible ? turn : state.seenTurn,
    hounds: moved,
    fruit,
    golden,
    items,
    last: { caught: false, scared, fruit: fruitEaten, golden: goldenEaten, picked },
    end: endOf(points >= rules.target ? 'target' : null, state.fox.lives, turn, rules.turnLimit),
  };
}

/** R18: the fox loses a life and returns to its den, the hounds to the kennel; the mask ends. */
function afterCatch(
  state: OrchardState,
  turn: number,
  scared: readonly number[],
  skills: Record<ItemKind, number>,
): OrchardState {
  const { rules } = state;
  const lives = state.fox.lives - 1;
  return {
    ...state,
    turn,
    fox: { ...state.fox, at: rules.den, lives, skills: { ...skills, mask: 0 } },
    seen: rules.den,
    seenTurn: turn,
    hounds: rules.kennel.map((at) => ({ at, stun: 0 })),
    last: { caught: true, scared, fruit: 0, golden: 0, picked: [] },
    end: endOf(null, lives, turn, rules.turnLimit),
  };
}

/** R19: every skill timer runs down by one turn. */
function tickSkills(skills: Readonly<Record<ItemKind, number>>): Record<ItemKind, number> {
  return {
    dash: Math.max(0, skills.dash - 1),
    mask: Math.max(0, skills.mask - 1),
    scare: Math.max(0, skills.scare - 1),
  };
}

/** R20: the target first, then lives, then the turn limit. */
function endOf(target: 'target' | null, lives: number, turn: number, turnLimit: number): OrchardEnd | null {
  if (target) return target;
  if (lives <= 0) return 'lives';
  return turn >= turnLimit ? 'turns' : null;
}
