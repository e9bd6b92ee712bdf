// One turn of ferry-crossing under the hidden rules: the ferry crosses (or is turned back) with up to two fares, a
// clashing pair loses a fare on the way, and a bank its guarding kind has left loses its strays.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { type FerryCrossingRules, kinds } from './ferry-crossing-rules.js';
import {
  across,
  type Bank,
  type FerryCrossingInstance,
  type FerryCrossingProgress,
  type Place,
} from './ferry-crossing-state.js';

/** A listed crossing: its command and the fares it takes (indices in the instance's order, at most two). */
export interface Crossing {
  readonly command: string;
  readonly load: readonly number[];
}

/** What one turn did: the progress after it, whether the ferry was towed or turned back, and which fares it lost. */
export interface TurnOutcome {
  readonly progress: FerryCrossingProgress;
  readonly towed: boolean;
  readonly turnedBack: boolean;
  readonly overboard: number | null;
  readonly strayed: readonly number[];
}

/** The crossings listed now: empty, with one fare, or with two fares from the ferry's bank. */
export function ferryCrossings(instance: FerryCrossingInstance, progress: FerryCrossingProgress): Crossing[] {
  const here = instance.fares.flatMap((_, index) => (progress.places[index] === progress.ferry ? [index] : []));
  const name = (index: number) => instance.fares[index]?.name ?? '?';
  return [
    { command: 'cross', load: [] },
    ...here.map((index) => ({ command: `cross with ${name(index)}`, load: [index] })),
    ...here.flatMap((first, at) =>
      here.slice(at + 1).map((second) => ({
        command: `cross with ${name(first)} and ${name(second)}`,
        load: [first, second],
      })),
    ),
  ];
}

/** The commands now: every crossing, and `wait`. */
export function ferryCrossingCommands(instance: FerryCrossingInstance, progress: FerryCrossingProgress): string[] {
  return [...ferryCrossings(instance, progress).map((crossing) => crossing.command), 'wait'];
}

/** The turn's effects when the ferry crosses with `load` (null: it waits at its landing). */
export function turnOutcome(
  rules: FerryCrossingRules,
  instance: FerryCrossingInstance,
  progress: FerryCrossingProgress,
  load: readonly number[] | null,
): TurnOutcome {
  const places: Place[] = [...progress.places];
  let ferry = progress.ferry;
  let turnedBack = false;
  let overboard: number | null = null;
  // With no fare at its landing the ferry is towed across empty, so it is never stranded.
  const towed = load !== null && load.length === 0 && !progress.places.includes(progress.ferry);
  if (load !== null) {
    turnedBack = !towed && isTurnedBack(rules, instance, load);
    if (!turnedBack) {
      overboard = lostOnTheWay(rules, instance, load);
      ferry = across(ferry);
      for (const index of load) places[index] = index === overboard ? 'gone' : ferry;
    }
  }
  const strayed = strays(rules, instance, places, rules.bank);
  for (const index of strayed) places[index] = 'gone';
  return { progress: { places, ferry }, towed, turnedBack, overboard, strayed };
}

/** Whether the river turns the ferry back with `load` aboard: it weighs less than the ferry needs. */
export function isTurnedBack(
  rules: FerryCrossingRules,
  instance: FerryCrossingInstance,
  load: readonly number[],
): boolean {
  const weight = load.reduce((total, index) => total + (instance.fares[index]?.weight ?? 0), 0);
  return weight < rules.limit;
}

/** The fare a clashing pair aboard loses on the way, if any. */
export function lostOnTheWay(
  rules: FerryCrossingRules,
  instance: FerryCrossingInstance,
  load: readonly number[],
): number | null {
  const [first, second] = load;
  if (first === undefined || second === undefined) return null;
  const a = instance.fares[first]?.kind ?? 'person';
  const b = instance.fares[second]?.kind ?? 'person';
  // The pair in the kinds' order; two fares of one kind stay in the listing order.
  const [early, late] = kinds.indexOf(a) <= kinds.indexOf(b) ? [first, second] : [second, first];
  const pair = [instance.fares[early]?.kind, instance.fares[late]?.kind];
  const clash = rules.clashes.some(([x, y]) => x === pair[0] && y === pair[1]);
  if (!clash) return null;
  return rules.victim === 'first' ? early : late;
}

/** The fares of the stray kind on `bank` when no fare of the guard kind stands on it. */
function strays(
  rules: FerryCrossingRules,
  instance: FerryCrossingInstance,
  places: readonly Place[],
  bank: Bank,
): number[] {
  const on = instance.fares.flatMap((fare, index) => (places[index] === bank ? [{ fare, index }] : []));
  if (on.some(({ fare }) => fare.kind === rules.guard)) return [];
  return on.filter(({ fare }) => fare.kind === rules.stray).map(({ index }) => index);
}

/** Plays `command` for one turn and tells what the ferryman saw. */
export function playFerryCrossing(
  rules: FerryCrossingRules,
  instance: FerryCrossingInstance,
  progress: FerryCrossingProgress,
  command: string,
): HiddenRuleStep<FerryCrossingProgress> {
  const crossing = ferryCrossings(instance, progress).find((each) => each.command === command);
  const outcome = turnOutcome(rules, instance, progress, crossing ? crossing.load : null);
  const name = (index: number) => `the ${instance.fares[index]?.name ?? '?'}`;
  const lines: string[] = [];
  if (!crossing) lines.push(`The ferry stays tied up at the ${progress.ferry} landing.`);
  else if (outcome.towed) {
    lines.push(
      `With no fare waiting, you tow the ferry up the bank and across to the ${outcome.progress.ferry} landing.`,
    );
  } else if (outcome.turnedBack) {
    lines.push(`The river sweeps the ferry downstream, and you pole it back to the ${progress.ferry} landing.`);
  } else {
    if (outcome.overboard !== null)
      lines.push(`Halfway over, the ferry rocks hard ${lossText(instance, outcome.overboard)}`);
    const landed = crossing.load.filter((index) => index !== outcome.overboard).map(name);
    lines.push(
      `The ferry lands at the ${outcome.progress.ferry} bank${landed.length > 0 ? ` with ${landed.join(' and ')}` : ', empty'}.`,
    );
  }
  for (const index of outcome.strayed) lines.push(`On the ${rules.bank} bank, ${strayText(instance, index)}`);
  return { progress: outcome.progress, feedback: lines.join(' ') };
}

function lossText(instance: FerryCrossingInstance, index: number): string {
  const fare = instance.fares[index];
  if (fare?.kind === 'person') return `and the ${fare.name} jumps into the shallows and wades off home.`;
  if (fare?.kind === 'animal') return `and the ${fare.name} leaps into the river and swims off downstream.`;
  return `and tips the ${fare?.name ?? '?'} into the river.`;
}

function strayText(instance: FerryCrossingInstance, index: number): string {
  const fare = instance.fares[index];
  if (fare?.kind === 'person') return `the ${fare.name} wanders off down the road.`;
  if (fare?.kind === 'animal') return `the ${fare.name} wanders off into the fields.`;
  return `a passer-by makes off with the ${fare?.name ?? '?'}.`;
}
