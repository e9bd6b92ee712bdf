// The per-attempt context every harness step reads: texts rendered once, and on a retry the rejected answer with why.
import type { Turn } from '../../../core/agent.js';
import type { ExperiencePrompt } from '../../../core/experience-input.js';
import type { HarnessContext } from './harness.js';
import type { MatchMemory } from './match-memory.js';

/**
 * The context of `turn` for an agent with `memory`. On a retry the previous answer's feedback is the harness's own
 * reason when it rejected the reply itself (playMatch then only knows no action was given), else playMatch's; it is
 * also written into the memory so the history shows it.
 */
export function harnessContext(
  turn: Turn,
  memory: MatchMemory,
  players?: number,
  experience?: Pick<ExperiencePrompt, 'text' | 'drop' | 'title'>,
  note?: string,
): HarnessContext {
  const { game } = turn;
  let feedback: string | undefined;
  let previousAnswer: string | undefined;
  if (turn.attempt > 0) {
    const last = memory.lastAttempt(turn.step);
    const previous = last?.attempt === turn.attempt - 1 ? last : undefined;
    feedback = previous?.ownError ?? turn.feedback;
    if (previous) {
      previous.feedback = feedback;
      previousAnswer = previous.answer;
    }
  }
  let legalTexts: readonly string[] | undefined;
  return {
    turn,
    players: players ?? game.playerCounts[0] ?? 1,
    memory,
    observation: game.text.observation(turn.observation, turn.player),
    // Rendered on first use: without the mask and the tools, nothing may need them.
    get legalTexts() {
      legalTexts ??= turn.legalActions.map((action) => game.text.action(action));
      return legalTexts;
    },
    feedback,
    previousAnswer,
    ...(experience?.text ? { experience: experience.text } : {}),
    ...(experience?.text && experience.drop ? { experienceDrop: experience.drop } : {}),
    ...(experience?.text && experience.title ? { experienceTitle: experience.title } : {}),
    ...(note ? { experienceNote: note } : {}),
  };
}
