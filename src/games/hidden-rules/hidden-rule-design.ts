// What one hidden-rule game defines; `hiddenRuleGame` turns it into a full Game with turns, status, quit and text.
// Rules `R` are plain JSON drawn from a small enumerable space, so a solver that knows the space can rule hypotheses out.

/** One played turn as the player saw it: the command and the feedback it gave (effects, never causes). */
export interface HiddenRuleLogEntry {
  readonly turn: number;
  readonly command: string;
  readonly feedback: string;
}

/** Upper bands of a game's calibration ladder (learn2play-games.md): the reference near the ceiling, baselines far below. */
export interface CalibrationBands {
  /** Agents named here (module agents, `random`, `quit`) must stay at or below their % of the reference. */
  readonly atMost: Readonly<Record<string, number>>;
  /** The reference's mean must reach this % of the oracle's (which knows the rules). */
  readonly referenceOfOracle: number;
}

/** The result of playing one command for one turn. */
export interface HiddenRuleStep<P> {
  readonly progress: P;
  readonly feedback: string;
}

/**
 * A hidden-rule game's content: `R` hidden rules (fixed by the seed), `I` the visible instance (drawn from seed and
 * episode), `P` the progress (may hold hidden intermediate values), `V` its visible projection. Every function is pure
 * and deterministic: the same rules, instance and commands always give the same feedback.
 */
export interface HiddenRuleDesign<R, I, P, V> {
  readonly id: string;
  readonly version: number;
  readonly title: string;
  readonly description: string;
  readonly variation: 'fixed' | 'reshuffled';
  readonly challenge: boolean;
  /** Turns per episode; after the last one the episode is scored. */
  readonly turns: number;
  /** Words that would give a hidden rule away: never in any player-visible text. */
  readonly forbiddenWords: readonly string[];
  /** Every possible hidden rule set of the benchmark (ruleset 0); the seed picks one. */
  readonly ruleSpace: readonly R[];
  /**
   * The rule space of variant `ruleset` ≥ 1: rule sets drawn, by a generator seeded with `ruleset` alone, from the
   * game's wider family (its RULES.md, "Variants"), so that knowing ruleset 0 by heart misleads. Pure and deterministic.
   */
  variantSpace(ruleset: number): readonly R[];
  /** The calibration ladder's bands: tested on ruleset 0, and the test a variant must pass to be offered. */
  readonly ladder: CalibrationBands;
  /**
   * The visible instance of `episode` under `seed` (fixed games ignore `episode`); `ruleSpace` is the variant's
   * (default: the benchmark's), for a game that draws instances solvable under every rule set of it.
   */
  instance(seed: number, episode: number, ruleSpace?: readonly R[]): I;
  start(instance: I): P;
  /** The commands legal now, besides `quit` (never empty: `idle` is always among them). */
  commands(instance: I, progress: P): readonly string[];
  /** The command that lets one turn pass; `quit` plays it for every remaining turn. */
  readonly idle: string;
  /** Plays one legal command for one turn. */
  play(rules: R, instance: I, progress: P, command: string, turn: number): HiddenRuleStep<P>;
  /** What the player sees of the progress (everything a solver may compare between hypotheses). */
  visible(progress: P): V;
  /** The episode's score once it is over (bounded, e.g. 0–1000). */
  score(rules: R, instance: I, progress: P): number;
  /** The rules text a model reads: story, verbs and scoring, never a hidden rule. */
  rulesText(turns: number): string;
  /** The instance and visible progress as text. */
  view(instance: I, visible: V): string;
  /**
   * Knowing the rules, each legal command's worth: the final score reached (or a number that grows with it) by playing
   * it now and the best commands after it. The oracle plays the best; the reference solver weighs them over the rule sets still possible.
   */
  values(rules: R, instance: I, progress: P, turnsLeft: number): ReadonlyMap<string, number>;
}
