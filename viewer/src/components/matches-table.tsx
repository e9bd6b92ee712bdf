// A page of match summaries (a run's or the whole store's), each linking to its replay.
import type { MatchSummary } from '../../../src/server/viewer-api.js';
import { formatNumber } from '../format.js';
import { labelText } from '../label-text.js';
import { routeHref } from '../router.js';

/** One row per match: id (link to the replay), game, seed, seats (agent specs), status, scores, steps and its label. */
export function MatchesTable({ matches }: { readonly matches: readonly MatchSummary[] }) {
  if (matches.length === 0) return <p>No matches.</p>;
  return (
    <table className="matches">
      <thead>
        <tr>
          <th>match</th>
          <th>game</th>
          <th>seed</th>
          <th>seats</th>
          <th>status</th>
          <th>scores</th>
          <th>steps</th>
          <th>label</th>
        </tr>
      </thead>
      <tbody>
        {matches.map((match) => (
          <tr key={match.id}>
            <td>
              <a href={routeHref({ type: 'match', id: match.id, step: 0 })}>{match.id}</a>
            </td>
            <td>{match.game}</td>
            <td>{match.seed}</td>
            <td>{match.seats.map((seat) => seat.agent).join(' vs ')}</td>
            <td>{match.status}</td>
            <td>{match.scores ? match.scores.map((score) => formatNumber(score)).join(' : ') : '–'}</td>
            <td>{match.steps}</td>
            <td className="match-label">{labelText(match.label)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
