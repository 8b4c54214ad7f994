// A part of a shell page that a remote owns (the home page's course slider and articles promo). In the
// browser the page's loader starts loading each section (its module, then its data) without waiting
// for it, so the rest of the page is shown at once and each section appears in its reserved space when
// ready; the server waits for the sections, so its page is whole. On a server-rendered page a section
// is hydrated when the visitor comes near it (load-when-near.ts).
import { Suspense, use, useEffect, useRef } from 'react';
import { Await, useRevalidator } from 'react-router-dom';
import type { LoaderArgs, SectionModule } from '@site/shared/data';
import type { RemoteModuleRef } from './remote-modules';
import { loadedModule, loadRemoteModule, RemoteLoadError } from './remote-registry';
import { RemoteBoundary } from './remote-boundary';
import { loadWhenNear, watchNear } from './load-when-near';
import { RemoteFallback } from './remote-fallback';
import { isLeftToBrowser, leftToBrowser, LoadInBrowser, type LeftToBrowser } from './left-to-browser';
import { onServer } from '../lib/environment';

/** What the loader knows of a section; plain data, so the server can hand it to the browser. */
export type SectionLoad = { ready: true } | { error: RemoteLoadError } | LeftToBrowser;

/** Never rejects: a remote that cannot be loaded becomes the section's fallback. */
export async function loadSection(ref: RemoteModuleRef, args: Omit<LoaderArgs, 'params'>): Promise<SectionLoad> {
  try {
    const section = await loadRemoteModule<SectionModule<object>>(ref.remote, ref.module);
    await section.loader?.(args);
    return { ready: true };
  } catch (error: unknown) {
    if (onServer) return leftToBrowser(ref.remote, error);
    return { error: error instanceof RemoteLoadError ? error : new RemoteLoadError(ref.remote, error) };
  }
}

interface Props<P extends object> {
  section: RemoteModuleRef;
  load: Promise<SectionLoad> | SectionLoad;
  props?: P;
  /** Holds the section's place while it loads, the size of what will be there. */
  placeholder: React.ReactNode;
}

export function RemoteSection<P extends object>({ section, load, props, placeholder }: Props<P>) {
  const revalidator = useRevalidator();
  const near = useRef<HTMLDivElement>(null);
  // Only a section that is still the server's HTML waits for the visitor; one the loader loaded is rendered.
  useEffect(() => (loadedModule(section.remote, section.module) ? undefined : watchNear(section, near.current)), [section]);
  return (
    <div ref={near}>
      <Suspense fallback={placeholder}>
        <Await resolve={load}>
          {(loaded: SectionLoad) => {
            if (isLeftToBrowser(loaded)) return <LoadInBrowser placeholder={placeholder} />;
            if ('error' in loaded) return <RemoteFallback compact error={loaded.error} onRetry={() => void revalidator.revalidate()} />;
            return (
              <RemoteBoundary compact onRetry={() => void revalidator.revalidate()}>
                <LoadedSection section={section} props={props} />
              </RemoteBoundary>
            );
          }}
        </Await>
      </Suspense>
    </div>
  );
}

function LoadedSection<P extends object>({ section, props }: { section: RemoteModuleRef; props?: P }) {
  // Loaded by the page's loader, except while the server's page hydrates: then when the visitor is near.
  const loaded = loadedModule<SectionModule<P>>(section.remote, section.module) ?? use(loadWhenNear<SectionModule<P>>(section));
  const Section = loaded.Component;
  return <Section {...(props as P)} />;
}
