import { EDUCATION_LEVELS } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { optionalText, pageSearch, searchRoute } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, keyword: optionalText, education: z.enum(EDUCATION_LEVELS).optional().catch(undefined), streetCode: optionalText });

/** /xunlong : 人才寻珑: enterprises search the station's registered job seekers (masked) and invite them. */
export const Route = createFileRoute('/_shell/xunlong')({
  ...searchRoute(searchSchema, () => import('../../features/station/TalentPage').then((m) => m.TalentPage)),
  beforeLoad: guardPage('/xunlong'),
});
