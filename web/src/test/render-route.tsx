import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

/** Renders the real app (layout, guards, lazy pages) at a path, with a fresh query cache. */
export function renderRoute(path: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Lazy pages load through dynamic import, which is slower on a cold test run than the default wait. */
export const PAGE_LOAD = { timeout: 5000 };
