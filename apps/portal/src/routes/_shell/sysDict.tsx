import { createFileRoute } from '@tanstack/react-router';
import { DICT_TYPES } from '@portal/api';
import { SysDictPage, dictListOptions } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';

/** /sysDict : centre administration, the dictionaries of forms and imports (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/sysDict')({
  beforeLoad: guardPage('/sysDict'),
  loader: ({ context }) => prefetch(context.queryClient, dictListOptions(DICT_TYPES[0])),
  component: SysDictPage,
});
