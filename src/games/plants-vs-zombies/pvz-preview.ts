// Looks one turn ahead: a turn's survival never depends on chance (new zombies appear after the zombies move).
import { seedRng } from '../../core/rng.js';
import type { PvzAction, PvzObservation, PvzState } from './pvz-state.js';
import { playPvzTurn } from './pvz-turn.js';

/** The state after playing `action` from `observation` (spawn rows drawn from a fixed seed) and whether the turn is survived. */
export function pvzPreview(observation: PvzObservation, action: PvzAction): { state: PvzState; survives: boolean } {
  const start: PvzState = { ...observation, rng: seedRng(0) };
  if (action.type === 'end') return { state: { ...start, end: 'agent-ended' }, survives: true };
  const state = playPvzTurn(start, action);
  return { state, survives: state.end !== 'zombie-through' };
}
