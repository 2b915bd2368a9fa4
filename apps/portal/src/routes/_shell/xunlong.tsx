import { EDUCATION_LEVELS } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { TalentPage } from '../../features/station/TalentPage';
import { LIST_DEFAULTS, optionalText, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, keyword: optionalText, education: z.enum(EDUCATION_LEVELS).optional().catch(undefined), streetCode: optionalText });

/** /xunlong : 人才寻珑: enterprises search the station's registered job seekers (masked) and invite them. */
export const Route = createFileRoute('/_shell/xunlong')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/xunlong'),
  component: TalentRoute,
});

function TalentRoute() {
  return <TalentPage {...useSearchState(Route)} />;
}
