import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar, maskIdCard } from '@portal/validators';
import { hashPassword } from '../src/modules/account/password';
import { appUser } from '../src/modules/account/tables';
import { staff } from '../src/modules/enterprise/tables';
import { organisation } from '../src/modules/home/tables';
import { entProduct, productMessage, tinyHome } from '../src/modules/minihome/tables';
import { get, loginToken, post, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function upload(apiUrl: string, token: string, data: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${apiUrl}/common/uploadFile`, { method: 'POST', headers: { token }, body: form });
  return (await res.json()) as { code: number; data: { id: number } };
}

const idCard = (ymd: string, seq: number) => {
  const body = `440106${ymd}${String(seq).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
};

describe.each(backends)('micro-homepages, HR products and exports on %s', (backend) => {
  let s: TestServer;
  let ent: string;
  let hr: string;
  let gov: string;
  let other: string;
  let hrId: number;

  beforeAll(async () => {
    s = await startTestServer(backend);
    ent = await loginToken(s.apiUrl, 'ent');
    gov = await loginToken(s.apiUrl, 'gov');
    hr = (await post(s.apiUrl, '/api/ent/login/entLogin', { username: 'ent_hr', password: 'Demo@2025' })).body.data.userInfo.token;
    const [hrUser] = await s.database.db.select({ enterpriseId: appUser.enterpriseId }).from(appUser).where(eq(appUser.username, 'ent_hr'));
    hrId = hrUser!.enterpriseId!;
    await s.database.db.insert(appUser).values({ username: 'ent_other_mini', passwordHash: await hashPassword('Demo@2025'), userKind: 2, name: '王五', enterpriseId: 2 });
    other = (await post(s.apiUrl, '/api/ent/login/entLogin', { username: 'ent_other_mini', password: 'Demo@2025' })).body.data.userInfo.token;
  });
  afterAll(async () => s?.close());

  it('saves the micro-homepage sanitised with its pictures, and the public sees it with the open jobs', async () => {
    const image = await upload(s.apiUrl, ent, PNG, '门头.png');
    expect(image.code).toBe(2000);
    const saved = await post(s.apiUrl, '/api/ent/info/modifyTinyHome', { description: '<p>我们是<strong>示范企业</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">', remark: '春季招聘进行中', imageIds: [image.data.id] }, { token: ent });
    expect(saved.body.code).toBe(2000);
    const [row] = await s.database.db.select().from(tinyHome).where(eq(tinyHome.enterpriseId, 1));
    expect(row!.description).toContain('<strong>示范企业</strong>');
    expect(row!.description).not.toMatch(/script|onerror/);

    const { body } = await get(s.apiUrl, '/api/ent/info/getTinyHomeById/1');
    expect(body.code).toBe(2000);
    expect(body.data.remark).toBe('春季招聘进行中');
    expect(body.data.images.map((i: { name: string }) => i.name)).toEqual(['门头.png']);
    const onShelf = await post(s.apiUrl, '/api/ent/demand/pageNew', { page: 1, limit: 50 });
    const ownOpen = onShelf.body.data.list.filter((d: { enterpriseId: number }) => d.enterpriseId === 1).length;
    expect(body.data.jobCount.posts).toBeGreaterThanOrEqual(ownOpen);
    expect(body.data.jobs.every((j: { status: string; enterpriseId: number }) => j.status === 'on' && j.enterpriseId === 1)).toBe(true);
    // the picture is public now that it is on the page
    const file = await fetch(`${s.apiUrl}/common/file/${image.data.id}`);
    expect(file.headers.get('content-type')).toBe('image/png');

    expect((await get(s.apiUrl, '/api/ent/info/getTinyHome', { token: ent })).body.data.description).toContain('示范企业');
  });

  it('refuses another enterprise’s micro-homepage (4003) and someone else’s upload, changing nothing', async () => {
    const before = await s.database.db.select().from(tinyHome).where(eq(tinyHome.enterpriseId, 1));
    expect((await post(s.apiUrl, '/api/ent/info/modifyTinyHome', { id: 1, description: '<p>篡改</p>' }, { token: other })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/ent/info/modifyRemark', { id: 1, remark: '篡改' }, { token: other })).body.code).toBe(4003);
    const foreign = await upload(s.apiUrl, other, PNG, 'x.png');
    expect((await post(s.apiUrl, '/api/ent/info/modifyTinyHome', { description: '<p>本企业</p>', imageIds: [foreign.data.id] }, { token: ent })).body.code).toBe(4003);
    expect(await s.database.db.select().from(tinyHome).where(eq(tinyHome.enterpriseId, 1))).toEqual(before);
    expect((await post(s.apiUrl, '/api/ent/info/modifyTinyHome', { description: '<p>x</p>' }, { token: gov })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/ent/info/modifyTinyHome', { description: '<script>x</script>' }, { token: ent })).body).toMatchObject({ code: 4001, msg: '请输入企业介绍' });
  });

  it('changes only the notice line, and needs the page to exist first', async () => {
    expect((await post(s.apiUrl, '/api/ent/info/modifyRemark', { remark: '秋季招聘' }, { token: ent })).body.code).toBe(2000);
    expect((await get(s.apiUrl, '/api/ent/info/getTinyHomeById/1')).body.data.remark).toBe('秋季招聘');
    await s.database.db.delete(tinyHome).where(eq(tinyHome.enterpriseId, 2));
    expect((await post(s.apiUrl, '/api/ent/info/modifyRemark', { remark: '无页面' }, { token: other })).body.code).toBe(4009);
    expect((await get(s.apiUrl, '/api/ent/info/getTinyHomeById/2')).body).toMatchObject({ code: 4004, msg: '该企业尚未创建微主页' });
    const mine = await get(s.apiUrl, '/api/ent/info/getTinyHome', { token: other });
    expect(mine.body.data).toMatchObject({ enterpriseId: 2, updatedAt: null, description: '' });
  });

  it('lists micro-homepages for staff only', async () => {
    const { body } = await get(s.apiUrl, `/api/center/minihome?keyword=${encodeURIComponent('')}&page=1&limit=10`, { token: gov });
    const [n] = await s.database.db.select({ n: count() }).from(tinyHome);
    expect(body.data.total).toBe(n!.n);
    expect(body.data.list[0].enterpriseId).toBe(1); // changed last
    expect((await get(s.apiUrl, '/api/center/minihome', { token: ent })).body.code).toBe(4003);
  });

  it('lets an HR institution publish a product that /organList?type=3 shows, and refuses other enterprises', async () => {
    const fields = { name: '测试派遣产品', summary: '为制造业企业提供合规劳务派遣', description: '派遣流程与收费标准详见合同，签约后三日内到岗。', labels: ['劳务派遣'], price: '面议', contactName: '刘经理', contactPhone: '13800138000' };
    expect((await post(s.apiUrl, '/api/ent/product/addOrUpdate', fields, { token: ent })).body).toMatchObject({ code: 4003, msg: '只有人力资源服务机构可以发布人力资源产品' });
    const added = await post(s.apiUrl, '/api/ent/product/addOrUpdate', fields, { token: hr });
    expect(added.body.code).toBe(2000);
    const id = added.body.data.id as number;
    const listed = async () => (await get(s.apiUrl, `/human/resourceServices?type=3&keyword=${encodeURIComponent('测试派遣')}`)).body.data;
    expect((await listed()).total).toBe(0); // a draft is not listed
    expect((await get(s.apiUrl, `/api/ent/product/detail/${id}`)).body.code).toBe(4004);
    expect((await post(s.apiUrl, '/api/ent/product/stage', { id, stage: 'on' }, { token: hr })).body.data.stage).toBe('on');
    const page = await listed();
    expect(page.list).toEqual([expect.objectContaining({ id, name: '测试派遣产品', tags: ['劳务派遣'], enterpriseId: hrId })]);
    expect((await get(s.apiUrl, `/api/ent/info/getTinyHomeById/${hrId}`)).body.data.products.map((p: { id: number }) => p.id)).toContain(id);
    const labels = (await get(s.apiUrl, '/api/ent/product/label/list')).body.data;
    expect(labels.find((l: { dictValue: string }) => l.dictValue === '劳务派遣').products).toBeGreaterThanOrEqual(1);
    // another enterprise may not touch it
    expect((await post(s.apiUrl, '/api/ent/product/stage', { id, stage: 'off' }, { token: ent })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/ent/product/addOrUpdate', { ...fields, id, name: '改名' }, { token: other })).body.code).toBe(4003);
    expect((await post(s.apiUrl, `/api/ent/product/remove/${id}`, {}, { token: ent })).body.code).toBe(4003);
    const [still] = await s.database.db.select().from(entProduct).where(eq(entProduct.id, id));
    expect(still).toMatchObject({ name: '测试派遣产品', stage: 'on' });
    expect((await post(s.apiUrl, '/api/ent/product/addOrUpdate', { ...fields, labels: [] }, { token: hr })).body).toMatchObject({ code: 4001, msg: expect.stringContaining('请至少选择一个标签') });
    const own = await get(s.apiUrl, '/api/ent/product/list?stage=on', { token: hr });
    expect(own.body.data.list.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('takes messages from the public and answers from the institution only', async () => {
    const [product] = await s.database.db.select().from(entProduct).where(and(eq(entProduct.enterpriseId, hrId), eq(entProduct.stage, 'on'))).limit(1);
    const msg = await post(s.apiUrl, '/api/ent/product/message/add', { productId: product!.id, name: '张先生', phone: '13912345678', content: '请问可以上门服务吗？' });
    expect(msg.body.code).toBe(2000);
    expect((await post(s.apiUrl, '/api/ent/product/message/add', { productId: product!.id, name: '张', phone: '123', content: '短' })).body.code).toBe(4001);
    expect((await post(s.apiUrl, '/api/ent/product/message/reply', { id: msg.body.data.id, reply: '我不是机构' }, { token: ent })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/ent/product/message/reply', { id: msg.body.data.id, reply: '可以，请来电预约。' }, { token: hr })).body.code).toBe(2000);
    const publicList = (await get(s.apiUrl, `/api/ent/product/message/list?productId=${product!.id}`)).body.data.list;
    expect(publicList[0]).toMatchObject({ name: '张先生', phone: '139****5678', reply: '可以，请来电预约。' });
    const ownList = (await get(s.apiUrl, `/api/ent/product/message/list?productId=${product!.id}`, { token: hr })).body.data.list;
    expect(ownList[0].phone).toBe('13912345678');
    await post(s.apiUrl, '/api/ent/product/stage', { id: product!.id, stage: 'off' }, { token: hr });
    expect((await post(s.apiUrl, '/api/ent/product/message/add', { productId: product!.id, name: '李女士', phone: '13912345678', content: '下架后还能留言吗？' })).body.code).toBe(4004);
    expect((await post(s.apiUrl, `/api/ent/product/remove/${product!.id}`, {}, { token: hr })).body.data.removed).toBe(1);
    const [left] = await s.database.db.select({ n: count() }).from(productMessage).where(eq(productMessage.productId, product!.id));
    expect(left!.n).toBe(0);
  });

  it('enters staff by identity card with the import’s rules, and exports the staff records as a workbook', async () => {
    const good = idCard('19900101', 11);
    const rows = [`李四\t${good}\t13800138001\t大学本科\t会计\t2024-03-01`, `王五, ${idCard('19850505', 21).slice(0, 17)}0, 13800138002, 大学本科, 2024/3/1`, `赵六 ${idCard('19920202', 31)} 13800138003 硕士研究生 2024年3月1日`].join('\n');
    const form = new FormData();
    form.append('rows', rows);
    const res = await fetch(`${s.apiUrl}/api/ent/personal/importIdCard`, { method: 'POST', headers: { token: ent }, body: form });
    const { code, data } = (await res.json()) as { code: number; data: any };
    expect(code).toBe(2000);
    expect(data).toMatchObject({ total: 3, inserted: 2, updated: 0 });
    expect(data.problems).toEqual([{ row: 2, column: '身份证号码', reason: expect.stringContaining('校验位') }]);
    expect(typeof data.errorWorkbook).toBe('string');
    const [saved] = await s.database.db.select().from(staff).where(and(eq(staff.enterpriseId, 1), eq(staff.idCard, good)));
    expect(saved).toMatchObject({ name: '李四', position: '会计', entryDate: '2024-03-01' });

    const exported = await fetch(`${s.apiUrl}/api/ent/info/entExport`, { headers: { token: ent } });
    expect(decodeURIComponent(exported.headers.get('content-disposition') ?? '')).toMatch(/人员信息\d{8}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported.arrayBuffer()) as ArrayBuffer);
    const sheet = book.getWorksheet('人员信息')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['姓名', '身份证号码', '手机号码', '最高学历', '岗位', '入职日期', '离职日期', '录入人', '更新时间']);
    const [n] = await s.database.db.select({ n: count() }).from(staff).where(eq(staff.enterpriseId, 1));
    expect(sheet.actualRowCount - 1).toBe(n!.n);
    // identity numbers leave masked (GB/T 35273-2020; issue 24): the row is found by its masked number
    expect(sheet.getColumn(2).values).not.toContain(good);
    const found = sheet.getColumn(2).values.indexOf(maskIdCard(good));
    expect(found).toBeGreaterThan(1);
    expect(sheet.getRow(found).getCell(1).value).toBe('李四');
    expect((await fetch(`${s.apiUrl}/api/ent/info/entExport`, { headers: { token: gov } }).then((r) => r.json())).code).toBe(4003);
  });

  it('keeps the annual data of a private vocational training institution for an open year, and only for one', async () => {
    const training = (await post(s.apiUrl, '/api/ent/login/entLogin', { username: 'ent_training', password: 'Demo@2025' })).body.data.userInfo.token;
    const { body: overview } = await get(s.apiUrl, '/api/ent/info', { token: training });
    const year = overview.data.years[1] as number;
    expect(overview.data.school.map((r: { year: number }) => r.year)).toEqual(overview.data.years);
    const figures = { trainees: 1200, certified: 950, employed: 700, teachers: 18, courses: 9, trainingRevenue: 356.5 };
    expect((await post(s.apiUrl, '/api/ent/info/modify', { section: 'school', year, ...figures }, { token: training })).body.code).toBe(2000);
    const after = (await get(s.apiUrl, '/api/ent/info', { token: training })).body.data.school.find((r: { year: number }) => r.year === year);
    expect(after).toEqual({ year, ...figures });
    expect((await post(s.apiUrl, '/api/ent/info/modify', { section: 'school', year, ...figures, certified: 1300 }, { token: training })).body).toMatchObject({ code: 4001, msg: expect.stringContaining('不能超过培训人次') });
    expect((await post(s.apiUrl, '/api/ent/info/modify', { section: 'school', year: year - 5, ...figures }, { token: training })).body.code).toBe(4009);
    expect((await post(s.apiUrl, '/api/ent/info/modify', { section: 'school', year, ...figures }, { token: ent })).body.code).toBe(4003);
  });

  it('serves agencies: staff list, edit and export; an institution sees and edits only its own card', async () => {
    const page = await get(s.apiUrl, '/api/agency/page?page=1&limit=10', { token: gov });
    const [n] = await s.database.db.select({ n: count() }).from(organisation).where(eq(organisation.type, 1));
    expect(page.body.data.total).toBe(n!.n);
    const own = await get(s.apiUrl, '/api/agency/info', { token: hr });
    expect(own.body.data.enterpriseId).toBe(hrId);
    expect((await post(s.apiUrl, '/api/agency/edit/info', { intro: '新的机构简介', phone: '020-12345678', tags: ['猎头服务'] }, { token: hr })).body.code).toBe(2000);
    expect((await get(s.apiUrl, `/api/agency/info?id=${own.body.data.id}`, { token: gov })).body.data).toMatchObject({ intro: '新的机构简介', phone: '020-12345678' });
    expect((await get(s.apiUrl, `/api/agency/info?id=${own.body.data.id}`, { token: ent })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/agency/edit/info', { id: own.body.data.id, intro: '篡改' }, { token: ent })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/agency/edit', { id: own.body.data.id, name: '改名机构', phone: '12' }, { token: gov })).body.code).toBe(4001);
    expect((await post(s.apiUrl, '/api/agency/edit', { id: own.body.data.id, name: '改名机构' }, { token: gov })).body.code).toBe(2000);
    expect((await post(s.apiUrl, '/api/agency/edit', { name: '越权' }, { token: hr })).body.code).toBe(4003);

    const res = await fetch(`${s.apiUrl}/api/agency/export`, { headers: { token: gov } });
    const sheet = await firstSheetOf(res);
    expect(sheet.getRow(1).getCell(2).value).toBe('机构名称');
    expect(sheet.actualRowCount - 1).toBe(n!.n);
    expect(sheet.getColumn(2).values).toContain('改名机构');
    expect((await fetch(`${s.apiUrl}/api/agency/export`, { headers: { token: ent } }).then((r) => r.json())).code).toBe(4003);
  });
});
