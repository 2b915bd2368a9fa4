import { createFileRoute } from '@tanstack/react-router';
import { modifyMessageSearchSchema } from '../../features/messages/search';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /modifyMessage[?tab=sent] : staff send a message to enterprises, and see the messages sent. */
export const Route = createFileRoute('/_shell/modifyMessage')({
  ...searchRoute(modifyMessageSearchSchema, () => import('../../features/messages/ModifyMessagePage').then((m) => m.ModifyMessagePage)),
  beforeLoad: guardPage('/modifyMessage'),
});
