// One turn of bell-foundry under the hidden rules: what a command finds or hears, and how it moves the hidden unease.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { places, suspects, traits } from './bell-foundry-cast.js';
import type { BellFoundryRules } from './bell-foundry-rules.js';
import { type BellFoundryProgress, bellFoundryCommands, hoursInTheDay } from './bell-foundry-state.js';

/** The numbers of a progress, for planning: traces found and traces gone (bits), unease, whom the player named (-1). */
export interface BellFoundryCore {
  readonly mask: number;
  readonly gone: number;
  readonly unease: number;
  readonly accused: number;
}

/** What the player witnessed in a turn, before it is put into words. */
export type BellFoundryEvent =
  | { readonly type: 'trace'; readonly trait: number; readonly value: number }
  | { readonly type: 'nothing' }
  | { readonly type: 'statement'; readonly speaker: number; readonly trait: number; readonly value: number }
  | { readonly type: 'named'; readonly suspect: number }
  | { readonly type: 'wait' };

export const searchCount = places.length;
const questionStart = searchCount;
const accuseStart = questionStart + suspects.length;

/** Plays command number `index` of `bellFoundryCommands` on `core`; `smoke` says a trace was cleared away. */
export function turnEffect(
  rules: BellFoundryRules,
  core: BellFoundryCore,
  index: number,
): { readonly core: BellFoundryCore; readonly event: BellFoundryEvent; readonly smoke: boolean } {
  const culprit = suspects[rules.culprit] as (typeof suspects)[number];
  let { mask, accused, unease } = core;
  let pressed = false;
  let event: BellFoundryEvent;
  if (index < questionStart) {
    const piece = rules.traces.indexOf(index);
    if (piece >= 0 && ((mask | core.gone) & (1 << piece)) === 0) {
      mask |= 1 << piece;
      event = { type: 'trace', trait: piece, value: culprit.traits[piece] as number };
    } else event = { type: 'nothing' };
    const workplacesOnly = rules.pressure === 'workplaces' || rules.pressure === 'workplaces-and-questions';
    pressed = !workplacesOnly || suspects.some((suspect) => suspect.workplace === index);
  } else if (index < accuseStart) {
    const speaker = index - questionStart;
    const trait = speaker % traits.length;
    const truth = culprit.traits[trait] as number;
    event = { type: 'statement', speaker, trait, value: speaker === rules.culprit ? 1 - truth : truth };
    pressed = rules.pressure === 'searches-and-questions' || rules.pressure === 'workplaces-and-questions';
  } else if (index < bellFoundryCommands.length - 1) {
    accused = index - accuseStart;
    event = { type: 'named', suspect: accused };
  } else event = { type: 'wait' };
  if (accused >= 0) return { core: { ...core, mask, accused }, event, smoke: false };
  let { gone } = core;
  let smoke = false;
  if (event.type === 'wait') unease = Math.max(0, unease - (rules.ease ?? 1));
  else if (pressed) unease += 1;
  if (unease >= rules.limit) {
    unease = 0;
    const order = rules.clears === 'last' ? [2, 1, 0] : [0, 1, 2];
    const left = order.find((piece) => ((mask | gone) & (1 << piece)) === 0);
    if (left !== undefined) {
      gone |= 1 << left;
      smoke = true;
    }
  }
  return { core: { mask, gone, unease, accused }, event, smoke };
}

/** The core numbers of `progress`. */
export function coreOf(progress: BellFoundryProgress): BellFoundryCore {
  return {
    mask: progress.found.reduce((bits, trace) => bits | (1 << trace.trait), 0),
    gone: progress.gone,
    unease: progress.unease,
    accused: progress.accused ?? -1,
  };
}

/** Score for naming the right person, by traces in hand: the guild rewards a complete case far above a partial one. */
export const rightNameScores = [150, 300, 550, 1000] as const;
/** Score per trace in hand when the right person was not named. */
export const tracePoints = 50;

/** The episode's score (0–1000). */
export function scoreOf(rules: BellFoundryRules, core: BellFoundryCore): number {
  const traces = (core.mask & 1) + ((core.mask >> 1) & 1) + ((core.mask >> 2) & 1);
  return core.accused === rules.culprit ? (rightNameScores[traces] as number) : tracePoints * traces;
}

/** Plays one listed command in `hour` and words what the player saw; the last hour ends with the hearing's verdict. */
export function playTurn(
  rules: BellFoundryRules,
  progress: BellFoundryProgress,
  command: string,
  hour: number,
): HiddenRuleStep<BellFoundryProgress> {
  const index = bellFoundryCommands.indexOf(command);
  const { core, event, smoke } = turnEffect(rules, coreOf(progress), index);
  const found =
    event.type === 'trace'
      ? [...progress.found, { place: index, trait: event.trait, value: event.value }]
      : progress.found;
  const words = [feedbackOf(event, index), smoke ? 'Later, a thin smoke rises from the furnace chimney.' : '']
    .concat(hour === hoursInTheDay ? [verdict(rules, core.accused)] : [])
    .filter((line) => line !== '')
    .join(' ');
  return {
    progress: { found, accused: core.accused < 0 ? null : core.accused, unease: core.unease, gone: core.gone },
    feedback: words,
  };
}

/** How a trace showing `value` of trait `trait` reads. */
export function traceText(trait: number, value: number): string {
  return [
    [`a mallet worn smooth on the right of its grip`, `a mallet worn smooth on the left of its grip`],
    [`soft-soled prints in the clay dust`, `hobnail prints in the clay dust`],
    [`a tuft of wool caught on a nail`, `a scrap of leather apron caught on a nail`],
  ][trait]?.[value] as string;
}

function verdict(rules: BellFoundryRules, accused: number): string {
  const named = suspects[accused]?.name;
  if (named === undefined) return 'The day ends with nobody named.';
  return accused === rules.culprit
    ? `At the hearing, the guild finds ${named} guilty.`
    : `At the hearing, the guild lets ${named} go.`;
}

function feedbackOf(event: BellFoundryEvent, index: number): string {
  switch (event.type) {
    case 'trace':
      return `In the ${places[index]} you find ${traceText(event.trait, event.value)}.`;
    case 'nothing':
      return `You search the ${places[index]} and find nothing of note.`;
    case 'statement': {
      const speaker = suspects[event.speaker]?.name;
      const seen = traits[event.trait]?.values[event.value];
      return `${speaker} says that whoever was at the mould that night was ${seen}.`;
    }
    case 'named':
      return `You name ${suspects[event.suspect]?.name} to the guild. The hearing is at the end of the day.`;
    case 'wait':
      return 'The day wears on.';
  }
}
