// Real exploration records for tests of the SFT export: a scripted "LLM" plays a real game, judging every other step
// 0, and records the prompt behind each move, so records replay and low-judged actions can be corrected.
import type { Agent, AgentFactory } from '../core/agent.js';
import type { GameModule } from '../core/game-module.js';
import type { EpisodeLabel } from '../core/match-label.js';
import { resolveParams } from '../core/params.js';
import { playMatch } from '../core/play-match.js';
import type { LabelledRecord } from './learning-trials.js';

/** A scripted "LLM": plays the first listed action, judges every other step 0, and records the prompt it was given. */
export const scriptedExplorer: AgentFactory = (): Agent => ({
  name: 'scripted',
  act: (turn) => {
    const action = turn.legalActions[0];
    const selfScore = turn.step % 2 === 0 ? 0 : 1;
    const text = `Answer: ${turn.game.text.action(action)}, Score: ${selfScore}`;
    return {
      text,
      selfScore,
      exchanges: [
        {
          model: 'openai-compatible/scripted',
          request: {
            messages: [
              { role: 'system', content: `Rules of ${turn.game.id}` },
              { role: 'user', content: `Observation at step ${turn.step}` },
            ],
          },
          text: `Thinking.\n${text}`,
        },
      ],
    };
  },
});

/** One exploration episode of `module` (explore preset) played by `scriptedExplorer`, labelled as episode `episode`. */
export async function exploredRecord(module: GameModule, episode: number, seed: number): Promise<LabelledRecord> {
  const record = await playMatch({
    game: module.game,
    params: resolveParams(module.game, 'explore'),
    seed,
    seats: [{ spec: 'scripted', agent: scriptedExplorer({} as never) }],
  });
  const label: EpisodeLabel = {
    type: 'episode',
    game: module.game.id,
    pathway: 'history',
    trial: 0,
    phase: 'explore',
    checkpoint: 0,
    episode,
  };
  return { label, record };
}
