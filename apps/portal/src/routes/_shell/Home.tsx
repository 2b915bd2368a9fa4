import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';
import { prefetchLatest } from '../../features/home/latest';

/** /Home : 首页, drawn with its latest notices and policies. */
export const Route = createFileRoute('/_shell/Home')({
  component: HomePage,
  loader: ({ context }) => prefetchLatest(context.queryClient),
});
