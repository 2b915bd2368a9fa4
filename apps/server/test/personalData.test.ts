import { and, asc, eq } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '@portal/validators';
import { hashPassword } from '../src/modules/account/password';
import { appUser } from '../src/modules/account/tables';
import { areaAuditPerson } from '../src/modules/allowance/tables';
import { application } from '../src/modules/application/tables';
import { demandResponse } from '../src/modules/demandResponse/tables';
import { personalDataAccess } from '../src/modules/personalData/tables';
import { get, loginToken, personalDataLog, post, startTestServer, testBackends, type TestServer, firstSheetOf } from './harness';

const backends = await testBackends();

/** A valid identity number of GB 11643-1999 beginning 410102 (Zhengzhou), born 1990-03-07. */
const ID_BODY = '41010219900307108';
const ID_CARD = ID_BODY + idCardCheckChar(ID_BODY);
const MASKED_ID = `410102********${ID_CARD.slice(-4)}`;
const PHONE = '13612346184';
const MASKED_PHONE = '136****6184';

/** Every cell text of a worksheet, row by row. */
const cellsOf = (sheet: ExcelJS.Worksheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map((v) => String(v ?? '')) : []));

describe.each(backends)('personal data shown only as far as needed (issue 24) on %s', (backend) => {
  let s: TestServer;
  let ent: string;
  let gov: string;
  let otherEnt: string;
  let noRole: string;
  let staffId: number;
  const reveal = (token: string, body: Record<string, unknown>) => post(s.apiUrl, '/api/personalData/reveal', body, { token });
  const accessLog = (source: string, recordId: number) => personalDataLog(s.database, source, recordId);
  const userId = async (username: string) => (await s.database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username)))[0]!.id;

  beforeAll(async () => {
    s = await startTestServer(backend);
    ent = await loginToken(s.apiUrl, 'ent');
    gov = await loginToken(s.apiUrl, 'gov');
    const passwordHash = await hashPassword('Demo@2025');
    await s.database.db.insert(appUser).values({ username: 'ent_mask_other', passwordHash, userKind: 2, name: '钱七', enterpriseId: 2 });
    otherEnt = (await post(s.apiUrl, '/api/ent/login/entLogin', { username: 'ent_mask_other', password: 'Demo@2025' })).body.data.userInfo.token;
    noRole = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_kjj', password: 'Demo@2025' })).body.data.userInfo.token;
    const saved = await post(s.apiUrl, '/api/ent/personal/modify', { name: '郑小燕', idCard: ID_CARD, phone: PHONE, education: '大学本科', position: '会计', entryDate: '2024-03-01' }, { token: ent });
    expect(saved.body.code).toBe(2000);
    staffId = saved.body.data.id;
  });
  afterAll(async () => s?.close());

  it('lists and exports the staff records (/talentdata) with identity numbers as 6 + 4 and mobiles as 3 + 4, computed from the whole number', async () => {
    const listed = (await get(s.apiUrl, `/api/ent/personal/personalList?keyword=${encodeURIComponent('郑小燕')}`, { token: ent })).body.data.list;
    expect(listed).toEqual([expect.objectContaining({ id: staffId, idCard: MASKED_ID, phone: MASKED_PHONE, sex: '女', age: expect.any(Number) })]);
    // the keyword still finds the record by the beginning of its whole number
    expect((await get(s.apiUrl, `/api/ent/personal/personalList?keyword=${ID_CARD.slice(0, 14)}`, { token: ent })).body.data.total).toBe(1);

    const exported = cellsOf(await firstSheetOf(await fetch(`${s.apiUrl}/api/ent/info/entExport?keyword=${encodeURIComponent('郑小燕')}`, { headers: { token: ent } })));
    expect(exported).toEqual(expect.arrayContaining([MASKED_ID, MASKED_PHONE]));
    expect(exported.join()).not.toContain(ID_CARD);
    expect(exported.join()).not.toContain(PHONE);
  });

  it('reveals one number to the enterprise that keeps the record and logs who, whose, when and on which page', async () => {
    const before = Date.now();
    const shown = await reveal(ent, { source: 'staff', id: staffId, field: 'idCard', page: '/talentdata' });
    expect(shown.body).toMatchObject({ code: 2000, data: { value: ID_CARD } });
    expect((await reveal(ent, { source: 'staff', id: staffId, field: 'phone', page: '/talentdataH5' })).body.data).toEqual({ value: PHONE });
    const log = await accessLog('staff', staffId);
    expect(log.map((l) => [l.action, l.field, l.page, l.allowed, l.subject])).toEqual([
      ['reveal', 'idCard', '/talentdata', true, '郑小燕'],
      ['reveal', 'phone', '/talentdataH5', true, '郑小燕'],
    ]);
    expect(log[0]).toMatchObject({ userId: await userId('ent_demo'), username: 'ent_demo' });
    expect(log[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a reveal with 4003 to a role the record is not for, and to another enterprise, and logs each try', async () => {
    const refused = await reveal(gov, { source: 'staff', id: staffId, field: 'idCard', page: '/talentdata' });
    expect(refused.body).toMatchObject({ code: 4003, msg: '您的岗位无权查看完整号码，本次操作已记录', data: null });
    const foreign = await reveal(otherEnt, { source: 'staff', id: staffId, field: 'idCard', page: '/talentdata' });
    expect(foreign.body).toMatchObject({ code: 4003, data: null });
    expect(JSON.stringify([refused.body, foreign.body])).not.toContain(ID_CARD);
    const tries = (await accessLog('staff', staffId)).filter((l) => !l.allowed);
    expect(tries.map((l) => [l.username, l.field, l.page])).toEqual([
      ['staff_jyzx', 'idCard', '/talentdata'],
      ['ent_mask_other', 'idCard', '/talentdata'],
    ]);
    // a field that is not masked, a source that does not exist, a page that is no site path
    expect((await reveal(ent, { source: 'staff', id: staffId, field: 'name', page: '/talentdata' })).body.code).toBe(4001);
    expect((await reveal(ent, { source: 'nothing', id: staffId, field: 'idCard', page: '/talentdata' })).body.code).toBe(4004);
    expect((await reveal(ent, { source: 'staff', id: staffId, field: 'idCard', page: 'https://evil.example/' })).body.code).toBe(4001);
  });

  it('exports full numbers only when asked, and logs that export with its filters and page', async () => {
    const res = await fetch(`${s.apiUrl}/api/ent/info/entExport?keyword=${encodeURIComponent('郑小燕')}&fullNumbers=true&page=%2Ftalentdata`, { headers: { token: ent } });
    const cells = cellsOf(await firstSheetOf(res));
    expect(cells).toEqual(expect.arrayContaining([ID_CARD, PHONE]));
    const [logged] = await s.database.db.select().from(personalDataAccess).where(and(eq(personalDataAccess.action, 'export'), eq(personalDataAccess.source, 'staff')));
    expect(logged).toMatchObject({ username: 'ent_demo', page: '/talentdata', allowed: true, recordId: null, detail: { keyword: '郑小燕' } });
  });

  it('masks track service records (/track-service) and reveals them to the employment centre only', async () => {
    const created = await post(s.apiUrl, '/trackRecord/addUpd', { name: '孙晓', idCard: ID_CARD, phone: PHONE, serviceType: '回访', content: '电话回访就业情况', serviceDate: '2026-03-02', result: '' }, { token: gov });
    const id = created.body.data.id as number;
    const row = (await post(s.apiUrl, '/trackRecord/pageList', { keyword: '孙晓' }, { token: gov })).body.data.list[0];
    expect(row).toMatchObject({ id, idCard: MASKED_ID, phone: MASKED_PHONE });
    expect((await reveal(gov, { source: 'trackRecord', id, field: 'phone', page: '/track-service' })).body.data).toEqual({ value: PHONE });
    expect((await reveal(noRole, { source: 'trackRecord', id, field: 'phone', page: '/track-service' })).body.code).toBe(4003);
    expect((await reveal(ent, { source: 'trackRecord', id, field: 'idCard', page: '/track-service' })).body.code).toBe(4003);
    expect((await accessLog('trackRecord', id)).map((l) => [l.username, l.allowed])).toEqual([
      ['staff_jyzx', true],
      ['staff_kjj', false],
      ['ent_demo', false],
    ]);
  });

  it('masks the applicants’ phones in the allocation list (/allocation) and its export, and reveals them to the employment service', async () => {
    const [response] = await s.database.db.select().from(demandResponse).where(eq(demandResponse.source, 'import')).orderBy(asc(demandResponse.id)).limit(1);
    const listed = (await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { id: response!.id }, { token: gov })).body.data.list[0];
    expect(listed.applicantPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const whole = await reveal(gov, { source: 'demandResponse', id: response!.id, field: 'applicantPhone', page: '/allocation' });
    expect(whole.body.data.value).toBe(response!.applicantPhone);
    expect(listed.applicantPhone).toBe(`${response!.applicantPhone.slice(0, 3)}****${response!.applicantPhone.slice(7)}`);
    expect((await reveal(noRole, { source: 'demandResponse', id: response!.id, field: 'applicantPhone', page: '/allocation' })).body.code).toBe(4003);
    expect((await accessLog('demandResponse', response!.id)).map((l) => [l.username, l.allowed, l.subject])).toEqual([
      ['staff_jyzx', true, response!.applicantName],
      ['staff_kjj', false, null],
    ]);
    const masked = cellsOf(await firstSheetOf(await fetch(`${s.apiUrl}/api/demandResponse/export?id=${response!.id}`, { headers: { token: gov } })));
    expect(masked).toContain(listed.applicantPhone);
    expect(masked).not.toContain(response!.applicantPhone);
    const full = cellsOf(await firstSheetOf(await fetch(`${s.apiUrl}/api/demandResponse/export?id=${response!.id}&fullNumbers=true&page=%2Fallocation`, { headers: { token: gov } })));
    expect(full).toContain(response!.applicantPhone);
  });

  it('serves the area audit (/modifyGJN) and the application audit details (/entAuditDetail) through the same reveal and log', async () => {
    const [person] = await s.database.db.select().from(areaAuditPerson).orderBy(asc(areaAuditPerson.id)).limit(1);
    const listed = (await get(s.apiUrl, `/api/allowance/areaAudit/personList?keyword=${encodeURIComponent(person!.name)}`, { token: gov })).body.data.list;
    expect(listed.find((p: { id: number }) => p.id === person!.id)).toMatchObject({ idCard: `${person!.idCard.slice(0, 6)}********${person!.idCard.slice(-4)}` });
    expect((await reveal(gov, { source: 'areaAuditPerson', id: person!.id, field: 'idCard', page: '/modifyGJN' })).body.data).toEqual({ value: person!.idCard });
    expect((await reveal(noRole, { source: 'areaAuditPerson', id: person!.id, field: 'idCard', page: '/modifyGJN' })).body.code).toBe(4003);
    expect((await accessLog('areaAuditPerson', person!.id)).map((l) => [l.username, l.subject, l.allowed])).toEqual([
      ['staff_jyzx', person!.name, true],
      ['staff_kjj', null, false],
    ]);

    // a pending spring allowance application (employment centre): the enterprise contact's phone
    const [app] = await s.database.db.select().from(application).where(and(eq(application.type, 'springAllowance'), eq(application.status, 'awaiting_check'))).orderBy(asc(application.id)).limit(1);
    const detail = (await get(s.apiUrl, `/api/second/task/adminDetail?id=${app!.id}`, { token: gov })).body.data;
    expect(detail).toMatchObject({ applicantPhone: `${app!.applicantPhone.slice(0, 3)}****${app!.applicantPhone.slice(7)}`, mayRevealNumbers: true });
    expect((await reveal(gov, { source: 'application', id: app!.id, field: 'applicantPhone', page: '/entAuditDetail' })).body.data).toEqual({ value: app!.applicantPhone });
    expect((await reveal(noRole, { source: 'application', id: app!.id, field: 'applicantPhone', page: '/entAuditDetail' })).body.code).toBe(4003);
    expect((await accessLog('application', app!.id)).map((l) => [l.username, l.page, l.allowed])).toEqual([
      ['staff_jyzx', '/entAuditDetail', true],
      ['staff_kjj', '/entAuditDetail', false],
    ]);

    // the people it lists: masked in the detail, one number revealed by its row, logged with the row and the person's name
    const people = app!.fields.people as { name: string; idCard: string; phone: string }[];
    expect(people.length).toBeGreaterThan(1);
    expect(detail.fields.people[1].idCard).toBe(`${people[1]!.idCard.slice(0, 6)}********${people[1]!.idCard.slice(-4)}`);
    expect(detail.fields.people[1].phone).not.toBe(people[1]!.phone);
    const listedPerson = { source: 'applicationPerson', id: app!.id, field: 'idCard', page: '/entAuditDetail' };
    expect((await reveal(gov, { ...listedPerson, row: 1 })).body.data).toEqual({ value: people[1]!.idCard });
    expect((await reveal(gov, { ...listedPerson, field: 'phone', row: 1 })).body.data).toEqual({ value: people[1]!.phone });
    expect((await reveal(noRole, { ...listedPerson, row: 1 })).body.code).toBe(4003);
    expect((await reveal(gov, { ...listedPerson, row: people.length })).body.code).toBe(4004);
    expect((await reveal(gov, { ...listedPerson, field: 'name', row: 1 })).body.code).toBe(4001);
    expect((await accessLog('applicationPerson', app!.id)).map((l) => [l.username, l.field, l.subject, l.detail, l.allowed])).toEqual([
      ['staff_jyzx', 'idCard', people[1]!.name, { row: 1 }, true],
      ['staff_jyzx', 'phone', people[1]!.name, { row: 1 }, true],
      ['staff_kjj', 'idCard', null, { row: 1 }, false],
    ]);
  });
});
