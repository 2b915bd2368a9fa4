import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { optionalId, optionalText, pageSearch, searchRoute } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, keyword: optionalText, id: optionalId });

/** /rcfnzZYG : the street's employment post (就业驿站): its job seekers, suggested jobs and follow-ups (?id= one seeker). */
export const Route = createFileRoute('/_shell/rcfnzZYG')({
  ...searchRoute(searchSchema, () => import('../../features/station/ZygPage').then((m) => m.ZygPage)),
  beforeLoad: guardPage('/rcfnzZYG'),
});
