// Progress of a run on stderr: a bar on a terminal, else one plain line every few seconds, so piped, `nohup` and CI
// runs show they are alive.
import cliProgress from 'cli-progress';

/** Where and how often progress is shown; the defaults are the process's stderr and one plain line per 5 seconds. */
export interface ProgressOptions {
  readonly write?: (text: string) => void;
  /** A bar when true; plain lines when false (default: whether stderr is a terminal). */
  readonly tty?: boolean;
  /** Least milliseconds between two plain lines (0: a line per match). */
  readonly intervalMs?: number;
  readonly now?: () => number;
  /** What is counted (default `matches`). */
  readonly unit?: string;
}

/** Counts finished matches towards `total`; `stop` ends the bar or prints the last plain line. */
export interface RunProgress {
  tick(label: string): void;
  stop(): void;
}

/** Shows progress of `total` matches, or nothing when `enabled` is false. */
export function runProgress(total: number, enabled: boolean, options: ProgressOptions = {}): RunProgress {
  if (!enabled || total === 0) return { tick() {}, stop() {} };
  const tty = options.tty ?? process.stderr.isTTY === true;
  const unit = options.unit ?? 'matches';
  if (tty) return barProgress(total, unit);
  const write = options.write ?? ((text: string) => process.stderr.write(text));
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 5000;
  const started = now();
  let done = 0;
  let shown = -1;
  let last = started;
  const line = (label: string) => {
    shown = done;
    last = now();
    const seconds = Math.round((last - started) / 1000);
    write(
      `progress: ${done}/${total} ${unit} (${Math.floor((100 * done) / total)}%), ${seconds} s${label ? ` | ${label}` : ''}\n`,
    );
  };
  return {
    tick(label) {
      done++;
      if (now() - last >= intervalMs) line(label);
    },
    stop() {
      if (shown !== done) line('');
    },
  };
}

function barProgress(total: number, unit: string): RunProgress {
  const bar = new cliProgress.SingleBar(
    {
      format: `{bar} {value}/{total} ${unit} | {label} | ETA {eta}`,
      stream: process.stderr,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = Date.now();
  let done = 0;
  bar.start(total, 0, { label: '', eta: '…' });
  return {
    tick: (label) => {
      done++;
      // The rate over the whole run so far: steadier than the library's window over the last few ticks.
      const left = ((Date.now() - started) / 1000 / done) * (total - done);
      bar.increment({ label, eta: formatEta(left) });
    },
    stop: () => bar.stop(),
  };
}

/** `left` seconds as `45s`, `2m05s` or `1h03m`, rounded to whole seconds first (never `2m60s`). */
export function formatEta(left: number): string {
  const seconds = Math.max(0, Math.round(left));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}
