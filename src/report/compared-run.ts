// A stored run as `xparena compare` and the suite files read it: its learning trials, its match records or its rounds,
// under a label that names the condition it stands for.
import { parseAgentSpec } from '../core/agent-spec.js';
import { UsageError } from '../core/usage-error.js';
import { learn2playEpisodes } from '../measure/learn2play-episodes.js';
import { learningTrials } from '../measure/learning-trials.js';
import { isScored } from '../measure/pairwise-results.js';
import type { RatingPool } from '../measure/rating-pool.js';
import { labelledRecords, learn2playRecords, recordsLabelled } from '../runs/run-labels.js';
import type { RunRow, Store } from '../store/store.js';
import { arenaRunResults } from './arena-results.js';
import { readArenaRun } from './arena-run-dir.js';
import type { AnchoredGame, AnchoredRun, ComparedRun } from './run-comparison.js';

/** What names each run in the comparison. */
export const compareBys = ['run', 'model', 'experience', 'harness', 'deck', 'arm'] as const;
export type CompareBy = (typeof compareBys)[number];

/** Stored run `id` as compare reads it, named `label` (see runLabel); `home` holds AAArena runs' arenas. */
export function comparedRun(store: Store, id: string, label: string, home: string): ComparedRun {
  const row = store.getRun(id) as RunRow;
  if (row.kind === 'aaarena')
    return { id, kind: row.kind, label, arena: arenaRunResults(readArenaRun(home, id, row.spec)) };
  if (row.kind === 'tournament') return { id, kind: row.kind, label, records: [...store.records({ runId: id })] };
  if (row.kind === 'anchored') return { id, kind: row.kind, label, anchored: anchoredRun(store, row) };
  if (row.kind === 'learn2play')
    return { id, kind: row.kind, label, learn2play: learn2playEpisodes(learn2playRecords(store, id)) };
  const trials = learningTrials(labelledRecords(store, id));
  if (trials.length === 0) throw new UsageError(`run ${id} holds no explore/evaluate episodes to compare`);
  // The run's trials are its condition; a run of several pathways (the demo's) keeps them apart under its label.
  const several = new Set(trials.map((trial) => trial.pathway)).size > 1;
  const pathway = (trial: (typeof trials)[number]) => (several ? `${label} ${trial.pathway}` : label);
  return { id, kind: row.kind, label, trials: trials.map((trial) => ({ ...trial, pathway: pathway(trial) })) };
}

/** An AAArena run's name under `by`: its developer's model, or its arm. */
function arenaLabel(row: Pick<RunRow, 'id' | 'kind'>, spec: Record<string, unknown>, by: CompareBy): string {
  if (by === 'arm' && typeof spec.arm === 'string') return spec.arm;
  if (by === 'model' && typeof spec.developer === 'string') {
    const developer = parseAgentSpec(spec.developer).kind;
    return developer.startsWith('llm:') ? developer.slice('llm:'.length) : developer;
  }
  throw new UsageError(`run ${row.id} (${row.kind}) names no ${by}: compare it --by run, --by model or --by arm`);
}

/** An anchored run's game, anchors, stored per-round ratings and every scored game of its evolving agents. */
function anchoredRun(store: Store, row: RunRow): AnchoredRun {
  const spec = row.spec as { readonly game: string; readonly anchors: RatingPool };
  const games: AnchoredGame[] = [];
  for (const { label, record } of recordsLabelled(store, row.id, 'anchored')) {
    const scores = record.end.scores;
    if (!scores || !isScored(record.end.status)) continue;
    const own = scores[label.seat] as number;
    const other = scores[1 - label.seat] as number;
    const score = own > other ? 1 : own < other ? 0 : 0.5;
    games.push({
      agent: label.name,
      round: label.round,
      anchor: label.anchor,
      seed: record.seed,
      seat: label.seat,
      score,
    });
  }
  return { game: spec.game, pool: spec.anchors, ratings: store.listRoundRatings(row.id), games };
}

/** The run's name under `by`: its id, its agent's model, its experience, its harness, or its decks. */
export function runLabel(row: Pick<RunRow, 'id' | 'kind' | 'spec'>, by: CompareBy): string {
  if (by === 'run') return row.id;
  const stored = (row.spec ?? {}) as Record<string, unknown>;
  if (row.kind === 'aaarena') return arenaLabel(row, stored, by);
  // An anchored run with one evolving agent is named by that agent, as an S³Gym run is by its own.
  const evolving =
    row.kind === 'anchored' && Array.isArray(stored.agents)
      ? (stored.agents as readonly { readonly spec: string; readonly experience: string }[])
      : undefined;
  const only = evolving?.length === 1 ? evolving[0] : undefined;
  const spec: Record<string, unknown> = !evolving
    ? stored
    : { params: stored.params, ...(only ? { agent: only.spec, experience: only.experience } : {}) };
  const missing = () =>
    new UsageError(`run ${row.id} (${row.kind}) names no ${by}: compare it --by run, or with runs that have one`);
  if (by === 'arm') throw missing();
  if (by === 'deck') {
    const decks = (spec.params as Record<string, unknown> | undefined)?.decks;
    if (typeof decks !== 'string') throw missing();
    const [first, second] = decks.split(',');
    return first === second ? (first as string) : decks;
  }
  if (row.kind === 'tournament') throw missing();
  if (by === 'experience') {
    if (typeof spec.experience !== 'string') throw missing();
    return spec.experience;
  }
  if (typeof spec.agent !== 'string') throw missing();
  const agent = parseAgentSpec(spec.agent);
  if (by === 'model') return agent.kind.startsWith('llm:') ? agent.kind.slice('llm:'.length) : agent.kind;
  const harness = typeof spec.harness === 'string' ? spec.harness : agent.options.harness;
  if (!agent.kind.startsWith('llm:') && harness === undefined) throw missing();
  return harness ?? 'full';
}
