// xparena as a library (`import { playMatch } from 'xparena'`): the games, agents from spec strings, matches played
// and replayed, and the mean interval the tables print. Everything else (protocols, runs, the store, the CLI) is
// internal and may change between versions; docs/library.md shows the use.

export { createAgent } from './agents/registry.js';
export type { Agent, AgentContext, AgentFactory, Decision, ModelExchange, Turn, Usage } from './core/agent.js';
export type { Game, InvalidActionPolicy, Outcome, Params, ParamValue, TextCodec } from './core/game.js';
export type { GameModule } from './core/game-module.js';
export type { MatchEnd, MatchRecord, MatchStatus, MoveRecord, SeatRecord, StepRecord } from './core/match-record.js';
export { resolveParams } from './core/params.js';
export { type PlayMatchOptions, playMatch, type Seat } from './core/play-match.js';
export { type Divergence, type ReplayReport, replay } from './core/replay.js';
export { type ReplayedState, replayStates } from './core/replay-states.js';
export { UsageError } from './core/usage-error.js';
export { findGame, gameModules } from './games/registry.js';
export { meanInterval } from './measure/mean-interval.js';
export type { Interval } from './measure/wilson-interval.js';
export type { ModelEnvironment } from './model/create-model.js';
