import { endpoints, type Endpoint, type InputOf, type OutputOf } from '@portal/api';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
const KEY = ['user', 'ageAppropriate'] as const;

/** A query of one call of this feature, keyed under KEY by `name` and the input; `options` add paging (the previous answer kept), polling or `enabled`. */
const useCall = <E extends Endpoint>(name: string, endpoint: E, input: InputOf<E>, options: Omit<UseQueryOptions<OutputOf<E>>, 'queryKey' | 'queryFn'> = {}) =>
  useQuery({ queryKey: [...KEY, name, input], queryFn: ({ signal }) => api.call(endpoint, input, { signal }), ...options });
const paged = { placeholderData: keepPreviousData } as const;

export const useGroupCount = (filter: InputOf<typeof endpoints.groupCount>) => useCall('groupCount', endpoints.groupCount, filter, paged);
export const useGroups = () => useCall('groups', endpoints.groupList, {});
export const useQuestionnaires = (input: InputOf<typeof endpoints.questionnaireList>) => useCall('questionnaires', endpoints.questionnaireList, input, paged);
export const useQuestionnaire = (id: number | undefined) => useCall('questionnaire', endpoints.questionnaireDetail, { id: id! }, { enabled: id !== undefined });
export const useStats = (id: number) => useCall('stats', endpoints.questionnaireStats, { id });
export const useTasks = (input: InputOf<typeof endpoints.smsTaskList>) => useCall('tasks', endpoints.smsTaskList, input, paged);
/** A task, refreshed every 2 s while messages are still queued. */
export const useTask = (id: number) => useCall('task', endpoints.smsTaskDetail, { id }, { refetchInterval: (q) => ((q.state.data?.queued ?? 0) > 0 ? 2000 : false) });
export const useRecords = (input: InputOf<typeof endpoints.smsRecordList>, live = false) => useCall('records', endpoints.smsRecordList, input, { ...paged, refetchInterval: live ? 2000 : false });
export const useHardList = (input: InputOf<typeof endpoints.hardList>) => useCall('hard', endpoints.hardList, input, paged);
export const useHardPerson = (id: number) => useCall('hardPerson', endpoints.hardDetail, { id });
export const useTemplates = () => useCall('templates', endpoints.smsTemplateList, {});
export const useOptOuts = (input: InputOf<typeof endpoints.optOutList>) => useCall('optOuts', endpoints.optOutList, input, paged);
/** The campaign template the server sends through (signature, registered text, parameter length), for the send page's preview. */
export const useCampaignGateway = () => useCall('campaignGateway', endpoints.smsCampaignGatewayState, {}, { staleTime: 60_000 });
/** The name the preview of /sms-add shows: the group's first member still reachable. */
export const usePreviewName = (groupId: number | undefined) => useCall('preview', endpoints.groupPreview, { groupId: groupId! }, { enabled: groupId !== undefined });

/** Every change of the surveys; each refreshes every list of this feature. */
export const useAgeMutations = () =>
  useCallMutations([KEY], {
    saveGroup: endpoints.groupSave,
    save: endpoints.questionnaireSave,
    start: (id: number) => api.call(endpoints.questionnaireStart, { id }),
    end: (id: number) => api.call(endpoints.questionnaireEnd, { id }),
    copy: (id: number) => api.call(endpoints.questionnaireCopy, { id }),
    addTask: endpoints.smsTaskAdd,
    retry: (id: number) => api.call(endpoints.smsTaskRetry, { id }),
    recognize: endpoints.hardRecognize,
    assist: endpoints.hardAssist,
    importGroup: ({ name, file, onProgress }: { name: string; file: File; onProgress?: (sent: number) => void }) => api.call(endpoints.groupImport, { name, file }, { onUploadProgress: onProgress, loading: false }),
    saveTemplate: endpoints.smsTemplateSave,
    deleteTemplate: (id: number) => api.call(endpoints.smsTemplateDelete, { id }),
    addOptOut: endpoints.optOutAdd,
    removeOptOut: (phone: string) => api.call(endpoints.optOutRemove, { phone }),
    setWorkStatus: endpoints.workStatusUpdate,
  });
