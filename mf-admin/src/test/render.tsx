// Test helpers: the admin screens inside a data router (useBlocker needs one) and clean stores.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useFeedbackStore } from '../lib/feedback-store';
import { useSessionStore } from '../lib/session-store';
import { useArticlesListStore } from '../features/articles-list/store';
import { useArticleFormStore } from '../features/article-form/store';
import { useImagesStore } from '../features/images/store';

export const TEST_TOKEN = 'test-access-token';

export function renderInRouter(ui: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/admin/articles', element: ui },
      { path: '/articles', element: <h1>Всички статии</h1> },
    ],
    { initialEntries: ['/admin/articles'] },
  );
  // No pause between keystrokes: the screens update per key anyway, and the machine is shared.
  const user = userEvent.setup({ delay: null });
  return { user, router, ...render(<RouterProvider router={router} />) };
}

export function resetAdminState(): void {
  sessionStorage.clear();
  useSessionStore.getState().reset();
  useFeedbackStore.getState().reset();
  useArticlesListStore.getState().reset();
  useArticleFormStore.getState().reset();
  useImagesStore.getState().reset();
}

export function signInForTest(token = TEST_TOKEN): void {
  useSessionStore.getState().signIn({ accessToken: token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
}

