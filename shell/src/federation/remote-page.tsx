import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteModuleRef } from './remote-modules';
import { loadRemoteModule } from './remote-registry';
import { RemoteBoundary } from './remote-boundary';
import { PageLoading } from '../components/page-loading';

/** A module a remote exposes (checked against its source) with the props it takes. */
export type RemotePageProps = RemoteModuleRef & { compact?: boolean };

type LoadedModule = { Component: React.ComponentType<object> };

/**
 * Renders a remote's component that needs no data before it is shown (the consultation form in the
 * home page's dialog), fetched when it is first rendered, with a retryable fallback.
 */
export function RemotePage({ remote, module, props, compact }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import forever, so each retry needs a new lazy component.
  const Loaded = useMemo(
    () => lazy(() => loadRemoteModule<LoadedModule>(remote, module).then((loaded) => ({ default: loaded.Component }))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt: a retry must make a new lazy component
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
