import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
const KEY = ['user', 'ageAppropriate'] as const;

export const useGroupCount = (filter: InputOf<typeof endpoints.groupCount>) =>
  useQuery({ queryKey: [...KEY, 'groupCount', filter], queryFn: ({ signal }) => api.call(endpoints.groupCount, filter, { signal }), placeholderData: keepPreviousData });
export const useGroups = () => useQuery({ queryKey: [...KEY, 'groups'], queryFn: ({ signal }) => api.call(endpoints.groupList, {}, { signal }) });
export const useQuestionnaires = (input: InputOf<typeof endpoints.questionnaireList>) =>
  useQuery({ queryKey: [...KEY, 'questionnaires', input], queryFn: ({ signal }) => api.call(endpoints.questionnaireList, input, { signal }), placeholderData: keepPreviousData });
export const useQuestionnaire = (id: number | undefined) =>
  useQuery({ queryKey: [...KEY, 'questionnaire', id], queryFn: ({ signal }) => api.call(endpoints.questionnaireDetail, { id: id! }, { signal }), enabled: id !== undefined });
export const useStats = (id: number) => useQuery({ queryKey: [...KEY, 'stats', id], queryFn: ({ signal }) => api.call(endpoints.questionnaireStats, { id }, { signal }) });
export const useTasks = (input: InputOf<typeof endpoints.smsTaskList>) =>
  useQuery({ queryKey: [...KEY, 'tasks', input], queryFn: ({ signal }) => api.call(endpoints.smsTaskList, input, { signal }), placeholderData: keepPreviousData });
/** A task, refreshed every 2 s while messages are still queued. */
export const useTask = (id: number) =>
  useQuery({ queryKey: [...KEY, 'task', id], queryFn: ({ signal }) => api.call(endpoints.smsTaskDetail, { id }, { signal }), refetchInterval: (q) => ((q.state.data?.queued ?? 0) > 0 ? 2000 : false) });
export const useRecords = (input: InputOf<typeof endpoints.smsRecordList>, live = false) =>
  useQuery({ queryKey: [...KEY, 'records', input], queryFn: ({ signal }) => api.call(endpoints.smsRecordList, input, { signal }), placeholderData: keepPreviousData, refetchInterval: live ? 2000 : false });

export const useHardList = (input: InputOf<typeof endpoints.hardList>) =>
  useQuery({ queryKey: [...KEY, 'hard', input], queryFn: ({ signal }) => api.call(endpoints.hardList, input, { signal }), placeholderData: keepPreviousData });
export const useHardPerson = (id: number) => useQuery({ queryKey: [...KEY, 'hardPerson', id], queryFn: ({ signal }) => api.call(endpoints.hardDetail, { id }, { signal }) });
export const useTemplates = () => useQuery({ queryKey: [...KEY, 'templates'], queryFn: ({ signal }) => api.call(endpoints.smsTemplateList, {}, { signal }) });
export const useOptOuts = (input: InputOf<typeof endpoints.optOutList>) =>
  useQuery({ queryKey: [...KEY, 'optOuts', input], queryFn: ({ signal }) => api.call(endpoints.optOutList, input, { signal }), placeholderData: keepPreviousData });
/** The name the preview of /sms-add shows: the group's first member still reachable. */
/** The campaign template the server sends through (signature, registered text, parameter length), for the send page's preview. */
export const useCampaignGateway = () => useQuery({ queryKey: [...KEY, 'campaignGateway'], queryFn: ({ signal }) => api.call(endpoints.smsCampaignGatewayState, {}, { signal }), staleTime: 60_000 });
export const usePreviewName = (groupId: number | undefined) =>
  useQuery({ queryKey: [...KEY, 'preview', groupId], queryFn: ({ signal }) => api.call(endpoints.groupPreview, { groupId: groupId! }, { signal }), enabled: groupId !== undefined });

/** Every change of the surveys; each refreshes every list of this feature. */
export function useAgeMutations() {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: KEY });
  const useChange = <I, O>(fn: (input: I) => Promise<O>) => useMutation({ mutationFn: fn, onSuccess: refresh });
  return {
    saveGroup: useChange((input: InputOf<typeof endpoints.groupSave>) => api.call(endpoints.groupSave, input)),
    save: useChange((input: InputOf<typeof endpoints.questionnaireSave>) => api.call(endpoints.questionnaireSave, input)),
    start: useChange((id: number) => api.call(endpoints.questionnaireStart, { id })),
    end: useChange((id: number) => api.call(endpoints.questionnaireEnd, { id })),
    copy: useChange((id: number) => api.call(endpoints.questionnaireCopy, { id })),
    addTask: useChange((input: InputOf<typeof endpoints.smsTaskAdd>) => api.call(endpoints.smsTaskAdd, input)),
    retry: useChange((id: number) => api.call(endpoints.smsTaskRetry, { id })),
    recognize: useChange((input: InputOf<typeof endpoints.hardRecognize>) => api.call(endpoints.hardRecognize, input)),
    assist: useChange((input: InputOf<typeof endpoints.hardAssist>) => api.call(endpoints.hardAssist, input)),
    importGroup: useChange(({ name, file, onProgress }: { name: string; file: File; onProgress?: (sent: number) => void }) => api.call(endpoints.groupImport, { name, file }, { onUploadProgress: onProgress, loading: false })),
    saveTemplate: useChange((input: InputOf<typeof endpoints.smsTemplateSave>) => api.call(endpoints.smsTemplateSave, input)),
    deleteTemplate: useChange((id: number) => api.call(endpoints.smsTemplateDelete, { id })),
    addOptOut: useChange((input: InputOf<typeof endpoints.optOutAdd>) => api.call(endpoints.optOutAdd, input)),
    removeOptOut: useChange((phone: string) => api.call(endpoints.optOutRemove, { phone })),
    setWorkStatus: useChange((input: InputOf<typeof endpoints.workStatusUpdate>) => api.call(endpoints.workStatusUpdate, input)),
  };
}
