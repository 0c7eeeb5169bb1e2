import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from './app-error-screen.tsx';
import { newErrorId, reportError } from './error-report.ts';

/** Spec: up to 3 retries, counted down on the button. */
export const MAX_RETRIES = 3;

interface State {
  error: unknown;
  errorId: string | null;
  retriesLeft: number;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, errorId: null, retriesLeft: MAX_RETRIES };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, errorId: newErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    reportError(this.state.errorId ?? newErrorId(), error);
  }

  retry = () => {
    this.setState((state) => ({
      error: null,
      errorId: null,
      retriesLeft: Math.max(0, state.retriesLeft - 1),
    }));
  };

  override render() {
    const { error, errorId, retriesLeft } = this.state;
    if (error === null || errorId === null) return this.props.children;
    return (
      <AppErrorScreen
        error={error}
        errorId={errorId}
        retriesLeft={retriesLeft}
        onRetry={this.retry}
      />
    );
  }
}
