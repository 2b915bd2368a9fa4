// first: zod without eval, as the Content-Security-Policy requires (libs/api/src/browser.ts)
import '@portal/api/browser';
import { ChakraProvider } from '@chakra-ui/react';
import { AppToaster, system } from '@portal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionLostNavigator } from './features/auth/session';
import { GlobalLoadingMask } from './features/layout/RootLayout';
import { setLoginNavigator } from './lib/api';
import { describeErrorMessages } from './lib/errorMessages';
import { queryClient } from './lib/queryClient';
import { createAppRouter } from './router';

const router = createAppRouter();
setLoginNavigator(sessionLostNavigator(router));
describeErrorMessages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
        <GlobalLoadingMask />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
