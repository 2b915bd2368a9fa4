import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';

/** Public lists depend on the session too (the caller's own sign-up rides along): their keys start with 'user' and are dropped at logout. */
const KEY = ['user', 'station'] as const;

export const useActivities = (input: InputOf<typeof endpoints.activityList>) => useQuery({ queryKey: [...KEY, 'public', input], queryFn: ({ signal }) => api.call(endpoints.activityList, input, { signal }), placeholderData: keepPreviousData });
export const useActivity = (id: number | undefined) => useQuery({ queryKey: [...KEY, 'detail', id], queryFn: ({ signal }) => api.call(endpoints.activityDetail, { id: id! }, { signal }), enabled: id !== undefined });
export const useMySignUps = (enabled: boolean) => useQuery({ queryKey: [...KEY, 'mine'], queryFn: ({ signal }) => api.call(endpoints.activityApplyMine, { page: 1, limit: 50 }, { signal }), enabled });
export const useOwnActivities = (input: InputOf<typeof endpoints.activityManageList>) => useQuery({ queryKey: [...KEY, 'own', input], queryFn: ({ signal }) => api.call(endpoints.activityManageList, input, { signal }), placeholderData: keepPreviousData });
export const useSignUpList = (activityId: number | undefined) =>
  useQuery({ queryKey: [...KEY, 'applies', activityId], queryFn: ({ signal }) => api.call(endpoints.activityApplyList, { activityId: activityId!, page: 1, limit: 50 }, { signal }), enabled: activityId !== undefined });
export const useVenueQr = (id: number, enabled: boolean) => useQuery({ queryKey: [...KEY, 'qr', id], queryFn: ({ signal }) => api.call(endpoints.activityQrCode, { id }, { signal }), enabled });

/** Every change of activities and sign-ups; each refreshes every station list and detail. */
export const useStationMutations = () =>
  useCallMutations([KEY], {
    save: endpoints.activitySave,
    publish: (id: number) => api.call(endpoints.activityPublish, { id }),
    cancel: endpoints.activityCancel,
    end: (id: number) => api.call(endpoints.activityEnd, { id }),
    join: (activityId: number) => api.call(endpoints.activityApplyAdd, { activityId }),
    leave: (id: number) => api.call(endpoints.activityApplyCancel, { id }),
    checkIn: endpoints.activityApplyCheckIn,
    exportList: (activityId: number) => api.call(endpoints.activityApplyExport, { activityId }),
  });

export const useStreets = () => useQuery({ queryKey: ['demand', 'filters'], queryFn: ({ signal }) => api.call(endpoints.getAddress, {}, { signal }), staleTime: 10 * 60_000 });
export const useJobCategories = () => useQuery({ queryKey: ['station', 'categories'], queryFn: ({ signal }) => api.call(endpoints.h5JobCategoryList, {}, { signal }), staleTime: 10 * 60_000 });
export const useWorkTypes = () => useQuery({ queryKey: ['station', 'workTypes'], queryFn: ({ signal }) => api.call(endpoints.h5WorkTypeList, {}, { signal }), staleTime: 10 * 60_000 });
export const useMyResume = () => useQuery({ queryKey: [...KEY, 'resume'], queryFn: ({ signal }) => api.call(endpoints.h5ResumeMine, {}, { signal }) });
export const useStreetSeekers = (input: InputOf<typeof endpoints.seekerPage>) => useQuery({ queryKey: [...KEY, 'seekers', input], queryFn: ({ signal }) => api.call(endpoints.seekerPage, input, { signal }), placeholderData: keepPreviousData });
export const useSeeker = (id: number | undefined) => useQuery({ queryKey: [...KEY, 'seeker', id], queryFn: ({ signal }) => api.call(endpoints.seekerDetail, { id: id! }, { signal }), enabled: id !== undefined });

/** Registering as a job seeker and the post's follow-up records; each refreshes the station's queries. */
export const useSeekerMutations = () =>
  useCallMutations([KEY], {
    register: ({ update, ...fields }: InputOf<typeof endpoints.h5ResumeAdd> & { update: boolean }) => api.call(update ? endpoints.h5ResumeUpdate : endpoints.h5ResumeAdd, fields),
    followUp: endpoints.seekerFollow,
  });

/** The enterprise's own service requests, or (staff) those of their scope; one request with its records. */
export const useMyDockings = (input: InputOf<typeof endpoints.dockingMine>, enabled: boolean) => useQuery({ queryKey: [...KEY, 'dockingMine', input], queryFn: ({ signal }) => api.call(endpoints.dockingMine, input, { signal }), placeholderData: keepPreviousData, enabled });
export const useScopeDockings = (input: InputOf<typeof endpoints.dockingPage>, enabled: boolean) => useQuery({ queryKey: [...KEY, 'dockingPage', input], queryFn: ({ signal }) => api.call(endpoints.dockingPage, input, { signal }), placeholderData: keepPreviousData, enabled });
export const useDocking = (id: number | undefined) => useQuery({ queryKey: [...KEY, 'docking', id], queryFn: ({ signal }) => api.call(endpoints.dockingDetail, { id: id! }, { signal }), enabled: id !== undefined });
export const useDockingStaff = (input: InputOf<typeof endpoints.dockingStaff> | null) =>
  useQuery({ queryKey: [...KEY, 'dockingStaff', input], queryFn: ({ signal }) => api.call(endpoints.dockingStaff, input!, { signal }), enabled: input !== null });
export const useServedCompanies = (input: InputOf<typeof endpoints.stationCompanyList>) => useQuery({ queryKey: [...KEY, 'served', input], queryFn: ({ signal }) => api.call(endpoints.stationCompanyList, input, { signal }), placeholderData: keepPreviousData });
export const useTalentSearch = (input: InputOf<typeof endpoints.talentSearch>) => useQuery({ queryKey: [...KEY, 'talent', input], queryFn: ({ signal }) => api.call(endpoints.talentSearch, input, { signal }), placeholderData: keepPreviousData });

/** Asking for a service, the staff's actions on it and the talent-search invitation; each refreshes the station's queries. */
export const useDockingMutations = () =>
  useCallMutations([KEY], { add: endpoints.dockingAdd, assign: endpoints.dockingAssign, followUp: endpoints.dockingFollowUp, close: endpoints.dockingClose, invite: endpoints.talentInvite });
