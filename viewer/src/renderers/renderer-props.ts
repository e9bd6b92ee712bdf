// The shapes board renderers take, so the registries can hold them side by side.
import type { ReactNode } from 'react';
import type { BoardCells } from '../../../src/server/viewer-api.js';

/** What a board renderer draws: one seat's observation (the game's JSON) and its text rendering. */
export interface RendererProps {
  readonly observation: unknown;
  readonly seat: number;
  /** The game's text codec rendering of the same observation (the generic renderer shows it). */
  readonly text: string;
  /** The action text this seat played from this board, when known (a replay), for renderers that draw its effect. */
  readonly move?: string;
  /** What the replay derived about the board's cells that the observation does not keep (a tetris cell's piece). */
  readonly cells?: BoardCells;
}

/** A board renderer: a React component over one seat's observation. */
export type BoardRenderer = (props: RendererProps) => ReactNode;

/** What a spectator renderer draws: every seat's observation (the game's JSON) of one position, by seat. */
export interface SpectatorProps {
  readonly observations: readonly unknown[];
}

/** A spectator renderer: the whole table once, from the seats' observations, showing only what is public. */
export type SpectatorRenderer = (props: SpectatorProps) => ReactNode;
