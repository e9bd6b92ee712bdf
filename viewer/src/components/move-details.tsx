// What one seat did at a step: the action, its note and self-judged score against the reward, a program's log and
// stderr, rejected attempts, model calls.
import type { InvalidAttempt, MoveRecord, SeatRecord } from '../../../src/core/match-record.js';
import { formatNumber, shortJson } from '../format.js';
import { ModelExchangeView, usageLine } from './model-exchange-view.js';

/** The move of `seat` at a step, with its reward when the game scores steps. */
export function MoveDetails({
  move,
  seat,
  reward,
}: {
  readonly move: MoveRecord;
  readonly seat: SeatRecord | undefined;
  readonly reward: number | undefined;
}) {
  return (
    <div className="move">
      <h4>
        seat {move.player} · {seat?.agent ?? '?'}
      </h4>
      <p className="action">
        action: <code className="action-text">{move.text}</code>
        {move.fallback ? <span className="badge"> fallback (the agent's attempts ran out)</span> : null}
      </p>
      {move.raw !== undefined && move.raw !== move.text ? (
        <p>
          answered: <code>{move.raw}</code>
        </p>
      ) : null}
      {move.selfScore !== undefined || reward !== undefined ? (
        <p className="self-score">
          self-judged score {move.selfScore === undefined ? '–' : formatNumber(move.selfScore, 3)} vs reward{' '}
          {reward === undefined ? '–' : formatNumber(reward, 3)}
        </p>
      ) : null}
      {move.note ? (
        <>
          <div className="message-role">note</div>
          <pre className="note-text">{move.note}</pre>
        </>
      ) : null}
      {move.log ? (
        <>
          <div className="message-role">program log</div>
          <pre className="program-log">{move.log}</pre>
        </>
      ) : null}
      {move.stderr ? (
        <>
          <div className="message-role">stderr</div>
          <pre className="program-stderr">{move.stderr}</pre>
        </>
      ) : null}
      {move.usage ? <p className="usage">{usageLine(move.usage)}</p> : null}
      {move.invalid && move.invalid.length > 0 ? <InvalidAttempts attempts={move.invalid} /> : null}
      {move.exchanges && move.exchanges.length > 0 ? (
        <div className="exchanges">
          <h5>Model calls ({move.exchanges.length})</h5>
          {move.exchanges.map((exchange, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: exchanges are positional
            <ModelExchangeView key={index} exchange={exchange} index={index} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Rejected attempts at one decision, oldest first: the reason, what the agent said, and its model calls. */
export function InvalidAttempts({ attempts }: { readonly attempts: readonly InvalidAttempt[] }) {
  return (
    <div className="invalid-attempts">
      <h5>Rejected attempts ({attempts.length})</h5>
      {attempts.map((attempt, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: attempts are listed oldest first
        <div key={index} className="invalid-attempt">
          <p className="rejection">
            attempt {index + 1} rejected: <span className="rejection-reason">{attempt.error}</span>
          </p>
          {attempt.text !== undefined ? <pre className="attempt-text">{attempt.text}</pre> : null}
          {attempt.action !== undefined ? <p>action: {shortJson(attempt.action)}</p> : null}
          {attempt.usage && !attempt.exchanges?.length ? <p className="usage">{usageLine(attempt.usage)}</p> : null}
          {(attempt.exchanges ?? []).map((exchange, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: exchanges are positional
            <ModelExchangeView key={at} exchange={exchange} index={at} />
          ))}
        </div>
      ))}
    </div>
  );
}
