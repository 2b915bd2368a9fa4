import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHUNKED_BYTES } from '@portal/api';
import { idCardCheckChar, maskIdCard, maskMobile } from '@portal/validators';
import { requestForLog } from '../src/http/app';
import { hashPassword } from '../src/modules/account/password';
import { appUser } from '../src/modules/account/tables';
import { simulatedAllowanceSystem } from '../src/modules/allowance/external';
import { decryptSecret, encryptSecret, SECRET_KEY_FILE, secretKey } from '../src/modules/allowance/secret';
import { allowanceAccount, allowancePush, areaAuditCompany, areaAuditPerson, areaAuditRecord } from '../src/modules/allowance/tables';
import { staff } from '../src/modules/enterprise/tables';
import { storedFile } from '../src/modules/files/tables';
import { personalDataAccess } from '../src/modules/personalData/tables';
import { get, loginToken, personalDataLog, post, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();

/** A fixed test key (64 hex characters), so the test can decrypt what the server stored. */
const KEY = 'a1'.repeat(32);

const idCard = (ymd: string, seq: number) => {
  const body = `440106${ymd}${String(seq).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
};

/** A minimal PDF: file-type recognises it by its '%PDF-' signature. */
const pdfBytes = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj <<>> endobj\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};

/** Every cell text of a worksheet, row by row. */
const cellsOf = (sheet: ExcelJS.Worksheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map((v) => String(v ?? '')) : []));

describe.each(backends)('allowance area audit on %s', (backend) => {
  let s: TestServer;
  const system = simulatedAllowanceSystem();
  let auditor: string;
  let reader: string;
  let otherStaff: string;
  let ent: string;
  const H = (token: string) => ({ token });

  const pendingPersons = async (n: number) =>
    (await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.status, 'awaiting_check')).orderBy(asc(areaAuditPerson.id)).limit(n)).map((p) => p.id);
  const personsById = async (ids: number[]) => s.database.db.select().from(areaAuditPerson).where(inArray(areaAuditPerson.id, ids)).orderBy(asc(areaAuditPerson.id));

  beforeAll(async () => {
    s = await startTestServer(backend, { ALLOWANCE_SECRET_KEY: KEY }, undefined, { allowance: system });
    auditor = await loginToken(s.apiUrl, 'gov'); // staff_jyzx, 就业中心
    ent = await loginToken(s.apiUrl, 'ent');
    const hash = await hashPassword('Demo@2025');
    await s.database.db.insert(appUser).values([
      { username: 'staff_reader_test', passwordHash: hash, userKind: 1, name: '钱读', deptName: '就业促进科', roles: ['就业促进科'], phonenumber: '13800139901' },
    ]);
    reader = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_reader_test', password: 'Demo@2025' })).body.data.userInfo.token;
    otherStaff = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_kjj', password: 'Demo@2025' })).body.data.userInfo.token;
  });
  afterAll(async () => s?.close());

  it('refuses enterprises, visitors and staff without an area-audit role (4003 / 2003), and lets auditors and readers in', async () => {
    expect((await get(s.apiUrl, '/api/allowance/areaAudit/personList', H(ent))).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/allowance/areaAudit/companyList', H(otherStaff))).body).toMatchObject({ code: 4003, msg: '暂无权限' });
    expect((await get(s.apiUrl, '/api/allowance/areaAudit/personList')).body.code).toBe(2003);
    expect((await post(s.apiUrl, '/api/allowance/areaAudit/batchAudit', { kind: 'person', ids: await pendingPersons(1), status: 'agree' }, H(reader))).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/allowance/areaAudit/abilities', H(reader))).body.data).toEqual({ audit: false, evaluate: false, fullNumbers: false });
    expect((await get(s.apiUrl, '/api/allowance/areaAudit/abilities', H(auditor))).body.data).toEqual({ audit: true, evaluate: true, fullNumbers: true });
  });

  it('lists the seeded district records with filters, pending first, numbers masked (6 + 4, 3 + 4) for readers and auditors alike', async () => {
    const all = await get(s.apiUrl, '/api/allowance/areaAudit/personList?limit=50', H(auditor));
    const [first] = await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.id, all.body.data.list[0].id));
    expect(all.body.data.total).toBeGreaterThan(20);
    expect(all.body.data.list[0].status).toBe('awaiting_check');
    // issue 24: the auditors (fullNumbers) see the list masked too; they reveal one number at a time
    expect(all.body.data.list[0]).toMatchObject({ idCard: maskIdCard(first!.idCard), phone: maskMobile(first!.phone) });
    expect(maskIdCard(first!.idCard)).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    expect(JSON.stringify(all.body.data.list)).not.toContain(first!.idCard);
    const masked = (await get(s.apiUrl, `/api/allowance/areaAudit/personList?keyword=${encodeURIComponent(first!.name)}`, H(reader))).body.data.list;
    expect(masked.find((p: { id: number }) => p.id === first!.id)).toMatchObject({ idCard: maskIdCard(first!.idCard), phone: maskMobile(first!.phone) });

    const statuses = new Set((await s.database.db.select({ s: areaAuditPerson.status }).from(areaAuditPerson)).map((r) => r.s));
    expect([...statuses].sort()).toEqual(['against', 'agree', 'awaiting_check', 'fail', 'refused']);
    const refused = await get(s.apiUrl, '/api/allowance/areaAudit/personList?status=refused', H(auditor));
    expect(refused.body.data.list.length).toBeGreaterThan(0);
    expect(refused.body.data.list.every((p: { status: string }) => p.status === 'refused')).toBe(true);
    const companies = await get(s.apiUrl, '/api/allowance/areaAudit/companyList', H(auditor));
    expect(companies.body.data.total).toBe(16);
    const c = companies.body.data.list[0];
    const [storedCompany] = await s.database.db.select().from(areaAuditCompany).where(eq(areaAuditCompany.id, c.id));
    expect(c.contactPhone).toBe(maskMobile(storedCompany!.contactPhone));
    const persons = await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.companyId, c.id));
    expect(c.personCount).toBe(persons.length);
    expect((await get(s.apiUrl, '/api/allowance/areaAudit/personList?limit=15', H(auditor))).body).toMatchObject({ code: 4001, msg: '参数错误：limit 每页条数只能是10、20、30或50' });
  });

  it('batch-audits in one request with a result per item: pending records change, the others are reported and left as they were', async () => {
    const ids = await pendingPersons(3);
    const [agreed] = await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.status, 'agree')).limit(1);
    const res = await post(s.apiUrl, '/api/allowance/areaAudit/batchAudit', { kind: 'person', ids: [...ids, agreed!.id, 999999], status: 'against', comment: '请补充劳动合同' }, H(auditor));
    expect(res.body.code).toBe(2000);
    expect(res.body.data).toMatchObject({ succeeded: 3, failed: 2 });
    expect(res.body.data.results).toEqual([
      ...ids.map((id) => ({ id, ok: true, status: 'against', message: '操作成功' })),
      { id: agreed!.id, ok: false, status: 'agree', message: '当前状态为“审核通过”，不能改为“退回修改”' },
      { id: 999999, ok: false, status: null, message: '记录不存在' },
    ]);
    const after = await personsById(ids);
    expect(after.map((p) => [p.status, p.comment])).toEqual(ids.map(() => ['against', '请补充劳动合同']));
    expect((await personsById([agreed!.id]))[0]).toEqual(agreed);
    const history = await s.database.db.select().from(areaAuditRecord).where(and(eq(areaAuditRecord.kind, 'person'), inArray(areaAuditRecord.targetId, ids)));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorName, h.actorRole])).toEqual(ids.map(() => ['awaiting_check', 'against', '李文华', '就业中心']));
    const detail = await get(s.apiUrl, `/api/allowance/areaAudit/personDetail/${ids[0]}`, H(auditor));
    expect(detail.body.data.history.at(-1)).toMatchObject({ fromStatus: 'awaiting_check', toStatus: 'against', comment: '请补充劳动合同', actorName: '李文华' });
  });

  describe('whole numbers revealed one at a time and logged (issue 24)', () => {
    const reveal = (token: string, body: Record<string, unknown>) => post(s.apiUrl, '/api/personalData/reveal', body, H(token));
    const accessLog = (source: string, recordId: number) => personalDataLog(s.database, source, recordId);

    it('masks the person and company details for an auditor (fullNumbers) as for a reader', async () => {
      const [p] = await s.database.db.select().from(areaAuditPerson).orderBy(asc(areaAuditPerson.id)).limit(1);
      const [c] = await s.database.db.select().from(areaAuditCompany).orderBy(asc(areaAuditCompany.id)).limit(1);
      for (const token of [auditor, reader]) {
        const person = (await get(s.apiUrl, `/api/allowance/areaAudit/personDetail/${p!.id}`, H(token))).body.data.person;
        expect(person).toMatchObject({ idCard: maskIdCard(p!.idCard), phone: maskMobile(p!.phone) });
        const company = (await get(s.apiUrl, `/api/allowance/areaAudit/companyDetail/${c!.id}`, H(token))).body.data.company;
        expect(company.contactPhone).toBe(maskMobile(c!.contactPhone));
      }
    });

    it('reveals a person’s identity number and phone and a company’s contact phone to an auditor, logging who, whose, when and the page', async () => {
      const [p] = await s.database.db.select().from(areaAuditPerson).orderBy(asc(areaAuditPerson.id)).limit(1).offset(1);
      const [c] = await s.database.db.select().from(areaAuditCompany).orderBy(asc(areaAuditCompany.id)).limit(1).offset(1);
      const before = Date.now();
      expect((await reveal(auditor, { source: 'areaAuditPerson', id: p!.id, field: 'idCard', page: '/modifyGJN' })).body).toMatchObject({ code: 2000, data: { value: p!.idCard } });
      expect((await reveal(auditor, { source: 'areaAuditPerson', id: p!.id, field: 'phone', page: '/modifyGJN' })).body.data).toEqual({ value: p!.phone });
      expect((await reveal(auditor, { source: 'areaAuditCompany', id: c!.id, field: 'contactPhone', page: '/modifyGJNS' })).body.data).toEqual({ value: c!.contactPhone });
      const [jyzx] = await s.database.db.select().from(appUser).where(eq(appUser.username, 'staff_jyzx'));
      const logged = await accessLog('areaAuditPerson', p!.id);
      expect(logged.map((l) => [l.action, l.field, l.subject, l.page, l.allowed, l.userId, l.username, l.userName])).toEqual([
        ['reveal', 'idCard', p!.name, '/modifyGJN', true, jyzx!.id, 'staff_jyzx', '李文华'],
        ['reveal', 'phone', p!.name, '/modifyGJN', true, jyzx!.id, 'staff_jyzx', '李文华'],
      ]);
      expect(logged[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await accessLog('areaAuditCompany', c!.id)).map((l) => [l.field, l.subject, l.page, l.allowed, l.username])).toEqual([['contactPhone', c!.name, '/modifyGJNS', true, 'staff_jyzx']]);
      // a field that is not masked there, a record that does not exist
      expect((await reveal(auditor, { source: 'areaAuditCompany', id: c!.id, field: 'creditCode', page: '/modifyGJNS' })).body.code).toBe(4001);
      expect((await reveal(auditor, { source: 'areaAuditPerson', id: 999_999, field: 'idCard', page: '/modifyGJN' })).body.code).toBe(4004);
    });

    it('answers 4003 to a reader, an expert-less staff member and an enterprise, and logs each try', async () => {
      const [p] = await s.database.db.select().from(areaAuditPerson).orderBy(asc(areaAuditPerson.id)).limit(1).offset(2);
      const [c] = await s.database.db.select().from(areaAuditCompany).orderBy(asc(areaAuditCompany.id)).limit(1).offset(2);
      const refused = await reveal(reader, { source: 'areaAuditPerson', id: p!.id, field: 'idCard', page: '/modifyGJN' });
      expect(refused.body).toMatchObject({ code: 4003, msg: '您的岗位无权查看完整号码，本次操作已记录', data: null });
      expect((await reveal(otherStaff, { source: 'areaAuditPerson', id: p!.id, field: 'phone', page: '/modifyGJN' })).body.code).toBe(4003);
      expect((await reveal(ent, { source: 'areaAuditCompany', id: c!.id, field: 'contactPhone', page: '/modifyGJNS' })).body.code).toBe(4003);
      expect(JSON.stringify(refused.body)).not.toContain(p!.idCard);
      expect((await accessLog('areaAuditPerson', p!.id)).map((l) => [l.username, l.field, l.page, l.allowed])).toEqual([
        ['staff_reader_test', 'idCard', '/modifyGJN', false],
        ['staff_kjj', 'phone', '/modifyGJN', false],
      ]);
      expect((await accessLog('areaAuditCompany', c!.id)).map((l) => [l.username, l.allowed])).toEqual([['ent_demo', false]]);
    });
  });

  it('answers 4009 to an illegal status change or a stale version and changes nothing', async () => {
    const [refused] = await s.database.db.select().from(areaAuditCompany).where(eq(areaAuditCompany.status, 'refused')).limit(1);
    const illegal = await post(s.apiUrl, '/api/allowance/areaAudit/updateAudit', { kind: 'company', id: refused!.id, status: 'agree', version: refused!.version }, H(auditor));
    expect(illegal.body).toMatchObject({ code: 4009, msg: '当前状态为“审核不通过”，不能改为“审核通过”' });
    expect((await s.database.db.select().from(areaAuditCompany).where(eq(areaAuditCompany.id, refused!.id)))[0]).toEqual(refused);

    const [pending] = await s.database.db.select().from(areaAuditCompany).where(eq(areaAuditCompany.status, 'awaiting_check')).limit(1);
    const stale = await post(s.apiUrl, '/api/allowance/areaAudit/updateAudit', { kind: 'company', id: pending!.id, status: 'agree', version: pending!.version + 1 }, H(auditor));
    expect(stale.body).toMatchObject({ code: 4009, msg: '记录已被他人修改，请刷新后重试' });
    expect((await s.database.db.select().from(areaAuditCompany).where(eq(areaAuditCompany.id, pending!.id)))[0]).toEqual(pending);
    const ok = await post(s.apiUrl, '/api/allowance/areaAudit/updateAudit', { kind: 'company', id: pending!.id, status: 'agree', comment: '材料齐全', version: pending!.version }, H(auditor));
    expect(ok.body.data).toEqual({ id: pending!.id, status: 'agree', version: pending!.version + 1 });
    // the same page sent again is now stale
    expect((await post(s.apiUrl, '/api/allowance/areaAudit/updateAudit', { kind: 'company', id: pending!.id, status: 'refused', version: pending!.version }, H(auditor))).body.code).toBe(4009);
  });

  it('counts social insurance months from the district staff records, lists granted subsidies and verifies the degree', async () => {
    const [p] = await s.database.db.select().from(areaAuditPerson).orderBy(asc(areaAuditPerson.id)).limit(1);
    const jobs = await s.database.db.select().from(staff).where(eq(staff.idCard, p!.idCard));
    const pay = (await get(s.apiUrl, `/api/allowance/areaAudit/socialPay?id=${p!.id}`, H(auditor))).body.data;
    expect(pay.periods.map((x: { from: string }) => x.from).sort()).toEqual(jobs.map((j) => j.entryDate).sort());
    expect(pay.months).toBeGreaterThan(0);
    const degree = (await get(s.apiUrl, `/api/allowance/areaAudit/degree?id=${p!.id}`, H(auditor))).body.data;
    expect(degree).toMatchObject({ claimed: p!.education, recorded: jobs.at(-1)!.education, result: p!.education === jobs.at(-1)!.education ? 'match' : 'mismatch' });

    const [agreed] = await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.status, 'agree')).limit(1);
    const sub = (await get(s.apiUrl, `/api/allowance/areaAudit/subsidies?kind=person&id=${agreed!.id}`, H(auditor))).body.data;
    expect(sub.granted.map((g: { id: number }) => g.id)).toContain(agreed!.id);
    expect(sub.total).toBe(sub.granted.reduce((n: number, g: { amount: number }) => n + g.amount, 0));
    expect((await get(s.apiUrl, '/api/allowance/areaAudit/degree?id=999999', H(auditor))).body.code).toBe(4004);
  });

  it('binds an account from query parameters, stores the password encrypted and never returns it; unbinds', async () => {
    const password = 'Zfbt#Secret2026';
    const bound = await post(s.apiUrl, `/api/allowance/areaAudit/bindAccount?accountNum=jyzx_gz01&password=${encodeURIComponent(password)}`, {}, H(auditor));
    expect(bound.body.data).toMatchObject({ bound: true, accountNum: 'jy*****01' });
    const [row] = await s.database.db.select().from(allowanceAccount);
    expect(row!.passwordCipher).not.toContain(password);
    expect(Buffer.from(row!.passwordCipher, 'base64').toString('latin1')).not.toContain(password);
    expect(decryptSecret(secretKey(s.config), row!.passwordCipher)).toBe(password);
    const answers = await Promise.all([
      get(s.apiUrl, '/api/allowance/areaAudit/accountInfo', H(auditor)),
      get(s.apiUrl, '/allowance/pushData/loginInfo', H(auditor)),
    ]);
    for (const a of [bound, ...answers]) expect(JSON.stringify(a.body)).not.toContain(password);
    expect((await post(s.apiUrl, '/api/allowance/areaAudit/bindAccount?accountNum=ab&password=x', {}, H(auditor))).body).toMatchObject({ code: 4001, msg: '参数错误：accountNum 请填写补贴系统账号（4-50位）' });
    expect((await post(s.apiUrl, '/api/allowance/areaAudit/unbindAccount', {}, H(auditor))).body.data).toEqual({ bound: false, accountNum: '', boundAt: null });
    expect(await s.database.db.select().from(allowanceAccount)).toEqual([]);
    expect((await get(s.apiUrl, '/api/allowance/areaAudit/refreshQrCode', H(auditor))).body).toMatchObject({ code: 4009, msg: '请先绑定补贴系统账号' });
  });

  it('keeps the bound password out of the request log (it travels in the query string)', () => {
    const req = { method: 'POST', url: '/prod-api/api/allowance/areaAudit/bindAccount?accountNum=jyzx_gz01&password=Zfbt%23Secret&t=1', host: 'localhost', ip: '127.0.0.1', socket: { remotePort: 5000 } };
    expect(requestForLog(req as never)).toEqual({ method: 'POST', url: '/prod-api/api/allowance/areaAudit/bindAccount?accountNum=jyzx_gz01&password=***&t=1', host: 'localhost', remoteAddress: '127.0.0.1', remotePort: 5000 });
  });

  it('logs in to the simulated allowance system by QR code, pushes the login info and approved records, and shows its failures', async () => {
    const password = 'Push#2026';
    await post(s.apiUrl, `/api/allowance/areaAudit/bindAccount?accountNum=jyzx_gz02&password=${encodeURIComponent(password)}`, {}, H(auditor));
    const qr = (await get(s.apiUrl, '/api/allowance/areaAudit/refreshQrCode', H(auditor))).body.data;
    expect(qr.image).toMatch(/^data:image\/png;base64,/);
    const poll = async () => (await get(s.apiUrl, `/api/allowance/areaAudit/loginStatus?qrId=${qr.qrId}`, H(auditor))).body.data.status;
    expect((await post(s.apiUrl, '/allowance/pushData/loginInfo', { qrId: qr.qrId }, H(auditor))).body).toMatchObject({ code: 4009, msg: '补贴系统：请先在补贴系统App中扫码并确认登录' });
    expect([await poll(), await poll(), await poll()]).toEqual(['waiting', 'scanned', 'confirmed']);
    const login = await post(s.apiUrl, '/allowance/pushData/loginInfo', { qrId: qr.qrId }, H(auditor));
    expect(login.body.data).toMatchObject({ loggedIn: true, lastPushOk: true, accountNum: 'jy*****02' });
    expect(JSON.stringify(login.body)).not.toContain(password);
    expect(system.pushed.at(-1)).toEqual({ kind: 'loginInfo', accountNum: 'jyzx_gz02', password, qrId: qr.qrId });

    const agreed = (await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.status, 'agree')).orderBy(asc(areaAuditPerson.id)).limit(2)).map((p) => p.id);
    // the external system is down: every record becomes fail (approved, push failed), and the answer says why
    system.failWith('系统维护中');
    const down = await post(s.apiUrl, '/allowance/pushData/auditResults', { kind: 'person', ids: agreed }, H(auditor));
    expect(down.body.data.results).toEqual(agreed.map((id) => ({ id, ok: false, status: 'fail', message: '推送失败：系统维护中' })));
    expect((await personsById(agreed)).map((p) => p.status)).toEqual(['fail', 'fail']);
    const failedLogin = await post(s.apiUrl, '/allowance/pushData/loginInfo', { qrId: qr.qrId }, H(auditor));
    expect(failedLogin.body).toMatchObject({ code: 4009, msg: '补贴系统：系统维护中' });
    const [lastPush] = await s.database.db.select().from(allowancePush).orderBy(asc(allowancePush.id)).limit(1).offset((await s.database.db.select().from(allowancePush)).length - 1);
    expect(lastPush).toMatchObject({ kind: 'loginInfo', ok: false, message: '系统维护中' });
    expect(JSON.stringify(lastPush!.payload)).not.toContain(password);

    // back up: the failed records are pushed again and return to agree
    system.failWith(null);
    const up = await post(s.apiUrl, '/allowance/pushData/auditResults', { kind: 'person', ids: agreed }, H(auditor));
    expect(up.body.data).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await personsById(agreed)).map((p) => [p.status, p.pushedAt instanceof Date])).toEqual([
      ['agree', true],
      ['agree', true],
    ]);
    expect(system.pushed.at(-1)).toMatchObject({ kind: 'auditResults', records: agreed.map((id) => expect.objectContaining({ id, kind: 'person' })) });
  });

  it('takes expert scores per item, only for pending records, and lets the expert change a score', async () => {
    const [pending] = await pendingPersons(1);
    const [refused] = await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.status, 'refused')).limit(1);
    const res = await post(s.apiUrl, '/api/allowance/areaAudit/expertBatchAudit', { items: [{ id: pending, score: 70 }, { id: refused!.id, score: 90 }] }, H(auditor));
    expect(res.body.data.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    await post(s.apiUrl, '/api/allowance/areaAudit/expertBatchAudit', { items: [{ id: pending, score: 85, comment: '复核后上调' }] }, H(auditor));
    const detail = (await get(s.apiUrl, `/api/allowance/areaAudit/personDetail/${pending}`, H(auditor))).body.data;
    expect(detail.scores.filter((x: { mine: boolean }) => x.mine)).toEqual([expect.objectContaining({ score: 85, comment: '复核后上调' })]);
    expect((await post(s.apiUrl, '/api/allowance/areaAudit/expertBatchAudit', { items: [{ id: pending, score: 101 }] }, H(auditor))).body).toMatchObject({ code: 4001, msg: '参数错误：items.0.score 评分为0-100' });
    expect((await post(s.apiUrl, '/api/allowance/areaAudit/expertBatchAudit', { items: [{ id: pending, score: 80 }] }, H(reader))).body.code).toBe(4003);
  });

  it('imports person records from an xlsx, resubmits returned ones and reports bad rows', async () => {
    const [returned] = await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.status, 'against')).limit(1);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('个人补贴审核名单');
    sheet.addRow(['姓名', '身份证号码', '手机号码', '单位统一社会信用代码', '补贴项目', '年度', '申请金额（元）', '最高学历', '毕业院校']);
    sheet.addRow(['新申报一', idCard('19980101', 11), '13900001111', '', '见习补贴', 2026, 3000, '大学本科', '广州大学']);
    sheet.addRow([returned!.name, returned!.idCard, returned!.phone, '', returned!.subsidyItem, returned!.year, returned!.amount, returned!.education, '已补充材料']);
    sheet.addRow(['错号', '440106199801010000', '13900002222', '', '见习补贴', 2026, 3000, '大学本科', '']);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '名单.xlsx');
    const out = (await (await fetch(`${s.apiUrl}/api/allowance/areaAudit/import`, { method: 'POST', headers: { token: auditor }, body: form })).json()) as { code: number; data: any };
    expect(out.code).toBe(2000);
    expect(out.data).toMatchObject({ total: 3, inserted: 1, updated: 1 });
    expect(out.data.problems).toEqual([{ row: 4, column: '身份证号码', reason: '身份证号码不正确（18位，出生日期与校验位须正确）' }]);
    expect(out.data.errorWorkbook).toEqual(expect.any(String));
    expect((await personsById([returned!.id]))[0]).toMatchObject({ status: 'awaiting_check', school: '已补充材料' });
    const [fresh] = await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.idCard, idCard('19980101', 11)));
    expect(fresh).toMatchObject({ status: 'awaiting_check', subsidyItem: '见习补贴', amount: 3000 });
  });

  it('exports a streamed xlsx with Chinese headers, masked for everyone unless an auditor asks for full numbers (logged)', async () => {
    const read = async (token: string, query = '') => {
      const res = await fetch(`${s.apiUrl}/api/allowance/areaAudit/personExport?status=refused${query}`, { headers: { token } });
      expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('区级审核个人名单_'));
      return firstSheetOf(res);
    };
    const exportLog = (source: string) => s.database.db.select().from(personalDataAccess).where(and(eq(personalDataAccess.action, 'export'), eq(personalDataAccess.source, source))).orderBy(asc(personalDataAccess.id));
    const refused = await s.database.db.select().from(areaAuditPerson).where(eq(areaAuditPerson.status, 'refused')).orderBy(asc(areaAuditPerson.id));
    // by default masked, for the auditor too, and nothing is logged
    const masked = await read(auditor);
    expect((masked.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['编号', '姓名', '身份证号码', '手机号码']);
    expect(masked.rowCount).toBe(refused.length + 1);
    expect(masked.getRow(2).getCell(3).value).toBe(maskIdCard(refused[0]!.idCard));
    expect(masked.getRow(2).getCell(4).value).toBe(maskMobile(refused[0]!.phone));
    expect(masked.getRow(2).getCell(12).value).toBe('审核不通过');
    expect((await read(reader)).getRow(2).getCell(3).value).toBe(maskIdCard(refused[0]!.idCard));
    expect(await exportLog('areaAuditPerson')).toEqual([]);

    // full numbers when the auditor asks, logged with the filters and the page
    const full = await read(auditor, '&fullNumbers=true&page=%2FmodifyGJN');
    expect(full.rowCount).toBe(refused.length + 1);
    expect(full.getRow(2).getCell(3).value).toBe(refused[0]!.idCard);
    expect(full.getRow(2).getCell(4).value).toBe(refused[0]!.phone);
    expect(await exportLog('areaAuditPerson')).toEqual([expect.objectContaining({ username: 'staff_jyzx', page: '/modifyGJN', allowed: true, recordId: null, detail: { status: 'refused' } })]);

    // a reader asking for them gets 4003, no file, and the try is logged
    const denied = await fetch(`${s.apiUrl}/api/allowance/areaAudit/personExport?status=refused&fullNumbers=true&page=%2FmodifyGJN`, { headers: { token: reader } });
    const deniedBody = await denied.text();
    expect(JSON.parse(deniedBody)).toMatchObject({ code: 4003, msg: '您的岗位无权查看完整号码，本次操作已记录' });
    expect(deniedBody).not.toContain(refused[0]!.idCard);
    expect((await exportLog('areaAuditPerson')).map((l) => [l.username, l.allowed])).toEqual([
      ['staff_jyzx', true],
      ['staff_reader_test', false],
    ]);

    // the company export: contact phones masked unless asked by an auditor
    const companies = await s.database.db.select().from(areaAuditCompany).orderBy(asc(areaAuditCompany.id));
    const companySheet = async (query: string) => {
      return cellsOf(await firstSheetOf(await fetch(`${s.apiUrl}/api/allowance/areaAudit/companyExport${query}`, { headers: { token: auditor } })));
    };
    const maskedCompanies = await companySheet('');
    expect(maskedCompanies).toContain(maskMobile(companies[0]!.contactPhone));
    expect(maskedCompanies).not.toContain(companies[0]!.contactPhone);
    expect(await companySheet('?fullNumbers=true&page=%2FmodifyGJNS')).toContain(companies[0]!.contactPhone);
    expect((await exportLog('areaAuditCompany')).map((l) => [l.username, l.page, l.allowed])).toEqual([['staff_jyzx', '/modifyGJNS', true]]);
  });

  describe('chunked uploads (/zfbt/user/)', () => {
    const upload = (token: string, meta: Record<string, string | number>, index: number, chunk: Buffer) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(meta)) form.append(k, String(v));
      form.append('chunkIndex', String(index));
      form.append('file', new Blob([new Uint8Array(chunk)]), 'blob');
      return fetch(`${s.apiUrl}/zfbt/user/upload/chunk`, { method: 'POST', headers: { token }, body: form }).then((r) => r.json() as Promise<{ code: number; msg: string; data: any }>);
    };
    const check = (token: string, meta: Record<string, string | number>) => get(s.apiUrl, `/zfbt/user/check?${new URLSearchParams(Object.entries(meta).map(([k, v]) => [k, String(v)]))}`, H(token));

    it('assembles chunks in order, resumes from what the server has, and serves the file with its name', async () => {
      const data = pdfBytes(30_000);
      const parts = [data.subarray(0, 10_000), data.subarray(10_000, 20_000), data.subarray(20_000)];
      const meta = { fileId: 'pdf-test-0001', filename: '学历证明.pdf', totalSize: data.length, totalChunks: 3 };
      expect((await upload(ent, meta, 0, parts[0]!)).data).toEqual({ received: [0], complete: false, file: null });
      expect((await upload(ent, meta, 2, parts[2]!)).data.received).toEqual([0, 2]);
      // a new page (or another browser tab) asks what is there and sends only the missing chunk
      expect((await check(ent, meta)).body.data).toEqual({ received: [0, 2], complete: false, file: null });
      const done = await upload(ent, meta, 1, parts[1]!);
      expect(done.data).toMatchObject({ received: [0, 1, 2], complete: true, file: { name: '学历证明.pdf', size: 30_000, mimeType: 'application/pdf', previewable: true } });
      expect((await check(ent, meta)).body.data).toMatchObject({ complete: true, file: { id: done.data.file.id } });

      const list = (await get(s.apiUrl, '/zfbt/user/fileList', H(ent))).body.data;
      expect(list.map((f: { id: number }) => f.id)).toContain(done.data.file.id);
      const res = await fetch(`${s.apiUrl}/zfbt/user/download?id=${done.data.file.id}`, { headers: { token: ent } });
      expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('学历证明.pdf'));
      expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
      // someone else's file: not for another enterprise, but for staff
      expect((await get(s.apiUrl, `/zfbt/user/fileList?ids=${done.data.file.id}`, H(auditor))).body.data).toHaveLength(1);
    });

    it('assembles once when the last two chunks arrive together', async () => {
      const data = pdfBytes(4000);
      const meta = { fileId: 'pdf-race-0001', filename: '并发.pdf', totalSize: data.length, totalChunks: 2 };
      await Promise.all([upload(ent, meta, 0, data.subarray(0, 2000)), upload(ent, meta, 1, data.subarray(2000))]);
      await expect.poll(async () => (await check(ent, meta)).body.data.complete).toBe(true);
      const named = await s.database.db.select().from(storedFile).where(eq(storedFile.originalName, '并发.pdf'));
      expect(named).toHaveLength(1);
      expect(named[0]!.size).toBe(4000);
    });

    it('refuses a type that may not be uploaded, a size over the limit, and content that does not match its extension', async () => {
      expect((await check(ent, { fileId: 'exe-test-0001', filename: 'setup.exe', totalSize: 100, totalChunks: 1 })).body).toMatchObject({ code: 4001 });
      expect((await check(ent, { fileId: 'big-test-0001', filename: 'big.pdf', totalSize: MAX_CHUNKED_BYTES + 1, totalChunks: 20 })).body).toMatchObject({ code: 4001, msg: '参数错误：totalSize 文件不能超过50MB' });
      const fake = Buffer.from('<html><script>alert(1)</script></html>'.repeat(30));
      const meta = { fileId: 'fake-pdf-0001', filename: '证明.pdf', totalSize: fake.length, totalChunks: 2 };
      await upload(ent, meta, 0, fake.subarray(0, 500));
      const bad = await upload(ent, meta, 1, fake.subarray(500));
      expect(bad).toMatchObject({ code: 4001, msg: '文件内容与扩展名 .pdf 不符' });
      // nothing is kept: the next attempt starts from the first chunk
      expect((await check(ent, meta)).body.data).toEqual({ received: [], complete: false, file: null });
      expect((await upload(ent, { ...meta, totalChunks: 3 }, 0, fake.subarray(0, 10))).msg).toBe('该文件编号已用于另一个文件，请重新选择文件上传');
    });
  });
});

describe('the key of the stored allowance-system passwords', () => {
  it('is generated once into DATA_DIR when ALLOWANCE_SECRET_KEY is unset, readable only by the owner, and opens only its own ciphertexts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'allowance-key-'));
    try {
      const key = secretKey({ allowanceSecretKey: undefined, dataDir: dir });
      const file = path.join(dir, SECRET_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(key.toString('hex'));
      const sealed = encryptSecret(key, '补贴系统密码#1');
      expect(encryptSecret(key, '补贴系统密码#1')).not.toBe(sealed); // a fresh IV every time
      expect(decryptSecret(key, sealed)).toBe('补贴系统密码#1');
      expect(() => decryptSecret(secretKey({ allowanceSecretKey: KEY, dataDir: dir }), sealed)).toThrow();
      expect(() => secretKey({ allowanceSecretKey: 'abc', dataDir: dir })).toThrow('ALLOWANCE_SECRET_KEY（或密钥文件）应为64位十六进制字符');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
