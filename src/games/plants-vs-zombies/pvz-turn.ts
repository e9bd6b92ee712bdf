// One turn of plants-vs-zombies in KORGym's order; shared by the rules and by the planners' simulations.
import { rngFrom } from '../../core/rng.js';
import {
  baseSun,
  cellIndex,
  type Placement,
  type Plant,
  type PvzAction,
  type PvzRules,
  type PvzState,
  plantSpecs,
  type SkippedPlacement,
  spawnCount,
  spawnHpBonus,
  spawnKinds,
  spawnsAt,
  sunflowerSun,
  type Zombie,
  zombieSpecs,
} from './pvz-state.js';

/** A placement action (possibly with no placements). */
export type PvzPlantAction = PvzAction & { readonly type: 'plant' };

type MutableZombie = { -readonly [K in keyof Zombie]: Zombie[K] };

/**
 * One full turn of a placement action whose cells are on the lawn: placements (an occupied cell or too little sun
 * skips one, the rest still apply), Fire Chilis, Sunflowers, shooters, zombies, then new zombies (left out with
 * `spawns: false`, for planners that look only at the zombies already on the lawn) and the base sun; never mutates
 * `state`.
 */
export function playPvzTurn(state: PvzState, action: PvzPlantAction, spawns = true): PvzState {
  const { rules } = state;
  const board = state.board.slice();
  // Fresh zombie records that this turn may damage and move; the input state's zombies are never touched.
  let zombies: MutableZombie[] = state.zombies.map((zombie) => ({ ...zombie }));
  let { sun, nextPlantId } = state;
  // 1. Placements, in answer order, each paid from the sun left.
  const planted: Placement[] = [];
  const skipped: SkippedPlacement[] = [];
  for (const placement of action.placements) {
    const index = cellIndex(rules, placement.row, placement.column);
    const spec = plantSpecs[placement.plant];
    if (board[index]) skipped.push({ ...placement, reason: 'occupied' });
    else if (sun < spec.cost) skipped.push({ ...placement, reason: 'sun' });
    else {
      sun -= spec.cost;
      board[index] = { plant: placement.plant, hp: spec.hp, id: nextPlantId++ };
      planted.push(placement);
    }
  }
  // 2. Fire Chilis burn their rows and disappear.
  let killed = 0;
  for (let index = 0; index < board.length; index++) {
    if (board[index]?.plant !== 'F') continue;
    const row = Math.floor(index / rules.columns);
    const before = zombies.length;
    zombies = zombies.filter((zombie) => zombie.row !== row);
    killed += before - zombies.length;
    board[index] = null;
  }
  // 3. Sunflowers.
  let sunflowers = 0;
  for (const cell of board) if (cell?.plant === 'X') sunflowers++;
  sun += sunflowerSun * sunflowers;
  // 4. Shooters, in the order they were planted.
  if (zombies.length > 0) killed += shoot(rules, board, zombies);
  // 5. Zombies, in spawn order: bite the plant on their cell, else step one column left.
  const plantsEaten: Placement[] = [];
  let through = false;
  for (const zombie of zombies) {
    const index = cellIndex(rules, zombie.row, zombie.column);
    const target = board[index];
    if (target) {
      const hp = target.hp - zombieSpecs[zombie.kind].attack;
      board[index] = hp > 0 ? { ...target, hp } : null;
      if (hp <= 0) plantsEaten.push({ plant: target.plant, row: zombie.row, column: zombie.column });
    } else {
      zombie.column -= 1;
      // KORGym stops the turn at the first zombie that gets through; the zombies after it do not act.
      if (zombie.column < 0) {
        through = true;
        break;
      }
    }
  }
  const turn = state.turn + 1;
  const report = {
    action,
    planted,
    skipped,
    sunGained: sunflowerSun * sunflowers,
    zombiesKilled: killed,
    plantsEaten,
    spawned: 0,
  };
  if (through) {
    return { ...state, turn, sun, board, zombies, nextPlantId, last: report, end: 'zombie-through' };
  }
  // 6. New zombies at the end of turns 0, 5, 10, …, each in a random row, of a random kind allowed so far.
  let { rng, nextZombieId } = state;
  let spawned = 0;
  if (spawns && spawnsAt(state.turn)) {
    const generator = rngFrom(rng);
    spawned = spawnCount(state.turn);
    const kinds = spawnKinds(state.turn);
    for (let count = 0; count < spawned; count++) {
      const row = generator.int(0, rules.rows - 1);
      const kind = kinds.length === 1 ? (kinds[0] as Zombie['kind']) : generator.pick(kinds);
      const hp = zombieSpecs[kind].hp + spawnHpBonus(state.turn);
      zombies.push({ id: nextZombieId++, kind, row, column: rules.columns - 1, hp, maxHp: hp });
    }
    rng = generator.state();
  }
  // 7. The base sun; the turn is survived.
  sun += baseSun;
  return {
    ...state,
    turn,
    sun,
    board,
    zombies,
    nextPlantId,
    nextZombieId,
    score: state.score + 1,
    last: { ...report, sunGained: report.sunGained + baseSun, spawned },
    end: turn >= rules.maxSteps ? 'max-steps' : null,
    rng,
  };
}

/**
 * Every Peashooter and Three-Line Shooter fires, in planting order; each shot hits the first zombie (lowest column,
 * earliest spawned on a tie) of its row, wherever it stands, and a destroyed zombie leaves at once. Returns the kills.
 */
function shoot(rules: PvzRules, board: readonly (Plant | null)[], zombies: MutableZombie[]): number {
  const shooters: { plant: Plant; row: number; column: number }[] = [];
  for (let index = 0; index < board.length; index++) {
    const plant = board[index];
    if (plant?.plant === 'W' || plant?.plant === 'S') {
      shooters.push({ plant, row: Math.floor(index / rules.columns), column: index % rules.columns });
    }
  }
  shooters.sort((a, b) => a.plant.id - b.plant.id);
  let killed = 0;
  for (const { plant, row, column } of shooters) {
    const lanes = plant.plant === 'W' ? [row] : [Math.max(0, row - 1), row, Math.min(rules.rows - 1, row + 1)];
    for (const lane of lanes) {
      let target = -1;
      for (let at = 0; at < zombies.length; at++) {
        const zombie = zombies[at] as MutableZombie;
        if (zombie.row === lane && (target < 0 || zombie.column < (zombies[target] as MutableZombie).column)) {
          target = at;
        }
      }
      if (target < 0) continue;
      const zombie = zombies[target] as MutableZombie;
      zombie.hp -= shotDamage(rules, board, lane, column);
      if (zombie.hp <= 0) {
        zombies.splice(target, 1);
        killed++;
      }
    }
  }
  return killed;
}

/** Damage of a shot fired along `row` from `column`: 1, plus 1 when a Torch Stump stands in `row` at `column` or right of it. */
export function shotDamage(rules: PvzRules, board: readonly (Plant | null)[], row: number, column: number): number {
  for (let at = column; at < rules.columns; at++) {
    if (board[cellIndex(rules, row, at)]?.plant === 'H') return 2;
  }
  return 1;
}
