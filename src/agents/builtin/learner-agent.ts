// The offline learning baseline: acts greedily on the value estimates in its experience state (learned by the
// `learner` experience from earlier exploration episodes), trying untried actions first, with seeded ε-exploration.
import type { Agent, AgentMatch } from '../../core/agent.js';
import { rngFromSeed } from '../../core/rng.js';
import { gameLearner, initialLearnerState, type LearnerState } from './learner-features.js';

/** Chance of a random choice among the actions the learner considers (default 0.1). */
export const defaultLearnerEpsilon = 0.02;

/** The learner for one seat of one match; without a `learner` experience it starts from nothing (plays at random). */
export function learnerAgent(context: AgentMatch, epsilon = defaultLearnerEpsilon): Agent {
  const rng = rngFromSeed(context.seed);
  const state =
    context.experience?.name === 'learner' ? (context.experience.state as LearnerState) : initialLearnerState();
  const features = gameLearner(context.game.id);
  const table = state.games[context.game.id] ?? {};
  return {
    name: `learner (${features.name}, ${state.episodes} episodes)`,
    act(turn) {
      if (features.type === 'model') return { action: features.choose(table, turn, rng, epsilon) };
      const values = table[features.context(turn.observation, turn.step)] ?? {};
      const candidates: { action: unknown; value: number }[] = [];
      for (const action of turn.legalActions) {
        const key = features.actionKey(turn.observation, action, turn.game.text.action(action));
        if (key === null) continue;
        const estimate = values[key];
        candidates.push({ action, value: estimate ? estimate[1] : Number.POSITIVE_INFINITY });
      }
      if (candidates.length === 0) return { action: rng.pick(turn.legalActions) };
      if (rng.chance(epsilon)) return { action: (rng.pick(candidates) as { action: unknown }).action };
      const best = Math.max(...candidates.map((candidate) => candidate.value));
      const top = candidates.filter((candidate) => candidate.value === best);
      return { action: (rng.pick(top) as { action: unknown }).action };
    },
  };
}
