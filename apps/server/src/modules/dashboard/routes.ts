import { asc, count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CODE, endpoints, EXPORT_MODULES } from '@portal/api';
import type { Db } from '../../db/open';
import { Fail } from '../../http/errors';
import type { Router } from '../../http/router';
import { readConfig } from '../system/service';
import { cachedIndexData, scopeSeries, type IndexData } from './indexData';
import {
  enterprisePoints,
  hrResources,
  latestComposite,
  portrait,
  portraitPage,
  revenueAndInput,
  streetExtras,
  streetFigures,
  subIndexOf,
  summarise,
  talentSources,
} from './service';
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

/** The district map's streets with figures and each street's latest composite index. */
async function streetsWithIndex(db: Db, data: IndexData) {
  return (await streetFigures(db)).map((s) => ({ ...s, talentIndex: latestComposite(data, { streetCode: s.streetCode }) }));
}

/** Every industry section's figures and latest index. */
async function industriesWithIndex(db: Db, data: IndexData) {
  const hr = await hrResources(db);
  return hr.byIndustry.map((i) => {
    const s = summarise(scopeSeries(data, { industryCode: i.industryCode }), data.baseYear);
    return { ...i, composite: s.composite, subIndices: s.subIndices };
  });
}

const districtCode = async (db: Db) => {
  const streets = await streetFigures(db);
  return streets[0]?.streetCode.slice(0, 6) ?? '';
};

/** Rows of one export module as a sheet: header labels and rows of cells. */
async function exportSheet(db: Db, module: keyof typeof EXPORT_MODULES): Promise<{ header: string[]; rows: (string | number | null)[][] }> {
  const data = await cachedIndexData(db);
  switch (module) {
    case 'talentIndex': {
      const series = scopeSeries(data, {});
      const subs = series[0]?.subIndices ?? [];
      return { header: ['年份', '综合指数', ...subs.map((s) => s.name)], rows: series.map((y) => [y.year, y.composite, ...y.subIndices.map((s) => s.value)]) };
    }
    case 'street': {
      const streets = await streetsWithIndex(db, data);
      return { header: ['街道代码', '街道', '企业数', '在职人才数', `人才指数（${data.baseYear}年=100）`], rows: streets.map((s) => [s.streetCode, s.streetName, s.enterpriseCount, s.talentCount, s.talentIndex]) };
    }
    case 'industry': {
      const rows = await industriesWithIndex(db, data);
      return { header: ['行业门类', '行业名称', '企业数', '在职人才数', `人才指数（${data.baseYear}年=100）`], rows: rows.map((r) => [r.industryCode, r.industryName, r.enterpriseCount, r.talentCount, r.composite]) };
    }
    case 'revenueAndInput': {
      const rows = await revenueAndInput(db, {});
      return { header: ['年份', '营业收入（万元）', '纳税（万元）', '研发投入（万元）', '人才投入（万元）', '发明专利（件）'], rows: rows.map((r) => [r.year, r.revenue, r.tax, r.rdInput, r.talentInput, r.patents]) };
    }
    case 'talentSource': {
      const src = await talentSources(db, await districtCode(db));
      return { header: ['省份代码', '户籍省份', '人数'], rows: src.byProvince.map((p) => [p.code, p.name, p.count]) };
    }
  }
}

/** Dashboard figures of the bigscreen (SPEC.md section 7, Dashboards; docs/talent-index.md). */
export function dashboardRoutes(r: Router): void {
  r.handle(endpoints.getHrResourcesVO, (_i, { db }) => hrResources(db));
  r.handle(endpoints.getStreetHrResourcesVO, async (_i, { db }) =>
    (await streetFigures(db)).map(({ streetCode, streetName, enterpriseCount, talentCount }) => ({ streetCode, streetName, enterpriseCount, talentCount })),
  );
  r.handle(endpoints.streetHome, async (_i, { db }) => {
    const [cfg, data] = await Promise.all([readConfig(db, ['district.name', 'district.demoGeometry']), cachedIndexData(db)]);
    const streets = await streetsWithIndex(db, data);
    return {
      districtName: cfg['district.name'],
      demoGeometry: cfg['district.demoGeometry'] === 'true',
      streets: streets.map(({ centerLng, centerLat, geometry, ...s }) => ({ ...s, center: [centerLng, centerLat] as [number, number], geometry: geometry as { type: 'Polygon'; coordinates: unknown[] } })),
    };
  });
  for (const [endpoint, code] of SUB_INDEX_CALLS) r.handle(endpoint, async (scope, { db }) => subIndexOf(await cachedIndexData(db), scope, code));
  r.handle(endpoints.getMacroTalentData, async (_i, { db }) => talentSources(db, await districtCode(db)));
  r.handle(endpoints.getRevenueAndInputVO, (scope, { db }) => revenueAndInput(db, scope));
  r.handle(endpoints.streetDetail, async ({ streetCode }, { db }) => {
    const street = (await streetFigures(db)).find((s) => s.streetCode === streetCode);
    if (!street) throw new Fail(CODE.notFound, '街道不存在');
    const [data, extras] = await Promise.all([cachedIndexData(db), streetExtras(db, streetCode)]);
    const { streetName, enterpriseCount, talentCount } = street;
    return { streetCode, streetName, enterpriseCount, talentCount, ...extras, index: summarise(scopeSeries(data, { streetCode }), data.baseYear) };
  });
  r.handle(endpoints.tradeTalentIndex, async (_i, { db }) => {
    const data = await cachedIndexData(db);
    return { baseYear: data.baseYear, year: data.years[data.years.length - 1] ?? data.baseYear, industries: await industriesWithIndex(db, data) };
  });
  r.handle(endpoints.talentIndexHome, async (_i, { db }) => {
    const [cfg, data] = await Promise.all([readConfig(db, ['district.name']), cachedIndexData(db)]);
    const streets = await streetsWithIndex(db, data);
    return {
      districtName: cfg['district.name'],
      ...summarise(scopeSeries(data, {}), data.baseYear),
      streets: streets.map((s) => ({ streetCode: s.streetCode, streetName: s.streetName, composite: s.talentIndex })),
    };
  });
  r.handle(endpoints.portraitByName, ({ name, page, limit }, { db }) => portraitPage(db, { name }, page, limit));
  r.handle(endpoints.portraitByStreet, ({ name, streetCode, page, limit }, { db }) => portraitPage(db, { name, streetCode }, page, limit));
  r.handle(endpoints.portraitByIndustry, ({ name, industryCode, page, limit }, { db }) => portraitPage(db, { name, industryCode }, page, limit));
  r.handle(endpoints.portraitOnTheFour, ({ name, flag, page, limit }, { db }) => portraitPage(db, { name, onTheFour: flag === '1' }, page, limit));
  r.handle(endpoints.portraitDetail, ({ id }, { db }) => portrait(db, id));
  r.handle(endpoints.getStandBoxParkInfo, (_i, { db }) => enterprisePoints(db));
  r.handle(endpoints.rankConfigPage, async ({ page, limit }, { db }) => {
    const [list, [total]] = await Promise.all([
      db.select().from(indexWeight).orderBy(asc(indexWeight.sort)).limit(limit).offset((page - 1) * limit),
      db.select({ n: count() }).from(indexWeight),
    ]);
    return { list, total: total?.n ?? 0 };
  });
  r.handle(endpoints.dataBoardExport, async ({ module }, { db }) => {
    const { header, rows } = await exportSheet(db, module);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(EXPORT_MODULES[module]);
    sheet.addRow(header).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    sheet.columns.forEach((c) => (c.width = 18));
    return { filename: `${EXPORT_MODULES[module]}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: Buffer.from(await book.xlsx.writeBuffer()) };
  });
}
