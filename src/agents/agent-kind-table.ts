// Every agent kind, one line each: a new kind is one file exporting an AgentKind and one line here.

import type { Agent, AgentMatch } from '../core/agent.js';
import type { AgentSpec } from '../core/agent-spec.js';
import type { GameModule } from '../core/game-module.js';
import type { Model } from '../model/model.js';
import type { AgentEnvironment, AgentKind, AgentKindDescription } from './agent-kind.js';
import { gameAgentKind } from './kinds/game-agent-kind.js';
import { learnerKind } from './kinds/learner-kind.js';
import { mctsKind } from './kinds/mcts-kind.js';
import { randomKind } from './kinds/random-kind.js';
import { llmAgentKind } from './llm/llm-agent-kind.js';
import { programKind } from './program/program-kind.js';
import { shellKind } from './shell/shell-kind.js';

/** The registered kinds, in the order `xparena agents` lists them; the first that answers to a spec's kind wins. */
export const agentKindTable: readonly RegisteredAgentKind[] = [
  registered(gameAgentKind),
  registered(randomKind),
  registered(learnerKind),
  registered(mctsKind),
  registered(llmAgentKind),
  registered(programKind),
  registered(shellKind),
];

/** A spec parsed by its kind: the typed options bound, ready to check and to seat agents. */
export interface ParsedAgent {
  readonly kind: string;
  check(environment: AgentEnvironment): void;
  create(match: AgentMatch, environment: AgentEnvironment): Agent;
  /** The agent's own model, if it has one (see AgentKind.model). */
  model(environment: AgentEnvironment): Model | undefined;
}

/** A kind as the registry holds it: its options' type hidden behind `parse`, which binds them. */
export interface RegisteredAgentKind {
  readonly kind: string;
  readonly describe: AgentKindDescription;
  /** True for a kind written as a prefix and an argument (`llm:…`, `program:…`), which lists no names. */
  readonly prefix: boolean;
  /** The spec kinds it answers to for a game (`llm:…` answers to every kind with its prefix). */
  answers(kind: string, module: GameModule): boolean;
  /** The names it lists for a game; a prefix kind lists none (its usage says how to write one). */
  names(module: GameModule): readonly string[];
  parse(spec: AgentSpec, module: GameModule): ParsedAgent;
}

function registered<Options>(kind: AgentKind<Options>): RegisteredAgentKind {
  const names = (module: GameModule): readonly string[] => (kind.prefix ? [] : (kind.names?.(module) ?? [kind.kind]));
  return {
    kind: kind.kind,
    describe: kind.describe,
    prefix: kind.prefix === true,
    answers: (name, module) => (kind.prefix ? name.startsWith(kind.kind) : names(module).includes(name)),
    names,
    parse(spec, module) {
      const options = kind.parse(spec, module);
      return {
        kind: spec.kind,
        check: (environment) => kind.check?.(options, environment),
        create: (match, environment) => kind.create(options, match, environment),
        model: (environment) => kind.model?.(options, environment),
      };
    },
  };
}
