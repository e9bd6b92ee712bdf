// What makes a game a Learn2Play hidden-rule game. Such a game is built from `(seed, episode)`: the match seed fixes
// the hidden rules (one seed per trial) and the integer param `episode` (1, 2, …) draws the visible instance.

/** How a hidden-rule game's instances vary over the episodes of one trial, and how its scores are normalised. */
export interface HiddenRuleInfo {
  /** `fixed`: every episode repeats one instance; `reshuffled`: names, order and layout change, the hidden rules do not. */
  readonly variation: 'fixed' | 'reshuffled';
  /** Challenge games play 10 episodes instead of 5 and weigh 3× in aggregates. */
  readonly challenge: boolean;
  /** Agent spec of the game's reference solver; its score on the same seed and episode is 100 when normalised. */
  readonly solver: string;
  /** Words that would give a hidden rule away (rule names, causal words): never in any player-visible text. */
  readonly forbiddenWords: readonly string[];
}

/** The param that numbers a hidden-rule game's episodes within a trial (1-based). */
export const episodeParam = 'episode';

/** The param that picks a hidden-rule game's variant: 0 is the benchmark's rule space, n ≥ 1 a fresh one. */
export const rulesetParam = 'ruleset';
