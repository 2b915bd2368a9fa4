import turfArea from '@turf/area';
import turfBbox from '@turf/bbox';
import { featureCollection } from '@turf/helpers';
import turfIntersect from '@turf/intersect';
import turfKinks from '@turf/kinks';
import turfPointOnFeature from '@turf/point-on-feature';
import { and, count, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { STREET_CODE_PROPERTIES, STREET_NAME_PROPERTIES, type RemovedStreet, type StreetProblem } from '@portal/api';
import type { Db } from '../../db/open';
import { invalid } from '../../http/errors';
import { appUser } from '../account/tables';
import { areaAuditCompany, areaAuditPerson } from '../allowance/tables';
import { sysDict } from '../dict/tables';
import { enterprise, street } from '../enterprise/tables';
import { companyDocking, jobSeeker } from '../station/tables';
import { sysConfig } from '../system/tables';

/** China's extent in degrees (WGS 84), generously: a coordinate outside it is not a street of a Chinese district. */
const CHINA = { minLng: 73, maxLng: 136, minLat: 3, maxLat: 54 } as const;

/**
 * The overlap two neighbouring streets may share, as a share of the smaller one's area: boundaries
 * digitised separately cross each other by slivers along the shared border.
 */
const SLIVER_SHARE = 0.005;

/** A street of a file as it would be stored (areaKm2 for the preview): the contract's StreetShape with its geometry typed. */
export interface StreetShape {
  code: string;
  name: string;
  areaKm2: number;
  centerLng: number;
  centerLat: number;
  geometry: Polygon | MultiPolygon;
}

/**
 * Every place a street code is kept, declared once: what a removed street's references are counted
 * in and moved by (`remap`). A street's name kept as text elsewhere (questionnaire targets,
 * postdoctoral units) is history and stays as it was.
 */
const STREET_REFERENCES: readonly { label: string; table: PgTable; column: PgColumn }[] = [
  { label: '企业', table: enterprise, column: enterprise.streetCode },
  { label: '工作人员管辖范围', table: appUser, column: appUser.streetCode },
  { label: '求职者（就业驿站）', table: jobSeeker, column: jobSeeker.streetCode },
  { label: '企业对接记录', table: companyDocking, column: companyDocking.streetCode },
  { label: '区域审核企业', table: areaAuditCompany, column: areaAuditCompany.streetCode },
  { label: '区域审核人员', table: areaAuditPerson, column: areaAuditPerson.streetCode },
];

const isNumberPair = (p: unknown): p is Position => Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/** The first problem of a polygon's rings (closed, at least 4 positions, longitude and latitude inside China), or null. */
function ringProblem(polygons: unknown[]): string | null {
  let ringNo = 0;
  for (const polygon of polygons) {
    if (!Array.isArray(polygon) || polygon.length === 0) return '多边形没有坐标';
    for (const ring of polygon) {
      ringNo++;
      if (!Array.isArray(ring) || !ring.every(isNumberPair)) return `第${ringNo}个环的坐标不是数字对`;
      if (ring.length < 4) return `第${ringNo}个环不足4个坐标`;
      const [first, last] = [ring[0] as Position, ring.at(-1) as Position];
      if (first[0] !== last[0] || first[1] !== last[1]) return `第${ringNo}个环未闭合（首尾坐标不同）`;
      for (const [lng, lat] of ring as Position[]) {
        if (Math.abs(lng!) > 180 || Math.abs(lat!) > 90) return `坐标（${lng}, ${lat}）不是经纬度，疑为投影坐标：请转换为 WGS 84 经纬度（RFC 7946）`;
        if (lng! < CHINA.minLng || lng! > CHINA.maxLng || lat! < CHINA.minLat || lat! > CHINA.maxLat) return `坐标（${lng}, ${lat}）不在中国范围内（经度73-136，纬度3-54），请确认为 WGS 84 经纬度且经度在前`;
      }
    }
  }
  return null;
}

/** A feature's property as text, trimmed ('' when absent). */
const textOf = (props: Record<string, unknown>, key: string | undefined) => (key !== undefined && props[key] !== undefined && props[key] !== null ? String(props[key]).trim() : '');

/**
 * Reads a street boundaries file (RFC 7946 FeatureCollection) and checks it; stores nothing. A
 * feature's code is read under `codeProperty`, else the first of STREET_CODE_PROPERTIES it has (a
 * 12-digit statistical code ending in 000 is taken as its 9-digit street code); its name likewise.
 * @returns the valid streets, every problem, and the property names the features carry
 */
export function readStreets(text: string, names: { codeProperty?: string | undefined; nameProperty?: string | undefined } = {}): { streets: StreetShape[]; problems: StreetProblem[]; properties: string[] } {
  const problems: StreetProblem[] = [];
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { streets: [], problems: [{ feature: 0, label: '文件', reason: `不是有效的 GeoJSON（JSON 无法解析：${(e as Error).message.slice(0, 80)}）` }], properties: [] };
  }
  const features = (doc as { type?: unknown; features?: unknown }).features;
  if ((doc as { type?: unknown }).type !== 'FeatureCollection' || !Array.isArray(features) || features.length === 0) {
    return { streets: [], problems: [{ feature: 0, label: '文件', reason: '应为含至少一个要素的 GeoJSON FeatureCollection' }], properties: [] };
  }
  const properties = new Set<string>();
  const shapes: (StreetShape & { feature: number; bbox: number[] })[] = [];
  const byCode = new Map<string, number>();
  const byName = new Map<string, number>();
  features.forEach((raw: unknown, i) => {
    const no = i + 1;
    const f = raw as { type?: unknown; properties?: Record<string, unknown> | null; geometry?: { type?: unknown; coordinates?: unknown } | null };
    const props = f.properties ?? {};
    for (const key of Object.keys(props)) properties.add(key);
    const codeKey = names.codeProperty || STREET_CODE_PROPERTIES.find((k) => k in props);
    const nameKey = names.nameProperty || STREET_NAME_PROPERTIES.find((k) => k in props);
    let code = textOf(props, codeKey);
    if (/^\d{9}000$/.test(code)) code = code.slice(0, 9);
    const name = textOf(props, nameKey);
    const label = name || code || `第${no}个要素`;
    const fail = (reason: string) => problems.push({ feature: no, label, reason });
    if (!/^\d{9}$/.test(code)) return fail(code ? `街道代码“${code}”应为9位数字（GB/T 2260 区县代码加3位）` : `缺少街道代码（属性 ${names.codeProperty || STREET_CODE_PROPERTIES.join('、')}）`);
    if (!name) return fail(`缺少街道名称（属性 ${names.nameProperty || STREET_NAME_PROPERTIES.join('、')}）`);
    if (name.length > 30) return fail('街道名称不能超过30个字');
    const geometry = f.geometry;
    if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') || !Array.isArray(geometry.coordinates)) return fail('几何类型应为 Polygon 或 MultiPolygon');
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const rings = ringProblem(polygons);
    if (rings) return fail(rings);
    const feature = { type: 'Feature', properties: {}, geometry } as Feature<Polygon | MultiPolygon>;
    const kink = turfKinks(feature).features[0];
    if (kink) return fail(`边界自相交（约在经度 ${kink.geometry.coordinates[0]!.toFixed(5)}，纬度 ${kink.geometry.coordinates[1]!.toFixed(5)}）`);
    const dupCode = byCode.get(code);
    if (dupCode) return fail(`街道代码 ${code} 与第${dupCode}个要素重复`);
    const dupName = byName.get(name);
    if (dupName) return fail(`街道名称与第${dupName}个要素重复`);
    byCode.set(code, no);
    byName.set(name, no);
    const [centerLng, centerLat] = turfPointOnFeature(feature).geometry.coordinates as [number, number];
    shapes.push({ feature: no, code, name, geometry: feature.geometry, areaKm2: Math.round(turfArea(feature) / 1000) / 1000, centerLng, centerLat, bbox: turfBbox(feature) });
  });
  // overlaps beyond a sliver, between the streets whose boxes meet
  const overlapping = new Set<number>();
  for (let a = 0; a < shapes.length; a++) {
    for (let b = a + 1; b < shapes.length; b++) {
      const [x, y] = [shapes[a]!, shapes[b]!];
      if (x.bbox[0]! > y.bbox[2]! || y.bbox[0]! > x.bbox[2]! || x.bbox[1]! > y.bbox[3]! || y.bbox[1]! > x.bbox[3]!) continue;
      const common = turfIntersect(featureCollection([{ type: 'Feature', properties: {}, geometry: x.geometry }, { type: 'Feature', properties: {}, geometry: y.geometry }]));
      const km2 = common ? turfArea(common) / 1e6 : 0;
      if (km2 <= SLIVER_SHARE * Math.min(x.areaKm2, y.areaKm2)) continue;
      problems.push({ feature: y.feature, label: y.name, reason: `与第${x.feature}个要素（${x.name}）重叠约 ${km2.toFixed(3)} 平方公里` });
      overlapping.add(y.feature);
    }
  }
  const streets = shapes.filter((s) => !overlapping.has(s.feature)).map(({ code, name, areaKm2, centerLng, centerLat, geometry }) => ({ code, name, areaKm2, centerLng, centerLat, geometry }));
  return { streets, problems: problems.sort((p, q) => p.feature - q.feature), properties: [...properties].sort() };
}

/** The stored streets that `keep` lacks, each with how many records of each kind refer to it. */
export async function removedStreets(db: Db, keep: readonly string[]): Promise<RemovedStreet[]> {
  const gone = await db
    .select({ code: street.code, name: street.name })
    .from(street)
    .where(keep.length ? notInArray(street.code, [...keep]) : undefined)
    .orderBy(street.code);
  if (gone.length === 0) return [];
  const codes = gone.map((s) => s.code);
  // one query after another: inside applyStreets's transaction a single connection serves them all
  const counts: { label: string; code: string; count: number }[][] = [];
  for (const ref of STREET_REFERENCES) {
    const rows = await db
      .select({ code: ref.column, n: count() })
      .from(ref.table)
      .where(and(isNotNull(ref.column), inArray(ref.column, codes)))
      .groupBy(ref.column);
    counts.push(rows.map((r) => ({ label: ref.label, code: String(r.code), count: r.n })));
  }
  return gone.map((s) => ({ ...s, references: counts.flat().filter((c) => c.code === s.code && c.count > 0).map(({ label, count: n }) => ({ label, count: n })) }));
}

/**
 * Replaces the district's streets with those of `text`, all or nothing (one transaction): the file
 * must have no problem; a stored street it lacks is removed, its references moved first to the
 * street `remap[code]` names (a street of the file), which every referred-to street needs. The
 * street dictionary follows the table (codes in order), and `district.demoGeometry` becomes false.
 * @throws Fail 4001 with the first problem of the file, a referred-to street without (or with an unknown) target
 */
export async function applyStreets(db: Db, text: string, names: { codeProperty?: string | undefined; nameProperty?: string | undefined }, remap: Record<string, string>): Promise<{ added: number; updated: number; removed: number; remapped: number }> {
  const { streets, problems } = readStreets(text, names);
  if (problems.length > 0) throw invalid(`街道边界文件有 ${problems.length} 处问题，未保存：${problems[0]!.label}：${problems[0]!.reason}`);
  const codes = streets.map((s) => s.code);
  return db.transaction(async (tx) => {
    const before = new Set((await tx.select({ code: street.code }).from(street)).map((s) => s.code));
    const gone = await removedStreets(tx, codes);
    // the file's streets first: the references moved to them need them (foreign keys)
    for (const s of streets) {
      const row = { name: s.name, geometry: s.geometry, centerLng: s.centerLng, centerLat: s.centerLat };
      await tx
        .insert(street)
        .values({ code: s.code, ...row })
        .onConflictDoUpdate({ target: street.code, set: row });
    }
    let remapped = 0;
    for (const g of gone) {
      const target = remap[g.code];
      if (g.references.length > 0 && !target) throw invalid(`街道“${g.name}”（${g.code}）仍被${g.references.map((r) => `${r.label}${r.count}条`).join('、')}引用，请指定并入的街道`);
      if (target === undefined) continue;
      if (!codes.includes(target)) throw invalid(`“${g.name}”应并入文件中的街道，${target} 不在文件中`);
      // every reference keeps the code in a property named streetCode
      for (const ref of STREET_REFERENCES) remapped += (await tx.update(ref.table).set({ streetCode: target } as never).where(eq(ref.column, g.code)).returning({ code: ref.column })).length;
    }
    if (gone.length) await tx.delete(street).where(inArray(street.code, gone.map((g) => g.code)));
    await tx.delete(sysDict).where(eq(sysDict.dictType, 'street'));
    const ordered = [...streets].sort((a, b) => a.code.localeCompare(b.code));
    await tx.insert(sysDict).values(ordered.map((s, i) => ({ dictType: 'street', dictValue: s.code, dictLabel: s.name, sort: (i + 1) * 10 })));
    await tx
      .insert(sysConfig)
      .values({ key: 'district.demoGeometry', value: 'false' })
      .onConflictDoUpdate({ target: sysConfig.key, set: { value: 'false', updatedAt: new Date() } });
    const added = codes.filter((c) => !before.has(c)).length;
    return { added, updated: codes.length - added, removed: gone.length, remapped };
  });
}
