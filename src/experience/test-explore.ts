// Plays explore/evaluate with an `llm:` agent on a fake OpenAI-compatible server, for experience tests that check
// what reaches the agent's prompts: one trial, a checkpoint (one evaluation episode) after every exploration episode.
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import type { FakeOpenAIServer } from '../model/fake-openai-server.js';
import { exploreEvaluate } from '../protocols/explore-evaluate.js';
import { createExperience } from './experience-table.js';

/**
 * Every record of the run in play order: with `episodes` = 2, eval@0, explore 0, eval@1, explore 1, eval@2. The
 * server's recorded requests are cleared first.
 */
export async function exploreOnFakeServer(
  server: FakeOpenAIServer,
  experience: string,
  options: { readonly game?: string; readonly episodes?: number } = {},
): Promise<MatchRecord[]> {
  server.reset();
  const records: MatchRecord[] = [];
  await exploreEvaluate({
    module: findGame(options.game ?? 'trust-evolution'),
    agent: `llm:openai-compatible/fake?base_url=${server.url}&cache=off`,
    experience: createExperience(experience),
    episodes: options.episodes ?? 2,
    evalEvery: 1,
    evalEpisodes: 1,
    trials: 1,
    seed: 4,
    models: { env: {} },
    onMatch: (_job, record) => {
      if (record) records.push(record);
    },
  });
  return records;
}

/** The model request of a record's decision at `step` (its last call), as JSON text. */
export function decisionRequest(record: MatchRecord | undefined, step = 0): string {
  return JSON.stringify(record?.steps[step]?.moves[0]?.exchanges?.at(-1)?.request);
}
