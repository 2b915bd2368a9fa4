import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LaborQueryPage } from '../../features/laborRelation';
import { guardPage } from '../../features/navigation/guard';
import { optionalText } from '../../lib/search';

/** /laoDongQuery : an enterprise's labour-relations record across the registers (issue 14). */
export const Route = createFileRoute('/_shell/laoDongQuery')({
  validateSearch: z.object({ keyword: optionalText }),
  beforeLoad: guardPage('/laoDongQuery'),
  component: LaoDongQueryRoute,
});

function LaoDongQueryRoute() {
  const navigate = Route.useNavigate();
  const { keyword } = Route.useSearch();
  return <LaborQueryPage key={keyword ?? ''} keyword={keyword} onSearch={(k) => void navigate({ search: k ? { keyword: k } : {} })} />;
}
