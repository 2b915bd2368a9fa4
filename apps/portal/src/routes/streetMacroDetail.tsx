import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /streetMacroDetail: a bigscreen page, forwarded with its query to /screen3/streetMacroDetail. */
export const Route = createFileRoute('/streetMacroDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
