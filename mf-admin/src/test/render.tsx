// Test helpers: the admin screens inside a data router (useBlocker needs one) over a fresh query
// cache, and clean stores.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SignedInPerson } from '@site/shared/contracts/auth';
import { createQueryClient } from '@site/shared/data';
import { useFeedbackStore } from '../lib/feedback-store';
import { useSessionStore } from '../lib/session-store';

/** Where a test leaves the admin page to (the unsaved-changes guard). */
export const articlesRoute = { path: '/articles', element: <h1>Всички статии</h1> };

export function renderInRouter(ui: ReactElement, queryClient = createQueryClient()) {
  const router = createMemoryRouter([{ path: '/admin/articles', element: ui }, articlesRoute], { initialEntries: ['/admin/articles'] });
  // No pause between keystrokes: the screens update per key anyway, and the machine is shared.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router, queryClient, ...view };
}

export function resetAdminState(): void {
  sessionStorage.clear();
  useSessionStore.getState().reset();
  useFeedbackStore.getState().reset();
}

/** The person GET /auth/me answers for the test's session: an owner without a second factor, unless told otherwise. */
export function signedInPerson(overrides: Partial<SignedInPerson> = {}): SignedInPerson {
  return {
    id: 1,
    name: 'Елена Собственикова',
    email: 'elena@example.bg',
    role: 'owner',
    secondFactor: false,
    totp: false,
    recoveryCodesLeft: 0,
    mustEnrol: false,
    ...overrides,
  };
}

/** A session opened an hour ago: its cookie is the browser's business, the tab knows only that it is open. */
export function signInForTest(): void {
  useSessionStore.getState().signIn({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
}

/**
 * A console page's test over the shared fake network: each test starts signed in on clean stores; after it,
 * the fake it made through the returned `keep` is put back, spies are restored and the console's robots tag
 * leaves the page's head.
 */
export function consolePageTest(): <Fake extends { restore: () => void }>(fake: Fake) => Fake {
  let kept: { restore: () => void } | undefined;
  beforeEach(() => {
    resetAdminState();
    signInForTest();
  });
  afterEach(() => {
    kept?.restore();
    kept = undefined;
    jest.restoreAllMocks();
    document.head.querySelector('meta[name="robots"]')?.remove();
  });
  return (fake) => (kept = fake);
}
