import { z } from 'zod';
import { defineEndpoint } from '../contract';

const workbenchTask = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  path: z.string(),
  search: z.record(z.string(), z.string()),
});
export type WorkbenchTaskCount = z.output<typeof workbenchTask>;

/** The caller's workbench tasks with their counts (the table of tasks: workbenchTasks.ts WORKBENCH_TASKS). */
export const workbenchTasks = defineEndpoint({
  method: 'GET',
  path: '/api/workbench/tasks',
  body: 'query',
  access: 'user',
  tag: 'workbench',
  summary: '我的待办：本角色等待处理的事项及其数量（与对应列表的筛选结果一致），每项链接到筛选好的列表',
  input: z.object({}),
  output: z.object({ tasks: z.array(workbenchTask) }),
});
