// The stored run of `xparena evolve` (and of a suite's self-evolution cells): evolving agents against frozen anchors,
// round after round, with each round's fixed-pool rating stored beside the matches.

import type { InvalidActionPolicy, Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { UsageError } from '../core/usage-error.js';
import { createExperience } from '../experience/experience-table.js';
import type { BootstrapOptions } from '../measure/bootstrap-intervals.js';
import type { RatingPool } from '../measure/rating-pool.js';
import { type RoundRating, roundRatings } from '../measure/round-ratings.js';
import { type AnchoredResult, anchored, type EvolvingAgent } from '../protocols/anchored.js';
import type { RunPlan } from '../runs/execute-run.js';
import { anchoredMatches } from './anchored-source.js';

/** What an evolve run plays: each agent spec with its experience spec, against `pool`'s anchors. */
export interface EvolveSettings {
  readonly specs: readonly string[];
  readonly experiences: readonly string[];
  readonly params: Params;
  readonly pool: RatingPool;
  readonly rounds: number;
  readonly gamesPerAnchor: number;
  readonly seed: number;
  readonly concurrency: number;
  /** A match-bootstrap interval for each round's rating too, or none. */
  readonly bootstrap: BootstrapOptions | false;
  /** The invalid-action policy, only when it is not the game's rule (it enters the run's spec and match ids). */
  readonly invalid?: InvalidActionPolicy;
}

/** The evolve run of `settings` on `module`'s game (its id is the hash of the spec it stores). */
export function evolvePlan(
  module: GameModule,
  settings: EvolveSettings,
): { readonly plan: RunPlan<AnchoredResult & { readonly ratings: RoundRating[] }> } {
  const { specs, experiences, params, pool, rounds, gamesPerAnchor, seed } = settings;
  const anchors = Object.keys(pool.ratings).sort((x, y) => (pool.ratings[y] ?? 0) - (pool.ratings[x] ?? 0));
  const agents = evolvingAgents(specs, experiences, anchors);
  const spec = {
    game: module.game.id,
    params,
    agents: agents.map((agent, index) => ({ spec: agent.spec, experience: experiences[index] })),
    anchors: pool,
    rounds,
    gamesPerAnchor,
    seed,
    ...(settings.invalid ? { invalid: settings.invalid } : {}),
  };
  const plan: RunPlan<AnchoredResult & { readonly ratings: RoundRating[] }> = {
    name: 'evolve',
    kind: 'anchored',
    spec,
    agents: [...new Set([...specs, ...anchors])].map((agent) => ({ module, spec: agent })),
    experiences: agents.map((agent) => ({ module, agent: agent.spec, experience: agent.experience })),
    breakdown: `${agents.length} evolving × ${anchors.length} anchors × ${gamesPerAnchor} games × ${rounds} rounds = `,
    prepare: () => ({
      matches: rounds * agents.length * anchors.length * gamesPerAnchor,
      play: async ({ store, runId, models, signal, onMatch, runner }) => {
        let round = 1;
        const result = await anchored({
          module,
          params,
          agents,
          anchors,
          rounds,
          gamesPerAnchor,
          seed,
          ...(settings.invalid ? { invalid: settings.invalid } : {}),
          concurrency: settings.concurrency,
          store,
          runId,
          models,
          signal,
          runner,
          onMatch: () => onMatch(`round ${round}`),
          onRound: (done) => {
            round = done.round + 2;
          },
        });
        // Ratings are a pure function of the stored records; they are stored too, so readers need not recompute.
        const ratings = roundRatings(anchoredMatches(store, runId), pool, settings.bootstrap);
        store.saveRoundRatings(runId, ratings);
        return { ...result, ratings };
      },
    }),
  };
  return { plan };
}

function evolvingAgents(
  specs: readonly string[],
  experiences: readonly string[],
  anchors: readonly string[],
): EvolvingAgent[] {
  const agents = specs.map((spec, index) => {
    const experience = experiences[index] as string;
    return { spec, experience: createExperience(experience), name: `${spec} (${experience})` };
  });
  const names = agents.map((agent) => agent.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new UsageError(`'${repeated}' is given twice: each evolving agent (spec and experience) once`);
  const clash = names.find((name) => anchors.includes(name));
  if (clash) throw new UsageError(`the evolving agent '${clash}' has the name of an anchor; rename the anchor`);
  return agents;
}
