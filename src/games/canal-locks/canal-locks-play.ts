// One turn of canal-locks under the hidden rules: what a paddle's culvert lets through, whether a lock's gates open
// for a boat, and what the leaking gates let through after every turn.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { type CanalLocksRules, placeCount, rise, upperLevel } from './canal-locks-rules.js';
import type { CanalLocksInstance, CanalLocksProgress } from './canal-locks-state.js';

/** The places of the flight, from the bottom. */
export const placeNames = ['the lower pound', 'the bottom lock', 'the middle lock', 'the top lock', 'the upper pound'];
/** The last place, where boats are through. */
export const through = placeCount - 1;

/** The locks' levels and the boats' places, every level known (the planner's state). */
export interface Flight {
  readonly levels: readonly number[];
  readonly boats: readonly number[];
}

/** The locks' levels with the one unseen since dawn filled in from the rules. */
export function knownLevels(rules: CanalLocksRules, levels: readonly (number | null)[]): number[] {
  return levels.map((level, lock) => level ?? rise * lock + rules.dawn);
}

/**
 * Lets water down through the gates between place `gap` and place `gap + 1`, at most `most`: each lock's water stands
 * between the level of the place below it and that of the place above, so the water above can fall no lower than the
 * gates' sill and the water below rise no higher (the pounds never change).
 */
export function passWater(levels: readonly number[], gap: number, most: number): { levels: number[]; moved: number } {
  const next = [...levels];
  const room = gap === 0 ? most : rise * gap - (levels[gap - 1] ?? 0);
  const water = gap + 1 === through ? most : (levels[gap] ?? 0) - rise * gap;
  const moved = Math.max(0, Math.min(most, room, water));
  if (gap > 0) next[gap - 1] = (next[gap - 1] ?? 0) + moved;
  if (gap + 1 < through) next[gap] = (next[gap] ?? 0) - moved;
  return { levels: next, moved };
}

/** The end of turn `turn`: on the leak's turns, the leaking gates let water through, at most `leakAmount`, as a culvert would. */
export function leakAfter(rules: CanalLocksRules, levels: readonly number[], turn: number): number[] {
  if (rules.leak === 0 || turn % rules.leakEvery !== 0) return [...levels];
  return passWater(levels, rules.leakIn ? rules.leak : rules.leak - 1, rules.leakAmount).levels;
}

/** The level of place `place` (the pounds' are fixed). */
function levelAt(levels: readonly number[], place: number): number {
  if (place === 0) return 0;
  return place === through ? upperLevel : (levels[place - 1] ?? 0);
}

/** Whether the gates above `boat`'s place open for it: the levels meet and the place above holds no other boat. */
export function gatesOpen({ levels, boats }: Flight, boat: number): boolean {
  const place = boats[boat] ?? through;
  if (place >= through) return false;
  const above = place + 1;
  const taken = above < through && boats.some((other, index) => index !== boat && other === above);
  return !taken && levelAt(levels, place) === levelAt(levels, above);
}

/** The commands now: open any paddle, work any boat not yet through, or wait. */
export function canalLocksCommands(instance: CanalLocksInstance, progress: CanalLocksProgress): string[] {
  const waiting = instance.boats.filter((_, boat) => (progress.boats[boat] ?? through) < through);
  return [
    ...instance.paddles.map((paddle) => `open ${paddle.toLowerCase()}`),
    ...waiting.map((boat) => `work ${boat.toLowerCase()}`),
    'wait',
  ];
}

/** What the gauges read after a turn; told with each turn's feedback, so the log holds every reading the keeper saw. */
function gaugeReadings({ levels, gauges }: CanalLocksProgress): string {
  const readings = levels.flatMap((level, lock) => (gauges[lock] ? [`${placeNames[lock + 1]} ${level}`] : []));
  return `Gauges: ${readings.join(', ')}.`;
}

/** Plays `command` as turn `turn` of the day, then the leak's part of the turn; the feedback ends with the gauges. */
export const playCanalLocks: typeof playTurn = (rules, instance, progress, command, turn) => {
  const step = playTurn(rules, instance, progress, command, turn);
  return { progress: step.progress, feedback: `${step.feedback} ${gaugeReadings(step.progress)}` };
};

function playTurn(
  rules: CanalLocksRules,
  instance: CanalLocksInstance,
  progress: CanalLocksProgress,
  command: string,
  turn: number,
): HiddenRuleStep<CanalLocksProgress> {
  const [verb, name] = command.split(' ');
  const levels = knownLevels(rules, progress.levels);
  if (verb === 'open') {
    const paddle = instance.paddles.findIndex((each) => each.toLowerCase() === name);
    const passed = passWater(levels, rules.culverts[paddle] ?? 0, rules.flow);
    const heard = passed.moved > 0 ? 'and hear water running' : 'and nothing stirs';
    return {
      progress: { ...progress, levels: leakAfter(rules, passed.levels, turn) },
      feedback: `You wind the ${instance.paddles[paddle]} paddle open ${heard}.`,
    };
  }
  if (verb === 'work') {
    const boat = instance.boats.findIndex((each) => each.toLowerCase() === name);
    const shown = instance.boats[boat];
    const place = (progress.boats[boat] ?? 0) + 1;
    const after = leakAfter(rules, levels, turn);
    if (!gatesOpen({ levels, boats: progress.boats }, boat)) {
      return {
        progress: { ...progress, levels: after },
        feedback: `The gates to ${placeNames[place]} will not open for the ${shown}.`,
      };
    }
    const boats = progress.boats.map((each, index) => (index === boat ? place : each));
    return {
      progress: { ...progress, levels: after, boats },
      feedback: `The ${shown} passes into ${placeNames[place]}.`,
    };
  }
  return { progress: { ...progress, levels: leakAfter(rules, levels, turn) }, feedback: 'You wait by the locks.' };
}
