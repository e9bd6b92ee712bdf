// The visible instance and the progress of plant-clinic.
import type { Pot, Symptom } from './plant-clinic-rules.js';

/** One plant brought in: its owner, what it is, its pot, what it visibly suffers from and what the owner will pay. */
export interface PlantClinicPlant {
  readonly owner: string;
  readonly plant: string;
  readonly pot: Pot;
  readonly symptom: Symptom;
  readonly fee: number;
}

/** One afternoon: the plants in the order they come to the bench (all visible from the start). */
export interface PlantClinicInstance {
  readonly plants: readonly PlantClinicPlant[];
}

/** Progress: the plant on the bench and the coins earned (visible), and the plant's setback so far (hidden, 0–2). */
export interface PlantClinicProgress {
  readonly next: number;
  readonly coins: number;
  readonly setback: number;
}

export type PlantClinicVisible = Omit<PlantClinicProgress, 'setback'>;
