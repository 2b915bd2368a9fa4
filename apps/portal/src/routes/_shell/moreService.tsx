import { createFileRoute } from '@tanstack/react-router';
import { MoreServicePage } from '../../features/services/ServicePages';

/** /moreService : every online service entrance. */
export const Route = createFileRoute('/_shell/moreService')({
  component: MoreServicePage,
});
