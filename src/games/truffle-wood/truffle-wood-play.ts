// One turn of truffle-wood under the hidden rules: where the truffles lie, what a dig turns up, what the dog smells.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import type { TruffleWoodRules } from './truffle-wood-rules.js';
import {
  type Cell,
  cellAt,
  coordinates,
  neighbours,
  type TruffleWoodInstance,
  type TruffleWoodProgress,
  walk,
} from './truffle-wood-state.js';

/** The cells holding a truffle this episode: one step of the rules from each tree of the rules' kind, on open ground. */
export function truffleCells(rules: TruffleWoodRules, instance: TruffleWoodInstance): Cell[] {
  const trees = new Set(instance.trees.map((tree) => tree.cell));
  const cells: Cell[] = [];
  for (const tree of instance.trees) {
    if (tree.kind !== rules.kind) continue;
    const [x, y] = coordinates(tree.cell);
    const cell = cellAt(x + rules.dx, y + rules.dy);
    if (cell !== undefined && !trees.has(cell) && !cells.includes(cell)) cells.push(cell);
  }
  return cells;
}

/** The commands now: walk to a neighbouring cell, dig here (once per cell), let the dog sniff, or rest. */
export function truffleWoodCommands(progress: TruffleWoodProgress): string[] {
  return [
    ...neighbours(progress.at).map((cell) => `go ${cell.toLowerCase()}`),
    ...(progress.dug.includes(progress.at) ? [] : ['dig']),
    ...(progress.sniffs > 0 ? ['sniff'] : []),
    'rest',
  ];
}

/** Plays `command` for one turn. */
export function playTruffleWood(
  rules: TruffleWoodRules,
  instance: TruffleWoodInstance,
  progress: TruffleWoodProgress,
  command: string,
): HiddenRuleStep<TruffleWoodProgress> {
  const { at, dug, found } = progress;
  if (command.startsWith('go ')) {
    const to = command.slice(3).toUpperCase();
    return { progress: { ...progress, at: to }, feedback: `You walk to ${to}.` };
  }
  if (command === 'dig') {
    const truffle = truffleCells(rules, instance).includes(at);
    const after = { ...progress, dug: [...dug, at], found: found + (truffle ? 1 : 0) };
    if (truffle) return { progress: after, feedback: `You dig at ${at} and turn up a truffle.` };
    // The dog, beside the empty hole, reacts as to a sniff.
    return {
      progress: after,
      feedback: `You dig at ${at} and find only soil; your dog ${dog(rules, instance, after)}.`,
    };
  }
  if (command === 'sniff') {
    const after = { ...progress, sniffs: progress.sniffs - 1 };
    return { progress: after, feedback: `Your dog sniffs around ${at} and ${dog(rules, instance, after)}.` };
  }
  return { progress, feedback: 'You rest a while.' };
}

/**
 * How the dog takes the ground where the forager stands: it wags when an undug truffle lies within one cell (diagonals
 * included), else pulls towards the nearest undug one (along the longer way first), else lies down.
 */
function dog(rules: TruffleWoodRules, instance: TruffleWoodInstance, progress: TruffleWoodProgress): string {
  const [x, y] = coordinates(progress.at);
  const left = truffleCells(rules, instance).filter((cell) => !progress.dug.includes(cell));
  const close = left.some((cell) => {
    const [cx, cy] = coordinates(cell);
    return Math.abs(cx - x) <= 1 && Math.abs(cy - y) <= 1;
  });
  if (close) return 'wags its tail hard';
  const nearest = [...left].sort((a, b) => walk(progress.at, a) - walk(progress.at, b) || (a < b ? -1 : 1))[0];
  if (nearest === undefined) return 'lies down';
  const [nx, ny] = coordinates(nearest);
  const way = Math.abs(nx - x) >= Math.abs(ny - y) ? (nx > x ? 'right' : 'left') : ny > y ? 'down' : 'up';
  return `pulls ${way} on the map`;
}
