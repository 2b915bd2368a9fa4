import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { KnowledgeBankPage } from '../../features/knowledge/KnowledgeBankPage';
import { guardPage } from '../../features/navigation/guard';
import { keywordPageSearchSchema } from '../../features/notice';
import { LIST_DEFAULTS } from '../../lib/search';

/** /knowledgeBank?keyword= : the knowledge base's search for everyone, and its management for the hotline centre and content auditors. */
export const Route = createFileRoute('/_shell/knowledgeBank')({
  validateSearch: keywordPageSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/knowledgeBank'),
  component: KnowledgeBankRoute,
});

function KnowledgeBankRoute() {
  const navigate = Route.useNavigate();
  return <KnowledgeBankPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
