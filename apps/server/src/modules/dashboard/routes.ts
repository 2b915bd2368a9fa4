import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { BOARD_MODULES, CODE, endpoints, EXPORT_MODULES, type BoardModuleName, type ExportModule } from '@portal/api';
import type { Db } from '../../db/open';
import { pageOf } from '../../db/paging';
import { Fail } from '../../http/errors';
import type { Router } from '../../http/router';
import { tableWorkbook, XLSX_TYPE } from '../files/workbook';
import { enterprise, industry, street } from '../enterprise/tables';
import { moduleTable, tableSheet } from './modules';
import {
  enterpriseById,
  hrResources,
  industriesWithIndex,
  portrait,
  portraitPage,
  revenueAndInput,
  sandTable,
  scopeSeries,
  streetExtras,
  streetFigures,
  subIndexOf,
  summarise,
  talentSources,
} from './service';
import { boardSnapshot, memo, memoAsync, type Scope, type Snapshot } from './snapshot';
import { harmonyEnterprise } from '../laborRelation/tables';
import { indexWeight } from './tables';
import type { SubIndexCode } from './talentIndex';

/** The sub-index each of the eight calls answers (docs/talent-index.md). */
const SUB_INDEX_CALLS: [typeof endpoints.getTalentScaleIndex, SubIndexCode][] = [
  [endpoints.getIndustrialEconomyIndex, 'economy'],
  [endpoints.getTalentScaleIndex, 'scale'],
  [endpoints.getSupplyDemandIndex, 'supplyDemand'],
  [endpoints.getTopTalentsIndex, 'top'],
  [endpoints.getTalentEnvIndexVO, 'env'],
  [endpoints.getTalentStructureIndexVO, 'structure'],
  [endpoints.getTalentPutIntoIndexVO, 'input'],
  [endpoints.getTalentOutputIndexVO, 'output'],
];

type Sheet = { header: string[]; rows: (string | number | null)[][] };

/** Rows of one export module as a sheet: header labels and rows of cells. */
async function exportSheet(db: Db, module: ExportModule, scope: Scope): Promise<Sheet> {
  if (module in BOARD_MODULES) return tableSheet(await moduleTable(db, module as BoardModuleName, scope));
  const snap = await boardSnapshot(db);
  switch (module) {
    case 'talentIndex': {
      const series = scopeSeries(snap, scope);
      const subs = series[0]?.subIndices ?? [];
      return { header: ['年份', '综合指数', ...subs.map((s) => s.name)], rows: series.map((y) => [y.year, y.composite, ...y.subIndices.map((s) => s.value)]) };
    }
    case 'street':
      return { header: ['街道代码', '街道', '企业数', '在职人才数', `人才指数（${snap.baseYear}年=100）`], rows: streetFigures(snap).map((s) => [s.streetCode, s.streetName, s.enterpriseCount, s.talentCount, s.talentIndex]) };
    case 'industry':
      return { header: ['行业门类', '行业名称', '企业数', '在职人才数', `人才指数（${snap.baseYear}年=100）`], rows: (await industriesWithIndex(db)).map((r) => [r.industryCode, r.industryName, r.enterpriseCount, r.talentCount, r.composite]) };
    case 'revenueAndInput':
      return { header: ['年份', '营业收入（万元）', '纳税（万元）', '研发投入（万元）', '人才投入（万元）', '发明专利（件）'], rows: revenueAndInput(snap, scope).map((r) => [r.year, r.revenue, r.tax, r.rdInput, r.talentInput, r.patents]) };
    default:
      return { header: ['省份代码', '户籍省份', '人数'], rows: talentSources(snap).byProvince.map((p) => [p.code, p.name, p.count]) };
  }
}

/** One sheet named `name` with a bold header row, as an xlsx file. */
async function workbook(name: string, { header, rows }: Sheet) {
  return { filename: `${name}.xlsx`, contentType: XLSX_TYPE, body: await tableWorkbook(name, header, rows) };
}

/** Dashboard figures of the bigscreen (SPEC.md section 7, Dashboards; docs/talent-index.md). */
export function dashboardRoutes(r: Router): void {
  r.handle(endpoints.getHrResourcesVO, (_i, { db }) => hrResources(db));
  r.handle(endpoints.getStreetHrResourcesVO, async (_i, { db }) => {
    const snap = await boardSnapshot(db);
    return memo(snap, 'streetHrResources', () => streetFigures(snap).map(({ streetCode, streetName, enterpriseCount, talentCount }) => ({ streetCode, streetName, enterpriseCount, talentCount })));
  });
  r.handle(endpoints.streetHome, async (_i, { db }) => {
    const snap = await boardSnapshot(db);
    return memo(snap, 'streetHome', () => ({
      districtName: snap.districtName,
      demoGeometry: snap.demoGeometry,
      streets: streetFigures(snap).map(({ centerLng, centerLat, geometry, ...s }) => ({ ...s, center: [centerLng, centerLat] as [number, number], geometry: geometry as { type: 'Polygon'; coordinates: unknown[] } })),
    }));
  });
  for (const [endpoint, code] of SUB_INDEX_CALLS)
    r.handle(endpoint, async (scope, { db }) => {
      const snap = await boardSnapshot(db);
      return memo(snap, `subIndex|${code}|${scope.streetCode ?? ''}|${scope.industryCode ?? ''}`, () => subIndexOf(snap, scope, code));
    });
  r.handle(endpoints.getMacroTalentData, async (_i, { db }) => talentSources(await boardSnapshot(db)));
  r.handle(endpoints.getRevenueAndInputVO, async (scope, { db }) => revenueAndInput(await boardSnapshot(db), scope));
  r.handle(endpoints.streetDetail, async ({ streetCode }, { db }) => {
    const snap = await boardSnapshot(db);
    return memo(snap, `streetDetail|${streetCode}`, () => {
      const street = streetFigures(snap).find((s) => s.streetCode === streetCode);
      if (!street) throw new Fail(CODE.notFound, '街道不存在');
      const { streetName, enterpriseCount, talentCount } = street;
      return { streetCode, streetName, enterpriseCount, talentCount, ...streetExtras(snap, streetCode), index: summarise(scopeSeries(snap, { streetCode }), snap.baseYear) };
    });
  });
  r.handle(endpoints.tradeTalentIndex, async (_i, { db }) => {
    const [snap, industries] = await Promise.all([boardSnapshot(db), industriesWithIndex(db)]);
    return memo(snap, 'tradeTalentIndex', () => ({ baseYear: snap.baseYear, year: scopeSeries(snap, {}).at(-1)?.year ?? snap.baseYear, industries }));
  });
  r.handle(endpoints.talentIndexHome, async (_i, { db }) => {
    const snap = await boardSnapshot(db);
    return memo(snap, 'talentIndexHome', () => ({
      districtName: snap.districtName,
      ...summarise(scopeSeries(snap, {}), snap.baseYear),
      streets: streetFigures(snap).map((s) => ({ streetCode: s.streetCode, streetName: s.streetName, composite: s.talentIndex })),
    }));
  });
  r.handle(endpoints.portraitByName, ({ name, page, limit }, { db }) => portraitPage(db, { name }, page, limit));
  r.handle(endpoints.portraitByStreet, ({ name, streetCode, page, limit }, { db }) => portraitPage(db, { name, streetCode }, page, limit));
  r.handle(endpoints.portraitByIndustry, ({ name, industryCode, page, limit }, { db }) => portraitPage(db, { name, industryCode }, page, limit));
  r.handle(endpoints.portraitOnTheFour, ({ name, flag, page, limit }, { db }) => portraitPage(db, { name, onTheFour: flag === '1' }, page, limit));
  r.handle(endpoints.portraitDetail, ({ id }, { db }) => portrait(db, id));
  r.handle(endpoints.getStandBoxParkInfo, (scope, { db }) => sandTable(db, scope));
  r.handle(endpoints.rankConfigPage, ({ page, limit }, { db }) => pageOf(db.select().from(indexWeight).orderBy(asc(indexWeight.sort)), db.select({ n: count() }).from(indexWeight), { page, limit }));
  r.handle(endpoints.rankConfigUpdate, async ({ items }, { db }) => {
    const codes = [...new Set(items.map((i) => i.code))];
    const known = new Set((await db.select({ code: indexWeight.code }).from(indexWeight).where(inArray(indexWeight.code, codes))).map((w) => w.code));
    const unknown = codes.find((c) => !known.has(c));
    if (unknown) throw new Fail(CODE.invalidInput, `没有这个指标：${unknown}`);
    await db.transaction(async (tx) => {
      for (const { code, weight } of items) await tx.update(indexWeight).set({ weight }).where(eq(indexWeight.code, code));
    });
    return { updated: codes.length };
  });
  for (const name of Object.keys(BOARD_MODULES) as BoardModuleName[]) r.handle(BOARD_MODULES[name], (input, { db }) => moduleTable(db, name, input as Scope));
  r.handle(endpoints.dataBoardExport, async ({ module, ...scope }, { db }) => workbook(EXPORT_MODULES[module], await exportSheet(db, module, scope)));
  r.handle(endpoints.yhbyGetHarmonyEnt, async ({ page, limit, year, level, streetCode }, { db }) => {
    const snap = await boardSnapshot(db);
    // kept per snapshot: harmony_enterprise writes raise the data version too
    return memoAsync(snap, `harmony|${page}|${limit}|${year ?? ''}|${level ?? ''}|${streetCode ?? ''}`, () => harmonyPage(db, snap, { page, limit, year, level, streetCode }));
  });
}

/** One page of harmonious labour-relations enterprises (/api/yhby/getHarmonyEnt), newest rating and highest level first. */
async function harmonyPage(db: Db, snap: Snapshot, { page, limit, year, level, streetCode }: { page: number; limit: number; year?: number | undefined; level?: string | undefined; streetCode?: string | undefined }) {
  const where = and(year ? eq(harmonyEnterprise.year, year) : undefined, level ? eq(harmonyEnterprise.level, level) : undefined, streetCode ? eq(enterprise.streetCode, streetCode) : undefined);
  const talent = enterpriseById(snap);
  const base = () =>
    db
      .select({ enterpriseId: enterprise.id, name: enterprise.name, streetName: street.name, industryName: industry.name, year: harmonyEnterprise.year, level: harmonyEnterprise.level })
      .from(harmonyEnterprise)
      .innerJoin(enterprise, eq(enterprise.creditCode, harmonyEnterprise.creditCode))
      .innerJoin(street, eq(street.code, enterprise.streetCode))
      .innerJoin(industry, eq(industry.code, enterprise.industryCode))
      .where(where);
  const { list, total } = await pageOf(
    base()
      .orderBy(desc(harmonyEnterprise.year), desc(harmonyEnterprise.level), asc(enterprise.id)),
    db.select({ n: count() }).from(harmonyEnterprise).innerJoin(enterprise, eq(enterprise.creditCode, harmonyEnterprise.creditCode)).where(where),
    { page, limit },
  );
  return { list: list.map((r) => ({ ...r, talentCount: talent.get(r.enterpriseId)?.talentCount ?? 0 })), total };
}
