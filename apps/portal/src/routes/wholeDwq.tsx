import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /wholeDwq: a bigscreen page, forwarded with its query to /screen3/wholeDwq. */
export const Route = createFileRoute('/wholeDwq')({ beforeLoad: ({ location }) => forwardToScreen(location) });
