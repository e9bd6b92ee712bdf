// Falls back to the generic renderer when a graphical one meets an observation it does not understand.
import { Component, type ReactNode } from 'react';
import { GenericRenderer } from './generic-renderer.js';
import type { RendererProps } from './renderer-props.js';

interface BoundaryState {
  readonly error: string | undefined;
}

/** Renders `children`; if they throw, shows the observation text and a note saying why. */
export class RendererBoundary extends Component<RendererProps & { readonly children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override componentDidUpdate(previous: Readonly<RendererProps>): void {
    // A new observation gets a fresh try with the graphical renderer.
    if (previous.observation !== this.props.observation && this.state.error !== undefined) {
      this.setState({ error: undefined });
    }
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div className="renderer-fallback">
        <p className="note">Board view unavailable ({this.state.error}); showing the text.</p>
        <GenericRenderer observation={this.props.observation} seat={this.props.seat} text={this.props.text} />
      </div>
    );
  }
}
