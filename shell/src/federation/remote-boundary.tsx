import { Component, type ReactNode } from 'react';
import { RemoteLoadError } from './remote-registry';
import { Button } from '../components/ui-kit/button';

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

  override componentDidCatch(error: unknown): void {
    if (error instanceof RemoteLoadError) console.error(error.message, error.cause);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof RemoteLoadError)) throw error;
    const Heading = this.props.compact ? 'h2' : 'h1';
    return (
      <section className={this.props.compact ? 'remote-fallback remote-fallback--compact' : 'remote-fallback'} role="alert">
        <Heading>Тази част от сайта не можа да се зареди</Heading>
        <p>Възможно е връзката да е прекъснала или услугата временно да не е достъпна. Останалата част от сайта работи.</p>
        <Button onClick={this.retry}>Опитай отново</Button>
      </section>
    );
  }
}
