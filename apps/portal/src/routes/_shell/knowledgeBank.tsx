import { createFileRoute } from '@tanstack/react-router';
import { knowledgeBankSearchSchema } from '../../features/knowledge';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /knowledgeBank?keyword=&status= : the knowledge base's search for everyone, and its management (list by status, import, export) for the hotline centre and content auditors. */
export const Route = createFileRoute('/_shell/knowledgeBank')({
  ...searchRoute(knowledgeBankSearchSchema, () => import('../../features/knowledge/KnowledgeBankPage').then((m) => m.KnowledgeBankPage)),
  beforeLoad: guardPage('/knowledgeBank'),
});
