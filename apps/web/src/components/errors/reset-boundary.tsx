import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead; called by the boundary itself, so a rethrow goes to the boundary above. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** Values that, when one changes, clear the failure. */
  resetKeys?: unknown[];
}

interface State {
  failed: { error: unknown } | null;
  keys: unknown[] | undefined;
}

const changed = (a: unknown[] = [], b: unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/** A small error boundary with a reset, for pieces that may fail on their own. */
export class ResetBoundary extends Component<Props, State> {
  override state: State = { failed: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!changed(props.resetKeys, state.keys)) return null;
    return { keys: props.resetKeys, failed: null };
  }

  reset = () => this.setState({ failed: null });

  override render() {
    const { failed } = this.state;
    return failed ? this.props.fallback(failed.error, this.reset) : this.props.children;
  }
}
