import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /qyjjzb: a bigscreen page, forwarded with its query to /screen3/qyjjzb. */
export const Route = createFileRoute('/qyjjzb')({ beforeLoad: ({ location }) => forwardToScreen(location) });
