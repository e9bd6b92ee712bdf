// Each command's worth knowing the rules: the most tall loaves the day can still bring when it is played now (exact
// search over turns left, the starter's clock, flour and loaves baked), each loaf still to come worth a little less
// the later it is baked, so that among plans baking as many the sooner one is worth more (a solver averaging over rule
// sets then bakes when most of them say the starter has risen, and learns from the loaf, rather than idling).
import { playSourdough, sourdoughCommands } from './sourdough-play.js';
import type { SourdoughRules } from './sourdough-rules.js';
import type { SourdoughInstance, SourdoughProgress } from './sourdough-state.js';

/** Less than a whole loaf over any day: the worth a loaf loses per turn it waits. */
const lateness = 0.001;

/** For each legal command, the tall loaves of the whole day if it is played now and the best commands after it. */
export function sourdoughValues(
  rules: SourdoughRules,
  instance: SourdoughInstance,
  progress: SourdoughProgress,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const memo = new Map<string, number>();
  /** The worth of the loaves still to come from `state` with `left` turns, the first of them `left` turns from the end. */
  const future = (state: SourdoughProgress, left: number): number => {
    if (left <= 0) return 0;
    // Past its window, a starter stays past it: its clock only matters up to there.
    const since = state.since === null ? null : Math.min(state.since, rules.lag + rules.window);
    const key = `${left}/${since}/${state.sacks}/${state.risen}/${state.flat}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 0;
    for (const command of sourdoughCommands(instance, state)) {
      const after = playSourdough(rules, { ...state, since }, command).progress;
      const baked = after.risen - state.risen;
      value = Math.max(value, baked * (1 - lateness * (turnsLeft - left + 1)) + future(after, left - 1));
    }
    memo.set(key, value);
    return value;
  };
  const values = new Map<string, number>();
  for (const command of sourdoughCommands(instance, progress)) {
    const after = playSourdough(rules, progress, command).progress;
    values.set(command, after.risen - lateness * (after.risen - progress.risen) + future(after, turnsLeft - 1));
  }
  return values;
}
