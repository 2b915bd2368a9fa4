import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { knowledgeBankSearchSchema } from '../../features/knowledge';
import { KnowledgeBankPage } from '../../features/knowledge/KnowledgeBankPage';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /knowledgeBank?keyword=&status= : the knowledge base's search for everyone, and its management (list by status, import, export) for the hotline centre and content auditors. */
export const Route = createFileRoute('/_shell/knowledgeBank')({
  validateSearch: knowledgeBankSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/knowledgeBank'),
  component: KnowledgeBankRoute,
});

function KnowledgeBankRoute() {
  return <KnowledgeBankPage {...useSearchState(Route)} />;
}
