import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import { createRoutes } from './routes';

export function App() {
  // One query cache per page, shared with the remotes through the react-query singleton.
  const [{ queryClient, router }] = useState(() => {
    const client = createQueryClient();
    return { queryClient: client, router: createBrowserRouter(createRoutes(client)) };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
