import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enterprise } from '../src/modules/enterprise/tables';
import { readStreets } from '../src/modules/setup/streets';
import { get, post, startTestServer, type TestServer } from './harness';

const EXAMPLE = fs.readFileSync(path.resolve(import.meta.dirname, '../../../examples/district/streets.geojson'), 'utf8');

/** A FeatureCollection of the given features, each a street with a code, a name and one ring. */
const collection = (...features: { code?: string; name?: string; ring: number[][] }[]) =>
  JSON.stringify({ type: 'FeatureCollection', features: features.map((f) => ({ type: 'Feature', properties: { adcode: f.code, name: f.name }, geometry: { type: 'Polygon', coordinates: [f.ring] } })) });
/** A square ring of `size` degrees from (lng, lat). */
const square = (lng: number, lat: number, size = 0.02) => [
  [lng, lat],
  [lng + size, lat],
  [lng + size, lat + size],
  [lng, lat + size],
  [lng, lat],
];

describe('reading a street boundaries file (RFC 7946, GB/T 2260)', () => {
  it('takes the example district: 10 streets with their codes, names, areas and label points inside them', () => {
    const { streets, problems, properties } = readStreets(EXAMPLE);
    expect(problems).toEqual([]);
    expect(properties).toEqual(['adcode', 'name']);
    expect(streets.map((s) => s.code)).toEqual(Array.from({ length: 10 }, (_, i) => `440199${String(i + 1).padStart(3, '0')}`));
    expect(streets[0]).toMatchObject({ name: '清溪街道' });
    for (const s of streets) expect(s.areaKm2).toBeGreaterThan(3);
  });

  it('names each bad feature and its reason: open ring, self-intersection, projected coordinates, overlap, code or name twice, a code of the wrong length', () => {
    const bowtie = [
      [113.3, 23.1],
      [113.32, 23.12],
      [113.32, 23.1],
      [113.3, 23.12],
      [113.3, 23.1],
    ];
    const { problems, streets } = readStreets(
      collection(
        { code: '440199001', name: '甲街道', ring: square(113.3, 23.2) },
        { code: '440199002', name: '乙街道', ring: square(113.3, 23.2).slice(0, 4) },
        { code: '440199003', name: '丙街道', ring: bowtie },
        { code: '440199004', name: '丁街道', ring: square(38_500_000, 2_560_000, 1000) },
        { code: '440199005', name: '戊街道', ring: square(113.31, 23.21) },
        { code: '440199001', name: '己街道', ring: square(113.5, 23.5) },
        { code: '4401990', name: '庚街道', ring: square(113.6, 23.6) },
        { code: '440199008', name: '甲街道', ring: square(113.7, 23.7) },
      ),
    );
    expect(problems.map((p) => [p.feature, p.label, p.reason.replace(/（.*$/, '')])).toEqual([
      [2, '乙街道', '第1个环未闭合'],
      [3, '丙街道', '边界自相交'],
      [4, '丁街道', '坐标'],
      [5, '戊街道', '与第1个要素'],
      [6, '己街道', '街道代码 440199001 与第1个要素重复'],
      [7, '庚街道', '街道代码“4401990”应为9位数字'],
      [8, '甲街道', '街道名称与第1个要素重复'],
    ]);
    expect(problems[2]!.reason).toContain('不是经纬度，疑为投影坐标');
    expect(problems[3]!.reason).toMatch(/与第1个要素（甲街道）重叠约 \d+\.\d{3} 平方公里/);
    expect(streets.map((s) => s.name)).toEqual(['甲街道']);
  });

  it('reads the land survey\'s names (XZQDM, XZQMC), or the properties the administrator names', () => {
    const survey = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { XZQDM: '440199001000', XZQMC: '清溪街道', 编号: '01' }, geometry: { type: 'Polygon', coordinates: [square(113.3, 23.2)] } }] });
    expect(readStreets(survey).streets.map((s) => [s.code, s.name])).toEqual([['440199001', '清溪街道']]);
    const own = survey.replace('"XZQDM"', '"街道代码"').replace('"XZQMC"', '"街道名称"');
    expect(readStreets(own).problems[0]!.reason).toContain('缺少街道代码');
    expect(readStreets(own, { codeProperty: '街道代码', nameProperty: '街道名称' }).streets).toHaveLength(1);
  });

  it('refuses what is not a FeatureCollection', () => {
    expect(readStreets('{"type":"Feature"').problems[0]!.reason).toContain('不是有效的 GeoJSON');
    expect(readStreets('{"type":"Feature","geometry":null}').problems[0]!.reason).toBe('应为含至少一个要素的 GeoJSON FeatureCollection');
  });
});

describe('replacing the demo streets with the district\'s own (区情配置)', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    admin = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_admin', password: 'Demo@2025' })).body.data.userInfo.token;
  });
  afterAll(async () => s.close());

  const send = async (path: string, text: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'application/geo+json' }), 'streets.geojson');
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(s.apiUrl + path, { method: 'POST', headers: { token: admin }, body: form });
    return (await res.json()) as { code: number; msg: string; data: any };
  };

  it('previews the file and names the demo streets it would remove with what refers to them, storing nothing', async () => {
    const checked = await send('/api/center/district/streets/check', EXAMPLE);
    expect(checked.code).toBe(2000);
    expect(checked.data.streets).toHaveLength(10);
    expect(checked.data.removed).toHaveLength(7);
    expect(checked.data.removed[0].references.find((r: { label: string }) => r.label === '企业').count).toBeGreaterThan(0);
    expect((await get(s.apiUrl, '/api/common/dict/street')).body.data).toHaveLength(7);
  });

  it('refuses to remove a street still referred to, then moves its references to the street named, in one transaction', async () => {
    const refused = await send('/api/center/district/streets/apply', EXAMPLE);
    expect(refused.code).toBe(4001);
    expect(refused.msg).toMatch(/^街道“.+”（440120001）仍被企业\d+条/);
    const remap = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`440120${String(i + 1).padStart(3, '0')}`, `440199${String(i + 1).padStart(3, '0')}`]));
    const [before] = await s.database.db.select({ street: enterprise.streetCode }).from(enterprise).where(eq(enterprise.id, 1));
    const applied = await send('/api/center/district/streets/apply', EXAMPLE, { remap: JSON.stringify(remap) });
    expect(applied).toMatchObject({ code: 2000, data: { added: 10, updated: 0, removed: 7 } });
    const [after] = await s.database.db.select({ street: enterprise.streetCode }).from(enterprise).where(eq(enterprise.id, 1));
    expect(after!.street).toBe(remap[before!.street]);
    const options = (await get(s.apiUrl, '/api/common/dict/street')).body.data as { dictValue: string; dictLabel: string }[];
    expect(options.map((o) => o.dictLabel)).toEqual(['清溪街道', '东华街道', '西湖街道', '南岗街道', '北山街道', '龙潭街道', '松岭街道', '白沙街道', '金湾街道', '云台街道']);
    const readiness = (await get(s.apiUrl, '/api/center/readiness', { token: admin })).body.data.items as { key: string; ok: boolean; detail: string }[];
    expect(readiness.find((i) => i.key === 'streets')).toMatchObject({ ok: true, detail: '已导入 10 个街道的边界' });
  });

  it('stores nothing from a file with a problem, and only administrators may send one', async () => {
    const bad = await send('/api/center/district/streets/apply', collection({ code: '440199001', name: '清溪街道', ring: square(113.3, 23.2).slice(0, 4) }));
    expect(bad).toMatchObject({ code: 4001 });
    expect(bad.msg).toContain('第1个环未闭合');
    expect((await get(s.apiUrl, '/api/common/dict/street')).body.data).toHaveLength(10);
    const staff = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_jyzx', password: 'Demo@2025' })).body.data.userInfo.token;
    const form = new FormData();
    form.append('file', new Blob([EXAMPLE]), 'streets.geojson');
    expect(((await (await fetch(`${s.apiUrl}/api/center/district/streets/check`, { method: 'POST', headers: { token: staff }, body: form })).json()) as { code: number }).code).toBe(4003);
  });
});
