// One turn of dye-works under the hidden rules (as numbers for planning, and as a step with feedback for play).
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { colours, type DyeWorksRules, pigments } from './dye-works-rules.js';
import type { DyeWorksInstance, DyeWorksProgress } from './dye-works-state.js';

/** Points per turn still left when the last order is filled. */
export const pointsPerSpareTurn = 10;

/** Every command of the workshop, always all listed; `rest` lets a turn pass. */
export const dyeWorksCommands: readonly string[] = [
  ...pigments.map((pigment) => `add ${pigment}`),
  'simmer',
  'dip cloth',
  'drain vat',
  'rest',
];

/** The vat and the orders as numbers: colour (a place round the circle), pending turn, simmers so far and a bit per filled order. */
export interface DyeWorksVat {
  readonly colour: number;
  readonly pending: number;
  readonly simmered: number;
  readonly filled: number;
}

/** What one command did: the vat after it, points earned, and the order it filled (-1 for none). */
export interface DyeWorksTransition extends DyeWorksVat {
  readonly points: number;
  readonly order: number;
}

/** Command `command` (an index into `dyeWorksCommands`) played as turn `turn` of `turns`. */
export function transition(
  rules: DyeWorksRules,
  instance: DyeWorksInstance,
  vat: DyeWorksVat,
  command: number,
  turn: number,
  turns: number,
): DyeWorksTransition {
  const { colour, pending, simmered, filled } = vat;
  if (command < pigments.length) {
    const next = (pending + (rules.turns[command] as number)) % colours.length;
    return { colour, pending: next, simmered: 0, filled, points: 0, order: -1 };
  }
  const name = dyeWorksCommands[command];
  if (name === 'simmer') {
    if (simmered + 1 < rules.simmers) return { colour, pending, simmered: simmered + 1, filled, points: 0, order: -1 };
    return { colour: (colour + pending) % colours.length, pending: 0, simmered: 0, filled, points: 0, order: -1 };
  }
  if (name === 'drain vat') return { colour: 0, pending: 0, simmered: 0, filled, points: 0, order: -1 };
  if (name === 'dip cloth') {
    const order = openOrder(instance, colourAt(rules, colour), filled);
    if (order < 0) return { colour, pending, simmered, filled, points: 0, order };
    const after = filled | (1 << order);
    const done = after === (1 << instance.orders.length) - 1;
    const points = (instance.orders[order]?.pays ?? 0) + (done ? pointsPerSpareTurn * (turns - turn) : 0);
    return { colour, pending, simmered, filled: after, points, order };
  }
  return { colour, pending, simmered, filled, points: 0, order: -1 };
}

/** The colour (index into `colours`) at `place` round the rules' circle. */
export function colourAt(rules: DyeWorksRules, place: number): number {
  return rules.circle?.[place] ?? place;
}

/** The first order still open for `colour` (index into `colours`), or -1. */
function openOrder(instance: DyeWorksInstance, colour: number, filled: number): number {
  for (let index = 0; index < instance.orders.length; index++) {
    if (instance.orders[index]?.colour === colour && (filled & (1 << index)) === 0) return index;
  }
  return -1;
}

/** Plays `command` as turn `turn` of `turns`, with the feedback the player reads. */
export function playDyeWorks(
  rules: DyeWorksRules,
  instance: DyeWorksInstance,
  progress: DyeWorksProgress,
  command: string,
  turn: number,
  turns: number,
): HiddenRuleStep<DyeWorksProgress> {
  const index = dyeWorksCommands.indexOf(command);
  const vat = { ...progress, filled: progress.filled.reduce((bits, done, at) => (done ? bits | (1 << at) : bits), 0) };
  const next = transition(rules, instance, vat, index, turn, turns);
  const filled = progress.filled.map((_, at) => (next.filled & (1 << at)) !== 0);
  const done = filled.every(Boolean);
  const after: DyeWorksProgress = {
    colour: next.colour,
    pending: next.pending,
    simmered: next.simmered,
    filled,
    earned: progress.earned + next.points,
    doneAtTurn: done && progress.doneAtTurn === null ? turn : progress.doneAtTurn,
  };
  return { progress: after, feedback: feedbackFor(command, next, instance, colourAt(rules, next.colour)) };
}

function feedbackFor(command: string, next: DyeWorksTransition, instance: DyeWorksInstance, colour: number): string {
  if (command.startsWith('add ')) return 'The vat swirls.';
  if (command === 'simmer') return 'The vat simmers.';
  if (command === 'drain vat') return 'You drain the vat and refill it with clear water.';
  if (command === 'rest') return 'You rest.';
  const name = colours[colour] as string;
  const cloth = `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} cloth`;
  if (next.order < 0) return `You lift out ${cloth}. Nobody is waiting for ${name}.`;
  const pays = instance.orders[next.order]?.pays ?? 0;
  const spare = next.points - pays;
  return `You lift out ${cloth} and fill the ${name} order: ${pays} points${spare > 0 ? `, and ${spare} for the turns to spare` : ''}.`;
}
