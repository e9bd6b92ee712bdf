import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import type { GameModule } from '../core/game-module.js';
import type { MatchRecord } from '../core/match-record.js';
import { recordStates } from '../core/record-states.js';
import { snake } from '../games/snake/index.js';
import { tetris } from '../games/tetris/index.js';
import { correctedSftExamples } from './corrected-sft-examples.js';
import type { LabelledRecord } from './learning-trials.js';
import { sftExamples } from './sft-examples.js';
import { exploredRecord } from './test-explored-records.js';

const modules = (game: string): GameModule | undefined => ({ tetris, snake })[game];

describe('correctedSftExamples', () => {
  it("answers each low-judged action with the reference agent's action at the replayed state", async () => {
    const records = [await exploredRecord(tetris, 0, 2), await exploredRecord(tetris, 1, 4)];
    const filtered = sftExamples(records);
    const selection = await correctedSftExamples(records, { modules });
    const moves = records.flatMap(({ record }) => record.steps.length);
    expect(selection.actions).toBe(moves.reduce((sum, count) => sum + count, 0));
    expect(selection.belowThreshold).toBe(filtered.belowThreshold);
    expect(selection.corrected).toBe(filtered.belowThreshold);
    expect(selection.filtered).toBe(0);
    expect(selection.examples).toHaveLength(filtered.examples.length + selection.corrected);

    // Step 0 of the first episode was judged 0: its example keeps the prompt and answers with the reference's action.
    const first = records[0]?.record as MatchRecord;
    const states = recordStates(tetris.game, first);
    if (!states.ok) throw new Error('the record should replay');
    const reference = tetris.agents.reference?.({
      game: tetris.game,
      params: first.params,
      seat: 0,
      players: 1,
      seed: 0,
      options: {},
    }) as Agent;
    const state = states.states[0];
    const observation = tetris.game.observe(state, 0);
    const decision = await reference.act({
      game: tetris.game,
      params: first.params,
      player: 0,
      step: 0,
      observation,
      legalActions: tetris.game.legalActions(state, 0),
      attempt: 0,
      signal: new AbortController().signal,
    });
    const best =
      decision.action ??
      (tetris.game.text.parseAction(decision.text ?? '', observation, 0) as { action: unknown }).action;
    const after = tetris.game.apply(state, [best]);
    const reward = (tetris.game.score?.(after)[0] ?? 0) - (tetris.game.score?.(state)[0] ?? 0);
    expect(selection.examples[0]?.messages).toEqual([
      { role: 'system', content: 'Rules of tetris' },
      { role: 'user', content: 'Observation at step 0' },
      { role: 'assistant', content: `Answer: ${tetris.game.text.action(best)}, Score: ${reward}` },
    ]);
    // Step 1 was judged 1: kept as the agent answered.
    expect(selection.examples[1]?.messages.at(-1)).toEqual({
      role: 'assistant',
      content: `Thinking.\nAnswer: ${first.steps[1]?.moves[0]?.text}, Score: 1`,
    });
  });

  it('keeps filtering where the game has no reference agent, and says why', async () => {
    const bare: GameModule = { game: snake.game, agents: {} };
    const records = [await exploredRecord(bare, 0, 2)];
    const selection = await correctedSftExamples(records, { modules: () => bare });
    const filtered = sftExamples(records);
    expect(selection.corrected).toBe(0);
    expect(selection.filtered).toBe(filtered.belowThreshold);
    expect(selection.examples).toEqual(filtered.examples);
    expect(selection.filteredBecause).toEqual({ 'snake has no reference agent': filtered.belowThreshold });
  });

  it('filters actions whose record does not replay or whose answer went through tools', async () => {
    const [good] = [await exploredRecord(tetris, 0, 2)] as [LabelledRecord];
    const other: LabelledRecord = {
      label: { ...good.label, episode: 1 },
      record: { ...good.record, id: 'old', version: good.record.version + 100 },
    };
    const tools: LabelledRecord = {
      label: { ...good.label, episode: 2 },
      record: {
        ...good.record,
        id: 'tools',
        steps: good.record.steps.map((step) => ({
          ...step,
          moves: step.moves.map((move) => ({
            ...move,
            exchanges: move.exchanges?.map((exchange) => ({
              ...exchange,
              request: { ...(exchange.request as object), tools: [{ name: 'act', parameters: {} }] },
            })),
          })),
        })),
      },
    };
    const selection = await correctedSftExamples([good, other, tools], { modules });
    const low = sftExamples([good]).belowThreshold;
    expect(selection.corrected).toBe(low);
    expect(selection.filteredBecause).toEqual({
      'a tetris record does not replay on this build': low,
      'the agent answered through tools (only text answers are corrected)': low,
    });
  });

  it('filters actions whose reference agent fails or answers with an illegal action', async () => {
    const record = await exploredRecord(tetris, 0, 2);
    const low = sftExamples([record]).belowThreshold;
    const failing: GameModule = {
      game: tetris.game,
      agents: {
        reference: () => ({
          name: 'failing',
          act: () => {
            throw new Error('boom');
          },
        }),
      },
    };
    const failed = await correctedSftExamples([record], { modules: () => failing });
    expect(failed.filteredBecause).toEqual({ "tetris's reference agent failed": low });
    const illegal: GameModule = {
      game: tetris.game,
      agents: { reference: () => ({ name: 'illegal', act: () => ({ text: 'nowhere' }) }) },
    };
    const refused = await correctedSftExamples([record], { modules: () => illegal });
    expect(refused.filteredBecause).toEqual({ "tetris's reference agent gave no legal action": low });
  });

  it('corrects by the verifier reward on request and leaves evaluation episodes out', async () => {
    const record = await exploredRecord(tetris, 0, 2);
    const evaluation: LabelledRecord = { ...record, label: { ...record.label, phase: 'eval' } };
    const selection = await correctedSftExamples([record, evaluation], { modules, by: 'reward', threshold: 0 });
    expect(selection.actions).toBe(record.record.steps.length);
    expect(selection.belowThreshold).toBe(sftExamples([record], { by: 'reward' }).belowThreshold);
    expect(selection.corrected + selection.filtered).toBe(selection.belowThreshold);
  });
});
