// A readable account of a recorded match, re-simulated through its game so observations can be shown.
import type { Game } from '../core/game.js';
import type { InvalidAttempt, MatchRecord } from '../core/match-record.js';
import { replayStates } from '../core/replay-states.js';

/** Renders `record` step by step (observations of the acting seats, then their moves) and how it ended. */
export function transcript(game: Game, record: MatchRecord, options: { observations?: boolean } = {}): string {
  const showObservations = options.observations ?? true;
  const lines = [
    `match ${record.id}: ${record.game} v${record.version}, seed ${record.seed}`,
    `params ${JSON.stringify(record.params)}`,
    ...record.seats.map(
      (seat, index) => `seat ${index}: ${seat.agent}${seat.name !== seat.agent ? ` (${seat.name})` : ''}`,
    ),
  ];
  // States come from the one replay loop; a game that fails to re-simulate leaves the rest of the record as moves only.
  const replayed = replayStates(game, record);
  const nextState = (): unknown => {
    try {
      return replayed.next().value?.state;
    } catch {
      return undefined;
    }
  };
  let state = nextState();
  if (state === undefined) lines.push('(cannot re-simulate this record with the installed game; showing moves only)');
  for (const [index, step] of record.steps.entries()) {
    lines.push('', `step ${index}`);
    for (const move of step.moves) {
      if (showObservations && state !== undefined) {
        lines.push(indent(game.text.observation(game.observe(state, move.player), move.player)));
      }
      for (const attempt of move.invalid ?? []) lines.push(invalidLine(move.player, attempt));
      const extras = [
        move.fallback ? 'fallback' : '',
        move.selfScore !== undefined ? `self-score ${move.selfScore}` : '',
        step.rewards ? `reward ${step.rewards[move.player]}` : '',
      ].filter(Boolean);
      lines.push(`  seat ${move.player} → ${move.text}${extras.length ? `  [${extras.join(', ')}]` : ''}`);
      if (move.note) lines.push(indent(`note: ${move.note}`));
      if (move.log) lines.push(indent(`log: ${move.log}`));
      if (move.stderr) lines.push(indent(`stderr: ${move.stderr}`));
    }
    if (state !== undefined) state = nextState();
  }
  if (showObservations && state !== undefined && game.toAct(state).length === 0) {
    lines.push('', 'final');
    for (const [seat] of record.seats.entries()) {
      if (record.seats.length > 1) lines.push(`  seat ${seat} sees`);
      lines.push(indent(game.text.observation(game.observe(state, seat), seat)));
    }
  }
  if (record.end.attempts?.length) {
    lines.push('', `step ${record.steps.length} (forfeited)`);
    for (const attempt of record.end.attempts) lines.push(invalidLine(record.end.player ?? -1, attempt));
  }
  const scores = record.end.scores ? `scores [${record.end.scores.join(', ')}]` : 'no scores';
  lines.push('', `end: ${record.end.status}, ${scores}${record.end.message ? ` — ${record.end.message}` : ''}`);
  if (record.end.stderr) lines.push(indent(`stderr: ${record.end.stderr}`));
  return lines.join('\n');
}

function invalidLine(player: number, attempt: InvalidAttempt): string {
  return `  seat ${player} invalid: ${attempt.text ?? JSON.stringify(attempt.action) ?? ''} (${attempt.error})`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
