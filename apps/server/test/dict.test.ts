import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FORM_FIELDS, EDUCATION_LEVELS, MARITAL_STATUSES } from '@portal/api';
import { eq } from 'drizzle-orm';
import { prepareDatabase } from '../src/db/prepare';
import { dictProblem } from '../src/modules/dict/service';
import { sysDict } from '../src/modules/dict/tables';
import { idCardCheckChar } from '@portal/validators';
import { demoLogins, get, post, startTestServer, type TestServer } from './harness';

type Res = { code: number; msg: string; data: any };
type Item = { id: number; dictValue: string; dictLabel: string; status: string; sort: number };

/** A valid identity number born on 1990-01-01 with sequence `seq`. */
const idCard = (seq: number) => {
  const body = `44010619900101${String(seq).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
};

/**
 * The dictionaries of issue 18 (/sysDict) on the real embedded database: the public options
 * follow an administrator's change at the next call, a disabled option leaves the forms but keeps
 * naming old records, values never change, labels are unique within a type, and the staff import
 * reads a renamed label as the value records store.
 */
describe('dictionaries (/sysDict)', () => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let admin: string;
  const call = async (path: string, body: object, token = admin) => (await post(s.apiUrl, path, body, { token })).body as Res;
  const read = async (path: string, token?: string) => (await get(s.apiUrl, path, token ? { token } : {})).body as Res;
  const publicOptions = async (type: string, withDisabled = false) => (await read(`/api/common/dict/${type}${withDisabled ? '?withDisabled=1' : ''}`)).data as { dictValue: string; dictLabel: string; disabled?: boolean }[];
  const adminList = async (type: string) => (await read(`/api/center/dict/list?dictType=${type}`, admin)).data as Item[];
  const option = async (type: string, value: string) => (await adminList(type)).find((i) => i.dictValue === value)!;

  beforeAll(async () => {
    s = await startTestServer('pglite');
    admin = await login('staff_admin', 'gov');
  });
  afterAll(async () => s?.close());

  it('starts with the lists the forms used, values as records store them, without a login', async () => {
    expect(await publicOptions('education')).toEqual(EDUCATION_LEVELS.map((v) => ({ dictValue: v, dictLabel: v })));
    expect((await publicOptions('maritalStatus')).map((o) => o.dictLabel)).toEqual([...MARITAL_STATUSES]);
    expect((await publicOptions('enterpriseType')).map((o) => o.dictValue)).toEqual(['人力资源服务机构', '民办职业培训机构']);
    const streets = await publicOptions('street');
    expect(streets).toHaveLength(7);
    expect(streets[0]).toEqual({ dictValue: '440120001', dictLabel: '南湾街道' });
    expect((await publicOptions('industrySection')).find((o) => o.dictValue === 'C')?.dictLabel).toBe('制造业');
    expect((await read('/api/common/dict/nonsense')).code).toBe(4001);
  });

  it('only administrators keep them', async () => {
    const jyzx = await login('staff_jyzx', 'gov');
    const id = (await option('education', '大学本科')).id;
    expect((await read('/api/center/dict/list?dictType=education', jyzx)).code).toBe(4003);
    expect((await call('/api/center/dict/save', { id, dictType: 'education', dictValue: '大学本科', dictLabel: '本科', sort: 30 }, jyzx)).code).toBe(4003);
    expect((await call('/api/center/dict/able', { id, status: 'disabled' }, jyzx)).code).toBe(4003);
    expect((await publicOptions('education')).map((o) => o.dictLabel)).toContain('大学本科');
  });

  it('a renamed label is what the forms offer at the next call, and what the staff import reads', async () => {
    await publicOptions('education'); // cached now
    const item = await option('education', '大学本科');
    const saved = await call('/api/center/dict/save', { id: item.id, dictType: 'education', dictValue: '大学本科', dictLabel: '本科（学士）', sort: item.sort });
    expect(saved).toMatchObject({ code: 2000, data: { dictValue: '大学本科', dictLabel: '本科（学士）', status: 'enabled' } });
    expect((await publicOptions('education')).find((o) => o.dictValue === '大学本科')?.dictLabel).toBe('本科（学士）');

    // an enterprise imports its staff with the new label: the record stores the value
    const ent = await login('ent_demo', 'ent');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('人员信息');
    sheet.addRow(['姓名', '身份证号码', '手机号码', '最高学历', '岗位', '入职日期']);
    sheet.addRow(['字典测试', idCard(731), '13800138731', '本科（学士）', '', '2024-03-01']);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '人员.xlsx');
    const imported = (await (await fetch(`${s.apiUrl}/api/ent/personal/import`, { method: 'POST', headers: { token: ent }, body: form })).json()) as Res;
    expect(imported).toMatchObject({ code: 2000, data: { inserted: 1, problems: [] } });
    const list = await read(`/api/ent/personal/personalList?keyword=${encodeURIComponent('字典测试')}`, ent);
    expect(list.data.list[0].education).toBe('大学本科');
  });

  it('a label is unique within its type; a value never changes', async () => {
    const item = await option('education', '大学专科');
    const dup = await call('/api/center/dict/save', { id: item.id, dictType: 'education', dictValue: '大学专科', dictLabel: '硕士研究生', sort: item.sort });
    expect(dup).toMatchObject({ code: 4001, msg: '字典标签“硕士研究生”在该类型中已存在，请换一个标签' });
    const dupNew = await call('/api/center/dict/save', { dictType: 'education', dictValue: '中专', dictLabel: ' 博士研究生 ', sort: 60 });
    expect(dupNew).toMatchObject({ code: 4001, msg: '字典标签“博士研究生”在该类型中已存在，请换一个标签' });
    const moved = await call('/api/center/dict/save', { id: item.id, dictType: 'education', dictValue: '专科', dictLabel: '大学专科', sort: item.sort });
    expect(moved).toMatchObject({ code: 4001, msg: '字典值创建后不能修改（记录保存的是“大学专科”），只能修改标签' });
    const sameValue = await call('/api/center/dict/save', { dictType: 'education', dictValue: '大学专科', dictLabel: '专科', sort: 60 });
    expect(sameValue).toMatchObject({ code: 4001, msg: '字典值“大学专科”在该类型中已存在' });
    const tooLong = await call('/api/center/dict/save', { dictType: 'education', dictValue: 'x', dictLabel: '长'.repeat(31), sort: 60 });
    expect(tooLong.code).toBe(4001);
    expect(tooLong.msg).toContain('字典标签不能超过30个字');
    // the same label in another type is fine
    const other = await call('/api/center/dict/save', { dictType: 'maritalStatus', dictValue: '其他', dictLabel: '大学专科', sort: 50 });
    expect(other.code).toBe(2000);
    expect((await option('education', '大学专科')).dictLabel).toBe('大学专科');
  });

  it('a disabled option leaves the forms but still names old records; enabled again it returns', async () => {
    const added = await call('/api/center/dict/save', { dictType: 'maritalStatus', dictValue: '分居', dictLabel: '分居', sort: 60, remark: '测试' });
    expect(added.code).toBe(2000);
    expect((await publicOptions('maritalStatus')).map((o) => o.dictLabel)).toContain('分居');
    const off = await call('/api/center/dict/able', { id: added.data.id, status: 'disabled' });
    expect(off).toMatchObject({ code: 2000, data: { status: 'disabled' } });
    expect((await publicOptions('maritalStatus')).map((o) => o.dictValue)).not.toContain('分居');
    expect((await publicOptions('maritalStatus', true)).find((o) => o.dictValue === '分居')).toEqual({ dictValue: '分居', dictLabel: '分居', disabled: true });
    expect((await adminList('maritalStatus')).find((i) => i.dictValue === '分居')?.status).toBe('disabled');
    expect((await call('/api/center/dict/able', { id: added.data.id, status: 'disabled' })).code).toBe(4009);
    expect((await call('/api/center/dict/able', { id: added.data.id, status: 'enabled' })).code).toBe(2000);
    expect((await publicOptions('maritalStatus')).map((o) => o.dictValue)).toContain('分居');
    expect((await call('/api/center/dict/able', { id: 999999, status: 'enabled' })).code).toBe(4004);
  });

  it('the application forms take an added option, refuse a value that is not one, and keep a disabled one a record already had', async () => {
    const person = await login('person_demo', 'person');
    const prefill = (await read('/api/second/apply/zhufang/get', person)).data.prefill as { name: string; idCard: string; phone: string };
    const housing = { name: prefill.name, idCard: prefill.idCard, phone: prefill.phone || '13700137001', education: '硕士研究生', entName: '南湾测试公司', maritalStatus: '同居', familySize: 1, ownsHousing: '无', preferredStreet: '440120001', roomType: '一房', attachmentIds: [] };
    const refused = await call('/api/second/apply/zhufang/fill', { fields: housing }, person);
    expect(refused).toMatchObject({ code: 4001, msg: '婚姻状况只能是：未婚、已婚、离异、丧偶、大学专科、分居' });

    const added = await call('/api/center/dict/save', { dictType: 'education', dictValue: '中专', dictLabel: '中等专科', sort: 45 });
    expect(added.code).toBe(2000);
    const fields = APPLICATION_FORM_FIELDS.zfbtEnt;
    const people = (education: string) => ({ people: [{ name: '李四', idCard: idCard(732), phone: '13800138732', education, monthlyRent: 1000 }] });
    expect(await dictProblem(s.database.db, fields, people('中专'))).toBeNull();
    expect(await dictProblem(s.database.db, fields, people('初中'))).toBe('申报人员第1人最高学历只能是：博士研究生、硕士研究生、本科（学士）、大学专科、中等专科、高中及以下');
    await call('/api/center/dict/able', { id: added.data.id, status: 'disabled' });
    expect(await dictProblem(s.database.db, fields, people('中专'))).toMatch(/^申报人员第1人最高学历只能是/);
    // a record that already held it may be submitted again as it was
    expect(await dictProblem(s.database.db, fields, people('中专'), people('中专'))).toBeNull();
  });

  it('a database made before the store existed gains the options at the next start', async () => {
    // as an installation upgraded from a release without dictionaries: a type's options are missing
    await s.database.db.delete(sysDict).where(eq(sysDict.dictType, 'maritalStatus'));
    expect(await publicOptions('maritalStatus')).toEqual([]);
    await prepareDatabase(s.database, { demo: true });
    expect(await publicOptions('maritalStatus')).toEqual(MARITAL_STATUSES.map((v) => ({ dictValue: v, dictLabel: v })));
  });
});
