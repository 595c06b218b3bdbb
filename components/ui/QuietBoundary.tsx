import { Component, type ReactNode } from 'react';

interface QuietBoundaryProps {
  children: ReactNode;
  /** Called once per failure (e.g. to close what failed to open). */
  onError?: (error: unknown) => void;
  /** A change of this value clears a failure and renders the children again. */
  resetKey?: unknown;
}

interface QuietBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Renders nothing instead of children that threw (a lazily loaded part whose
 * code could not be fetched, say), so the rest of the page keeps working.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, QuietBoundaryState> {
  state: QuietBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<QuietBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: QuietBoundaryProps, state: QuietBoundaryState): Partial<QuietBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
