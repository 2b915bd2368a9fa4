import { KNOWLEDGE_STATUSES } from '@portal/api';
import { z } from 'zod';
import { optionalText, pageSearch } from '../../lib/search';

/**
 * Search params of /knowledgeBank: the keyword searched (the ranked search), and the page, status
 * and `q` (text the question or keywords contain) of the staff's list, also the export's filter.
 * Anything invalid in a hand-edited URL falls back to the default.
 */
export const knowledgeBankSearchSchema = z.object({ ...pageSearch, keyword: optionalText, q: optionalText, status: z.enum(KNOWLEDGE_STATUSES).optional().catch(undefined) });
export type KnowledgeBankSearch = z.output<typeof knowledgeBankSearchSchema>;
