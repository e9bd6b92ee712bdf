import { describe, expect, it } from 'vitest';
import { answerContract } from '../../core/answer-line.js';
import { resolveParams } from '../../core/params.js';
import { snakeGame } from './snake-game.js';
import { snakeText } from './snake-text.js';
import { snakeScenario } from './test-snake-scenario.js';

const position = snakeScenario(['#######', '#.X..A#', '#.SSH.#', '#.....#', '#######'], { step: 5, score: 2 });
const observation = snakeGame.observe(position, 0);

function parse(text: string) {
  return snakeText.parseAction(text, observation, 0);
}

describe('snake action text', () => {
  it('writes each action as its bare upper-case word', () => {
    expect(['UP', 'DOWN', 'LEFT', 'RIGHT', 'END'].map((action) => snakeText.action(action as 'UP'))).toEqual([
      'UP',
      'DOWN',
      'LEFT',
      'RIGHT',
      'END',
    ]);
  });

  it('reads bare actions in any case and with surrounding whitespace', () => {
    expect(parse('UP')).toEqual({ ok: true, action: 'UP' });
    expect(parse('  left \n')).toEqual({ ok: true, action: 'LEFT' });
    expect(parse('Right')).toEqual({ ok: true, action: 'RIGHT' });
    expect(parse('end')).toEqual({ ok: true, action: 'END' });
  });

  it('reads the action from the final Answer line of a full reply', () => {
    expect(parse('The apple is up and to the right.\nI move up first.\nAnswer: UP, Score: 0')).toEqual({
      ok: true,
      action: 'UP',
    });
    expect(parse('Eating now.\n**Answer: right, Score: 1**')).toEqual({ ok: true, action: 'RIGHT' });
    expect(parse('Answer: DOWN.')).toEqual({ ok: true, action: 'DOWN' });
    expect(parse('Nothing more to gain.\nAnswer: END, Score: 0')).toEqual({ ok: true, action: 'END' });
  });

  it('explains a reply without an Answer line and lists the valid answers', () => {
    const parsed = parse('I think I should go up now');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toMatch(/no "Answer:" line/);
      expect(parsed.error).toMatch(/UP, DOWN, LEFT, RIGHT, END/);
    }
  });

  it('explains an unknown move and lists the valid answers', () => {
    const parsed = parse('Go north.\nAnswer: NORTH, Score: 0');
    expect(parsed).toEqual({ ok: false, error: "'NORTH' is not a move: valid answers: UP, DOWN, LEFT, RIGHT, END" });
  });

  it('never throws, whatever the text', () => {
    for (const text of ['', '   ', 'Answer:', 'Answer: , Score: 1', 'UP DOWN', '\u0000', 'x'.repeat(10_000)]) {
      const parsed = parse(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.length).toBeLessThan(400);
    }
  });
});

describe('snake observation text', () => {
  it('draws the board with the paper symbols and states steps, direction and positions, but no score', () => {
    expect(snakeText.observation(observation, 0)).toBe(
      [
        '#######',
        '#.X..A#',
        '#.SSH.#',
        '#.....#',
        '#######',
        'Steps taken: 5 of 64 (59 left)',
        'Current direction: RIGHT',
        'Head: (2, 4); apple: (1, 5)',
      ].join('\n'),
    );
  });

  it('reports the last action and the end of the episode without a reward or score line', () => {
    const moved = snakeGame.apply(position, ['DOWN']);
    expect(snakeText.observation(snakeGame.observe(moved, 0), 0)).toContain('Last action: DOWN -> moved');
    const ended = snakeGame.apply(position, ['LEFT']);
    const text = snakeText.observation(snakeGame.observe(ended, 0), 0);
    expect(text).toContain('Last action: LEFT -> a reversal, so the snake kept moving RIGHT: moved');
    const crashed = snakeGame.apply(ended, ['RIGHT']);
    const over = snakeText.observation(snakeGame.observe(crashed, 0), 0);
    expect(over).toContain('Last action: RIGHT -> hit the wall (episode over)');
    expect(over).toContain('Episode over: the snake hit the wall.');
    expect(over).not.toMatch(/score/i);
  });

  it('states the starting direction, UP', () => {
    const start = snakeGame.setup(resolveParams(snakeGame, 'eval'), 1, 1);
    expect(snakeText.observation(snakeGame.observe(start, 0), 0)).toContain('Current direction: UP');
  });
});

describe('snake rules text', () => {
  it('states the strict rules, the symbols and the answer contract for evaluation', () => {
    const rules = snakeText.rules(resolveParams(snakeGame, 'eval'), 0);
    expect(rules).toContain('6x6 board');
    expect(rules).toContain('8x8 with the walls');
    expect(rules).toContain('There are 3 apples');
    expect(rules).toContain('# wall, H snake head, S snake body, A apple, . empty cell');
    expect(rules).toContain('starts as a lone head moving UP');
    expect(rules).toContain('keeps the snake moving in its current direction');
    expect(rules).toContain('ends the episode at once, and so does an answer that is not a valid move');
    expect(rules).toContain('after 64 steps');
    expect(rules).toContain(answerContract('<UP|DOWN|LEFT|RIGHT>'));
    expect(rules).toContain('Answer: END, Score: 0');
  });

  it('names obstacles only when the board has some', () => {
    expect(snakeText.rules(resolveParams(snakeGame, 'eval', { obstacles: 2 }), 0)).toContain('A apple, X obstacle');
  });

  it('states that collisions, reversals and invalid answers are no-ops under exploration rules', () => {
    const rules = snakeText.rules(resolveParams(snakeGame, 'explore'), 0);
    expect(rules).toContain('opposite to the current one is a no-op');
    expect(rules).toContain('An answer that is not a valid move is a no-op too');
    expect(rules).not.toContain('ends the episode at once');
  });
});
