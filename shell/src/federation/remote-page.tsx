import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteModuleRef } from './remote-modules';
import { loadRemoteModule } from './remote-registry';
import { RemoteBoundary } from './remote-boundary';
import { PageLoading } from '../components/page-loading';

/** A module a remote exposes (checked against its source) with the props it takes. */
export type RemotePageProps = RemoteModuleRef & { compact?: boolean };

type LoadedModule = { default: ComponentType<object> };

/** Renders a component exposed by a remote, with a loading text and a retryable fallback. */
export function RemotePage({ remote, module, props, compact }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import forever, so each retry needs a new lazy component.
  const Loaded = useMemo(
    () => lazy(() => loadRemoteModule<LoadedModule>(remote, module)),
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary key={attempt} compact={compact} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
