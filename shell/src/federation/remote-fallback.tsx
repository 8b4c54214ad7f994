import { useEffect } from 'react';
import { Button } from '../components/ui-kit/button';
import type { RemoteLoadError } from './remote-registry';

interface Props {
  error: RemoteLoadError;
  onRetry: () => void;
  /** A section inside a page (home page blocks) rather than the page itself. */
  compact?: boolean;
}

/** Shown where a remote's part of the page would be when the remote cannot be loaded. */
export function RemoteFallback({ error, onRetry, compact }: Props) {
  useEffect(() => console.error(error.message, error.cause), [error]);
  const Heading = compact ? 'h2' : 'h1';
  return (
    <section className={compact ? 'remote-fallback remote-fallback--compact' : 'remote-fallback'} role="alert">
      <Heading>Тази част от сайта не можа да се зареди</Heading>
      <p>Възможно е връзката да е прекъснала или услугата временно да не е достъпна. Останалата част от сайта работи.</p>
      <Button onClick={onRetry}>Опитай отново</Button>
    </section>
  );
}
