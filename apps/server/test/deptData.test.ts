import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, get, post, startTestServer, type TestServer, firstSheetOf } from './harness';

type Res = { code: number; msg: string; data: any };

/** 科技局's figures of a year, as staff_kjj types them. */
const tec = { techFunding: 91000, highTechEnterprises: 1320, techProjects: 335, techTalents: 44100, rdIntensity: 3.6 };

describe('department data collection: modules, review step, talent index (issue 13)', () => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let kjj: string;
  let reviewer: string;
  let year: number;

  const modify = async (body: object, token = kjj) => (await post(s.apiUrl, '/api/tec/modifyTec', body, { token })).body as Res;
  const review = async (body: object, token = reviewer) => (await post(s.apiUrl, '/api/deptData/review', { module: 'tec', year, ...body }, { token })).body as Res;

  beforeAll(async () => {
    s = await startTestServer('pglite');
    [kjj, reviewer] = await Promise.all([login('staff_kjj', 'gov'), login('staff_sjsh', 'gov')]);
    year = (await get(s.apiUrl, '/api/deptData/page?type=2', { token: kjj })).body.data.collectingYear;
  });
  afterAll(async () => s?.close());

  it('shows each department its own type: 科技局 reads /api/tec and type 2; another type answers 4003', async () => {
    const page = (await get(s.apiUrl, '/api/deptData/page?type=2', { token: kjj })).body.data;
    expect(page.list.map((i: { module: string; status: string }) => [i.module, i.status])).toEqual([['tec', 'none']]);
    expect(page.year).toBe(year);
    const own = (await get(s.apiUrl, `/api/tec/getTec?year=${year}`, { token: kjj })).body.data;
    expect([own.status, own.version, own.actions]).toEqual(['none', 0, ['save', 'submit']]);
    expect((await get(s.apiUrl, '/api/deptData/page?type=3', { token: kjj })).body.code).toBe(4003);
    const zscqj = await login('staff_zscqj', 'gov');
    expect((await get(s.apiUrl, `/api/tec/getTec?year=${year}`, { token: zscqj })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/tec/modifyTec', { year, version: 0, action: 'save', values: tec }, { token: zscqj })).body.code).toBe(4003);
    // earlier years: confirmed in the demo, read-only for the department
    const earlier = (await get(s.apiUrl, `/api/tec/getTec?year=${year - 1}`, { token: kjj })).body.data;
    expect([earlier.status, earlier.actions]).toEqual(['confirmed', []]);
    expect((await modify({ year: year - 1, version: earlier.version, action: 'save', values: tec })).code).toBe(4009);
    // the reviewer sees every type
    expect((await get(s.apiUrl, '/api/deptData/page?limit=50', { token: reviewer })).body.data.total).toBe(13);
  });

  it('refuses bad figures naming the field', async () => {
    expect((await modify({ year, version: 0, action: 'save', values: { ...tec, techProjects: -1 } })).msg).toBe('参数错误：values.techProjects 科技计划立项不能为负数');
    expect((await modify({ year, version: 0, action: 'save', values: { ...tec, rdIntensity: 100.5 } })).msg).toBe('参数错误：values.rdIntensity 研发投入强度不能超过100%');
    expect((await modify({ year, version: 0, action: 'save', values: { ...tec, techFunding: 1.234 } })).msg).toBe('参数错误：values.techFunding 财政科技投入最多保留两位小数');
    expect((await modify({ year, version: 0, action: 'save', values: { ...tec, highTechEnterprises: '很多' } })).msg).toBe('参数错误：values.highTechEnterprises 高新技术企业应为数字');
  });

  it('runs draft → submitted → returned → resubmitted → confirmed, refuses stale versions and wrong steps, and keeps the timeline', async () => {
    const draft = await modify({ year, version: 0, action: 'save', values: tec });
    expect([draft.code, draft.data.status, draft.data.version]).toEqual([2000, 'draft', 1]);
    // a second editor still holding version 0 cannot overwrite it
    const stale = await modify({ year, version: 0, action: 'save', values: { ...tec, techProjects: 1 } });
    expect(stale.code).toBe(4009);
    expect(stale.msg).toMatch(/已被王建国于.*修改，请刷新后再操作/);
    expect((await review({ version: 1, action: 'confirm' })).code).toBe(4009); // a draft is not for review
    const submitted = await modify({ year, version: 1, action: 'submit', values: tec });
    expect([submitted.data.status, submitted.data.actions]).toEqual(['submitted', []]);
    expect((await modify({ year, version: 2, action: 'save', values: tec })).msg).toBe(`科技创新${year}年度的数据当前为“已提交”，不能保存草稿`);
    expect((await review({ version: 2, action: 'confirm' }, kjj)).code).toBe(4003);
    expect((await review({ version: 2, action: 'return' })).msg).toBe('请填写退回原因');
    const returned = await review({ version: 2, action: 'return', reason: '高新技术企业数与认定公告不一致' });
    expect([returned.data.status, returned.data.returnReason]).toEqual(['returned', '高新技术企业数与认定公告不一致']);
    const again = await modify({ year, version: 3, action: 'submit', values: { ...tec, highTechEnterprises: 1318 } });
    expect([again.data.status, again.data.returnReason]).toEqual(['submitted', '']);
    const confirmed = await review({ version: 4, action: 'confirm' });
    expect([confirmed.data.status, confirmed.data.values.highTechEnterprises]).toEqual(['confirmed', 1318]);
    const timeline = (await get(s.apiUrl, `/api/deptData/history?module=tec&year=${year}`, { token: kjj })).body.data;
    expect(timeline.map((e: { action: string; from: string; to: string; userName: string }) => [e.action, e.from, e.to, e.userName])).toEqual([
      ['save', 'none', 'draft', '王建国'],
      ['submit', 'draft', 'submitted', '王建国'],
      ['return', 'submitted', 'returned', '高远'],
      ['submit', 'returned', 'submitted', '王建国'],
      ['confirm', 'submitted', 'confirmed', '高远'],
    ]);
  });

  it('feeds the confirmed figure to the district’s input sub-index at once, and takes it out when the year is reopened', async () => {
    const input = async () => (await get(s.apiUrl, '/api/dataBoard/getTalentPutIntoIndexVO', { token: kjj })).body.data as { year: number; indicators: { code: string; value: number }[] };
    const shown = await input();
    expect(shown.year).toBe(year);
    expect(shown.indicators.find((i) => i.code === 'techFunding')?.value).toBe(91000);
    const current = (await get(s.apiUrl, `/api/tec/getTec?year=${year}`, { token: reviewer })).body.data;
    expect((await review({ version: current.version, action: 'reopen', reason: '统计局修订了年度数据' })).data.status).toBe('returned');
    expect((await input()).indicators.find((i) => i.code === 'techFunding')).toBeUndefined();
    // a street has no department figures
    const street = (await get(s.apiUrl, '/api/dataBoard/getTalentPutIntoIndexVO?streetCode=440115001', { token: kjj })).body.data;
    expect(street.indicators?.find((i: { code: string }) => i.code === 'techFunding')).toBeUndefined();
  });

  it('imports the department’s workbook: cell errors by row and column save nothing; a good file becomes the draft', async () => {
    const ipo = await login('staff_zscqj', 'gov');
    const current = (await get(s.apiUrl, `/api/ipo/getIpoPatent?year=${year}`, { token: ipo })).body.data;
    expect([current.status, current.returnReason]).toEqual(['returned', '发明专利授权量与国家知识产权局统计公报不一致，请核对后重新提交']);
    const template = await firstSheetOf(await fetch(`${s.apiUrl}/api/ipo/getIpoPatent/template`, { headers: { token: ipo } }));
    const headers = (template.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(['发明专利授权', '有效发明专利', 'PCT国际专利申请', '有效注册商标', '知识产权质押融资']);
    const upload = async (cells: unknown[], merge?: string) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('知识产权');
      sheet.addRow(headers);
      sheet.addRow(cells);
      if (merge) sheet.mergeCells(merge);
      const form = new FormData();
      form.append('year', String(year));
      form.append('version', String(current.version));
      form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '知识产权.xlsx');
      return (await (await fetch(`${s.apiUrl}/api/ipo/modifyIpoPatent/import`, { method: 'POST', headers: { token: ipo }, body: form })).json()) as Res;
    };
    const merged = await upload([3900, 22000, 430, 99000, 186000], 'B2:C2');
    expect([merged.code, merged.msg]).toEqual([4001, '第2行B列有合并单元格（B2:C2），请取消合并、每个单元格分别填写后重新导入']);
    const bad = await upload([3900, -2, 430, '', 186000]);
    expect(bad.data.problems).toEqual([
      { row: 2, column: '有效发明专利', reason: '有效发明专利不能为负数' },
      { row: 2, column: '有效注册商标', reason: '有效注册商标不能为空' },
    ]);
    expect((await get(s.apiUrl, `/api/ipo/getIpoPatent?year=${year}`, { token: ipo })).body.data.version).toBe(current.version);
    const good = await upload([3900, 22000, 430, 99000, 186000.5]);
    expect([good.data.problems, good.data.data.status, good.data.data.values.inventionGranted]).toEqual([[], 'draft', 3900]);
  });

  it('keeps each department’s own profile (/modifyGovernment), version-checked, and checks its phone', async () => {
    const profile = { leader: '陈卫东', contactName: '李敏', contactPhone: '13800138002', officePhone: '020-84681234', email: 'kjj@nanwan.gov.cn', address: '南湾区行政中心3号楼', duties: '负责科技数据采集' };
    const read = (await get(s.apiUrl, '/api/deptData/profile', { token: kjj })).body.data;
    expect([read.deptName, read.version, read.values.contactName]).toEqual(['科技局', 0, '']);
    expect((await post(s.apiUrl, '/api/deptData/profile', { version: 0, values: { ...profile, contactPhone: '12345' } }, { token: kjj })).body.code).toBe(4001);
    const saved = (await post(s.apiUrl, '/api/deptData/profile', { version: 0, values: profile }, { token: kjj })).body.data;
    expect([saved.version, saved.values.contactName, saved.updatedBy]).toEqual([1, '李敏', '王建国']);
    expect((await post(s.apiUrl, '/api/deptData/profile', { version: 0, values: profile }, { token: kjj })).body.code).toBe(4009);
    // another department has its own
    expect((await get(s.apiUrl, '/api/deptData/profile', { token: await login('staff_zscqj', 'gov') })).body.data.values.contactName).toBe('');
  });

  it('refuses a submit once collection has closed, and keeps the draft', async () => {
    const gz = await login('staff_migrant', 'gov');
    const values = { migrants: 690000, pointsSchooling: 5500, pointsSettlement: 2700, serviceStations: 48 };
    await s.database.db.execute(sql`update sys_config set value = '2020-02-28' where key = 'dataCollection.deadline'`);
    try {
      const got = (await get(s.apiUrl, `/api/gz/getEnrol?year=${year}`, { token: gz })).body.data;
      expect([got.open, got.actions]).toEqual([false, ['save']]);
      const late = (await post(s.apiUrl, '/api/gz/modifyEnrol', { year, version: 0, action: 'submit', values }, { token: gz })).body as Res;
      expect([late.code, late.msg]).toEqual([4009, `${year}年度数据填报已于2020-02-28截止，不能再提交`]);
      expect((await post(s.apiUrl, '/api/gz/modifyEnrol', { year, version: 0, action: 'save', values }, { token: gz })).body.data.status).toBe('draft');
    } finally {
      await s.database.db.execute(sql`update sys_config set value = '2027-02-28' where key = 'dataCollection.deadline'`);
    }
  });
  it('keeps 企业认定名录 (/modifyCompany) by the recognising departments: a 高新技术企业 recorded by 科技局 counts in its street at once, and stops counting when removed', async () => {
    const { rows } = (await s.database.db.execute(sql`select e.credit_code as "creditCode", e.name, e.street_code as "streetCode" from enterprise e join enterprise_profile p on p.enterprise_id = e.id where not p.high_tech order by e.id limit 1`)) as unknown as { rows: { creditCode: string; name: string; streetCode: string }[] };
    const ent = rows[0];
    const highTech = async () => (await get(s.apiUrl, `/api/street/streetDetail?streetCode=${ent!.streetCode}`, { token: kjj })).body.data.highTechCount as number;
    const before = await highTech();
    const record = { creditCode: ent!.creditCode, entName: ent!.name, category: '高新技术企业', certificateNo: 'GR202544009999', recognisedOn: '2025-12-01' };
    const saved = (await post(s.apiUrl, '/api/deptData/company/addUpd', record, { token: kjj })).body as Res;
    expect(saved.code).toBe(2000);
    expect(await highTech()).toBe(before + 1);
    // the same enterprise and kind again: refused, nothing added
    expect((await post(s.apiUrl, '/api/deptData/company/addUpd', record, { token: kjj })).body.msg).toBe(`${ent!.creditCode}已登记为高新技术企业，请修改原记录`);
    // 四上企业 is for 综合数据 to record; a bad credit code names the field
    const four = (await post(s.apiUrl, '/api/deptData/company/addUpd', { ...record, category: '四上企业' }, { token: kjj })).body as Res;
    expect([four.code, four.msg]).toEqual([4003, '认定类别：四上企业由综合数据认定和登记，本部门不能登记或修改']);
    // nor change or remove what 综合数据 recorded
    const zhsj = await login('staff_zhsj', 'gov');
    const theirs = (await get(s.apiUrl, `/api/deptData/company/list?limit=10&category=${encodeURIComponent('四上企业')}`, { token: kjj })).body.data.list[0];
    expect((await post(s.apiUrl, `/api/deptData/company/delete/${theirs.id}`, {}, { token: kjj })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/deptData/company/addUpd', { ...theirs, category: '高新技术企业' }, { token: kjj })).body.code).toBe(4003);
    expect((await get(s.apiUrl, `/api/deptData/company/detail?id=${theirs.id}`, { token: zhsj })).body.data.category).toBe('四上企业');
    expect((await post(s.apiUrl, '/api/deptData/company/addUpd', { ...record, creditCode: `${ent!.creditCode.slice(0, 17)}${ent!.creditCode.endsWith('0') ? '1' : '0'}` }, { token: kjj })).body.msg).toMatch(/统一社会信用代码应为18位且校验位正确/);
    // listed for 综合数据 too (a shared register), and not for 就业中心
    const listed = (await get(s.apiUrl, `/api/deptData/company/list?keyword=${encodeURIComponent(ent!.name)}&category=${encodeURIComponent('高新技术企业')}`, { token: zhsj })).body.data;
    expect(listed.list.map((r: { creditCode: string; userName: string }) => [r.creditCode, r.userName])).toEqual([[ent!.creditCode, '王建国']]);
    expect((await get(s.apiUrl, '/api/deptData/company/list', { token: await login('staff_jyzx', 'gov') })).body.code).toBe(4003);
    expect((await post(s.apiUrl, `/api/deptData/company/delete/${saved.data.id}`, {}, { token: kjj })).body.code).toBe(2000);
    expect(await highTech()).toBe(before);
  });

  it('keeps 高层次人才名录 (/modifyStaff) for 人才交流中心 only, masked in the list, one row per identity number', async () => {
    const rcjl = await login('staff_rcjl', 'gov');
    const page = (await get(s.apiUrl, '/api/deptData/staff/list?limit=10', { token: rcjl })).body.data;
    expect(page.total).toBe(40);
    expect(page.list[0].name).toMatch(/^.\*+$/);
    expect(page.list[0].idCard).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    const talent = { name: '欧阳明', idCard: '440106199001011235', tier: '精英人才', speciality: '人工智能', entName: '广州示例科技有限公司', creditCode: page.list[0].creditCode, recognisedOn: '2025-06-01', phone: '13800138077' };
    expect((await post(s.apiUrl, '/api/deptData/staff/addUpd', talent, { token: rcjl })).body.code).toBe(2000);
    expect((await post(s.apiUrl, '/api/deptData/staff/addUpd', { ...talent, name: '欧阳亮' }, { token: rcjl })).body.msg).toBe('该身份证号码的人才已登记，请修改原记录');
    expect((await post(s.apiUrl, '/api/deptData/staff/addUpd', { ...talent, idCard: '440106199001011234' }, { token: rcjl })).body.code).toBe(4001);
    expect((await get(s.apiUrl, '/api/deptData/staff/list', { token: kjj })).body.code).toBe(4003);
  });
  it('reconciles (/modifyDR) each figure with its register by the end of the year: 科技局 sees its own check, the reviewer both, 就业中心 none', async () => {
    const checks = async (token: string, q = '') => (await get(s.apiUrl, `/api/deptData/reconcile${q}`, { token })).body;
    const own = (await checks(kjj, '?year=2024')).data;
    expect(own.items.map((i: { label: string }) => i.label)).toEqual(['高新技术企业']);
    const [hi] = own.items;
    const { rows } = (await s.database.db.execute(sql`select count(*)::int as n from ent_recognition where category = '高新技术企业' and recognised_on <= '2024-12-31'`)) as unknown as { rows: { n: number }[] };
    expect([hi.status, hi.reported, hi.registered, hi.coverage]).toEqual(['confirmed', 1260, rows[0]!.n, Math.round((rows[0]!.n / 1260) * 1000) / 10]);
    const all = (await checks(reviewer, '?year=2024')).data.items.map((i: { label: string; registered: number }) => i.label);
    expect(all).toEqual(['高新技术企业', '认定高层次人才']);
    expect((await checks(await login('staff_jyzx', 'gov'))).code).toBe(4003);
  });
});
