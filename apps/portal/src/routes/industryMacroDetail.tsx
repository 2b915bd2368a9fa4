import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /industryMacroDetail: a bigscreen page, forwarded with its query to /screen3/industryMacroDetail. */
export const Route = createFileRoute('/industryMacroDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
