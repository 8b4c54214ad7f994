// The catalog's list pages wait for their one read in the route loader: until it is answered the page shows only
// the loading text, never a half-empty page.
import { screen, waitFor } from '@testing-library/react';
import { servedRead } from '@site/shared/testing/fake-api';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as coursesRoute from './courses-page';
import * as eventsRoute from './events-page';
import * as lectorsRoute from './lectors-page';

describe.each([
  { items: 'courses', route: coursesRoute, path: '/courses', read: 'GET /courses/summaries' },
  { items: 'events', route: eventsRoute, path: '/events', read: 'GET /events/active' },
  { items: 'lecturers', route: lectorsRoute, path: '/lectors', read: 'GET /lectors' },
])('the $items page', ({ route, path, read }) => {
  const serve = servedRead(read);

  it('shows nothing of the page until its loader has the answer', async () => {
    const server = serve(() => new Promise(() => undefined));
    renderRouteModule(route, { path, initialEntries: [path] });
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
