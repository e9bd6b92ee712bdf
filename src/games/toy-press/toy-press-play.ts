// One turn of toy-press under the hidden rules: the wheel moves on every turn, and a bent stamp jolts it further.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { clicks, isCrisp, joltOf, type ToyPressRules } from './toy-press-rules.js';
import type { ToyPressProgress } from './toy-press-state.js';

/** The commands with sheets left (`press` only then); `listen` comes before `wait`, which lets a turn pass. */
export function toyPressCommands(sheets: number): readonly string[] {
  return sheets > 0 ? ['press', 'listen', 'wait'] : ['listen', 'wait'];
}

/** Plays `command` for one turn: what it made, and where the wheel stands after the turn. */
export function playToyPress(
  rules: ToyPressRules,
  progress: ToyPressProgress,
  command: string,
): HiddenRuleStep<ToyPressProgress> {
  const { moved, sheets, soldiers } = progress;
  if (command === 'press') {
    if (isCrisp(rules, moved)) {
      return {
        progress: { moved: moved + 1 + joltOf(rules, true), sheets: sheets - 1, soldiers: soldiers + 1 },
        feedback: 'The press stamps a crisp tin soldier.',
      };
    }
    return {
      progress: { moved: moved + 1 + joltOf(rules, false), sheets: sheets - 1, soldiers },
      feedback: 'The press stamps a bent blank.',
    };
  }
  const feedback =
    command === 'listen'
      ? clicks(rules, moved)
        ? 'You hear a sharp click inside the press.'
        : 'You hear a steady whirr.'
      : 'The press runs on.';
  return { progress: { moved: moved + 1, sheets, soldiers }, feedback };
}
