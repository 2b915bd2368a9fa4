// first: zod without eval, as the Content-Security-Policy requires (libs/api/src/browser.ts)
import '@portal/api/browser';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api';
import { parseSearch, stringifySearch } from './features/layout/search';
import { routeTree } from './routeTree.gen';

const router = createRouter({ routeTree, basepath: '/screen3', defaultPreload: 'intent', scrollRestoration: false, parseSearch, stringifySearch });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('缺少 #root 元素');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
