// Builds Lantern Maze states from a drawn board, for rule tests: `0`/`1` are miners, `B` beasts (lair = their cell),
// `^` snares of seat 0; miners, beasts and snares stand on bare floor.
import { resolveParams } from '../../core/params.js';
import { lanternMazeGame } from './lantern-maze-game.js';
import {
  type Beast,
  type Cell,
  type Direction,
  item,
  type LanternMazeAction,
  type LanternMazeRules,
  type LanternMazeState,
  type Miner,
  type Snare,
} from './lantern-maze-state.js';

/** What a scenario may set besides the drawn board. */
export interface ScenarioOptions {
  readonly rules?: Partial<LanternMazeRules>;
  readonly miners?: readonly Partial<Miner>[];
  readonly headings?: readonly Direction[];
  readonly turn?: number;
}

/** A state on `rows` (a square board) with the default rules, except `options`. */
export function lanternMazeScenario(rows: readonly string[], options: ScenarioOptions = {}): LanternMazeState {
  const base = lanternMazeGame.setup(resolveParams(lanternMazeGame, 'default'), 1, 2);
  const miners: Cell[] = [];
  const beasts: Beast[] = [];
  const snares: Snare[] = [];
  const board = rows.map((line, row) =>
    Array.from(line, (symbol, column) => {
      const cell: Cell = [row, column];
      if (symbol === '0' || symbol === '1') miners[Number(symbol)] = cell;
      else if (symbol === 'B') {
        const heading = options.headings?.[beasts.length] ?? 'up';
        beasts.push({ cell, heading, rest: 0, lair: cell });
      } else if (symbol === '^') snares.push({ cell, owner: 0 });
      else return symbol;
      return item.none;
    }).join(''),
  );
  let collectibles = 0;
  for (const line of board) for (const found of line) if (found === item.moss || found === item.nugget) collectibles++;
  return {
    ...base,
    rules: { ...base.rules, size: rows.length, ...options.rules },
    board,
    starts: miners,
    miners: miners.map((cell, seat) => ({
      cell,
      score: 0,
      stunned: 0,
      lit: 0,
      snaresLeft: base.rules.snares,
      ...options.miners?.[seat],
    })),
    beasts,
    snares,
    turn: options.turn ?? 0,
    collectibles,
  };
}

/** Plays `turns` (one pair of actions each) from `state`. */
export function playTurns(
  state: LanternMazeState,
  turns: readonly (readonly [LanternMazeAction, LanternMazeAction])[],
): LanternMazeState {
  return turns.reduce((current, actions) => lanternMazeGame.apply(current, actions), state);
}
