import { Badge, HStack, Link as ChakraLink, Stack, VisuallyHidden } from '@chakra-ui/react';
import { endpoints, type WorkbenchTaskCount } from '@portal/api';
import { useSession } from '@portal/auth';
import { ErrorState, ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { api, errorText } from '../../lib/api';
import { taskHref } from './menu';
import { mayOpen, pageOf } from './pages';

/** How often the workbench counts are asked again while a page stays open (the unread poll of SPEC.md section 9). */
const TASKS_POLL_MS = 300_000;

/**
 * The logged-in user's workbench tasks with their counts (GET /api/workbench/tasks, issue 24), less
 * those whose list page the navigation table does not open to the user (staff whose departments
 * audit no enterprise applications get no link to /zygSubsidy); kept 15 s like the lists they
 * count, asked again every 300,000 ms and on focus; nothing for a visitor.
 */
export function useWorkbenchTasks() {
  const token = useSession((s) => s.user?.token ?? null);
  return useQuery({
    queryKey: ['user', 'workbenchTasks', token],
    queryFn: async ({ signal }) => {
      const session = useSession.getState();
      return (await api.call(endpoints.workbenchTasks, {}, { signal })).tasks.filter((task) => {
        const page = pageOf(task.path);
        return page === undefined || mayOpen(page, session);
      });
    },
    enabled: token !== null,
    staleTime: 15_000,
    refetchInterval: TASKS_POLL_MS,
    retry: false,
  });
}

/** One task: its label as a link to the list filtered to it, and its count. */
function TaskRow({ task }: { task: WorkbenchTaskCount }) {
  return (
    <HStack justify="space-between" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="workbench-task">
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={taskHref(task)}>{task.label}</Link>
      </ChakraLink>
      <Badge colorPalette={task.count > 0 ? 'red' : 'gray'} variant={task.count > 0 ? 'solid' : 'subtle'} borderRadius="full" minW="6" justifyContent="center">
        {task.count}
        <VisuallyHidden>{t.nav.tasks.unit}</VisuallyHidden>
      </Badge>
    </HStack>
  );
}

/**
 * 我的待办 of 个人中心: each task of the user's role with its count, linked to the list showing
 * those rows; a line saying there is nothing to do when every count is 0; nothing for a role
 * without tasks.
 */
export function TaskList() {
  const tasks = useWorkbenchTasks();
  if (tasks.isPending) return <ListSkeleton rows={2} />;
  if (tasks.isError) return <ErrorState compact message={errorText(tasks.error)} onRetry={() => void tasks.refetch()} />;
  return (
    <Stack gap="0" data-testid="workbench-tasks">
      {tasks.data.every((task) => task.count === 0) && (
        <Note pb="1">{t.nav.tasks.none}</Note>
      )}
      {tasks.data.map((task) => (
        <TaskRow key={task.key} task={task} />
      ))}
    </Stack>
  );
}
