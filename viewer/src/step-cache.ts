// Loads a replay's steps in fixed slices as the cursor reaches them, so a 1,000-step match never loads all at once.
import type { BoardCells, ReplayStep, StepsResponse } from '../../src/server/viewer-api.js';

/** Steps per request (the API allows at most 200). */
export const STEP_SLICE = 100;

/** Observations of every seat, as the API sends them. */
export type SeatObservations = readonly { readonly json: unknown; readonly text: string }[];

/**
 * The loaded slices of one match. `ensure(position)` requests the slice holding `position` (and the next one when the
 * cursor is near its end); `onChange` fires whenever a slice arrives or fails.
 */
export class StepCache {
  private readonly slices = new Map<number, readonly ReplayStep[]>();
  private readonly pending = new Set<number>();
  private readonly failures = new Map<number, string>();
  private finalObservations: SeatObservations | undefined;
  private finalBoardCells: BoardCells | undefined;

  constructor(
    readonly total: number,
    private readonly load: (from: number, to: number) => Promise<StepsResponse>,
    private readonly onChange: () => void,
    readonly slice = STEP_SLICE,
  ) {}

  /** Step `index`, when its slice has loaded. */
  step(index: number): ReplayStep | undefined {
    return this.slices.get(Math.floor(index / this.slice))?.[index % this.slice];
  }

  /** The observations after the last step, once the last slice has loaded. */
  get final(): SeatObservations | undefined {
    return this.finalObservations;
  }

  /** The derived cells of the final board, once the last slice has loaded, for games with a deriver. */
  get finalCells(): BoardCells | undefined {
    return this.finalBoardCells;
  }

  /** The error of the slice holding `index`, when loading it failed. */
  error(index: number): string | undefined {
    return this.failures.get(Math.floor(index / this.slice));
  }

  /** True while the slice holding `position` is not there yet (the final position needs the last slice). */
  isLoading(position: number): boolean {
    const slice = this.sliceOf(position);
    return !this.slices.has(slice) && !this.failures.has(slice);
  }

  /** Requests the slice the cursor at `position` (0…total) needs, and prefetches the next when near its end. */
  ensure(position: number): void {
    if (this.total === 0) {
      this.request(0);
      return;
    }
    const slice = this.sliceOf(position);
    this.request(slice);
    const offset = position - slice * this.slice;
    if (offset >= this.slice - Math.ceil(this.slice / 5)) this.request(slice + 1);
    if (offset < Math.ceil(this.slice / 10) && slice > 0) this.request(slice - 1);
  }

  /** How many slices have been requested so far (loaded, pending or failed). */
  get requested(): number {
    return this.slices.size + this.pending.size + this.failures.size;
  }

  private sliceOf(position: number): number {
    // The final position (after the last step) is served with the last slice.
    const index = Math.min(Math.max(position, 0), Math.max(this.total - 1, 0));
    return Math.floor(index / this.slice);
  }

  private request(slice: number): void {
    const from = slice * this.slice;
    if (slice < 0 || (from >= this.total && this.total > 0)) return;
    if (this.slices.has(slice) || this.pending.has(slice) || this.failures.has(slice)) return;
    this.pending.add(slice);
    const to = Math.min(from + this.slice, this.total);
    this.load(from, to).then(
      (response) => {
        this.pending.delete(slice);
        this.slices.set(slice, response.steps);
        if (response.final) this.finalObservations = response.final;
        if (response.finalCells) this.finalBoardCells = response.finalCells;
        this.onChange();
      },
      (error: unknown) => {
        this.pending.delete(slice);
        this.failures.set(slice, error instanceof Error ? error.message : String(error));
        this.onChange();
      },
    );
  }
}
