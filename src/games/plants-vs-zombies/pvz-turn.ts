// One turn of plants-vs-zombies, in the published order; shared by the rules and by the planners' simulations.
import { rngFrom } from '../../core/rng.js';
import {
  biteDamage,
  cellIndex,
  chiliRecharge,
  type Placement,
  type Plant,
  type PvzAction,
  type PvzRules,
  type PvzState,
  placementsCost,
  plantSpecs,
  sunIncome,
  waveAt,
  waveSize,
  type Zombie,
  zombieHp,
} from './pvz-state.js';

/** A placement action (possibly with no placements). */
export type PvzPlantAction = PvzAction & { readonly type: 'plant' };

/**
 * One full turn of an already checked placement action: place, produce sun, shoot, zombies bite or walk, the wave
 * enters (skipped with `spawns: false`, for planners that look at the zombies already on the lawn); never mutates `state`.
 */
export function playPvzTurn(state: PvzState, action: PvzPlantAction, spawns = true): PvzState {
  const { rules } = state;
  const board = state.board.slice();
  // Fresh zombie records that this turn may damage and move; the input state's zombies are never touched.
  let zombies: { id: number; row: number; column: number; hp: number; maxHp: number }[] = state.zombies.map(
    (zombie) => ({ ...zombie }),
  );
  let killed = 0;
  let { chiliReady } = state;
  // 1. Placement: pay, put plants down; a Fire Chili burns its row at once and never stays.
  for (const { plant, row, column } of action.placements) {
    if (plant === 'F') {
      chiliReady = state.turn + 1 + chiliRecharge;
      const before = zombies.length;
      zombies = zombies.filter((zombie) => zombie.row !== row);
      killed += before - zombies.length;
    } else {
      board[cellIndex(rules, row, column)] = { plant, hp: plantSpecs[plant].hp };
    }
  }
  // 2. Sun: the base income plus every Sunflower on the lawn (new ones included).
  let sunflowers = 0;
  for (const cell of board) if (cell?.plant === 'X') sunflowers++;
  const sunGained = sunIncome(sunflowers);
  const sun = state.sun - placementsCost(action.placements) + sunGained;
  // 3. Shooting: shooters in reading order, each pea resolved at once against the zombies still standing.
  if (zombies.length > 0) {
    for (let row = 0; row < rules.rows; row++) {
      for (let column = 0; column < rules.columns; column++) {
        const plant = board[cellIndex(rules, row, column)]?.plant;
        if (plant === 'W') {
          killed += firePea(rules, board, zombies, row, column);
        } else if (plant === 'S') {
          for (let lane = row - 1; lane <= row + 1; lane++) {
            if (lane >= 0 && lane < rules.rows) killed += firePea(rules, board, zombies, lane, column);
          }
        }
      }
    }
    if (killed > 0) zombies = zombies.filter((zombie) => zombie.hp > 0);
  }
  // 4. Zombies in spawn order: bite the plant in front, else step one column left.
  const plantsEaten: Placement[] = [];
  let through = false;
  for (const zombie of zombies) {
    const front = zombie.column - 1;
    const index = cellIndex(rules, zombie.row, front);
    const target = front >= 0 ? board[index] : null;
    if (target) {
      const hp = target.hp - biteDamage;
      board[index] = hp > 0 ? { plant: target.plant, hp } : null;
      if (hp <= 0) plantsEaten.push({ plant: target.plant, row: zombie.row, column: front });
    } else {
      zombie.column = front;
      if (front < 0) through = true;
    }
  }
  const turn = state.turn + 1;
  const report = { action, sunGained, zombiesKilled: killed, plantsEaten, spawned: 0 };
  if (through) {
    return { ...state, turn, sun, board, zombies, chiliReady, last: report, end: 'zombie-through' };
  }
  // 5. Spawning: a wave enters the entry column at the end of every fifth turn, in distinct random rows.
  const wave = waveAt(turn);
  let { rng, nextZombieId } = state;
  let spawned = 0;
  if (spawns && wave > 0 && turn < rules.maxSteps) {
    const generator = rngFrom(rng);
    const rows = generator.shuffle(Array.from({ length: rules.rows }, (_, row) => row));
    spawned = waveSize(wave, rules.rows);
    const hp = zombieHp(wave);
    for (const row of rows.slice(0, spawned)) {
      zombies.push({ id: nextZombieId++, row, column: rules.columns, hp, maxHp: hp });
    }
    rng = generator.state();
  }
  return {
    ...state,
    turn,
    sun,
    board,
    zombies: zombies as readonly Zombie[],
    nextZombieId,
    chiliReady,
    score: state.score + 1,
    last: { ...report, spawned },
    end: turn >= rules.maxSteps ? 'max-steps' : null,
    rng,
  };
}

/**
 * Fires one pea from column `from` along `row` at the nearest standing zombie to the right (the earliest spawned on a
 * tie); a Torch Stump strictly between doubles it. Returns 1 when the pea destroys the zombie.
 */
function firePea(
  rules: PvzRules,
  board: readonly (Plant | null)[],
  zombies: { id: number; row: number; column: number; hp: number }[],
  row: number,
  from: number,
): number {
  let target: { column: number; hp: number; id: number } | undefined;
  for (const zombie of zombies) {
    if (zombie.row !== row || zombie.hp <= 0 || zombie.column <= from) continue;
    if (!target || zombie.column < target.column || (zombie.column === target.column && zombie.id < target.id)) {
      target = zombie;
    }
  }
  if (!target) return 0;
  let damage = 1;
  for (let column = from + 1; column < target.column && column < rules.columns; column++) {
    if (board[cellIndex(rules, row, column)]?.plant === 'H') {
      damage = 2;
      break;
    }
  }
  target.hp -= damage;
  return target.hp <= 0 ? 1 : 0;
}
