// How The Evolution of Trust reads as text: the S³Gym system instruction, a history table, and a lenient action parser.
import { answerContract, answerText } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import type { TrustAction, TrustObservation, TrustRound } from './trust-evolution-game.js';

const payoffLines = [
  '- you collaborate, the other collaborates: +2 for you, +2 for them',
  '- you collaborate, the other cheats: -1 for you, +3 for them',
  '- you cheat, the other collaborates: +3 for you, -1 for them',
  '- you both cheat: 0 for you, 0 for them',
];

/**
 * The S³Gym instruction against a hidden strategy (one seat), or the iterated prisoner's dilemma (two seats). Like the
 * paper's prompt it names neither the strategies nor how the opponent is drawn (docs/games/trust-evolution.md does).
 */
function rulesText(rounds: number, players: number): string {
  const opponent =
    players === 1
      ? [
          'The opponent follows one fixed, hidden strategy for the whole episode. It reacts only to the moves made so far',
          'in this episode and remembers nothing of earlier episodes.',
        ]
      : ['The other player is another agent, choosing freely each round; it sees the same history you do.'];
  const end =
    players === 1
      ? [
          'To stop the episode early, keeping the points you have so far, reply with the final line:',
          'Answer: END, Score: 0',
        ]
      : [];
  return [
    `You are playing The Evolution of Trust: ${rounds} rounds of a trust game against one opponent.`,
    'Each round you and the opponent choose at the same time, without seeing the other’s choice: collaborate or cheat.',
    'Points each round:',
    ...payoffLines,
    ...opponent,
    `Your goal is the highest total of points after ${rounds} rounds.`,
    `An answer that is not a valid move plays no round but still uses up one of the ${rounds}.`,
    '',
    'End every reply with exactly one final line:',
    answerContract('<collaborate|cheat>'),
    ...end,
  ].join('\n');
}

/** The moves of every round played; no points (the verifier's reward is hidden in S³Gym; the rules give the payoffs). */
function historyTable(history: readonly TrustRound[], otherName: string): string[] {
  const header = ['round', 'you', otherName];
  const rows = history.map((round, index) => [String(index + 1), round.own, round.other]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

function observationText(observation: TrustObservation): string {
  const { history, rounds } = observation;
  const otherName = observation.players === 1 ? 'opponent' : 'other player';
  const played = history.length;
  const used = played + observation.skipped;
  const lines: string[] = [];
  const facing = observation.players === 1 ? 'the hidden opponent' : 'another player';
  if (observation.ended) lines.push(`You ended the game after ${used} of ${rounds} rounds.`);
  else if (used >= rounds) lines.push(`The game is over: all ${rounds} rounds are used up.`);
  else lines.push(`Round ${used + 1} of ${rounds}, against ${facing}.`);
  if (observation.skipped > 0) {
    lines.push(
      `${observation.skipped} ${observation.skipped === 1 ? 'round was' : 'rounds were'} lost to invalid answers (no moves were made in them).`,
    );
  }
  if (played === 0) lines.push('No rounds played yet.');
  else lines.push(...historyTable(history, otherName));
  if (!observation.ended && used < rounds) {
    lines.push(
      observation.players === 1
        ? 'Your move: collaborate or cheat (or END to stop).'
        : 'Your move: collaborate or cheat.',
    );
  }
  return lines.join('\n');
}

function validAnswers(observation: TrustObservation): string {
  return observation.players === 1 ? 'collaborate, cheat or END' : 'collaborate or cheat';
}

function parseActionText(text: string, observation: TrustObservation): ParseResult<TrustAction> {
  const valid = validAnswers(observation);
  if (text.trim() === '') {
    return {
      ok: false,
      error: `empty reply; end it with a line 'Answer: <action>, Score: <number>' where action is ${valid}`,
    };
  }
  const raw = answerText(text).replace(/^[\s*_`'"]+|[\s*_`'".!]+$/g, '');
  const answer = raw.toLowerCase();
  if (answer === 'collaborate' || answer === 'cheat') return { ok: true, action: answer };
  if (answer === 'end') {
    if (observation.players === 1) return { ok: true, action: 'END' };
    return { ok: false, error: 'END is only allowed in the single-player game; answer collaborate or cheat' };
  }
  if (answer === '') return { ok: false, error: `the answer line names no action; answer ${valid}` };
  if (answer.includes('\n')) {
    return {
      ok: false,
      error: `no final line 'Answer: <action>, Score: <number>' found; end the reply with one, where action is ${valid}`,
    };
  }
  const hint = answer === 'cooperate' ? " (did you mean 'collaborate'?)" : '';
  const shown = raw.length > 60 ? `${raw.slice(0, 60)}…` : raw;
  return { ok: false, error: `'${shown}' is not a valid answer${hint}; answer ${valid}` };
}

/** The text codec of The Evolution of Trust: actions are exactly `collaborate`, `cheat` and `END`. */
export const trustEvolutionText: TextCodec<TrustAction, TrustObservation> = {
  rules: (params: Params, _player: number, players: number) => rulesText(Number(params.rounds ?? 10), players),
  observation: (observation) => observationText(observation),
  action: (action) => action,
  parseAction: (text, observation) => parseActionText(text, observation),
};
