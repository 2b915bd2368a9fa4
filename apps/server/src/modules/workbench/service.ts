import { CODE, WORKBENCH_TASKS, type WorkbenchTask, type WorkbenchTaskCount } from '@portal/api';
import { Fail } from '../../http/errors';
import { permits, type RequestContext, type Router } from '../../http/router';
import type { AuthUser } from '../account/session';

/** Whether the workbench task `t` is one of `user`'s: its user types, its permission and its list's declared access. */
const isTaskOf = (t: WorkbenchTask, user: AuthUser): boolean =>
  (!t.userTypes || t.userTypes.includes(user.userKind as 1 | 2 | 3)) && (!t.permission || user.personRouters.includes(t.permission)) && permits(t.endpoint, user);

/**
 * The caller's workbench tasks with their counts (issue 24): each task's list handler is called
 * as the caller with the task's filter and its `total` taken, so a count always equals what the
 * linked list shows (same access rules, same scope); a list that refuses the caller (4003, e.g.
 * an area-audit ability the user lacks) leaves its task out.
 */
export async function tasksOf(r: Router, ctx: RequestContext<AuthUser>): Promise<WorkbenchTaskCount[]> {
  const counted = await Promise.all(
    WORKBENCH_TASKS.filter((t) => isTaskOf(t, ctx.user)).map(async (t) => {
      try {
        const page = (await r.invoke(t.endpoint, { ...t.filter, page: 1, limit: 10 } as never, ctx)) as { total: number };
        return [{ key: t.key, label: t.label, count: page.total, path: t.path, search: t.search }];
      } catch (e) {
        if (e instanceof Fail && e.code === CODE.forbidden) return [];
        throw e;
      }
    }),
  );
  return counted.flat();
}
