// Test helper (not shipped): a lookup screen as the shell mounts it, and a user to drive it.
import userEvent from '@testing-library/user-event';
import type { RouteModule } from '@site/shared/data';
import { renderRouteModule } from '@site/shared/testing/render-route-module';

/** The routes have no loader: the page is there as soon as the router has rendered it. */
export function renderLookupScreen(route: RouteModule, path: string) {
  return { user: userEvent.setup(), rendered: renderRouteModule(route, { path, initialEntries: [path] }) };
}
