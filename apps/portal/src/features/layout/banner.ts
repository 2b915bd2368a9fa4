import { endpoints, type SysConfigKey, type TaskTypeCode } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * Banner modes of SPEC.md section 9: 1 default, 2 recruit, 3 and 4 apply count (task codes 10
 * and 20), 10 new household registration, 20 housing, 99 recruitment net. Each mode shows the
 * image of its system configuration key.
 */
export type BannerMode = 1 | 2 | 3 | 4 | 10 | 20 | 99;

export const BANNER_IMAGE_KEYS: Record<BannerMode, SysConfigKey> = {
  1: 'platform_top_image',
  2: 'recruit_top_image',
  3: 'ruhu_top_image',
  4: 'zhufang_top_image',
  10: 'ruhu_top_image',
  20: 'zhufang_top_image',
  99: 'recruit_net_img',
};

/** Recruitment lists (banner mode 2). */
const RECRUIT_PATHS = ['/entdemandall', '/entdemandallcopy', '/jobdemandall'];

/** Application pages that show 'N 人已申请' for the household registration or housing type (modes 3, 4). */
const APPLY_PATHS = ['/applysubsidies', '/serviceprogress', '/servicepublicity'];

/**
 * The task type code whose apply count a banner mode shows (GET /api/second/task/applyCount,
 * SPEC.md section 9): mode 3 household registration (10), mode 4 housing (20); null for others.
 */
export function taskTypeCodeOf(mode: BannerMode): TaskTypeCode | null {
  return mode === 3 ? '10' : mode === 4 ? '20' : null;
}

/**
 * The banner mode of a page: the recruitment net is 99, the recruitment lists 2, a service of
 * entrance code 10 (household registration) or 20 (housing) its code, the application pages
 * (apply, progress, publicity) of type ruhu 3 and of type zhufang 4 (with the apply count),
 * everything else 1.
 */
export function bannerModeOf(pathname: string, search: Record<string, unknown>): BannerMode {
  const p = pathname.toLowerCase();
  if (p === '/recruitnet') return 99;
  if (RECRUIT_PATHS.includes(p)) return 2;
  if (APPLY_PATHS.includes(p)) {
    if (search['type'] === 'ruhu') return 3;
    if (search['type'] === 'zhufang') return 4;
  }
  if (p.startsWith('/service')) {
    const code = String(search['code'] ?? '');
    if (code === '10') return 10;
    if (code === '20') return 20;
  }
  return 1;
}

/** One system configuration value by key (GET /common/getSysConfigByKey/{key}); kept 10 minutes. */
export function useSysConfig(key: SysConfigKey, enabled = true) {
  return useQuery({
    queryKey: ['sysConfig', key],
    queryFn: async ({ signal }) => (await api.call(endpoints.getSysConfigByKey, { key }, { signal }))[key]?.configValue ?? '',
    staleTime: 10 * 60_000,
    enabled,
  });
}

/**
 * 'N 人已申请' of a task type code (banner modes 3 and 4); kept a minute. Its key sits under ['applications'] so
 * every change to applications (features/applications/queries.ts) refreshes it.
 */
export const useApplyCount = (taskTypeCode: TaskTypeCode | null) =>
  useQuery({
    queryKey: ['applications', 'applyCount', taskTypeCode] as const,
    queryFn: ({ signal }) => api.call(endpoints.applyCount, { taskTypeCode: taskTypeCode ?? undefined }, { signal }),
    enabled: taskTypeCode !== null,
    staleTime: 60_000,
  });
