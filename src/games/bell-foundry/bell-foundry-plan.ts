// Each command's worth knowing the rules: exact search over (traces found, traces gone, unease, turns left).
// Hours to spare when someone is named add a fraction of a point, so a plan that is done sooner is worth a bit more.
import type { BellFoundryRules } from './bell-foundry-rules.js';
import { type BellFoundryProgress, bellFoundryCommands, commandsFor } from './bell-foundry-state.js';
import { type BellFoundryCore, coreOf, scoreOf, turnEffect } from './bell-foundry-turn.js';

const waitIndex = bellFoundryCommands.length - 1;
/** Worth of an hour to spare: small enough never to outweigh one point of score over the whole day. */
const spareHour = 0.05;

// The best final score from a core with some turns left is a pure function of the rules; the solver asks it often.
const memos = new WeakMap<BellFoundryRules, Map<number, number>>();

/** For each legal command, the best final score reachable by playing it now and the best commands after it. */
export function bellFoundryValues(
  rules: BellFoundryRules,
  progress: BellFoundryProgress,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const core = coreOf(progress);
  const values = new Map<string, number>();
  for (const command of commandsFor(progress.accused)) {
    const next = turnEffect(rules, core, bellFoundryCommands.indexOf(command)).core;
    values.set(command, best(rules, next, turnsLeft - 1));
  }
  return values;
}

function best(rules: BellFoundryRules, core: BellFoundryCore, turnsLeft: number): number {
  if (core.accused >= 0) return scoreOf(rules, core) + spareHour * Math.max(0, turnsLeft);
  if (turnsLeft <= 0) return scoreOf(rules, core);
  let memo = memos.get(rules);
  if (!memo) {
    memo = new Map();
    memos.set(rules, memo);
  }
  const key = ((core.mask * 8 + core.gone) * 4 + core.unease) * 64 + turnsLeft;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let value = 0;
  for (let index = 0; index <= waitIndex; index++) {
    value = Math.max(value, best(rules, turnEffect(rules, core, index).core, turnsLeft - 1));
  }
  memo.set(key, value);
  return value;
}
