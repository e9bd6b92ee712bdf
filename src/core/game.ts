// The Game contract: pure rules over plain-JSON states, plus the text codec models and logs use.
import type { z } from 'zod';
import type { HiddenRuleInfo } from './hidden-rules.js';
import type { Rng } from './rng.js';

/** A parameter value as given on the command line, in a preset or in a config file. */
export type ParamValue = number | string | boolean;
/** Resolved parameters: every parameter a game declares, with a value. */
export type Params = Readonly<Record<string, ParamValue>>;

/** Declares one parameter: its type, default, bounds and meaning (shown in `xparena games`). */
export type ParamSpec =
  | {
      readonly type: 'int';
      readonly default: number;
      readonly min?: number;
      readonly max?: number;
      readonly description: string;
      /** Left out of resolved params while at its default: a param added later keeps earlier matches' ids. */
      readonly omitAtDefault?: boolean;
    }
  | {
      readonly type: 'number';
      readonly default: number;
      readonly min?: number;
      readonly max?: number;
      readonly description: string;
    }
  | { readonly type: 'boolean'; readonly default: boolean; readonly description: string }
  | {
      readonly type: 'enum';
      readonly default: string;
      readonly choices: readonly string[];
      readonly description: string;
    };

/** How a finished game scored: one number per seat (higher is better). */
export interface Outcome {
  readonly scores: readonly number[];
}

/**
 * What happens after an agent's invalid attempts run out: a seeded random legal action, the first one, the game's
 * `defaultAction` (e.g. pass; the first legal action when the game has none), or a forfeit.
 */
export type InvalidFallback = 'random' | 'first' | 'default' | 'forfeit';

/** Up to `retries` re-asks with feedback after an invalid decision (unparseable or illegal), then `fallback`. */
export interface InvalidActionPolicy {
  readonly retries: number;
  readonly fallback: InvalidFallback;
}

/**
 * A read-only question a model may ask through a tool before acting (e.g. PTCG's card lookup): it sees only the
 * asking seat's observation, so it can never leak hidden information or change the game.
 */
export interface GameQuery<O = unknown> {
  /** Tool name: lowercase letters, digits and underscores, distinct from every action tool. */
  readonly name: string;
  readonly description: string;
  /** JSON Schema (an object schema) of the query's arguments. */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** The answer as text; for bad arguments, a text saying what was wrong (never throws for user input). */
  answer(observation: O, player: number, input: unknown): string;
}

/** Result of parsing an action text: the action, or a message saying what was wrong. */
export type ParseResult<A> = { readonly ok: true; readonly action: A } | { readonly ok: false; readonly error: string };

/** Renders rules, observations and actions as text for models, logs and the viewer, and parses actions back. */
export interface TextCodec<A, O> {
  /** The rules, as a system instruction for a model playing seat `player` of a match with `players` seats. */
  rules(params: Params, player: number, players: number): string;
  /** What seat `player` sees, as text. */
  observation(observation: O, player: number): string;
  /** One action as text; distinct legal actions always get distinct texts. */
  action(action: A): string;
  /** Parses an action text; never throws, and explains malformed or out-of-range input. */
  parseAction(text: string, observation: O, player: number): ParseResult<A>;
}

/**
 * A game is a plain object of pure functions; states, actions and observations are plain JSON. `apply` never mutates its inputs and
 * draws randomness only from the RNG kept in the state; `observe` is the only place hidden information is removed.
 */
export interface Game<S = unknown, A = unknown, O = unknown> {
  readonly id: string;
  /** Bumped whenever a recorded match would replay differently. */
  readonly version: number;
  readonly title: string;
  readonly description: string;
  /** Allowed numbers of seats, e.g. [1] or [2]. */
  readonly playerCounts: readonly number[];
  readonly params: Readonly<Record<string, ParamSpec>>;
  /** Named parameter sets (partial; unspecified parameters take their defaults). */
  readonly presets: Readonly<Record<string, Readonly<Record<string, ParamValue>>>>;
  /** The preset used when none is given. */
  readonly defaultPreset: string;
  /** True when some seat cannot see the whole state; such games must implement `sample`. */
  readonly hiddenInformation: boolean;

  setup(params: Params, seed: number, players: number): S;
  /** Seats that act now (several = simultaneous moves); empty once the game is over. */
  toAct(state: S): readonly number[];
  /**
   * The seat's legal actions. When the action space is too large to list (joint predictions, sets of placements),
   * list a representative subset and implement `actionError`, which then decides legality for any other action.
   */
  legalActions(state: S, player: number): readonly A[];
  /**
   * The shape of every action (types, fields, no extra fields; ranges that depend on the state are left to the legal
   * list and `actionError`). A structured action from an agent is checked against it before any rule sees it, so a
   * malformed one is an invalid attempt; build it with `actionSchema<A>()` so it cannot miss an action variant.
   */
  readonly actionSchema: z.ZodType<A>;
  /** The action played for a seat whose invalid attempts ran out under the `default` fallback (e.g. pass). */
  defaultAction?(state: S, player: number): A;
  /** Why `action` is illegal for `player` now, or null when it is legal; for games whose list is only a subset. */
  actionError?(state: S, player: number, action: A): string | null;
  /** `actions[i]` is the action of seat `toAct(state)[i]`; returns a new state. */
  apply(state: S, actions: readonly A[]): S;
  /** What `player` may know; must not reveal hidden cards or the RNG state when information is hidden. */
  observe(state: S, player: number): O;
  /** Final scores once the game is over, otherwise null. */
  outcome(state: S): Outcome | null;
  /** Running score per seat, for per-step rewards (reward = change in score); optional. */
  score?(state: S): readonly number[];
  /** Outcome when `player` forfeits (e.g. after repeated invalid actions); optional, see `forfeitOutcome`. */
  forfeit?(state: S, player: number): Outcome;
  /**
   * The game's own rule for invalid actions under `params` (e.g. S³Gym strict presets end the episode:
   * `{ retries: 0, fallback: 'forfeit' }`); a match's explicit policy overrides it.
   */
  invalidActionPolicy?(params: Params): InvalidActionPolicy;
  /** A full state consistent with what `player` observed, drawn with `rng` (required with hidden information). */
  sample?(observation: O, player: number, rng: Rng): S;
  readonly text: TextCodec<A, O>;
  /** Read-only queries offered as tools to models in the tools interface (optional). */
  readonly queries?: readonly GameQuery<O>[];
  /**
   * Names of the tools interface's action tools by action type (an object action's `type` or `kind` → tool name, e.g.
   * PTCG-Bench's `play_pokemon`); a type not named here gets a tool named after it. Presentation only: no rule reads it.
   */
  readonly actionToolNames?: Readonly<Record<string, string>>;
  /** Present on Learn2Play hidden-rule games (see hidden-rules.ts). */
  readonly hiddenRules?: HiddenRuleInfo;
}

/** The outcome when `player` forfeits: the game's own rule, else the running score, else a loss against the others. */
export function forfeitOutcome<S, A, O>(game: Game<S, A, O>, state: S, player: number, players: number): Outcome {
  if (game.forfeit) return game.forfeit(state, player);
  if (game.score && players === 1) return { scores: game.score(state) };
  return { scores: Array.from({ length: players }, (_, seat) => (seat === player ? -1 : 1)) };
}
