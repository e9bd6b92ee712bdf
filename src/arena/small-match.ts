// A small match: the candidate snapshot against 1–8 pool programs (both seats, or the complementary role), told
// densely (W/D/L, errors, per game a bounded replay in the workspace and a narration) or in binary (win or not).
import type { ArenaFeedback, ArenaOpponent, DenseSeatResult, SmallMatchResult } from '../core/arena-tools.js';
import { arenaGames } from './arena-jobs.js';
import type { ArenaPool } from './arena-pool.js';
import { boundedReplay, type ReplayBounds, replayBounds } from './bounded-replay.js';
import { narrate } from './narration.js';
import { type ArenaPlayContext, playArenaGames } from './play-arena-games.js';
import { gameOutcome } from './seat-outcome.js';
import { writeReplayFile } from './workspace.js';

export interface SmallMatchInput {
  readonly pool: ArenaPool;
  /** The candidate's agent spec, `program:<snapshot dir>[?limits]`. */
  readonly candidate: string;
  readonly opponents: readonly ArenaOpponent[];
  readonly baseSeed: number;
  readonly feedback: ArenaFeedback;
  /** Names the replay files and labels the matches. */
  readonly submissionId: string;
  /** The workspace whose `replays/` receives the dense replays. */
  readonly workspace: string;
  readonly bounds?: ReplayBounds;
}

/** Plays the small match and returns its result; throws ArenaInfraError when infrastructure failures outlast retries. */
export async function smallMatch(input: SmallMatchInput, context: ArenaPlayContext): Promise<SmallMatchResult> {
  const { pool, submissionId } = input;
  const games = arenaGames(pool, input.candidate, input.opponents, input.baseSeed, `small ${submissionId}`);
  const played = await playArenaGames(games, context);
  if (input.feedback === 'binary')
    return {
      kind: 'small',
      feedback: 'binary',
      games: played.map(({ opponent, seat, record }) => ({
        opponent: opponent.id,
        seat,
        win: gameOutcome(record, seat).outcome === 'win',
      })),
    };
  const dense: DenseSeatResult[] = played.map(({ opponent, seat, record }) => {
    const result = gameOutcome(record, seat);
    const replay = writeReplayFile(
      input.workspace,
      `${fileSafe(submissionId)}-${opponent.id}-seat${seat}.json`,
      boundedReplay(pool.module.game, record, seat, opponent.id, result, input.bounds ?? replayBounds),
    );
    return {
      opponent: opponent.id,
      opponentRank: opponent.rank,
      opponentElo: opponent.elo,
      seat,
      outcome: result.outcome,
      score: result.score,
      rounds: record.steps.length,
      seed: record.seed,
      fault: result.fault,
      matchId: record.id,
      replay,
      narration: narrate(record, seat, opponent, result),
    };
  });
  const count = (outcome: DenseSeatResult['outcome']) => dense.filter((game) => game.outcome === outcome).length;
  const erred = played.map(({ record, seat }) => gameOutcome(record, seat).erred);
  return {
    kind: 'small',
    feedback: 'dense',
    wins: count('win'),
    draws: count('draw'),
    losses: count('loss'),
    candidateErrors: erred.filter((side) => side.candidate).length,
    opponentErrors: erred.filter((side) => side.opponent).length,
    games: dense,
  };
}

/** `text` with anything but letters, digits, `-` and `_` replaced, for a file name. */
function fileSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);
}
