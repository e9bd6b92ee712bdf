// How the explore/evaluate protocol labels each match in a run (stored as JSON in run_matches.label), so metrics and
// reports can rebuild learning curves from stored records alone.

/** Where an episode sits in an explore/evaluate run. */
export interface EpisodeLabel {
  readonly protocol: 'explore-evaluate';
  readonly game: string;
  /** The experience pathway, e.g. `none`, `history`, `summary`. */
  readonly pathway: string;
  /** 0-based independent trial. */
  readonly trial: number;
  readonly phase: 'explore' | 'eval';
  /** Exploration episodes completed before this episode's experience snapshot: 0, k, 2k, … (the checkpoint x). */
  readonly checkpoint: number;
  /** 0-based index within its phase: the exploration episode number, or the evaluation episode at this checkpoint. */
  readonly episode: number;
}

/** The label as stored. */
export function formatEpisodeLabel(label: EpisodeLabel): string {
  return JSON.stringify(label);
}

/** The label of a stored match, or null when it is not an explore/evaluate episode. */
export function parseEpisodeLabel(text: string | null): EpisodeLabel | null {
  if (!text?.startsWith('{')) return null;
  try {
    const value = JSON.parse(text) as Partial<EpisodeLabel>;
    return value.protocol === 'explore-evaluate' ? (value as EpisodeLabel) : null;
  } catch {
    return null;
  }
}
