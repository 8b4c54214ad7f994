// A remote's section lower on a server-rendered page (the home page's slider and articles promo) keeps the
// server's HTML, which works without scripts (its links, the slider's scroll-snap arrows), until the
// visitor comes near it: only then are the remote's container and module fetched and run and the section
// hydrated. On a phone that keeps their evaluation out of the first seconds, when the visitor reads the
// top of the page and taps its buttons. The pattern of Astro's `client:visible` and Angular's
// `@defer (hydrate on viewport)`.
import { sharedLoad } from './remote-registry';
import type { RemoteModuleRef } from './remote-modules';

/** How far ahead of the viewport a section starts loading: about a quarter of a phone's screen. */
export const NEAR_MARGIN = '200px 0px';
/** What shows the visitor is about to use a section before it scrolls into view (keyboard, pointer). */
const INTENT_EVENTS = ['focusin', 'pointerover', 'pointerdown'] as const;

interface Gate {
  open: () => void;
  module: Promise<unknown> | null;
  opened: Promise<void>;
}

const gates = new Map<string, Gate>();

function gateOf(ref: RemoteModuleRef): Gate {
  const id = `${ref.remote}/${ref.module}`;
  let gate = gates.get(id);
  if (!gate) {
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    gate = { open, opened, module: null };
    gates.set(id, gate);
  }
  return gate;
}

/** The section's module once the visitor is near it; the same promise for every render (React's `use`). */
export function loadWhenNear<T>(ref: RemoteModuleRef): Promise<T> {
  const gate = gateOf(ref);
  gate.module ??= gate.opened.then(() => sharedLoad<T>(ref.remote, ref.module));
  return gate.module as Promise<T>;
}

/** Opens the section's gate when `element` comes near the viewport or the visitor reaches into it. */
export function watchNear(ref: RemoteModuleRef, element: Element | null): () => void {
  const gate = gateOf(ref);
  if (!element || typeof IntersectionObserver === 'undefined') {
    gate.open();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: NEAR_MARGIN });
  const stop = () => {
    observer.disconnect();
    for (const type of INTENT_EVENTS) element.removeEventListener(type, open);
  };
  function open() {
    stop();
    gate.open();
  }
  observer.observe(element);
  for (const type of INTENT_EVENTS) element.addEventListener(type, open, { passive: true });
  return stop;
}
