import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /gdrcDetail: a bigscreen page, forwarded with its query to /screen3/gdrcDetail. */
export const Route = createFileRoute('/gdrcDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
