// How the anchored protocol labels each match (stored as JSON in run_matches.label), so per-round ratings can be
// recomputed from stored records alone.

/** Where a match sits in an anchored run. */
export interface AnchoredLabel {
  readonly protocol: 'anchored';
  /** Index of the evolving agent in the run's spec. */
  readonly agent: number;
  /** The evolving agent's name in results. */
  readonly name: string;
  /** 0-based round; the agent played it with the experience learned from rounds 0..round−1. */
  readonly round: number;
  /** The anchor's agent spec. */
  readonly anchor: string;
  /** The evolving agent's seat. */
  readonly seat: number;
  /** 0-based game against this anchor in this round. */
  readonly game: number;
}

/** The label as stored. */
export function formatAnchoredLabel(label: AnchoredLabel): string {
  return JSON.stringify(label);
}

/** The label of a stored match, or null when it is not an anchored-protocol match. */
export function parseAnchoredLabel(text: string | null): AnchoredLabel | null {
  if (!text?.startsWith('{')) return null;
  try {
    const value = JSON.parse(text) as Partial<AnchoredLabel>;
    return value.protocol === 'anchored' ? (value as AnchoredLabel) : null;
  } catch {
    return null;
  }
}
