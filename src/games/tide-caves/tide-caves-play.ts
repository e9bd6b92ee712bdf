// One hour of tide-caves under the hidden rules: your command, then what the sea shows you at the end of the hour.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { isOpen, levelAt, type TideCavesRules } from './tide-caves-rules.js';
import { beach, goCommand, type TideCavesInstance, type TideCavesProgress } from './tide-caves-state.js';

/** Points per casket brought out to the beach and per shell; the day's score is capped at 1000. */
export const casketPoints = 120;
export const shellPoints = 5;

export const waitCommand = 'wait';

/** The commands now: on the beach, go to a cave, comb the rock pools or wait; in a cave, gather, leave or wait. */
export function tideCavesCommands(instance: TideCavesInstance, progress: TideCavesProgress): string[] {
  if (progress.at !== beach) return ['gather', 'leave', waitCommand];
  return [...instance.caves.map(goCommand), 'comb', waitCommand];
}

/**
 * The score if the day ended now: caskets brought out, one of those carried in a cave (at dusk a boat takes you off,
 * and the boatman keeps the rest), and shells, at most 1000.
 */
export function scoreOf(progress: TideCavesProgress): number {
  const kept = progress.banked + Math.min(progress.carried, 1);
  return Math.min(1000, kept * casketPoints + progress.shells * shellPoints);
}

/**
 * The progress after `command` in hour `turn` and what happened, the wave included (without the end-of-hour view of
 * the mouths).
 */
export const stepTideCaves: typeof commandStep = (rules, instance, progress, command, turn) => {
  const step = commandStep(rules, instance, progress, command, turn);
  if (turn !== rules.wave) return step;
  const cave = instance.caves[step.progress.at];
  if (!cave) return { ...step, said: `${step.said} A great wave surges up the beach.` };
  const lost = step.progress.carried;
  return {
    progress: { ...step.progress, carried: 0 },
    said: `${step.said} A great wave surges through ${cave.name}${lost > 0 ? ` and carries off the ${lost === 1 ? 'casket' : `${lost} caskets`} you held` : ''}.`,
  };
};

/** What `command` itself does in hour `turn`. */
function commandStep(
  rules: TideCavesRules,
  instance: TideCavesInstance,
  progress: TideCavesProgress,
  command: string,
  turn: number,
): { readonly progress: TideCavesProgress; readonly said: string } {
  const cave = instance.caves[progress.at];
  if (cave) {
    const clear = isOpen(rules, progress.at, turn);
    if (command === 'gather') {
      if ((progress.left[progress.at] ?? 0) === 0)
        return { progress, said: `You search ${cave.name} and come up empty-handed.` };
      return {
        progress: {
          ...progress,
          carried: progress.carried + 1,
          left: progress.left.map((count, index) => (index === progress.at ? count - 1 : count)),
        },
        said: `You search ${cave.name} and find a casket.`,
      };
    }
    if (command === 'leave') {
      if (!clear) return { progress, said: `The mouth of ${cave.name} is under water: you cannot get out.` };
      const brought = progress.carried;
      return {
        progress: { ...progress, at: beach, carried: 0, banked: progress.banked + brought },
        said: `You wade out of ${cave.name} with ${brought} casket${brought === 1 ? '' : 's'}.`,
      };
    }
    return { progress, said: `You wait in ${cave.name}.` };
  }
  const target = instance.caves.findIndex((each) => goCommand(each) === command);
  const entered = instance.caves[target];
  if (entered) {
    if (!isOpen(rules, target, turn)) return { progress, said: `The mouth of ${entered.name} is under water.` };
    return { progress: { ...progress, at: target }, said: `You wade into ${entered.name}.` };
  }
  if (command === 'comb') {
    return {
      progress: { ...progress, shells: progress.shells + 1 },
      said: 'You comb the rock pools and find a shell.',
    };
  }
  return { progress, said: 'You wait on the beach.' };
}

/**
 * Plays one command for one hour. The feedback adds, from the beach, which cave mouths are clear for the coming hour;
 * from a cave, whether its way out is, and whether the water there is rising or falling.
 */
export function playTideCaves(
  rules: TideCavesRules,
  instance: TideCavesInstance,
  progress: TideCavesProgress,
  command: string,
  turn: number,
): HiddenRuleStep<TideCavesProgress> {
  const step = stepTideCaves(rules, instance, progress, command, turn);
  const cave = instance.caves[step.progress.at];
  let view: string;
  if (cave) {
    const cutOff = !isOpen(rules, step.progress.at, turn + 1);
    const change = levelAt(rules, turn + 1) - levelAt(rules, turn);
    const water = change > 0 ? 'rising' : change < 0 ? 'falling' : 'still';
    view = cutOff
      ? `Water closes over the mouth of ${cave.name}.`
      : `The way out is clear; the water at the mouth is ${water}.`;
  } else {
    const clear = instance.caves.filter((_, index) => isOpen(rules, index, turn + 1)).map((each) => each.name);
    const covered = instance.caves.filter((_, index) => !isOpen(rules, index, turn + 1)).map((each) => each.name);
    const parts = [
      ...(clear.length > 0 ? [`clear: ${clear.join(', ')}`] : []),
      ...(covered.length > 0 ? [`under water: ${covered.join(', ')}`] : []),
    ];
    view = `Cave mouths now ${parts.join('; ')}.`;
  }
  return { progress: step.progress, feedback: `${step.said} ${view}` };
}
