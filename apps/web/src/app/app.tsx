import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import type { createRouter } from './router';

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
}) {
  return (
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
