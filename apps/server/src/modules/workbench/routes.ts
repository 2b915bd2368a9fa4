import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { tasksOf } from './service';

/** GET /api/workbench/tasks (我的待办). */
export function workbenchRoutes(r: Router): void {
  r.handle(endpoints.workbenchTasks, async (_i, ctx) => ({ tasks: await tasksOf(r, ctx) }));
}
