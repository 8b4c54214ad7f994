// Renders catalog pages under their real paths, as the shell's router mounts them.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p>{`${name}: ${location.pathname}`}</p>;
}

/** `routes` maps a path pattern to the element under test; any other path names where it landed. */
export function renderAt(initialEntries: string[], routes: Record<string, ReactElement>) {
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([path, element]) => ({ path, element })),
      { path: '/vip-package/:slug', element: <Where name="ВИП страница" /> },
      { path: '/courses/:slug', element: <Where name="Страница на курс" /> },
      { path: '*', element: <Where name="Друга страница" /> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
