import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../features/overview/OverviewPage';
import { prefetchOverview } from '../features/overview/queries';

export const Route = createFileRoute('/overview')({
  loader: prefetchOverview,
  component: OverviewPage,
});
