// truffle-wood: one day foraging a small wood with a truffle dog; the forager walks its grid, lets the dog sniff and
// digs. Re-shuffled: every episode is another wood (other trees in other places); where truffles lie stays the seed's.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { truffleWoodValues } from './truffle-wood-plan.js';
import { playTruffleWood, truffleCells, truffleWoodCommands } from './truffle-wood-play.js';
import { kinds, type TruffleWoodRules, truffleWoodRuleSpace, truffleWoodVariantSpace } from './truffle-wood-rules.js';
import {
  type Cell,
  cellAt,
  coordinates,
  size,
  type Tree,
  type TruffleWoodInstance,
  type TruffleWoodProgress,
  type TruffleWoodVisible,
} from './truffle-wood-state.js';

const turns = 18;
/** Trees per wood: four of each kind, in the middle of the wood (so every place a truffle may lie is in it). */
const treesPerWood = 12;
/** Score per truffle; scores are capped at 1000. */
const pointsPerTruffle = 200;
/** How often the dog will sniff in a day. */
const sniffsPerDay = 3;

/** The game's content: the hidden rules are in truffle-wood-rules.ts and truffle-wood-play.ts (see RULES.md). */
export const truffleWoodDesign: HiddenRuleDesign<
  TruffleWoodRules,
  TruffleWoodInstance,
  TruffleWoodProgress,
  TruffleWoodVisible
> = {
  id: 'truffle-wood',
  version: 1,
  title: 'Truffle wood',
  description: 'A day in a small wood with a truffle dog: walk it, let the dog sniff, dig where you think they lie.',
  variation: 'reshuffled',
  challenge: false,
  turns,
  forbiddenWords: [
    'knight',
    'jump',
    'offset',
    'distance',
    'two cells',
    'two steps',
    'root',
    'roots',
    'grow',
    'grows',
    'host',
    'beside',
    'next to',
    'diagonal',
    'because',
    'favourite',
    'prefer',
  ],
  ruleSpace: truffleWoodRuleSpace,
  variantSpace: truffleWoodVariantSpace,
  ladder: {
    atMost: { random: 15, quit: 0, naive: 35, heuristic: 25 },
    referenceOfOracle: 80,
  },
  instance(seed, episode, ruleSpace = truffleWoodRuleSpace) {
    const rng = rngFromSeed(seed, 0x7a0f + episode);
    const all: Cell[] = [];
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) all.push(cellAt(x, y) as Cell);
    const middle = all.filter((cell) => {
      const [x, y] = coordinates(cell);
      return x >= 2 && y >= 2 && x < size - 2 && y < size - 2;
    });
    // Every rule set of the variant's space leaves at least one truffle in the wood.
    for (;;) {
      const trees: Tree[] = rng
        .shuffle(middle)
        .slice(0, treesPerWood)
        .map((cell, index) => ({ cell, kind: kinds[index % kinds.length] ?? 'oak' }))
        .sort((a, b) => (a.cell < b.cell ? -1 : 1));
      const open = all.filter((cell) => !trees.some((tree) => tree.cell === cell));
      const instance = { trees, start: rng.pick(open) };
      if (ruleSpace.every((rules) => truffleCells(rules, instance).length >= 1)) return instance;
    }
  },
  start: (instance) => ({ at: instance.start, dug: [], found: 0, sniffs: sniffsPerDay }),
  commands: (_instance, progress) => truffleWoodCommands(progress),
  idle: 'rest',
  play: (rules, instance, progress, command) => playTruffleWood(rules, instance, progress, command),
  visible: (progress) => progress,
  score: (_rules, _instance, progress) => Math.min(1000, progress.found * pointsPerTruffle),
  rulesText: (count) =>
    [
      `You forage a small wood for truffles for a day of ${count} turns, with your dog. The wood is a grid of ${size} × ${size} cells, columns A to ${String.fromCharCode(64 + size)} and rows 1 to ${size}; its trees (oak, beech and hazel) are shown on the map, and every day you forage another wood.`,
      'Each turn, one command:',
      '- `go <cell>` (for example `go c4`): walk to a cell one step up, down, left or right.',
      '- `dig`: dig the cell you stand on (each cell once); you see what you turn up.',
      `- \`sniff\`: let your dog sniff around the cell you stand on (it will do so ${sniffsPerDay} times a day); you see how it takes it.`,
      '- `rest`: let a turn pass; `quit`: rest for every turn left.',
      `Score: ${pointsPerTruffle} points per truffle dug up, at most 1000. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const trees = new Map(instance.trees.map((tree) => [tree.cell, tree.kind]));
    const rows: string[] = [`    ${Array.from({ length: size }, (_, x) => String.fromCharCode(65 + x)).join(' ')}`];
    for (let y = 0; y < size; y++) {
      const marks = Array.from({ length: size }, (_, x) => {
        const cell = cellAt(x, y) as Cell;
        if (cell === visible.at) return '@';
        const kind = trees.get(cell);
        if (kind) return kind[0]?.toUpperCase() ?? '?';
        return visible.dug.includes(cell) ? 'x' : '.';
      });
      rows.push(`${String(y + 1).padStart(2)}  ${marks.join(' ')}`);
    }
    return [
      `You stand at ${visible.at}. Truffles found: ${visible.found} (${visible.found * pointsPerTruffle} points).`,
      `Trees: ${instance.trees.map((tree) => `${tree.kind} at ${tree.cell}`).join(', ')}.`,
      `Dug: ${visible.dug.length > 0 ? visible.dug.join(', ') : 'nothing yet'}. Sniffs left for the dog: ${visible.sniffs}.`,
      'Map (@ you, O oak, B beech, H hazel, x dug, . open ground):',
      ...rows,
    ].join('\n');
  },
  values: (rules, instance, progress, turnsLeft) => truffleWoodValues(rules, instance, progress, turnsLeft),
};
