// Turns a HiddenRuleDesign into a Game: a turn cap, `quit` that plays out the remaining turns, free invalid attempts,
// status always in the observation, and a text codec whose action texts are the commands themselves.
import { z } from 'zod';
import { actionSchema } from '../../core/action-schema.js';
import type { Game, ParseResult } from '../../core/game.js';
import { episodeParam, rulesetParam } from '../../core/hidden-rules.js';
import { consistentRules } from './consistent-rules.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';
import type { HiddenRuleAction, HiddenRuleObservation, HiddenRuleState } from './hidden-rule-state.js';
import { rulesOf } from './rules-of.js';
import { variantDesign } from './variant-design.js';

/** Feedback turns the observation text repeats (the whole log stays in the observation's JSON). */
const recentTurns = 8;

const statusLine = 'Answering `status` shows your status again without using a turn (it is also shown every turn).';

const hiddenRuleActionSchema = actionSchema<HiddenRuleAction>()(
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('command'), command: z.string().min(1).max(200) }),
    z.strictObject({ type: z.literal('quit') }),
  ]),
);

/**
 * A hidden-rule game built from `design`; its seed picks the rules from the rule space of its `ruleset` param (0, the
 * benchmark's, unless asked), its `episode` param the instance.
 */
export function hiddenRuleGame<R, I, P, V>(
  design: HiddenRuleDesign<R, I, P, V>,
): Game<HiddenRuleState<R, I, P>, HiddenRuleAction, HiddenRuleObservation<I, V>> {
  type State = HiddenRuleState<R, I, P>;
  type Observation = HiddenRuleObservation<I, V>;

  const advance = (state: State, command: string): State => {
    const turn = state.turn + 1;
    const step = design.play(state.rules, state.instance, state.progress, command, turn);
    return {
      ...state,
      progress: step.progress,
      turn,
      log: [...state.log, { turn, command, feedback: step.feedback }],
      over: turn >= design.turns,
    };
  };

  /** Plays the idle command for every remaining turn, so quitting scores what waiting out the episode scores. */
  const finalize = (state: State): State => {
    let current = state;
    while (!current.over) current = advance(current, design.idle);
    return current;
  };

  const observationText = (observation: Observation): string => {
    const left = observation.turns - observation.turn;
    const lines = [
      `${design.title}: turn ${observation.turn} of ${observation.turns} played, ${left} left.`,
      design.view(observation.instance, observation.visible),
    ];
    const recent = observation.log.slice(-recentTurns);
    if (recent.length > 0) {
      lines.push('Recent turns:');
      for (const entry of recent) lines.push(`  turn ${entry.turn}: ${entry.command} -> ${entry.feedback}`);
    }
    if (observation.over) lines.push(`The episode is over. Final score: ${observation.score}.`);
    return lines.join('\n');
  };

  const finalScore = (state: State): number => design.score(state.rules, state.instance, state.progress);

  return {
    id: design.id,
    version: design.version,
    title: design.title,
    description: design.description,
    playerCounts: [1],
    params: {
      [episodeParam]: {
        type: 'int',
        default: 1,
        min: 1,
        max: 1000,
        description: 'episode number within a trial (draws the visible instance; the seed fixes the hidden rules)',
      },
      [rulesetParam]: {
        type: 'int',
        default: 0,
        min: 0,
        max: 1_000_000,
        omitAtDefault: true,
        description:
          "hidden-rule variant: 0 is the benchmark's rule space, n ≥ 1 a fresh one drawn from the game's family",
      },
    },
    presets: { standard: {} },
    defaultPreset: 'standard',
    hiddenInformation: true,
    hiddenRules: {
      variation: design.variation,
      challenge: design.challenge,
      solver: 'reference',
      forbiddenWords: design.forbiddenWords,
    },
    actionSchema: hiddenRuleActionSchema,

    setup(params, seed) {
      const ruleset = Number(params[rulesetParam] ?? 0);
      const { ruleSpace } = variantDesign(design, ruleset);
      const instance = design.instance(seed, Number(params[episodeParam]), ruleSpace);
      return {
        ...(ruleset === 0 ? {} : { ruleset }),
        rules: rulesOf(ruleSpace, seed),
        instance,
        progress: design.start(instance),
        turn: 0,
        log: [],
        over: false,
      };
    },
    toAct: (state) => (state.over ? [] : [0]),
    legalActions(state) {
      if (state.over) return [];
      const commands = design.commands(state.instance, state.progress);
      return [...commands.map((command): HiddenRuleAction => ({ type: 'command', command })), { type: 'quit' }];
    },
    defaultAction: () => ({ type: 'command', command: design.idle }),
    invalidActionPolicy: () => ({ retries: 3, fallback: 'default' }),
    apply(state, [action]) {
      if (!action) throw new Error(`${design.id}: apply needs one action`);
      return action.type === 'quit' ? finalize(state) : advance(state, action.command);
    },
    observe: (state): Observation => ({
      ...(state.ruleset === undefined ? {} : { ruleset: state.ruleset }),
      instance: state.instance,
      visible: design.visible(state.progress),
      turn: state.turn,
      turns: design.turns,
      log: state.log,
      over: state.over,
      score: state.over ? finalScore(state) : null,
    }),
    outcome: (state) => (state.over ? { scores: [finalScore(state)] } : null),
    forfeit: (state) => ({ scores: [finalScore(finalize(state))] }),
    sample(observation, _player, rng) {
      const candidates = consistentRules(variantDesign(design, observation.ruleset ?? 0), observation);
      const { rules, progress } = rng.pick(candidates);
      return {
        ...(observation.ruleset === undefined ? {} : { ruleset: observation.ruleset }),
        rules,
        instance: observation.instance,
        progress,
        turn: observation.turn,
        log: observation.log,
        over: observation.over,
      };
    },
    text: {
      rules: () => `${design.rulesText(design.turns)}\n${statusLine}`,
      observation: (observation) => observationText(observation),
      action: (action) => (action.type === 'quit' ? 'quit' : action.command),
      parseAction(text, observation) {
        const parsed = parseCommand(text);
        // `status` is no command: it is answered with the observation and asked again, so it never uses a turn.
        if (parsed.ok && parsed.action.type === 'command' && parsed.action.command === 'status') {
          return { ok: false, error: `status (no turn used):\n${observationText(observation)}` };
        }
        return parsed;
      },
    },
  } satisfies Game<State, HiddenRuleAction, Observation>;
}

/** Any non-empty line is a command (whether it is legal now is the referee's question); `quit` ends the episode. */
function parseCommand(text: string): ParseResult<HiddenRuleAction> {
  const command = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (command === '') return { ok: false, error: 'empty command: answer with one of the listed actions' };
  if (command.length > 200) return { ok: false, error: 'command too long: answer with one of the listed actions' };
  if (command === 'quit') return { ok: true, action: { type: 'quit' } };
  return { ok: true, action: { type: 'command', command } };
}
