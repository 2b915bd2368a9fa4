import { endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { Header } from '@portal/ui';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { api, endSession, notify } from '../../lib/api';
import * as t from '../../i18n/zh-CN';
import { ElderControls } from '../elder';
import { activeMenuKey, buildMenu, useWorkbenchTasks } from '../navigation';
import { useSiteTitle, useUnreadCountPoll } from './queries';
import { useGoTo, useRunOutcome } from './useOutcome';

/** The header wired to the session, the role rules, the unread count and the router. */
export function SiteHeader() {
  const session = useSession(useShallow((s) => ({ user: s.user, userType: s.userType, personRouters: s.personRouters, category: s.category })));
  const unreadCount = useSession((s) => s.unreadCount);
  const site = useSiteTitle();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const goTo = useGoTo();
  const runOutcome = useRunOutcome();
  useUnreadCountPoll();
  const tasks = useWorkbenchTasks();
  const { isStale, refetch } = tasks;
  // a new page asks for the counts again once they are older than the lists they count
  useEffect(() => {
    if (isStale) void refetch();
  }, [pathname, isStale, refetch]);

  const items = useMemo(() => buildMenu(session, runOutcome, tasks.data), [session, runOutcome, tasks.data]);
  const user = session.user;
  const userName = user ? user.name || user.nickName || user.userName : null;

  const logout = async () => {
    try {
      await api.call(endpoints.logout, {}, { loading: true });
    } catch {
      // already shown by the client; the local session ends anyway
    }
    endSession();
    goTo('/');
    notify(t.header.loggedOut, 'success');
  };

  return (
    <Header
      items={items}
      activeKey={activeMenuKey(pathname)}
      userName={userName}
      unreadCount={unreadCount}
      onNavigate={goTo}
      onLogout={() => void logout()}
      onLogin={() => goTo('/')}
      title={site.title}
      subtitle={site.bureau}
      extra={<ElderControls />}
    />
  );
}
