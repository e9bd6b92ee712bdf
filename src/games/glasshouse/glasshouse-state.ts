// The visible instance and the progress of glasshouse, and the scales its hidden levels live on.

/** The weather of one turn outside the glass. */
export type Weather = 'cold' | 'mild' | 'sunny';

/** The day (the same every episode of a seed): its weather turn by turn, the turns the thermometer is read, the wood. */
export interface GlasshouseInstance {
  readonly weather: readonly Weather[];
  readonly readings: readonly number[];
  readonly wood: number;
}

/** One turn's conditions under the glass: heat 0–6 and soil moisture 0–5 (never shown as such). */
export interface Conditions {
  readonly heat: number;
  readonly moisture: number;
}

/**
 * Progress: the hidden conditions, the stove's heat still on its way (bit k: a stoke's heat arrives k turns from now),
 * the conditions of the last turns (newest last, for the looks), the turns the plants thrived, and the visible vents
 * and wood.
 */
export interface GlasshouseProgress extends Conditions {
  readonly pending: number;
  readonly past: readonly Conditions[];
  readonly thrived: number;
  readonly vents: 'open' | 'shut';
  readonly wood: number;
}

export type GlasshouseVisible = Pick<GlasshouseProgress, 'vents' | 'wood'>;

export const maxHeat = 6;
export const maxMoisture = 5;
/** The plants thrive on a turn whose heat and moisture both lie in these bands. */
export const thrivingHeat = [2, 4] as const;
export const thrivingMoisture = [2, 3] as const;

/** The thermometer's reading of a heat level, in °C. */
export function degrees(heat: number): number {
  return 4 + 4 * heat;
}

/** Whether the plants thrive under `conditions`. */
export function thriving({ heat, moisture }: Conditions): boolean {
  return (
    heat >= thrivingHeat[0] &&
    heat <= thrivingHeat[1] &&
    moisture >= thrivingMoisture[0] &&
    moisture <= thrivingMoisture[1]
  );
}
