import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';

/** The knowledge search (one search for intake suggestions, staff and the public page); off for an empty keyword. */
export const useKnowledgeSearch = (keyword: string, limit = 10) =>
  useQuery({ queryKey: ['knowledge', 'search', keyword, limit], queryFn: ({ signal }) => api.call(endpoints.knowledgeSearch, { keyword, limit }, { signal }), enabled: keyword.trim().length > 0, placeholderData: keepPreviousData, staleTime: 30_000 });
export const useKnowledgeDetail = (id: number | null) => useQuery({ queryKey: ['knowledge', 'detail', id], queryFn: ({ signal }) => api.call(endpoints.knowledgeDetail, { id: id! }, { signal }), enabled: id !== null });
export const useKnowledgeList = (input: InputOf<typeof endpoints.knowledgeList>) => useQuery({ queryKey: ['user', 'knowledge', 'list', input], queryFn: ({ signal }) => api.call(endpoints.knowledgeList, input, { signal }), placeholderData: keepPreviousData });

/** Every change of knowledge items; each refreshes the lists, details and searches. */
export const useKnowledgeMutations = () =>
  useCallMutations([['knowledge'], ['user', 'knowledge']], {
    save: endpoints.knowledgeSave,
    audit: endpoints.knowledgeAudit,
    remove: (id: number) => api.call(endpoints.knowledgeDelete, { id }),
    fromEvent: (id: number) => api.call(endpoints.knowledgeFromEvent, { id }),
    importFile: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) => api.call(endpoints.knowledgeImport, { file }, { onUploadProgress: onProgress, loading: false }),
  });
