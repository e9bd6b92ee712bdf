// Each command's worth knowing the rules: the most tall loaves the day can still bring when it is played now (exact
// search over turns left, the starter's clock, flour and loaves baked), each loaf still to come worth a little less
// the later it is baked, so that among plans baking as many the sooner one is worth more (a solver averaging over rule
// sets then bakes when most of them say the starter has risen, and learns from the loaf, rather than idling).
import { playSourdough, sourdoughCommands } from './sourdough-play.js';
import type { SourdoughRules } from './sourdough-rules.js';
import type { SourdoughInstance, SourdoughProgress } from './sourdough-state.js';

/** Less than a whole loaf over any day: the worth a loaf loses per turn it waits. */
const lateness = 0.001;

// The worth of what is still to come depends on the rules, the orders and the turns left when asked (a loaf loses worth
// by the turns from then), never on the rest of the instance: the solver asks for the same ones every turn, every day.
const futures = new WeakMap<SourdoughRules, Map<number, Map<number, number>>>();

/** The memo of future worths for `rules`, asked with `turnsLeft` turns left and `orders` loaves ordered. */
function futureMemo(rules: SourdoughRules, turnsLeft: number, orders: number): Map<number, number> {
  let byAsk = futures.get(rules);
  if (!byAsk) {
    byAsk = new Map();
    futures.set(rules, byAsk);
  }
  const ask = turnsLeft * 64 + orders;
  let memo = byAsk.get(ask);
  if (!memo) {
    memo = new Map();
    byAsk.set(ask, memo);
  }
  return memo;
}

/** For each legal command, the tall loaves of the whole day if it is played now and the best commands after it. */
export function sourdoughValues(
  rules: SourdoughRules,
  instance: SourdoughInstance,
  progress: SourdoughProgress,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const memo = futureMemo(rules, turnsLeft, instance.orders);
  /** The worth of the loaves still to come from `state` with `left` turns, the first of them `left` turns from the end. */
  const future = (state: SourdoughProgress, left: number): number => {
    if (left <= 0) return 0;
    // Past its window, a starter stays past it: its clock only matters up to there.
    const since = state.since === null ? null : Math.min(state.since, rules.lag + rules.window);
    // Loaves baked matter only by how many orders are left: tall and flat ones alike.
    const key = ((left * 32 + (since ?? -1) + 1) * 32 + state.sacks) * 32 + state.risen + state.flat;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = 0;
    for (const command of sourdoughCommands(instance, state)) {
      const after = playSourdough(rules, { ...state, since }, command).progress;
      const baked = after.risen - state.risen;
      best = Math.max(best, baked * (1 - lateness * (turnsLeft - left + 1)) + future(after, left - 1));
    }
    memo.set(key, best);
    return best;
  };
  const values = new Map<string, number>();
  for (const command of sourdoughCommands(instance, progress)) {
    const after = playSourdough(rules, progress, command).progress;
    values.set(command, after.risen - lateness * (after.risen - progress.risen) + future(after, turnsLeft - 1));
  }
  return values;
}
