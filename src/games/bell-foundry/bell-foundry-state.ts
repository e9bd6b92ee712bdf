// The visible instance, the progress and the commands of bell-foundry.
import { type BellFoundrySuspect, places, suspects } from './bell-foundry-cast.js';

/** Hours in the inquiry's day, one command an hour. */
export const hoursInTheDay = 10;

/** The foundry as the player sees it (the same every episode). */
export interface BellFoundryInstance {
  readonly suspects: readonly BellFoundrySuspect[];
  readonly places: readonly string[];
}

/** A trace in hand: where it was found and which value of which trait it shows. */
export interface BellFoundryTrace {
  readonly place: number;
  readonly trait: number;
  readonly value: number;
}

/** Progress: traces found and whom the player named (visible); the culprit's unease and the traces gone (hidden). */
export interface BellFoundryProgress {
  readonly found: readonly BellFoundryTrace[];
  readonly accused: number | null;
  readonly unease: number;
  /** Traces cleared away before they were found, as bits by trace number. */
  readonly gone: number;
}

export type BellFoundryVisible = Pick<BellFoundryProgress, 'found' | 'accused'>;

export const bellFoundryInstance: BellFoundryInstance = { suspects, places };

const lower = (name: string) => name.toLowerCase();

/** Every command in a fixed order: searches, questions, accusations, then `wait`. */
export const bellFoundryCommands: readonly string[] = [
  ...places.map((place) => `search ${place}`),
  ...suspects.map((suspect) => `question ${lower(suspect.name)}`),
  ...suspects.map((suspect) => `accuse ${lower(suspect.name)}`),
  'wait',
];

/** The commands legal with `accused` named so far: only waiting once someone is named. */
export function commandsFor(accused: number | null): readonly string[] {
  return accused === null ? bellFoundryCommands : ['wait'];
}
