// Turns a job's experience snapshot into what the seat plays with: the frozen state, and the experience's hooks bound
// to its model and embedding model. Agents never see how an experience learns; they read its state and ask for its text.
import type { ExperienceSnapshot, Turn } from '../core/agent.js';
import { InfraError } from '../core/agent.js';
import type { EpisodeTurn, ExperienceInput } from '../core/experience-input.js';
import type { GameModule } from '../core/game-module.js';
import { experienceNamed } from '../experience/experience-table.js';
import type { ModelEnvironment } from '../model/create-model.js';
import { experienceEmbedder, experienceModel } from './experience-model.js';

/**
 * The snapshot as seat `spec` plays with it. Its model (the experience's own, else the seat's backbone) is resolved only
 * when a prompt or a note is asked for. Throws InfraError when the snapshot names an experience this runner does not have.
 */
export function seatExperience(
  module: GameModule,
  spec: string,
  snapshot: ExperienceSnapshot,
  models: ModelEnvironment | undefined,
): ExperienceInput {
  const experience = experienceNamed(snapshot.name);
  if (!experience) throw new InfraError(`job refused: experience '${snapshot.name}' is not known to this runner`);
  const { prompt, turnNote } = experience;
  const tools = (turn: Turn) => ({
    model: experienceModel(module, spec, snapshot.model, models),
    embedder: experienceEmbedder(snapshot.embed, models),
    signal: turn.signal,
  });
  return {
    ...snapshot,
    ...(prompt ? { prompt: async (turn: Turn) => prompt.call(experience, snapshot.state, turn, tools(turn)) } : {}),
    ...(turnNote
      ? {
          turnNote: async (turn: Turn, episode: readonly EpisodeTurn[]) =>
            turnNote.call(experience, snapshot.state, turn, episode, tools(turn)),
        }
      : {}),
  };
}
