// The one shape every board renderer takes, so the registry can hold them side by side.
import type { ReactNode } from 'react';

/** What a board renderer draws: one seat's observation (the game's JSON) and its text rendering. */
export interface RendererProps {
  readonly observation: unknown;
  readonly seat: number;
  /** The game's text codec rendering of the same observation (the generic renderer shows it). */
  readonly text: string;
}

/** A board renderer: a React component over one seat's observation. */
export type BoardRenderer = (props: RendererProps) => ReactNode;
