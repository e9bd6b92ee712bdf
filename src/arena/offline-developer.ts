// `offline[?steps=K&batch=N]`: the developer without a model. It takes the free baseline of the starter, replaces
// strategy/ with the pool's tuned family (the study example's idea with its parts as arguments, pools/<game>/tuning.json)
// and hill-climbs those arguments under the run's budgets, so the whole protocol runs without keys.
import { join } from 'node:path';
import { parseAgentSpec } from '../core/agent-spec.js';
import { UsageError } from '../core/usage-error.js';
import type { Developer } from './developer.js';
import { type ClimbPhase, type OfflineOptions, offlineClimb, submissionPoint } from './offline-climb.js';
import { OfflineJournal, readOfflineJournal } from './offline-journal.js';
import { readPoolTuning } from './pool-tuning.js';

/** The spec's kind. */
export const offlineKind = 'offline';

/** Where the developer keeps its journal, inside the workspace (it is no part of the program's snapshots). */
export const offlineJournalPath = join('artifacts', 'offline-journal.json');

/** The continuation's journal: its search starts from the first search's champion. */
export const continuationJournalPath = join('artifacts', 'offline-journal-continuation.json');

const optionNames = ['steps', 'batch'] as const;

/** Reads `offline?steps=2&batch=4`; throws a UsageError for another kind, an unknown option or a bad number. */
export function parseOfflineSpec(spec: string): OfflineOptions {
  const { kind, options } = parseAgentSpec(spec, (name) => (name === offlineKind ? optionNames : undefined));
  if (kind !== offlineKind) throw new UsageError(`'${spec}' is not an offline developer spec`);
  const whole = (name: (typeof optionNames)[number], fallback?: number) => {
    const text = options[name];
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1)
      throw new UsageError(`developer '${spec}': ${name} must be a whole number ≥ 1, not '${text}'`);
    return value;
  };
  for (const name of Object.keys(options))
    if (!(optionNames as readonly string[]).includes(name))
      throw new UsageError(`developer '${spec}' has no option '${name}'; valid options: ${optionNames.join(', ')}`);
  const batch = whole('batch');
  return { steps: whole('steps', 2) as number, ...(batch === undefined ? {} : { batch }) };
}

/** The offline developer for `spec`; `poolsDir` overrides where the pool's tuning file is read (tests). */
export function offlineDeveloper(spec: string, poolsDir?: string): Developer {
  const options = parseOfflineSpec(spec);
  return {
    spec,
    async develop(context) {
      const status = context.tools.status();
      if (status.frozen) {
        // A run frozen before this call (e.g. killed after its last evaluation) has nothing left to develop.
        context.log({ turn: 0, kind: 'stop', text: 'frozen' });
        return { stop: 'frozen', turns: 0 };
      }
      const tuning = readPoolTuning(status.game, poolsDir);
      const journal = new OfflineJournal(
        join(context.workspace, status.extended ? continuationJournalPath : offlineJournalPath),
        status,
      );
      if (status.undelivered > 0) journal.adopt(context.tools.deliver());
      if (!status.extended) return offlineClimb(context, tuning, journal, options);
      return offlineClimb(context, tuning, journal, options, continuationPhase(context.workspace, journal));
    },
  };
}

/**
 * The continuation's search: it keeps the first search's evidence (read from its journal) and starts from that
 * search's champion, found by the champion's rank and Elo (the untouched starter, when the baseline is the champion).
 */
function continuationPhase(workspace: string, journal: OfflineJournal): ClimbPhase {
  const earlier = readOfflineJournal(join(workspace, offlineJournalPath)) ?? [];
  const champion = journal.start.champion;
  const from = earlier.find(
    (outcome) =>
      outcome.state === 'completed' &&
      outcome.result.kind === 'full' &&
      !outcome.result.baseline &&
      outcome.result.rank === champion?.rank &&
      outcome.result.elo === champion.elo,
  );
  const point = from && submissionPoint(from.submissionId);
  return { idPrefix: 'offline-continued', earlier, ...(point ? { from: point } : {}) };
}
