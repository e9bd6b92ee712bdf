// truffle-wood's calibration baselines: a naive forager who digs the ground right by every tree, and a plausible but
// wrong one who trusts the dog: sniffs by each tree in turn and digs where the dog wagged.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import {
  type Cell,
  coordinates,
  neighbours,
  type TruffleWoodInstance,
  type TruffleWoodVisible,
  walk,
} from './truffle-wood-state.js';

type Observation = HiddenRuleObservation<TruffleWoodInstance, TruffleWoodVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** One step from `at` towards `to` (the first neighbour that gets closer). */
function stepTowards(at: Cell, to: Cell): string {
  const next = neighbours(at).find((cell) => walk(cell, to) < walk(at, to)) ?? at;
  return `go ${next.toLowerCase()}`;
}

/** The open cells right by a tree (one step up, down, left or right of it). */
function byTrees(instance: TruffleWoodInstance): Cell[] {
  const trees = new Set(instance.trees.map((tree) => tree.cell));
  return [...new Set(instance.trees.flatMap((tree) => neighbours(tree.cell)))].filter((cell) => !trees.has(cell));
}

/** Digs the open cells right by the trees, nearest first. */
export const truffleWoodNaive: AgentFactory = () => ({
  name: 'truffle-wood-naive',
  act(turn) {
    const { instance, visible } = turn.observation as Observation;
    const left = byTrees(instance).filter((cell) => !visible.dug.includes(cell));
    if (left.includes(visible.at)) return command('dig');
    const nearest = left.sort((a, b) => walk(visible.at, a) - walk(visible.at, b) || (a < b ? -1 : 1))[0];
    return command(nearest === undefined ? 'rest' : stepTowards(visible.at, nearest));
  },
});

/**
 * Walks to the cells right by the trees in turn and lets the dog sniff there; where it wagged, digs that cell and then
 * the cells around it, nearest first.
 */
export const truffleWoodHeuristic: AgentFactory = () => ({
  name: 'truffle-wood-heuristic',
  act(turn) {
    const { instance, visible, log } = turn.observation as Observation;
    const wagged = log.flatMap((entry) => {
      const match = /sniffs around ([A-Z]\d+) and wags/.exec(entry.feedback);
      return match?.[1] ? [match[1]] : [];
    });
    const sniffed = new Set(
      log.flatMap((entry) => {
        const match = /sniffs around ([A-Z]\d+)/.exec(entry.feedback);
        return match?.[1] ? [match[1]] : [];
      }),
    );
    const around = (cell: Cell) => {
      const [x, y] = coordinates(cell);
      return [cell, ...neighbours(cell)].filter((each) => {
        const [cx, cy] = coordinates(each);
        return Math.abs(cx - x) <= 1 && Math.abs(cy - y) <= 1;
      });
    };
    const toDig = wagged.flatMap(around).filter((cell) => !visible.dug.includes(cell));
    if (toDig.includes(visible.at)) return command('dig');
    const unsniffed = visible.sniffs > 0 ? byTrees(instance).filter((cell) => !sniffed.has(cell)) : [];
    const target = toDig[0] ?? unsniffed.find((cell) => walk(visible.at, cell) <= 3);
    if (target === undefined) return command('rest');
    if (target === visible.at) return command('sniff');
    return command(stepTowards(visible.at, target));
  },
});
