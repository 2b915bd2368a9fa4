import { createFileRoute } from '@tanstack/react-router';
import { SysConfigPage, sysConfigOptions } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';

/** /sysConfig : centre administration, configuration items and friendly links (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/sysConfig')({
  beforeLoad: guardPage('/sysConfig'),
  loader: ({ context }) => prefetch(context.queryClient, sysConfigOptions()),
  component: SysConfigPage,
});
