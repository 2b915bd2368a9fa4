import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MAX_FRIENDLY_LINKS, SYS_CONFIG_ITEMS, type EntranceCode, type EntranceSetting, type FriendlyLinkItem, type SysConfigEntry, type SysConfigItemKey } from '@portal/api';
import type { Db } from '../../db/open';
import { conflict, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { entranceConfig } from '../home/tables';
import { friendlyLink, sysConfig } from '../system/tables';

/** Items whose value is kept as JSON text (the site notice); every other item is stored as it reads. */
const JSON_EDITORS = new Set(['siteNotice']);
const isJson = (key: string) => JSON_EDITORS.has(SYS_CONFIG_ITEMS.find((i) => i.key === key)?.editor ?? '');

/** A stored value as the administration reads it: JSON items parsed (null when broken), text as is. */
function readValue(key: string, raw: string | undefined): unknown {
  if (raw === undefined) return null;
  if (!isJson(key)) return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const entryColumns = { key: sysConfig.key, value: sysConfig.value, updatedAt: sysConfig.updatedAt, updatedBy: appUser.name };

/** Reads the entries of `keys` with who changed each last. */
async function entries(db: Db, keys: string[]): Promise<SysConfigEntry[]> {
  const rows = await db.select(entryColumns).from(sysConfig).leftJoin(appUser, eq(appUser.id, sysConfig.updatedBy)).where(inArray(sysConfig.key, keys));
  return keys.map((key) => {
    const row = rows.find((r) => r.key === key);
    return { key, value: readValue(key, row?.value), updatedAt: row?.updatedAt ? formatDateTime(row.updatedAt) : null, updatedBy: row?.updatedBy ?? '' };
  });
}

/** Every item of SYS_CONFIG_ITEMS with its value (GET /api/center/config/list), in declaration order. */
export const listConfig = (db: Db): Promise<SysConfigEntry[]> =>
  entries(
    db,
    SYS_CONFIG_ITEMS.map((i) => i.key),
  );

/**
 * Saves one item (POST /api/center/config/save), already checked by its own schema in the contract,
 * with who and when. Readers read sys_config on every request, so it takes effect at once.
 */
export async function saveConfig(db: Db, admin: AuthUser, input: { key: SysConfigItemKey; value: unknown }): Promise<SysConfigEntry> {
  const value = isJson(input.key) ? JSON.stringify(input.value) : String(input.value);
  const changed = { value, updatedAt: new Date(), updatedBy: admin.id };
  await db
    .insert(sysConfig)
    .values({ key: input.key, ...changed })
    .onConflictDoUpdate({ target: sysConfig.key, set: changed });
  return (await entries(db, [input.key]))[0]!;
}

/** The friendly links by sort (GET /api/center/friendlyLink/list); the footer shows the first 5. */
export const listFriendlyLinks = (db: Db): Promise<FriendlyLinkItem[]> => db.select().from(friendlyLink).orderBy(asc(friendlyLink.sort), asc(friendlyLink.id));

/**
 * Adds (no id) or changes a friendly link (POST /api/center/friendlyLink/save).
 * @throws Fail 4009 an 11th link (MAX_FRIENDLY_LINKS); 4004 unknown id
 */
export async function saveFriendlyLink(db: Db, input: { id?: number | undefined; name: string; link: string; sort: number }): Promise<FriendlyLinkItem> {
  const { id, ...values } = input;
  if (id !== undefined) {
    const [row] = await db.update(friendlyLink).set(values).where(eq(friendlyLink.id, id)).returning();
    if (!row) throw notFound('友情链接不存在');
    return row;
  }
  return db.transaction(async (tx) => {
    // one administrator's add at a time, so two adds cannot both pass the limit
    await tx.execute(sql`lock table ${friendlyLink} in share row exclusive mode`);
    const [n] = await tx.select({ n: count() }).from(friendlyLink);
    if ((n?.n ?? 0) >= MAX_FRIENDLY_LINKS) throw conflict(`友情链接最多${MAX_FRIENDLY_LINKS}个，请先删除不用的链接`);
    const [row] = await tx.insert(friendlyLink).values(values).returning();
    return row!;
  });
}

/** Removes a friendly link (POST /api/center/friendlyLink/delete/{id}); 4004 when unknown. */
export async function deleteFriendlyLink(db: Db, id: number): Promise<{ removed: number }> {
  const gone = await db.delete(friendlyLink).where(eq(friendlyLink.id, id)).returning({ id: friendlyLink.id });
  if (gone.length === 0) throw notFound('友情链接不存在');
  return { removed: gone.length };
}

const toSetting = (r: typeof entranceConfig.$inferSelect): EntranceSetting => ({ code: r.code as EntranceCode, name: r.name, description: r.description, href: r.href, enabled: r.enabled, important: r.important, sort: r.sort });

/** Every service entrance with its settings, by sort (GET /api/center/entrance/list). */
export const listEntranceSettings = async (db: Db): Promise<EntranceSetting[]> => (await db.select().from(entranceConfig).orderBy(asc(entranceConfig.sort), asc(entranceConfig.code))).map(toSetting);

/**
 * Changes one service entrance (POST /api/center/entrance/save): name, description, where it
 * leads, open or closed, shown among /Home's important services, sort. The codes are fixed (SPEC.md
 * section 9); the public answers (GET /oa/entranceConfig, /api/home/importantService) follow at
 * once through the data_version trigger of entrance_config.
 * @throws Fail 4004 when the code has no row (an installation without its entrances)
 */
export async function saveEntranceSetting(db: Db, input: EntranceSetting): Promise<EntranceSetting> {
  const { code, ...values } = input;
  const [row] = await db.update(entranceConfig).set(values).where(eq(entranceConfig.code, code)).returning();
  if (!row) throw notFound('服务入口不存在');
  return toSetting(row);
}
