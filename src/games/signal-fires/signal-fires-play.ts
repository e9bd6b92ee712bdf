// One night of signal-fires under the hidden rules: the fire's brightness and whether a passing ship turns in.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { type SignalFiresRules, weathers } from './signal-fires-rules.js';
import type { SignalFiresInstance, SignalFiresNight, SignalFiresProgress } from './signal-fires-state.js';

/** The most bundles one night's fire takes. */
export const mostBundles = 4;

/** `burn 0` … `burn 4`, as far as the wood left allows. */
export function burnCommands(wood: number): readonly string[] {
  return Array.from({ length: Math.min(wood, mostBundles) + 1 }, (_, bundles) => `burn ${bundles}`);
}

/** Tonight's brightness from the bundles burnt and last night's brightness. */
export function brightness(rules: SignalFiresRules, bundles: number, glow: number): number {
  if (!rules.embers) return bundles;
  return bundles + (rules.rounding === 'up' ? Math.ceil(glow / 2) : Math.floor(glow / 2));
}

/** Whether tonight's fire turns a ship in, if one passes. */
export function guides(rules: SignalFiresRules, night: SignalFiresNight, bright: number): boolean {
  return night.ship && rules.targets[weathers.indexOf(night.weather)] === bright;
}

/** Burns `command`'s bundles for tonight and moves on to the next night. */
export function playSignalFires(
  rules: SignalFiresRules,
  instance: SignalFiresInstance,
  progress: SignalFiresProgress,
  command: string,
): HiddenRuleStep<SignalFiresProgress> {
  const bundles = Number(command.slice('burn '.length));
  const night = instance.nights[progress.night];
  if (!night) return { progress, feedback: 'The season is over.' };
  const bright = brightness(rules, bundles, progress.glow);
  const guided = guides(rules, night, bright);
  const next = {
    night: progress.night + 1,
    wood: progress.wood - bundles,
    guided: progress.guided + (guided ? 1 : 0),
    glow: bright,
  };
  const fire = bundles === 0 ? 'You light no fire.' : `You burn ${bundles} bundle${bundles === 1 ? '' : 's'}.`;
  if (!night.ship) return { progress: next, feedback: `${fire} No ship passes tonight.` };
  const target = rules.targets[weathers.indexOf(night.weather)] as number;
  const ship = guided
    ? 'The ship turns towards the harbour.'
    : Math.abs(bright - target) === 1
      ? 'The ship slows, then sails on past the point.'
      : 'The ship sails on past the point.';
  return { progress: next, feedback: `${fire} ${ship}` };
}
