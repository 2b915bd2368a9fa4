import { endpoints } from '@portal/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Whether /setup is open (no administrator yet) and how long it stays locked (GET /api/setup/state); always asked afresh. */
export const setupStateOptions = () => queryOptions({ queryKey: ['setup', 'state'] as const, queryFn: ({ signal }) => api.call(endpoints.setupState, {}, { signal }), staleTime: 0 });

/** 上线检查 (GET /api/center/readiness): checked again at every visit. */
export const readinessOptions = () => queryOptions({ queryKey: ['user', 'admin', 'readiness'] as const, queryFn: ({ signal }) => api.call(endpoints.readinessList, {}, { signal }), staleTime: 0 });

/** 区情配置's district identity (GET /api/center/district/profile). */
export const districtProfileOptions = () => queryOptions({ queryKey: ['user', 'admin', 'districtProfile'] as const, queryFn: ({ signal }) => api.call(endpoints.districtProfileGet, {}, { signal }) });

/** 区情配置's departments with their staff counts (GET /api/center/district/departments). */
export const districtDepartmentsOptions = () => queryOptions({ queryKey: ['user', 'admin', 'districtDepartments'] as const, queryFn: ({ signal }) => api.call(endpoints.districtDepartments, {}, { signal }) });
