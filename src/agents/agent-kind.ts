// The contract of an agent kind: how a spec of that kind is parsed (once) and how it seats an agent (per seat).
import type { Agent, AgentMatch } from '../core/agent.js';
import type { AgentSpec } from '../core/agent-spec.js';
import type { GameModule } from '../core/game-module.js';
import type { ModelEnvironment } from '../model/create-model.js';
import type { Model } from '../model/model.js';

/** What a run gives every agent it creates: the game's module, and models' cache and limits for `llm:` agents. */
export interface AgentEnvironment {
  readonly module: GameModule;
  readonly models?: ModelEnvironment | undefined;
}

/** What `xparena agents` and the `--agent` help say about a kind. */
export interface AgentKindDescription {
  /** How a spec of the kind is written, e.g. `mcts` or `llm:<provider>/<model>`. */
  readonly usage: string;
  readonly summary: string;
  /** Each option the kind takes, with what it does. */
  readonly options: Readonly<Record<string, string>>;
}

/**
 * A kind of agent: `parse` turns a spec into typed options (pure, so a run parses each spec once) and `create`
 * seats a fresh agent per seat of each match. A new kind is one file exporting one of these plus one line in
 * `agentKindTable`.
 */
export interface AgentKind<Options> {
  /** The kind's name in specs, e.g. `mcts`; with `prefix`, the start of every spec of the kind, e.g. `llm:`. */
  readonly kind: string;
  /** True when specs of this kind start with `kind` and go on (`llm:openai/gpt-4o`). */
  readonly prefix?: boolean;
  /** The names this kind answers to for a game, when they come from the game itself (its own baselines). */
  names?(module: GameModule): readonly string[];
  readonly describe: AgentKindDescription;
  /** Validates a spec's options (zod) into what `create` takes; throws UsageError naming the valid options. */
  parse(spec: AgentSpec, module: GameModule): Options;
  /** Further checks a run makes before it starts, without side effects (e.g. that the model's provider is known). */
  check?(options: Options, environment: AgentEnvironment): void;
  /** A fresh agent for one seat of one match. */
  create(options: Options, match: AgentMatch, environment: AgentEnvironment): Agent;
  /** The model the agent thinks with, if any: its experience learns and writes prompts with it by default. */
  model?(options: Options, environment: AgentEnvironment): Model;
}
