import { userInfoFixture } from '@portal/auth/testing';
import { useSession } from '@portal/auth';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routeTree } from '../../routeTree.gen';

const user = userInfoFixture();

const routerAt = (path: string) => createRouter({ routeTree, basepath: '/screen3', history: createMemoryHistory({ initialEntries: [path] }) });

afterEach(() => useSession.getState().clear());

describe('bigscreen routes', () => {
  it('opens /screen3/ on the overview for a government user', async () => {
    useSession.setState({ user, userType: 1 });
    const router = routerAt('/screen3/');
    await router.load();
    expect(router.state.location.pathname).toBe('/overview');
    expect(router.state.matches.map((m) => m.routeId)).toContain('/overview');
  });

  it('never reaches the overview without a government user', async () => {
    useSession.setState({ user, userType: 2 });
    const router = routerAt('/screen3/overview');
    await router.load().catch(() => undefined);
    // the root's beforeLoad hands the page to the browser (window.location.replace('/login2')); no route matches render
    expect(router.state.matches).toEqual([]);
    expect(router.state.status).toBe('pending');
  });
});
