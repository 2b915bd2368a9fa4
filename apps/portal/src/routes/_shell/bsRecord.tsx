import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BsRecordPage } from '../../features/ageAppropriate/SmsPages';
import { guardPage } from '../../features/navigation/guard';
import { bsRecordSearchSchema } from '../../features/ageAppropriate/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /bsRecord : every task's send records with filters; ?tab=optOut the numbers that opted out. */
export const Route = createFileRoute('/_shell/bsRecord')({
  validateSearch: bsRecordSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/bsRecord'),
  component: BsRecordRoute,
});

function BsRecordRoute() {
  return <BsRecordPage {...useSearchState(Route)} />;
}
