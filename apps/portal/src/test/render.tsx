import { ChakraProvider } from '@chakra-ui/react';
import type { LoginResult } from '@portal/api';
import { useSession } from '@portal/auth';
import { AppToaster, system } from '@portal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { sessionLostNavigator } from '../features/auth/session';
import { ErrorPage } from '../features/layout/ErrorPage';
import { setLoginNavigator } from '../lib/api';
import { queryClient } from '../lib/queryClient';
import { searchCodec } from '../lib/search';
import { routeTree } from '../routeTree.gen';

function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}

/**
 * Renders a component inside the app's providers and a small router at `path`, where every
 * other path renders an element with data-testid="route" and the path as text, so a test can
 * see where a click led.
 */
export function renderInRouter(ui: ReactNode, path = '/Home') {
  queryClient.clear();
  const root = createRootRoute({ component: () => <>{ui}<Outlet /></> });
  const any = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => null });
  const router = createRouter({ routeTree: root.addChildren([index, any]), history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <Providers>
      <RouterProvider router={router as never} />
    </Providers>,
  );
  return { ...view, router };
}

/** Renders the real app (every route of src/routes, with the app's error page: router.tsx, and main.tsx's answer to a lost session) at `path`. */
export function renderApp(path: string) {
  queryClient.clear();
  const router = createRouter({ routeTree, context: { queryClient }, defaultErrorComponent: ErrorPage, ...searchCodec, history: createMemoryHistory({ initialEntries: [path] }) });
  setLoginNavigator(sessionLostNavigator(router));
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

const baseUser = {
  token: 'tok-1',
  userId: 1,
  userName: 'user',
  name: '',
  nickName: '',
  avatar: '',
  phonenumber: '13800000000',
  enterpriseType: '',
  deptName: '',
  userType: [] as string[],
  onOff: '1',
  onOffEnt: '1',
  duration: 0,
  havePower: 0,
  entId: null,
};

/** Logs a test user in (straight into the session store). */
export function loginAs(kind: 1 | 2 | 3, info: Partial<LoginResult['userInfo']> = {}, personRouters: { name: string }[] = [], category: '' | 'person' | 'school' = kind === 3 ? 'person' : ''): void {
  useSession.getState().login({ userKind: kind, userInfo: { ...baseUser, ...info }, personRouters, account: { category } });
}

export function logoutAll(): void {
  useSession.getState().clear();
}
