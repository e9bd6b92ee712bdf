import type { ExperienceSnapshot } from '../core/agent.js';
import type { InvalidActionPolicy, Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { deepFreeze } from '../core/json.js';
import type { AnchoredLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import { mixSeed } from '../core/rng.js';
import { type Experience, learningTools, snapshot } from '../experience/experience.js';
import { experienceEmbedder, experienceModel } from '../runner/experience-model.js';
import { jobGame, jobMatchId, type MatchJob } from '../runner/match-job.js';
import type { RunContext } from '../runner/run-context.js';
import { runMatches } from '../runner/run-matches.js';
import { learnStep, saveFirstSnapshot } from './learn-step.js';

/** One evolving agent: the spec that plays, the experience it keeps, and its name in results. */
export interface EvolvingAgent {
  readonly spec: string;
  readonly experience: Experience;
  /** Unique among the run's agents and anchors, e.g. `learner (learner)`. */
  readonly name: string;
}

export interface AnchoredOptions extends RunContext {
  readonly module: GameModule;
  readonly params: Params;
  readonly agents: readonly EvolvingAgent[];
  /** Anchor agent specs; they play without experience and are never updated. */
  readonly anchors: readonly string[];
  /** Rounds R (default 8). */
  readonly rounds?: number;
  /** Games against each anchor per round (default 2); seats alternate, so an even number balances them. */
  readonly gamesPerAnchor?: number;
  readonly seed?: number;
  /** Matches played at once (default 1). */
  readonly concurrency?: number;
  /** Called when an agent has played a round, with the snapshot it played with and that round's records. */
  readonly onRound?: (round: AnchoredRound) => void;
  /** The invalid-action policy of every match, when it is not the game's rule (see distinctInvalidPolicy). */
  readonly invalid?: InvalidActionPolicy;
}

/** One evolving agent's round: the experience it played with and the records it then learned from. */
export interface AnchoredRound {
  readonly agent: number;
  readonly round: number;
  readonly experience: ExperienceSnapshot;
  readonly records: readonly MatchRecord[];
}

export interface AnchoredResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
  /** The rounds completed, per agent in round order. */
  readonly rounds: readonly AnchoredRound[];
}

/**
 * The seed of one game: the same for every evolving agent (so they face identical deals), fresh each round (an
 * unchanged snapshot must not replay last round's match).
 */
export function anchoredSeed(seed: number, round: number, anchor: number, game: number): number {
  return mixSeed(mixSeed(mixSeed(seed, 1 + round), 1 + anchor), 1 + game) & 0x7fffffff;
}

/** The jobs of one agent's round: every anchor, `gamesPerAnchor` games each, the agent's seat alternating. */
export function roundJobs(
  options: AnchoredOptions,
  agent: number,
  round: number,
  experience: ExperienceSnapshot,
): MatchJob[] {
  const evolving = options.agents[agent] as EvolvingAgent;
  const jobs: MatchJob[] = [];
  for (const [anchorIndex, anchor] of options.anchors.entries()) {
    for (let game = 0; game < (options.gamesPerAnchor ?? 2); game++) {
      const seat = game % 2;
      const label: AnchoredLabel = {
        type: 'anchored',
        agent,
        name: evolving.name,
        round,
        anchor,
        seat,
        game,
      };
      jobs.push({
        ...jobGame(options.module),
        params: options.params,
        seats: seat === 0 ? [evolving.spec, anchor] : [anchor, evolving.spec],
        experience: seat === 0 ? [experience, null] : [null, experience],
        seed: anchoredSeed(options.seed ?? 0, round, anchorIndex, game),
        label,
        ...(options.invalid ? { invalid: options.invalid } : {}),
      });
    }
  }
  return jobs;
}

/**
 * Runs (or resumes) the protocol: round by round, every agent's matches of the round are played together, then each
 * agent learns from its own records of the round (in job order) and the snapshot it learned is stored before the
 * next round is played. On resume, stored matches are skipped and stored snapshots read back, never learned again.
 */
export async function anchored(options: AnchoredOptions): Promise<AnchoredResult> {
  const { store, runId, module } = options;
  const totals = { played: 0, skipped: 0 };
  const rounds: AnchoredRound[] = [];
  const roundCount = options.rounds ?? 8;
  // Frozen: agents and a later `learn` may read experience but never change it in place.
  const states: unknown[] = options.agents.map((agent) => deepFreeze(agent.experience.initial()));
  const tools = options.agents.map((agent) =>
    learningTools(
      agent.experience,
      experienceModel(module, agent.spec, agent.experience.model, options.models),
      options.signal,
      experienceEmbedder(agent.experience.embed, options.models),
    ),
  );
  const place = (agent: number, round: number) => ({
    store,
    runId,
    game: module.game.id,
    trial: agent,
    checkpoint: round,
  });
  for (let round = 0; round < roundCount; round++) {
    const snapshots = options.agents.map((agent, index) => snapshot(agent.experience, states[index]));
    // Later rounds' snapshots were stored by the learning step that made them.
    if (round === 0) for (const [index, first] of snapshots.entries()) saveFirstSnapshot(place(index, 0), first);
    const jobsByAgent = snapshots.map((current, index) => roundJobs(options, index, round, current));
    const records = new Map<string, MatchRecord>();
    const result = await runMatches(jobsByAgent.flat(), {
      store,
      runId,
      signal: options.signal,
      models: options.models,
      runner: options.runner,
      concurrency: options.concurrency ?? 1,
      onMatch: (job, record) => {
        if (record) records.set(jobMatchId(job), record);
        options.onMatch?.(job, record);
      },
    });
    totals.played += result.played;
    totals.skipped += result.skipped;
    if (result.interrupted) return { ...totals, interrupted: true, rounds };
    for (const [index, agent] of options.agents.entries()) {
      const played = (jobsByAgent[index] as MatchJob[]).map((job) => {
        const id = jobMatchId(job);
        const record = records.get(id) ?? store?.getMatch(id);
        if (!record) throw new Error(`round ${round} of ${agent.name}: match ${id} has no record to learn from`);
        return record;
      });
      const experience = snapshots[index] as ExperienceSnapshot;
      rounds.push({ agent: index, round, experience, records: played });
      options.onRound?.({ agent: index, round, experience, records: played });
      // Nothing plays with what the last round would teach, so it is not learned.
      if (round + 1 === roundCount) continue;
      const learned = await learnStep({
        experience: agent.experience,
        state: states[index],
        from: experience,
        records: played,
        tools: tools[index] as (typeof tools)[number],
        place: place(index, round + 1),
        keep: true,
      });
      if (!learned) return { ...totals, interrupted: true, rounds };
      states[index] = learned.state;
    }
  }
  return { ...totals, interrupted: false, rounds };
}
