import { SITE_NOTICE_KEY, type DistrictProfile, type SiteNotice } from '@portal/api';
import type { Db } from '../../db/open';
import { shanghaiDay } from '../../http/time';
import type { AuthUser } from '../account/session';
import { readConfig, siteNoticeConfigured } from '../system/service';
import { sysConfig } from '../system/tables';

/** sys_config keys of the district's identity (issue 42); the phones and mailbox live in the site notice ({@link SITE_NOTICE_KEY}). */
export const DISTRICT_KEYS = { name: 'district.name', code: 'district.code', bureau: 'district.bureau' } as const;

/** The district's identity as stored: '' and [] where not set (a new install). */
export async function readDistrictProfile(db: Db): Promise<DistrictProfile> {
  const [cfg, notice] = await Promise.all([readConfig(db, Object.values(DISTRICT_KEYS)), siteNoticeConfigured(db)]);
  return { name: cfg[DISTRICT_KEYS.name], code: cfg[DISTRICT_KEYS.code], bureau: cfg[DISTRICT_KEYS.bureau], phones: notice?.phones ?? [], email: notice?.email ?? '' };
}

/**
 * Saves the district's identity (POST /api/center/district/profile), checked by the contract's
 * districtProfile: name, code and bureau under {@link DISTRICT_KEYS}; the phones and mailbox into the
 * site notice, whose text and deadline stay. Without a site notice yet, one is stored with a text to
 * edit at 系统配置 and yesterday's deadline, so it is not shown until an administrator sets one.
 */
export async function saveDistrictProfile(db: Db, admin: AuthUser, profile: DistrictProfile, now = new Date()): Promise<DistrictProfile> {
  const current = await siteNoticeConfigured(db);
  const yesterday = shanghaiDay(new Date(now.getTime() - 86_400_000));
  const notice: SiteNotice = { text: current?.text ?? '各位企业联系人：请于{deadline}前通过「数据采集」模块更新本企业数据。', deadline: current?.deadline ?? yesterday, phones: profile.phones, email: profile.email };
  const values: Record<string, string> = {
    [DISTRICT_KEYS.name]: profile.name,
    [DISTRICT_KEYS.code]: profile.code,
    [DISTRICT_KEYS.bureau]: profile.bureau,
    [SITE_NOTICE_KEY]: JSON.stringify(notice),
  };
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      const changed = { value, updatedAt: now, updatedBy: admin.id };
      await tx
        .insert(sysConfig)
        .values({ key, ...changed })
        .onConflictDoUpdate({ target: sysConfig.key, set: changed });
    }
  });
  return readDistrictProfile(db);
}
