import { endpoints, type InputOf, type KnowledgeAction } from '@portal/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The knowledge search (one search for intake suggestions, staff and the public page); off for an empty keyword. */
export const useKnowledgeSearch = (keyword: string, limit = 10) =>
  useQuery({ queryKey: ['knowledge', 'search', keyword, limit], queryFn: ({ signal }) => api.call(endpoints.knowledgeSearch, { keyword, limit }, { signal }), enabled: keyword.trim().length > 0, placeholderData: keepPreviousData, staleTime: 30_000 });
export const useKnowledgeDetail = (id: number | null) => useQuery({ queryKey: ['knowledge', 'detail', id], queryFn: ({ signal }) => api.call(endpoints.knowledgeDetail, { id: id! }, { signal }), enabled: id !== null });
export const useKnowledgeList = (input: InputOf<typeof endpoints.knowledgeList>) => useQuery({ queryKey: ['user', 'knowledge', 'list', input], queryFn: ({ signal }) => api.call(endpoints.knowledgeList, input, { signal }), placeholderData: keepPreviousData });

/** Every change of knowledge items; each refreshes the lists, details and searches. */
export function useKnowledgeMutations() {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['knowledge'] });
    void qc.invalidateQueries({ queryKey: ['user', 'knowledge'] });
  };
  const useChange = <I, O>(fn: (input: I) => Promise<O>) => useMutation({ mutationFn: fn, onSuccess: refresh });
  return {
    save: useChange((input: InputOf<typeof endpoints.knowledgeSave>) => api.call(endpoints.knowledgeSave, input)),
    audit: useChange((input: { id: number; action: KnowledgeAction; note?: string }) => api.call(endpoints.knowledgeAudit, input)),
    remove: useChange((id: number) => api.call(endpoints.knowledgeDelete, { id })),
    fromEvent: useChange((id: number) => api.call(endpoints.knowledgeFromEvent, { id })),
    importFile: useChange(({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) => api.call(endpoints.knowledgeImport, { file }, { onUploadProgress: onProgress, loading: false })),
  };
}
