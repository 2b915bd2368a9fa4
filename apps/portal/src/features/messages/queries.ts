import { endpoints, type InputOf } from '@portal/api';
import { useSession } from '@portal/auth';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';
import { refreshReadState } from '../notice';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
const KEY = ['user', 'msg'] as const;

/** Enterprises to send a message to (/api/msg/entList). */
export const useMsgEnterprises = (input: InputOf<typeof endpoints.msgEntList>) =>
  useQuery({ queryKey: [...KEY, 'enterprises', input], queryFn: ({ signal }) => api.call(endpoints.msgEntList, input, { signal }), placeholderData: keepPreviousData });

/** The department's sent messages with read and replied counts (/api/msg/sent). */
export const useSentMessages = (input: InputOf<typeof endpoints.msgSentPage>) =>
  useQuery({ queryKey: [...KEY, 'sent', input], queryFn: ({ signal }) => api.call(endpoints.msgSentPage, input, { signal }), placeholderData: keepPreviousData });

/**
 * A message and its thread (/api/msg/detail). Opening it marks it read on the server, so the
 * header's unread count is set from the answer and the message lists are refreshed.
 */
export function useMessageDetail(id: number, entId: number | undefined) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: [...KEY, 'detail', id, entId ?? null],
    queryFn: async ({ signal }) => {
      const detail = await api.call(endpoints.msgDetail, { id, entId }, { signal });
      useSession.getState().setUnreadCount(detail.unread);
      void refreshReadState(qc);
      return detail;
    },
  });
}

/** Sending (to chosen enterprises or to an uploaded list) and replying; each refreshes the message queries. */
export const useMsgMutations = () =>
  useCallMutations([KEY], {
    send: (input: InputOf<typeof endpoints.msgInsert>) => api.call(endpoints.msgInsert, input, { loading: true }),
    sendList: (input: InputOf<typeof endpoints.msgInsertExcel>) => api.call(endpoints.msgInsertExcel, input, { loading: true }),
    reply: (input: InputOf<typeof endpoints.msgReply>) => api.call(endpoints.msgReply, input, { loading: true }),
  });
