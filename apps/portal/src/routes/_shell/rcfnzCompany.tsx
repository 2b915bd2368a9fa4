import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { optionalText, pageSearch, searchRoute } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, keyword: optionalText });

/** /rcfnzCompany : 服务企业: the enterprises the station has served, with their open jobs. */
export const Route = createFileRoute('/_shell/rcfnzCompany')({
  ...searchRoute(searchSchema, () => import('../../features/station/ServedPage').then((m) => m.ServedPage)),
  beforeLoad: guardPage('/rcfnzCompany'),
});
