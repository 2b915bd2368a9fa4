import { DOCKING_KINDS, DOCKING_STATUSES } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { optionalId, optionalText, pageSearch, searchRoute } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, status: z.enum(DOCKING_STATUSES).optional().catch(undefined), kind: z.enum(DOCKING_KINDS).optional().catch(undefined), keyword: optionalText, id: optionalId });

/** /companyDocking : 企业服务对接: enterprises ask the station for a service; staff assign, follow up and close (?id= one request). */
export const Route = createFileRoute('/_shell/companyDocking')({
  ...searchRoute(searchSchema, () => import('../../features/station/DockingPage').then((m) => m.DockingPage)),
  beforeLoad: guardPage('/companyDocking'),
});
