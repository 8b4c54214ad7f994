import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemoteModule, type RemoteName } from './remote-registry';
import { RemoteBoundary } from './remote-boundary';

interface RemotePageProps {
  remote: RemoteName;
  /** The exposed module, e.g. 'CoursesPage'; it must default-export a component. */
  module: string;
  props?: Record<string, unknown>;
  compact?: boolean;
}

type RemoteModule = { default: ComponentType<Record<string, unknown>> };

/** Renders a component exposed by a remote, with a loading text and a retryable fallback. */
export function RemotePage({ remote, module, props, compact }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import forever, so each retry needs a new lazy component.
  const Loaded = useMemo(
    () => lazy(() => loadRemoteModule<RemoteModule>(remote, module)),
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary key={attempt} compact={compact} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<p className="page-loading">Зареждане...</p>}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
