import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tetrisScenario } from '../../../src/games/tetris/test-tetris-scenario.js';
import { tetrisGame } from '../../../src/games/tetris/tetris-game.js';
import { tetrisGhost } from './tetris-ghost.js';
import { TetrisRenderer } from './tetris-renderer.js';

const well = ['........', '........', '........', '........', '*******.', '*******.', '*******.', '*******.'];
const observation = tetrisGame.observe(tetrisScenario(well, { current: 'I' }), 0);

function render(move?: string): string {
  return renderToStaticMarkup(createElement(TetrisRenderer, { observation, seat: 0, text: 'the text', move }));
}

describe('the tetris well', () => {
  it('finds where a drop lands by the game rules, clamping an off-board column as the game does', () => {
    expect(tetrisGhost(observation, '8 90')).toEqual({
      piece: 'I',
      column: 8,
      rotation: 90,
      cells: [
        [4, 7],
        [5, 7],
        [6, 7],
        [7, 7],
      ],
      cleared: 4,
      toppedOut: false,
    });
    expect(tetrisGhost(observation, '20 0')).toMatchObject({
      column: 5,
      cells: [
        [3, 4],
        [3, 5],
        [3, 6],
        [3, 7],
      ],
    });
    expect(tetrisGhost(observation, 'END')).toBeNull();
    expect(tetrisGhost(observation, 'none')).toBeNull();
  });

  it('numbers the columns and draws the ghost of the chosen drop in the colour of its piece', () => {
    const html = render('8 90');
    const numbers = [...html.matchAll(/class="cell cell-column">(\d+)</g)].map((match) => match[1]);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(html.match(/class="cell cell-ghost-I"/g)).toHaveLength(4);
    expect(html.match(/class="cell cell-fixed"/g)).toHaveLength(28);
    expect(html.match(/class="cell cell-piece-I"/g)).toHaveLength(4);
    expect(html).toContain('drops I at column 8, rotation 90: clears 4 rows');
    expect(html).toContain('aria-label="I piece turned 90°"');
  });

  it('draws no ghost where the replay does not know the move', () => {
    const html = render();
    expect(html).not.toContain('cell-ghost');
    expect(html).toContain('aria-label="I piece turned 0°"');
  });
});
