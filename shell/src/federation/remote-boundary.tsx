import { Component, type ReactNode } from 'react';
import { RemoteLoadError } from './remote-registry';
import { RemoteFallback } from './remote-fallback';

interface Props {
  onRetry: () => void;
  /** A section inside a page (home page blocks) rather than the page itself. */
  compact?: boolean;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a remote that failed to load and offers a retry. Any other error (a render error inside
 * the remote) is thrown on to the router, which shows its error screen inside the layout.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof RemoteLoadError)) throw error;
    return <RemoteFallback error={error} compact={this.props.compact} onRetry={this.retry} />;
  }
}
