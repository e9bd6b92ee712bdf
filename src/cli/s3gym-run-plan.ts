// The stored run of one S³Gym spec (`xparena run s3gym`, a YAML run spec, or one cell of a suite file): its plan, with
// the tokens and dollars its episodes spent counted as they finish.
import type { MatchRecord } from '../core/match-record.js';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import {
  runS3gym,
  type S3gymRunIdentity,
  type S3gymRunResult,
  type S3gymRunSpec,
  s3gymAgent,
  s3gymEpisodeCount,
  s3gymRunIdentity,
} from '../protocols/suites/s3gym-suite.js';
import { agentFigures } from '../report/agent-figures.js';
import type { RunPlan } from '../runs/execute-run.js';

/** Tokens and dollars of a record's model calls (decisions, rejected attempts, a forfeit's and experience calls). */
export function recordUsage(record: MatchRecord): { tokens: number; dollars: number } {
  let tokens = 0;
  let dollars = 0;
  for (const line of agentFigures([record])) {
    tokens += line.inputTokens + line.outputTokens;
    dollars += line.costUsd;
  }
  return { tokens, dollars };
}

/** The run of `spec`, its identity (the stored spec) and what it has spent so far (updated while it plays). */
export function s3gymRunPlan(spec: S3gymRunSpec): {
  readonly plan: RunPlan<S3gymRunResult>;
  readonly identity: S3gymRunIdentity;
  readonly spent: { tokens: number; dollars: number };
} {
  const identity = s3gymRunIdentity(spec);
  const spent = { tokens: 0, dollars: 0 };
  const plan: RunPlan<S3gymRunResult> = {
    name: 's3gym',
    kind: 's3gym',
    spec: identity,
    agents: spec.games.map((game) => ({ module: findGame(game), spec: spec.agent })),
    experiences: spec.games.map((game) => ({
      module: findGame(game),
      agent: s3gymAgent(spec),
      experience: createExperience(spec.experience),
    })),
    reportable: true,
    unit: 'episodes',
    breakdown: `${s3gymAgent(spec)} with ${spec.experience} experience, ${spec.evalSeeds} evaluation seeds, `,
    prepare: () => ({
      matches: s3gymEpisodeCount(spec),
      play: ({ store, runId, models, signal, onMatch, runner }) =>
        runS3gym(spec, {
          store,
          runId,
          signal,
          models,
          runner,
          onMatch: (job, record) => {
            if (record) {
              const usage = recordUsage(record);
              spent.tokens += usage.tokens;
              spent.dollars += usage.dollars;
            }
            onMatch(`${job.game} | ${spent.tokens} tokens | ${spent.dollars.toFixed(2)} USD`);
          },
        }),
    }),
  };
  return { plan, identity, spent };
}
