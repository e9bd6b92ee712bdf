// dye-works' calibration baselines: a naive dyer (stirs in a pigment, dips at once) and a plausible but wrong
// heuristic (stirs, simmers once, dips, working through the pigments in turn).
import type { AgentFactory } from '../../core/agent.js';
import { pigments } from './dye-works-rules.js';

/** Plays a fixed routine over and over, choosing by the turns played so far. */
function routine(name: string, steps: (round: number) => readonly string[]): AgentFactory {
  return () => ({
    name,
    act(turn) {
      const played = (turn.observation as { turn: number }).turn;
      const cycle = steps(0).length;
      const command = steps(Math.floor(played / cycle))[played % cycle] as string;
      return { action: { type: 'command', command } };
    },
  });
}

const pigmentOf = (round: number) => pigments[round % pigments.length] as string;

/** Adds a pigment and dips a cloth straight away, a different pigment each time. */
export const dyeWorksNaive = routine('dye-works-naive', (round) => [`add ${pigmentOf(round)}`, 'dip cloth']);

/** Adds a pigment, simmers once and dips, a different pigment each time, without draining. */
export const dyeWorksHeuristic = routine('dye-works-heuristic', (round) => [
  `add ${pigmentOf(round)}`,
  'simmer',
  'dip cloth',
]);
