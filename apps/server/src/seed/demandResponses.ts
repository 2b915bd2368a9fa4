import { base, Faker, zh_CN } from '@faker-js/faker';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { EDUCATION_LEVELS, TRACK_SERVICE_TYPES } from '@portal/api';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { demand } from '../modules/demand/tables';
import { demandResponse, demandTrack } from '../modules/demandResponse/tables';
import type { FileStorage } from '../modules/files/storage';
import { trackRecord } from '../modules/trackRecord/tables';
import { demoIdCard, insertChunked, REFERENCE_TIME, storeFile, DAY_MS } from './common';

const SCHOOLS = ['南湾理工大学', '广州城市职业学院', '华南师范大学', '广东工业大学', '暨南大学', '广州番禺职业技术学院'];
const MAJORS = ['计算机科学与技术', '软件工程', '会计学', '市场营销', '机械设计制造及其自动化', '人力资源管理', '物流管理'];
const TRACK_NOTES = ['已电话联系求职者，确认求职意向', '已推荐至企业，约定面试时间', '企业反馈：面试通过，等待入职', '求职者已入职，三个月后回访'];

/** A minimal valid PDF, the demo resume of person_demo. */
const demoResumePdf = (name: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% 演示简历：${name}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

/**
 * Resume responses and track service records of the demo district, so the pages that show them
 * are not empty. Deterministic (its own faker seed, so the data seeded after it does not change):
 * - person_demo (张伟) responded online to three on-shelf jobs, the first of the demo enterprise:
 *   one tracked (two records, the first confirmed by him), one allocated, one waiting;
 *   with a resume file when `storage` is given;
 * - 60 resumes imported by staff to on-shelf jobs: about a third allocated to the employment
 *   centre's staff (some tracked), three hidden, the rest waiting for allocation;
 * - 40 track service records entered by staff_jyzx.
 */
export async function seedDemandResponses(db: Db, storage: FileStorage | undefined): Promise<void> {
  const f = new Faker({ locale: [zh_CN, base], seed: 20260501 });
  const users = await db.select({ id: appUser.id, username: appUser.username, name: appUser.name }).from(appUser).where(inArray(appUser.username, ['person_demo', 'staff_jyzx', 'staff_visual']));
  const byName = (u: string) => users.find((x) => x.username === u);
  const person = byName('person_demo');
  const staff = byName('staff_jyzx');
  if (!person || !staff) return;
  const onShelf = await db.select({ id: demand.id, enterpriseId: demand.enterpriseId }).from(demand).where(eq(demand.status, 'on')).orderBy(asc(demand.id));
  const own = onShelf.find((d) => d.enterpriseId === 1);
  const picks = [...(own ? [own] : []), ...onShelf.filter((d) => d.enterpriseId !== 1).slice(0, 3 - (own ? 1 : 0))];
  const fileId = storage ? await storeFile(db, storage, '张伟的简历.pdf', demoResumePdf(person.name), 0) : null;
  const at = (daysAgo: number) => new Date(REFERENCE_TIME - daysAgo * DAY_MS);

  const online = await db
    .insert(demandResponse)
    .values(
      picks.map((d, i) => ({
        demandId: d.id,
        userId: person.id,
        resumeFileId: fileId,
        note: ['三年数据分析经验，可随时到岗', '期待加入贵公司', '希望了解岗位详情'][i]!,
        education: '大学本科',
        school: '南湾理工大学',
        major: '统计学',
        graduateDate: '2016-06-30',
        adminId: i < 2 ? staff.id : null,
        allocatedAt: i < 2 ? at(20 - i) : null,
        createdAt: at(25 - i * 5),
      })),
    )
    .returning({ id: demandResponse.id });
  if (online[0]) {
    await db.insert(demandTrack).values([
      { responseId: online[0].id, userId: staff.id, content: TRACK_NOTES[0]!, createdAt: at(18), confirmedAt: at(17) },
      { responseId: online[0].id, userId: staff.id, content: TRACK_NOTES[1]!, createdAt: at(12) },
    ]);
  }

  const centre = await db.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.userKind, 1), eq(appUser.deptName, '就业中心'), eq(appUser.status, 'active'))).orderBy(asc(appUser.id));
  const imported = Array.from({ length: 60 }, (_, i) => {
    const d = onShelf[(i * 7) % onShelf.length]!;
    const allocated = i % 3 === 0;
    const grad = f.number.int({ min: 2015, max: 2026 });
    return {
      demandId: d.id,
      source: 'import',
      applicantName: f.person.lastName() + f.person.firstName(),
      applicantPhone: `1${f.helpers.arrayElement(['3', '5', '8'])}${f.string.numeric(9)}`,
      education: f.helpers.arrayElement(EDUCATION_LEVELS),
      school: f.helpers.arrayElement(SCHOOLS),
      major: f.helpers.arrayElement(MAJORS),
      graduateDate: `${grad}-0${f.number.int({ min: 6, max: 7 })}-30`,
      note: '春季招聘会现场收集',
      adminId: allocated && centre.length > 0 ? centre[i % centre.length]!.id : null,
      allocatedAt: allocated ? at(10) : null,
      // three of the waiting ones hidden (duplicates)
      hidden: !allocated && [10, 31, 52].includes(i),
      createdAt: at(40 - (i % 40)),
    };
  });
  const rows = await db.insert(demandResponse).values(imported).returning({ id: demandResponse.id, adminId: demandResponse.adminId });
  const tracked = rows.filter((r) => r.adminId !== null).filter((_, i) => i % 2 === 0);
  await insertChunked(
    db,
    demandTrack,
    tracked.map((r, i) => ({ responseId: r.id, userId: r.adminId, content: TRACK_NOTES[i % TRACK_NOTES.length]!, createdAt: at(8 - (i % 5)) })),
  );

  await insertChunked(
    db,
    trackRecord,
    Array.from({ length: 40 }, (_, i) => {
      const male = f.datatype.boolean();
      const birth = new Date(Date.UTC(f.number.int({ min: 1975, max: 2003 }), f.number.int({ min: 0, max: 11 }), f.number.int({ min: 1, max: 28 })));
      const type = TRACK_SERVICE_TYPES[i % TRACK_SERVICE_TYPES.length]!;
      const day = at(1 + i * 3);
      return {
        name: f.person.lastName() + f.person.firstName(male ? 'male' : 'female'),
        idCard: demoIdCard(f, birth, male),
        phone: `1${f.helpers.arrayElement(['3', '5', '8'])}${f.string.numeric(9)}`,
        serviceType: type,
        content: `${type}：${f.helpers.arrayElement(['上门走访了解就业意向', '电话沟通求职需求', '推荐参加区级招聘会', '讲解就业补贴政策', '安排参加技能培训'])}`,
        serviceDate: day.toISOString().slice(0, 10),
        result: f.helpers.arrayElement(['已就业', '持续跟进', '已参加培训', '']),
        userId: staff.id,
        createdAt: day,
        updatedAt: day,
      };
    }),
  );
}
