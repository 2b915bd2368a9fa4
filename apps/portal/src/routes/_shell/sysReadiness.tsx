import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { ReadinessPage, readinessOptions } from '../../features/setup';

/** /sysReadiness : 系统管理 › 上线检查 (issue 42, docs/going-live.md). */
export const Route = createFileRoute('/_shell/sysReadiness')({
  beforeLoad: guardPage('/sysReadiness'),
  loader: ({ context }) => prefetch(context.queryClient, readinessOptions()),
  component: ReadinessPage,
});
