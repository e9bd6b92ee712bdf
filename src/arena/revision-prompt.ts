// What the built-in revision loop tells its model: the objective and operating rules (AAArena's, in our words), and
// the line that replaces a compacted conversation.
import type { ArenaStatus } from '../core/arena-tools.js';

/** The system prompt: the task, how it is scored, and how to work; `writable` names the folders it may write. */
export function revisionSystemPrompt(status: ArenaStatus, writable: readonly string[]): string {
  const folders = writable.map((dir) => `${dir}/`).join(', ');
  return [
    `You are developing a program that plays the game ${status.game} against a frozen ladder of ${status.poolSize} opponent programs.`,
    'The workspace holds the rules (RULES.md), the SDK and its protocol (sdk/), the replay format (REPLAYS.md), the ' +
      'leaderboard (leaderboard.md) and one study example (study/); ' +
      `you may write only in ${folders}. The program every submission evaluates is the one in ${writable[0]}/.`,
    '',
    'Objective: maximise the final rank. Your result is the champion: your best officially evaluated snapshot (the free baseline ' +
      'of the starter included), by rank and then Elo. Rank 1 ends the run.',
    '',
    'How to work:',
    '- Build an explainable, maintainable strategy: rules you can state and justify from the game, not tricks.',
    '- Never hard-code behaviour by opponent id, seed or a replay you saw: the ladder must be beaten by play, not recognition.',
    '- Engineering failures still burn budget: a program that crashes, times out or answers illegally loses its games. ' +
      'Run `check` (free) after every edit and before every submission.',
    '- Change one thing at a time, each a falsifiable hypothesis; test it with a few small matches, then confirm with a full evaluation.',
    `- Small matches cost one unit per opponent (${status.budgets.small.total} in all); full evaluations ${status.budgets.full.total}. ` +
      'When the full evaluations are spent the run freezes and its champion is final.',
    '- If an edit made things worse, `restore_champion` (free) puts the champion back in strategy/.',
    '- Keep notes in notes/ (what you tried, what happened, what to try next): the conversation may be shortened, and ' +
      'after a restart your notes are all you keep. Read notes/ first when you begin.',
    '',
    'Each turn starts with a message giving your budgets and any results you have not seen. Use the tools; reply without a ' +
      'tool call to end the turn.',
  ].join('\n');
}

/** The message standing in for the turns a compaction dropped: where the run stands, and how to go on. */
export function compactedPrompt(status: ArenaStatus): string {
  const { small, full } = status.budgets;
  const champion = status.champion
    ? `champion rank ${status.champion.rank} (Elo ${status.champion.elo.toFixed(1)}, snapshot ${status.champion.snapshotId})`
    : 'no champion yet';
  return [
    'Earlier messages were dropped to fit the context window.',
    `Budgets: ${small.remaining} of ${small.total} small-match units and ${full.remaining} of ${full.total} full evaluations left; ${champion}.`,
    'Your notes/ hold what you wrote down. Continue in small steps.',
  ].join('\n');
}
