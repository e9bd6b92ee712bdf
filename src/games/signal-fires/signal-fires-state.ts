// The visible instance and the progress of signal-fires.
import type { Weather } from './signal-fires-rules.js';

/** One night of the forecast: its weather and whether a ship passes. */
export interface SignalFiresNight {
  readonly weather: Weather;
  readonly ship: boolean;
}

/** The forecast for every night and the wood in the shed. */
export interface SignalFiresInstance {
  readonly keeper: string;
  readonly nights: readonly SignalFiresNight[];
  readonly wood: number;
}

/** Progress: wood left and ships guided in (visible), last night's brightness (hidden). */
export interface SignalFiresProgress {
  readonly night: number;
  readonly wood: number;
  readonly guided: number;
  readonly glow: number;
}

export type SignalFiresVisible = Omit<SignalFiresProgress, 'glow'>;
