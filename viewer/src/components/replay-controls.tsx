// The replay's transport: first, step back, play/pause, step forward, last, a seek slider and the shortcut help.

/**
 * Buttons and slider over positions 0…`total`: position p is step p, the board after p steps (the moves shown are
 * those played from it); `total` is the end. The page's header and charts count steps the same way.
 */
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
        step {position} / {total}
        {position >= total ? ' (end)' : ''}
      </span>
      <p className="help">Keys: Space play/pause · ← / → step · Home / End first / last</p>
    </div>
  );
}
