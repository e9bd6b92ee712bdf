// Test helper: plays turns from answer texts, deep-freezing every input so a mutation would throw.
import { deepFreeze } from '../../core/json.js';
import { pvzGame } from './pvz-game.js';
import type { PvzAction, PvzState } from './pvz-state.js';

/** The action an answer text parses to; throws (failing the test) when it does not parse. */
export function pvzAction(state: PvzState, text: string): PvzAction {
  const parsed = pvzGame.text.parseAction(text, pvzGame.observe(state, 0), 0);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.action;
}

/** Plays one turn per answer text (`none` for an empty turn). */
export function pvzPlay(state: PvzState, ...texts: string[]): PvzState {
  return texts.reduce((current, text) => pvzGame.apply(deepFreeze(current), [pvzAction(current, text)]), state);
}

/** The zombies as `[row, column, hp]` triples, in spawn order. */
export function zombieCells(state: PvzState): [number, number, number][] {
  return state.zombies.map((zombie) => [zombie.row, zombie.column, zombie.hp]);
}

/** The plant letter and bites left on a cell, or null. */
export function plantOn(state: PvzState, row: number, column: number): [string, number] | null {
  const plant = state.board[row * state.rules.columns + column];
  return plant ? [plant.plant, plant.hp] : null;
}
