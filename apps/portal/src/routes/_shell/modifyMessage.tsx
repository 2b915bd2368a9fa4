import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ModifyMessagePage } from '../../features/messages/ModifyMessagePage';
import { modifyMessageSearchSchema } from '../../features/messages/search';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /modifyMessage[?tab=sent] : staff send a message to enterprises, and see the messages sent. */
export const Route = createFileRoute('/_shell/modifyMessage')({
  validateSearch: modifyMessageSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifyMessage'),
  component: ModifyMessageRoute,
});

function ModifyMessageRoute() {
  return <ModifyMessagePage {...useSearchState(Route)} />;
}
