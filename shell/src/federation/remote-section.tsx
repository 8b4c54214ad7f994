// A part of a shell page that a remote owns (the home page's course slider and articles promo). The
// page's loader starts loading each section (its module, then its data) without waiting for it, so
// the rest of the page is shown at once and each section appears in its reserved space when ready.
import { Suspense, type ComponentType } from 'react';
import { Await, useRevalidator } from 'react-router-dom';
import type { LoaderArgs, SectionModule } from '@site/shared/data';
import type { RemoteModuleRef } from './remote-modules';
import { loadRemoteModule, RemoteLoadError } from './remote-registry';
import { RemoteFallback } from './remote-fallback';

export type SectionLoad = { Component: ComponentType<object> } | { error: RemoteLoadError };

/** Never rejects: a remote that cannot be loaded becomes the section's fallback. */
export async function loadSection(ref: RemoteModuleRef, args: Omit<LoaderArgs, 'params'>): Promise<SectionLoad> {
  try {
    const section = await loadRemoteModule<SectionModule<object>>(ref.remote, ref.module);
    await section.loader?.(args);
    return { Component: section.Component };
  } catch (error: unknown) {
    return { error: error instanceof RemoteLoadError ? error : new RemoteLoadError(ref.remote, error) };
  }
}

interface Props<P extends object> {
  load: Promise<SectionLoad>;
  props?: P;
  /** Holds the section's place while it loads, the size of what will be there. */
  placeholder: React.ReactNode;
}

export function RemoteSection<P extends object>({ load, props, placeholder }: Props<P>) {
  const revalidator = useRevalidator();
  return (
    <Suspense fallback={placeholder}>
      <Await resolve={load}>
        {(section: SectionLoad) =>
          'error' in section ? (
            <RemoteFallback compact error={section.error} onRetry={() => void revalidator.revalidate()} />
          ) : (
            <section.Component {...props} />
          )
        }
      </Await>
    </Suspense>
  );
}
