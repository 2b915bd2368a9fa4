import { Faker, base, zh_CN } from '@faker-js/faker';
import { asc, eq, inArray } from 'drizzle-orm';
import { COMPANY_SUBSIDY_ITEMS, EDUCATION_LEVELS, PERSON_SUBSIDY_ITEMS, type AreaAuditStatus } from '@portal/api';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { areaAuditCompany, areaAuditExpertScore, areaAuditPerson, areaAuditRecord } from '../modules/allowance/tables';
import { enterprise, staff } from '../modules/enterprise/tables';
import { REFERENCE_TIME } from './common';

/** Seed of the area-audit demo data: its own generator, so adding it changes no other demo data. */
const SEED = 6_2026;

/** How many company records, and person records per company (each person is a staff member of that company). */
const COMPANIES = 16;
const PERSONS_PER_COMPANY = [2, 6] as const;

/**
 * Statuses of the seeded records: the first records of the list are pending (so /modifyGJN opens
 * on work to do), then one of each other status, then a mix.
 */
const STATUS_CYCLE: AreaAuditStatus[] = ['awaiting_check', 'awaiting_check', 'agree', 'awaiting_check', 'refused', 'against', 'awaiting_check', 'agree', 'fail', 'awaiting_check'];

const SCHOOLS = ['华南理工大学', '中山大学', '暨南大学', '广东工业大学', '广州大学', '华南师范大学', '广东外语外贸大学', '广州番禺职业技术学院'];
const COMMENTS: Partial<Record<AreaAuditStatus, string[]>> = {
  agree: ['材料齐全，符合申报条件', '社保缴纳月数符合要求'],
  refused: ['在本区参保不满6个月，不符合条件', '同一年度已享受同类补贴'],
  against: ['学历证书扫描件不清晰，请补充', '劳动合同缺少签字页，请补充'],
  fail: ['材料齐全，符合申报条件'],
};

/**
 * The area-audit demo data of the demo district (docs/area-audit.md): company subsidy records of
 * {@link COMPANIES} district enterprises and person records of their staff (so social insurance
 * months and degree checks have data to compare with; about one in six claims another
 * education than the enterprise recorded), in every status the area audit uses, with the
 * history of the audited ones (by staff_jyzx) and a few expert scores (by staff_multi).
 * Deterministic: its own seeded generator and the fixed reference time.
 */
export async function seedAllowance(db: Db): Promise<void> {
  const f = new Faker({ locale: [zh_CN, base], seed: SEED });
  const year = new Date(REFERENCE_TIME).getUTCFullYear();
  const [auditor] = await db.select().from(appUser).where(eq(appUser.username, 'staff_jyzx'));
  const [expert] = await db.select().from(appUser).where(eq(appUser.username, 'staff_multi'));
  if (!auditor || !expert) return;
  const ents = await db.select().from(enterprise).orderBy(asc(enterprise.id)).limit(COMPANIES * 3);
  const chosen = ents.filter((_, i) => i % 3 === 0).slice(0, COMPANIES);
  const auditedAt = (k: number) => new Date(REFERENCE_TIME - (k + 1) * 3_600_000 * 5);
  let k = 0;
  const history: (typeof areaAuditRecord.$inferInsert)[] = [];
  const decide = (status: AreaAuditStatus) => (status === 'awaiting_check' ? {} : { comment: f.helpers.arrayElement(COMMENTS[status]!), auditedBy: auditor.id, auditedAt: auditedAt(k) });
  const recordOf = (kind: 'person' | 'company', id: number, name: string, status: AreaAuditStatus, comment: string, at: Date) => {
    if (status === 'awaiting_check') return;
    const to = status === 'fail' ? 'agree' : status;
    history.push({ kind, targetId: id, targetName: name, actorId: auditor.id, actorName: auditor.name, actorRole: '就业中心', fromStatus: 'awaiting_check', toStatus: to, comment, createdAt: at });
    if (status === 'fail') history.push({ kind, targetId: id, targetName: name, actorId: auditor.id, actorName: auditor.name, actorRole: '就业中心', fromStatus: 'agree', toStatus: 'fail', comment: '推送补贴系统失败：补贴系统维护中', createdAt: new Date(at.getTime() + 600_000) });
  };

  const pending: number[] = [];
  for (const [i, e] of chosen.entries()) {
    const status = STATUS_CYCLE[(i + 3) % STATUS_CYCLE.length]!;
    const d = decide(status);
    const [c] = await db
      .insert(areaAuditCompany)
      .values({
        enterpriseId: e.id,
        name: e.name,
        creditCode: e.creditCode,
        streetCode: e.streetCode,
        contactName: e.contactName || f.person.lastName() + f.person.firstName(),
        contactPhone: e.contactPhone || `13${f.string.numeric(9)}`,
        subsidyItem: COMPANY_SUBSIDY_ITEMS[i % COMPANY_SUBSIDY_ITEMS.length]!,
        year,
        amount: f.number.int({ min: 10, max: 300 }) * 1000,
        status,
        ...d,
        ...(status === 'agree' ? { pushedAt: new Date(auditedAt(k).getTime() + 600_000) } : {}),
      })
      .returning();
    recordOf('company', c!.id, c!.name, status, d.comment ?? '', auditedAt(k++));

    const people = await db
      .select()
      .from(staff)
      .where(eq(staff.enterpriseId, e.id))
      .orderBy(asc(staff.id))
      .limit(f.number.int({ min: PERSONS_PER_COMPANY[0], max: PERSONS_PER_COMPANY[1] }));
    for (const p of people) {
      const ps = STATUS_CYCLE[k % STATUS_CYCLE.length]!;
      const pd = decide(ps);
      const claimed = f.number.int({ min: 0, max: 5 }) === 0 ? f.helpers.arrayElement(EDUCATION_LEVELS.filter((x) => x !== p.education)) : p.education;
      const [row] = await db
        .insert(areaAuditPerson)
        .values({
          companyId: c!.id,
          name: p.name,
          idCard: p.idCard,
          phone: p.phone,
          companyName: e.name,
          streetCode: e.streetCode,
          subsidyItem: PERSON_SUBSIDY_ITEMS[k % PERSON_SUBSIDY_ITEMS.length]!,
          year,
          amount: f.helpers.arrayElement([1000, 2000, 3000, 5000, 10000]),
          education: claimed,
          school: f.helpers.arrayElement(SCHOOLS),
          certificateNo: `1${f.string.numeric(17)}`,
          status: ps,
          ...pd,
          ...(ps === 'agree' ? { pushedAt: new Date(auditedAt(k).getTime() + 600_000) } : {}),
        })
        .returning();
      recordOf('person', row!.id, row!.name, ps, pd.comment ?? '', auditedAt(k++));
      if (ps === 'awaiting_check') pending.push(row!.id);
    }
  }
  if (history.length > 0) await db.insert(areaAuditRecord).values(history);

  // an expert has scored every third pending person
  const scored = pending.filter((_, i) => i % 3 === 1);
  if (scored.length > 0) {
    const names = new Map((await db.select({ id: areaAuditPerson.id, name: areaAuditPerson.name }).from(areaAuditPerson).where(inArray(areaAuditPerson.id, scored))).map((r) => [r.id, r.name]));
    const at = new Date(REFERENCE_TIME - 2 * 3_600_000);
    const scores = scored.map((id) => ({ personId: id, expertId: expert.id, score: f.number.int({ min: 60, max: 95 }), comment: f.helpers.arrayElement(['申报材料完整', '岗位与专业相符', '建议予以支持']), updatedAt: at }));
    await db.insert(areaAuditExpertScore).values(scores);
    await db.insert(areaAuditRecord).values(
      scores.map((s) => ({ kind: 'expert', targetId: s.personId, targetName: names.get(s.personId) ?? '', actorId: expert.id, actorName: expert.name, actorRole: '就业中心', fromStatus: 'awaiting_check', toStatus: 'awaiting_check', comment: s.comment, score: s.score, createdAt: at })),
    );
  }
}
