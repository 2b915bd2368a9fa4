import { endpoints, type DictType, type InputOf } from '@portal/api';
import { useSession } from '@portal/auth';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';
import type { EntSearch, KshSearch, LoginLogSearch, OperationLogSearch, SmsOutboxSearch, StaffSearch } from './search';

export const staffListOptions = (s: StaffSearch) => queryOptions({ queryKey: ['user', 'admin', 'staff', s] as const, queryFn: ({ signal }) => api.call(endpoints.sysUserList, s, { signal }), staleTime: 10_000 });
export const entListOptions = (s: EntSearch) => queryOptions({ queryKey: ['user', 'admin', 'ent', s] as const, queryFn: ({ signal }) => api.call(endpoints.centerEntList, s, { signal }), staleTime: 10_000 });
export const kshListOptions = (s: KshSearch) => queryOptions({ queryKey: ['user', 'admin', 'ksh', s] as const, queryFn: ({ signal }) => api.call(endpoints.kshPage, s, { signal }), staleTime: 10_000 });

export const loginLogOptions = (s: LoginLogSearch) => queryOptions({ queryKey: ['user', 'admin', 'loginLog', s] as const, queryFn: ({ signal }) => api.call(endpoints.loginLogPage, s, { signal }), staleTime: 5_000 });
/** The hash chains of the audit logs with their last verification (the log pages' ChainStatus). */
export const auditChainOptions = () => queryOptions({ queryKey: ['user', 'admin', 'auditChain'] as const, queryFn: ({ signal }) => api.call(endpoints.auditChainState, {}, { signal }), staleTime: 60_000 });
export const operationLogOptions = (s: OperationLogSearch) => queryOptions({ queryKey: ['user', 'admin', 'operationLog', s] as const, queryFn: ({ signal }) => api.call(endpoints.operationLogPage, s, { signal }), staleTime: 5_000 });

/** The configuration items with their values (/sysConfig). */
export const sysConfigOptions = () => queryOptions({ queryKey: ['user', 'admin', 'config'] as const, queryFn: ({ signal }) => api.call(endpoints.sysConfigList, {}, { signal }) });
/** The friendly links by sort (/sysConfig). */
export const entranceSettingsOptions = () => queryOptions({ queryKey: ['user', 'admin', 'entrances'] as const, queryFn: ({ signal }) => api.call(endpoints.entranceSettingList, {}, { signal }) });
/** Every option of a dictionary type, disabled ones too (/sysDict). */
export const dictListOptions = (dictType: DictType) => queryOptions({ queryKey: ['user', 'admin', 'dict', dictType] as const, queryFn: ({ signal }) => api.call(endpoints.dictList, { dictType }, { signal }) });
export const friendlyLinksOptions = () => queryOptions({ queryKey: ['user', 'admin', 'friendlyLinks'] as const, queryFn: ({ signal }) => api.call(endpoints.friendlyLinkList, {}, { signal }) });

export const smsOutboxOptions = (s: SmsOutboxSearch) => queryOptions({ queryKey: ['user', 'admin', 'smsOutbox', s] as const, queryFn: ({ signal }) => api.call(endpoints.smsOutboxPage, s, { signal }), staleTime: 5_000 });
/** The SMS gateway of the server (provider, signature, parameter length, problem) and every kind's template (/smsGateway). */
export const smsGatewayOptions = () => queryOptions({ queryKey: ['user', 'admin', 'smsGateway'] as const, queryFn: ({ signal }) => api.call(endpoints.smsGatewayState, {}, { signal }) });

/** A page of an administration list (its options above), the last page kept on screen while the next one loads. */
export const usePage = <T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) => useQuery({ ...options, placeholderData: keepPreviousData });

/** Every change the administration pages make; each refreshes their lists. */
export function useAdminMutations() {
  const ADMIN = ['user', 'admin'];
  return {
    ...useCallMutations([ADMIN], {
      saveStaff: endpoints.sysUserUpdate,
      ableStaff: endpoints.sysUserAble,
      removeStaff: (id: number) => api.call(endpoints.sysUserDelete, { id }),
      report: endpoints.centerEntReport,
      openEnt: endpoints.centerEntOpen,
      setEntTypes: endpoints.centerEntType,
      pass: endpoints.kshPass,
      nopass: endpoints.kshNopass,
      // /smsGateway shows a refusal under the field itself (quiet): the answer is the saved template with its preview
      saveSmsTemplate: (input: InputOf<typeof endpoints.smsGatewayTemplateSave>) => api.call(endpoints.smsGatewayTemplateSave, input, { quiet: true }),
      // the test message joins the outbox (and the gateway's answer may change a kind's state): the admin lists are read afresh
      testSendSms: (input: InputOf<typeof endpoints.smsGatewayTestSend>) => api.call(endpoints.smsGatewayTestSend, input, { quiet: true }),
    }),
    // what the configuration changes shows in this browser's banner and footer at once too
    ...useCallMutations([ADMIN, ['home'], ['sysConfig'], ['entrances']], {
      saveConfig: endpoints.sysConfigSave,
      saveLink: endpoints.friendlyLinkSave,
      removeLink: (id: number) => api.call(endpoints.friendlyLinkDelete, { id }),
      saveEntrance: endpoints.entranceSettingSave,
    }),
    // a dictionary change shows in this browser's forms at once too (useDict)
    ...useCallMutations([ADMIN, ['dict']], { saveDict: endpoints.dictSave, ableDict: endpoints.dictAble }),
  };
}

/** How often a government user's visual-platform permission is asked again while /modifyScreen stays open. */
const KSH_POLL_MS = 30_000;

/**
 * The logged-in government user's visual-platform permission and newest request (GET
 * /api/center/ksh/adminGetKsh), asked on opening, on focus and every 30 s; each answer refreshes
 * the stored user's duration and havePower (SPEC.md section 3), so an approval opens the visual
 * platform without a new login and an ended period closes it.
 */
export function useOwnKsh() {
  const token = useSession((s) => s.user?.token ?? null);
  const setVisualPower = useSession((s) => s.setVisualPower);
  const query = useQuery({ queryKey: ['user', 'ksh', token] as const, queryFn: ({ signal }) => api.call(endpoints.adminGetKsh, {}, { signal }), enabled: token !== null, refetchInterval: KSH_POLL_MS });
  const data = query.data;
  useEffect(() => {
    if (data) setVisualPower({ duration: data.duration, havePower: data.havePower });
  }, [data, setVisualPower]);
  return query;
}

/** A government user's request for the visual platform (POST /api/center/ksh/apply); refreshes its own status. */
export function useKshApply() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: InputOf<typeof endpoints.kshApply>) => api.call(endpoints.kshApply, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['user', 'ksh'] }) });
}
