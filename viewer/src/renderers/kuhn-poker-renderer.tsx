// Kuhn poker as one seat sees it: its card face up, the opponent's face down, the betting, pot and chip totals.
import { asArray, asNumber, asRecord, asString } from './observation-shape.js';
import type { RendererProps } from './renderer-props.js';

function Card({ card }: { readonly card: string | null }) {
  return card === null ? (
    <span className="card card-back" title="hidden card">
      ?
    </span>
  ) : (
    <span className="card" title={`card ${card}`}>
      {card}
    </span>
  );
}

/** The current hand (cards, betting, pot), chip totals, and earlier hands with their showdowns. */
export function KuhnPokerRenderer({ observation, seat }: RendererProps) {
  const state = asRecord(observation, 'kuhn-poker observation');
  const hands = asNumber(state.hands, 'hands');
  const hand = asNumber(state.hand, 'hand');
  const card = state.card === null ? null : asString(state.card, 'card');
  const history = asArray(state.history, 'history').map((action) => asString(action, 'action'));
  const totals = asArray(state.totals, 'totals').map((total) => asNumber(total, 'total'));
  const previous = asArray(state.previous, 'previous').map((entry) => asRecord(entry, 'hand'));
  const opponent = 1 - seat;
  return (
    <div className="board kuhn">
      {hand < hands ? (
        <div className="kuhn-hand">
          <div>
            you (seat {seat}): <Card card={card} />
          </div>
          <div>
            opponent (seat {opponent}): <Card card={null} />
          </div>
          <div>
            hand {hand + 1} of {hands} · betting: {history.length > 0 ? history.join(', ') : 'none yet'} · pot{' '}
            {asNumber(state.pot, 'pot')}
          </div>
        </div>
      ) : (
        <div className="kuhn-hand">match over after {hands} hands</div>
      )}
      <p className="board-caption">
        chips: you {totals[seat] ?? 0}, opponent {totals[opponent] ?? 0}
      </p>
      {previous.length > 0 ? (
        <ol className="kuhn-previous">
          {previous.slice(-5).map((entry, index) => {
            const cards = asArray(entry.cards, 'cards').map((value) =>
              value === null ? null : asString(value, 'card'),
            );
            const payoffs = asArray(entry.payoffs, 'payoffs').map((value) => asNumber(value, 'payoff'));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: hands are listed in play order and never reorder
              <li key={index}>
                <Card card={cards[seat] ?? null} /> vs <Card card={cards[opponent] ?? null} />{' '}
                {asArray(entry.history, 'history').map(String).join(', ')} → {payoffs[seat] ?? 0}
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
