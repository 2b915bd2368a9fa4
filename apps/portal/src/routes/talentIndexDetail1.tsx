import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /talentIndexDetail1: a bigscreen page, forwarded with its query to /screen3/talentIndexDetail1. */
export const Route = createFileRoute('/talentIndexDetail1')({ beforeLoad: ({ location }) => forwardToScreen(location) });
