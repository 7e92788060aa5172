import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the failed tree; `retry` renders the tree afresh. */
  fallback: (retry: () => void) => ReactNode;
  /** Told of every error caught (reporting). */
  onError: (error: unknown) => void;
  /** A change (the next path) clears a caught error, so the next page renders. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * Catches an error thrown while rendering below it and shows `fallback` instead. React offers this only to a
 * class component. Written here rather than taken from react-error-boundary: the 0.6 KB gzip it adds would put
 * the startup bundle over its 120 KB budget, and these few lines are all the app needs of it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
