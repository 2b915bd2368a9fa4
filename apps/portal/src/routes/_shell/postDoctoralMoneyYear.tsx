import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { shanghaiDay } from '@portal/validators';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { FundingYearPage } from '../../features/postdoctoral';
import { FIRST_FUNDING_YEAR } from '../../features/postdoctoral/search';

const thisYear = Number(shanghaiDay().slice(0, 4));

/** /postDoctoralMoneyYear : the postdoctoral funding of a year (`year`, default this year) by station unit. */
export const Route = createFileRoute('/_shell/postDoctoralMoneyYear')({
  validateSearch: z.object({ year: z.coerce.number().int().min(FIRST_FUNDING_YEAR).max(thisYear + 1).catch(thisYear).default(thisYear) }),
  search: { middlewares: [stripSearchParams({ year: thisYear })] },
  beforeLoad: guardPage('/postDoctoralMoneyYear'),
  component: MoneyYearRoute,
});

function MoneyYearRoute() {
  const { year } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FundingYearPage year={year} currentYear={thisYear} onYearChange={(y) => void navigate({ search: { year: y } })} />;
}
