import { describe, expect, it } from 'vitest';
import { answerContract } from '../../core/answer-line.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { minesweeperGame } from './minesweeper-game.js';
import { minesweeperText } from './minesweeper-text.js';
import { minesweeperScenario } from './test-minesweeper-scenario.js';

const layout = ['*....', '.....', '.....', '...**', '.....'];
const position = minesweeperScenario(layout, {
  view: ['?1000', '11000', '00122', '001?F', 'X01??'].map((row) => row.replace('X', '?')),
  step: 4,
});
const observation = minesweeperGame.observe(position, 0);

function parse(text: string) {
  return minesweeperText.parseAction(text, observation, 0);
}

function error(text: string): string {
  const result = parse(text);
  if (result.ok) throw new Error(`'${text}' parsed`);
  return result.error;
}

describe('minesweeper action text', () => {
  it('writes actions exactly in the answer syntax, coordinates zero-based', () => {
    expect(minesweeperText.action({ type: 'uncover', row: 3, column: 4 })).toBe('uncover (3,4)');
    expect(minesweeperText.action({ type: 'flag', row: 0, column: 0 })).toBe('flag (0,0)');
    expect(minesweeperText.action({ type: 'unflag', row: 8, column: 8 })).toBe('unflag (8,8)');
    expect(minesweeperText.action({ type: 'end' })).toBe('END');
  });

  it('reads bare answers, Answer lines and harmless spacing and case variations', () => {
    const uncover = { ok: true, action: { type: 'uncover', row: 3, column: 3 } };
    expect(parse('uncover (3,3)')).toEqual(uncover);
    expect(parse('Uncover (3, 3)')).toEqual(uncover);
    expect(parse('uncover(3,3)')).toEqual(uncover);
    expect(parse('uncover 3 3')).toEqual(uncover);
    expect(parse('The 2 at (2,4) needs one more mine.\nAnswer: uncover (3,3), Score: 0')).toEqual(uncover);
    expect(parse('Answer: flag (4,4), Score: 0.33')).toEqual({ ok: true, action: { type: 'flag', row: 4, column: 4 } });
    expect(parse('Answer: unflag (3,4), Score: 0')).toEqual({
      ok: true,
      action: { type: 'unflag', row: 3, column: 4 },
    });
    expect(parse('Answer: END, Score: 0')).toEqual({ ok: true, action: { type: 'end' } });
  });

  it('rejects cells off the board, naming the zero-based range', () => {
    expect(error('uncover (5,0)')).toBe('(5,0) is off the board: rows are 0 to 4 and columns 0 to 4 (zero-based)');
    expect(error('flag (-1,2)')).toMatch(/^\(-1,2\) is off the board/);
    expect(error('uncover (1.5,2)')).toMatch(/^\(1.5,2\) is off the board/);
  });

  it('rejects uncovering an uncovered or flagged cell, and unflagging a cell without a flag', () => {
    expect(error('uncover (0,1)')).toBe(
      '(0,1) is already uncovered (it shows an uncovered 1); uncover only covered cells (?)',
    );
    expect(error('uncover (3,4)')).toBe('(3,4) is flagged: unflag it first if you want to uncover it');
    expect(error('unflag (3,3)')).toBe('(3,3) has no flag to remove (it shows ?)');
    expect(error('unflag (0,2)')).toBe('(0,2) has no flag to remove (it shows an uncovered 0)');
    expect(error('flag (3,4)')).toBe('(3,4) is already flagged');
    expect(error('flag (1,1)')).toMatch(/^\(1,1\) is already uncovered/);
  });

  it('rejects a flag when every flag is placed', () => {
    const full = minesweeperScenario(layout, { view: ['F????', '?F???', '??F??', '?????', '?????'] });
    const result = minesweeperText.parseAction('flag (4,4)', minesweeperGame.observe(full, 0), 0);
    expect(result).toEqual({
      ok: false,
      error:
        'no flags left: you have as many flags as mines not yet uncovered (3) and all are placed; unflag one first',
    });
  });

  it('rejects free text, unknown verbs and replies without an Answer line', () => {
    expect(error('I think the corner is a mine')).toMatch(/^no "Answer:" line found in 'I think the corner is a mine'/);
    expect(error('dig (3,3)')).toMatch(
      /^'dig \(3,3\)' is not an action: answer uncover \(r,c\), flag \(r,c\), unflag \(r,c\) or END/,
    );
    expect(error('Answer: uncover, Score: 0')).toMatch(/^'uncover' is not an action/);
    expect(error('')).toMatch(/^empty reply/);
  });

  it('shows the board with zero-based row and column numbers, the mine count, flags, lives and steps', () => {
    const text = minesweeperText.observation(observation, 0);
    expect(text).toContain(['   0 1 2 3 4', '0  ? 1 0 0 0', '1  1 1 0 0 0'].join('\n'));
    expect(text).toContain('3  0 0 1 ? F');
    expect(text).toContain('Mines: 3 in total, 0 uncovered (X). Flags placed: 1; flags left: 2.');
    expect(text).toContain('Lives: none extra; uncovering a mine ends the episode.');
    expect(text).toContain('Steps taken: 4 of 64 (60 left)');
    expect(text).not.toContain('mines were');
  });

  it('reveals the mines and the final score once the episode is over', () => {
    const ended = minesweeperGame.apply(position, [{ type: 'uncover', row: 0, column: 0 }]);
    const text = minesweeperText.observation(minesweeperGame.observe(ended, 0), 0);
    expect(text).toContain('Last action: uncover (0,0) -> uncovered a mine (X); no extra life left');
    expect(text).toContain('Episode over: a mine was uncovered with no extra life left.');
    expect(text).not.toMatch(/score/i);
    expect(text).toContain('The mines were at: (0,0) (3,3) (3,4)');
  });

  it('states zero-based coordinates, the lives, the win conditions, the score and the answer line in the rules', () => {
    const explore = minesweeperText.rules(resolveParams(minesweeperGame, 'explore'), 0);
    expect(explore).toContain('Between 10 and 20 of its cells hide mines');
    expect(explore).toContain('both zero-based from the top-left corner, so the board runs from (0,0) to (8,8)');
    expect(explore).toContain('You have 2 extra lives');
    expect(explore).toContain('every safe cell is uncovered or when your flags sit exactly on every mine');
    expect(explore).toContain(answerContract('<uncover (r,c) | flag (r,c) | unflag (r,c)>'));
    expect(explore).toContain('Answer: END, Score: 0');
    expect(explore).toContain('every cell covered; any cell, the first one uncovered included, may hide a mine');
    expect(explore).not.toContain('The reward of a step');
    const evaluation = minesweeperText.rules(resolveParams(minesweeperGame, 'eval'), 0);
    expect(evaluation).toContain('Uncovering a mine ends the episode at once.');
    expect(evaluation).toContain('changes nothing, but the step still counts');
  });
});

describe('minesweeper invalid answers', () => {
  it('are no-op steps without a re-ask on both presets (KORGym leaves the board as it was)', async () => {
    const babbler = {
      spec: 'babbler',
      agent: { name: 'babbler', act: () => ({ text: 'Answer: uncover (9,9), Score: 0' }) },
    };
    for (const preset of ['eval', 'explore']) {
      const record = await playMatch({
        game: minesweeperGame,
        params: resolveParams(minesweeperGame, preset),
        seed: 1,
        seats: [babbler],
      });
      expect(record.end).toMatchObject({ status: 'finished', scores: [0] });
      expect(record.steps).toHaveLength(64);
      const move = record.steps[0]?.moves[0];
      expect(move).toMatchObject({ action: { type: 'none' }, text: 'none', fallback: true });
      expect(move?.invalid).toHaveLength(1);
      expect(move?.invalid?.[0]?.error).toMatch(/\(9,9\) is off the board/);
    }
  });
});
