import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { pageSearch, searchRoute } from '../../lib/search';

/** /sms-list : the SMS send tasks with their counts. */
export const Route = createFileRoute('/_shell/sms-list')({
  ...searchRoute(z.object(pageSearch), () => import('../../features/ageAppropriate/SmsPages').then((m) => m.SmsListPage)),
  beforeLoad: guardPage('/sms-list'),
});
