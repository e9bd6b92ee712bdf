// Which boards a replay shows: the spectator's table (where the game has one), every seat's view, or one seat's.

/** A replay's view: the public table once, all seats side by side, or one seat by number. */
export type ReplayView = 'spectator' | 'seats' | number;

function viewLabel(view: ReplayView, seats: readonly string[]): string {
  if (view === 'spectator') return 'spectator (hidden cards face down)';
  if (view === 'seats') return 'every seat';
  return `seat ${view} · ${seats[view] ?? '?'}`;
}

/** A row of toggle buttons over `views`, the current one pressed. */
export function ViewSwitch({
  views,
  view,
  seats,
  onChange,
}: {
  readonly views: readonly ReplayView[];
  readonly view: ReplayView;
  readonly seats: readonly string[];
  readonly onChange: (view: ReplayView) => void;
}) {
  return (
    <fieldset className="view-switch">
      <legend>View</legend>
      {views.map((option) => (
        <button
          key={String(option)}
          type="button"
          aria-pressed={option === view}
          data-view={String(option)}
          onClick={() => onChange(option)}
        >
          {viewLabel(option, seats)}
        </button>
      ))}
    </fieldset>
  );
}
