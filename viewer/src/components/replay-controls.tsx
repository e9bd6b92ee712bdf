// The replay's transport: first, step back, play/pause, step forward, last, a seek slider and the shortcut help.

/** Buttons and slider over positions 0…`total` (position p shows the board before step p; `total` is the end). */
export function ReplayControls({
  position,
  total,
  playing,
  onSeek,
  onTogglePlay,
}: {
  readonly position: number;
  readonly total: number;
  readonly playing: boolean;
  readonly onSeek: (position: number) => void;
  readonly onTogglePlay: () => void;
}) {
  return (
    <div className="replay-controls">
      <button type="button" onClick={() => onSeek(0)} disabled={position === 0} aria-label="first step">
        |◀
      </button>
      <button type="button" onClick={() => onSeek(position - 1)} disabled={position === 0} aria-label="step back">
        ◀
      </button>
      <button type="button" onClick={onTogglePlay} aria-label={playing ? 'pause' : 'play'} className="play">
        {playing ? '⏸ pause' : '▶ play'}
      </button>
      <button type="button" onClick={() => onSeek(position + 1)} disabled={position >= total} aria-label="step forward">
        ▶
      </button>
      <button type="button" onClick={() => onSeek(total)} disabled={position >= total} aria-label="last step">
        ▶|
      </button>
      <input
        type="range"
        min={0}
        max={total}
        value={position}
        aria-label="seek"
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
      />
      <span className="position" data-position={position}>
        {position < total ? `after ${position} of ${total} steps` : `end: all ${total} steps played`}
      </span>
      <p className="help">Keys: Space play/pause · ← / → step · Home / End first / last</p>
    </div>
  );
}
