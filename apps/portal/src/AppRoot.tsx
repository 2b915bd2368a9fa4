import { ChakraProvider } from '@chakra-ui/react';
import { AppToaster, system } from '@portal/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { GlobalLoadingMask } from './features/layout';
import { useStarted } from './features/prerender';
import type { createAppRouter } from './router';

/**
 * The whole portal: the theme, the query cache, the router's page, the toasts and the loading
 * mask. One tree for the browser (main.tsx) and for the server drawing a page ahead
 * (features/prerender/render.tsx), so that the browser takes the server's markup over as it is.
 */
export function AppRoot({ router, queryClient }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }) {
  useStarted();
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
          <GlobalLoadingMask />
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>
  );
}
