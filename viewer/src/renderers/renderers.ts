// Board renderers by game id: a new game adds one renderer file and one line here; others get the generic one. Games
// with hidden information may add a spectator renderer that draws the public table once.
import { ChessRenderer } from './chess-renderer.js';
import { GenericRenderer } from './generic-renderer.js';
import { KuhnPokerRenderer } from './kuhn-poker-renderer.js';
import { LanternMazeRenderer } from './lantern-maze-renderer.js';
import { MaskedDuelRenderer } from './masked-duel-renderer.js';
import { MinesweeperRenderer } from './minesweeper-renderer.js';
import { MyceliumRenderer } from './mycelium-renderer.js';
import { NightOrchardRenderer } from './night-orchard-renderer.js';
import { PlantsVsZombiesRenderer } from './plants-vs-zombies-renderer.js';
import { PtcgRenderer } from './ptcg-renderer.js';
import { PtcgSpectatorRenderer } from './ptcg-spectator-renderer.js';
import type { BoardRenderer, SpectatorRenderer } from './renderer-props.js';
import { SnakeRenderer } from './snake-renderer.js';
import { TetrisRenderer } from './tetris-renderer.js';

/** The graphical renderer of each game that has one. */
export const renderers: Readonly<Record<string, BoardRenderer>> = {
  snake: SnakeRenderer,
  tetris: TetrisRenderer,
  minesweeper: MinesweeperRenderer,
  'plants-vs-zombies': PlantsVsZombiesRenderer,
  chess: ChessRenderer,
  'kuhn-poker': KuhnPokerRenderer,
  ptcg: PtcgRenderer,
  'night-orchard': NightOrchardRenderer,
  'masked-duel': MaskedDuelRenderer,
  'lantern-maze': LanternMazeRenderer,
  mycelium: MyceliumRenderer,
};

/** The renderer of game `id`: its own, else the generic observation-text one. */
export function rendererFor(id: string): BoardRenderer {
  return Object.hasOwn(renderers, id) ? (renderers[id] ?? GenericRenderer) : GenericRenderer;
}

/** The spectator renderer of each game that has one. */
export const spectatorRenderers: Readonly<Record<string, SpectatorRenderer>> = {
  ptcg: PtcgSpectatorRenderer,
};

/** The spectator renderer of game `id`, or undefined when its replay shows only the seats' views. */
export function spectatorRendererFor(id: string): SpectatorRenderer | undefined {
  return Object.hasOwn(spectatorRenderers, id) ? spectatorRenderers[id] : undefined;
}
