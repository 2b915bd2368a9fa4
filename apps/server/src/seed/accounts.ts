import type { Faker } from '@faker-js/faker';
import { asc, eq, like, sql } from 'drizzle-orm';
import { idCardCheckChar } from '@portal/validators';
import { ADMIN_PERMISSION, DATA_REVIEW_PERMISSION, DEPARTMENTS as D, HR_SERVICE_INSTITUTION, PRIVATE_VOCATIONAL_TRAINING, TALENT_INDEX_APPLY, VISUAL_VIEW_PERMISSION } from '@portal/api';
import type { Db } from '../db/open';
import { appUser, schoolStudent, settleApplication } from '../modules/account/tables';
import { kshApplication } from '../modules/center/tables';
import { enterprise } from '../modules/enterprise/tables';

type NewUser = typeof appUser.$inferInsert;

/** The bureau's own departments, for staff whose department is not one of the role names. */
const BUREAU = '区人力资源和社会保障局';

/** A government staff account: department, roles (userType) and phone; visual-platform fields as given. */
const staffUser = (username: string, name: string, deptName: string, roles: string[], phonenumber: string, extra: Partial<NewUser> = {}): Omit<NewUser, 'passwordHash'> => ({
  username,
  userKind: 1,
  name,
  nickName: name,
  deptName,
  roles,
  phonenumber,
  ...extra,
});

/**
 * The government demo accounts of issue 3, one per row of the data-collection rules of SPEC.md
 * section 6 (README lists what each shows). Department and role names come from @portal/api (DEPARTMENTS).
 */
const STAFF: Omit<NewUser, 'passwordHash'>[] = [
  staffUser('staff_jyzx', '李文华', D.employmentCentre, [D.employmentCentre], '13800138001', { personRouters: [VISUAL_VIEW_PERMISSION] }),
  staffUser('staff_kjj', '王建国', D.technologyBureau, [D.technologyBureau], '13800138002', { personRouters: [TALENT_INDEX_APPLY] }),
  staffUser('staff_zscqj', '赵敏', D.ipBureau, [D.ipBureau], '13800138003'),
  staffUser('staff_rcjt', '孙立', D.talentGroup, [D.talentGroupApartments], '13800138004'),
  staffUser('staff_yshj', '周雪', D.businessEnvironmentBureau, [D.businessEnvironmentBureau], '13800138005'),
  staffUser('staff_migrant', '吴海', D.migrantBureau, [D.migrantBureau], '13800138006'),
  staffUser('staff_zhsj', '郑洁', D.comprehensiveData, [D.comprehensiveData], '13800138007'),
  staffUser('staff_rcjl', '冯涛', D.talentExchangeCentre, [D.talentExchangeCentre], '13800138008', { duration: 30 }),
  staffUser('staff_multi', '陈静', BUREAU, [D.employmentCentre, D.socialSecurityCentre], '13800138009'),
  staffUser('staff_noperm', '褚亮', BUREAU, [], '13800138010'),
  staffUser('staff_street', '卫东', D.streetManager, [D.streetManager], '13800138011'),
  staffUser('staff_industry', '蒋丽', D.industryManager, [D.industryManager], '13800138012'),
  staffUser('staff_vocational', '沈强', D.vocationalConstructionCentre, [D.vocationalConstructionCentre], '13800138013'),
  staffUser('staff_visual', '韩梅', BUREAU, [D.employmentPromotionOffice], '13800138014', { havePower: 1 }),
  // keeps the labour-relations ledgers (issue 14); no data-collection department
  staffUser('staff_ldgx', '林峰', D.labourRelationsOffice, [D.labourRelationsOffice], '13800138018'),
  // confirms or returns the departments' data-collection figures (issue 13); no data-collection department
  staffUser('staff_sjsh', '高远', BUREAU, [], '13800138019', { personRouters: [DATA_REVIEW_PERMISSION] }),
  // the centre's administrator (issue 18): staff accounts, enterprise accounts, visual-platform requests (系统管理 menu)
  staffUser('staff_admin', '许可', BUREAU, [], '13800138021', { personRouters: [ADMIN_PERMISSION] }),
  // the hotline service centre (issue 15): takes phone calls, allots every call event and sees them all; no data-collection department
  staffUser('staff_hotline', '黄丽娟', D.hotlineCentre, [D.hotlineCentre], '13800138020'),
  // no phone yet: must bind one at /bindPhone after logging in (SPEC.md section 6)
  staffUser('staff_nophone', '杨帆', D.employmentCentre, [D.employmentCentre], ''),
];

/** The industry sections (GB/T 4754-2017) staff_industry administers: 制造业 (enterprise 1's) and 信息传输、软件和信息技术服务业. */
export const DEMO_INDUSTRY_SCOPE = ['C', 'I'] as const;

/** Majors of the demo school's students. */
const MAJORS = ['机电一体化技术', '软件技术', '电子商务', '会计', '物流管理', '护理', '数控技术', '酒店管理'];

/** The first enterprise (by id) whose type list contains `type`. */
async function firstOfType(db: Db, type: string): Promise<number> {
  const [row] = await db.select({ id: enterprise.id }).from(enterprise).where(like(enterprise.enterpriseType, `%${type}%`)).orderBy(asc(enterprise.id)).limit(1);
  if (!row) throw new Error(`演示数据中没有类型为${type}的企业`);
  return row.id;
}

/** A valid 18-character identity number (GB 11643-1999) of someone born in Guangzhou's Nansha district code. */
function idCard(f: Faker, birth: string, male: boolean): string {
  const seq = f.number.int({ min: 0, max: 49 }) * 10 + f.number.int({ min: 0, max: 4 }) * 2 + (male ? 1 : 0);
  const body = `440115${birth.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
}

/**
 * The requests waiting for staff_admin (issue 18): staff_kjj's visual-platform request (30 days),
 * and a settle-in application (/register 企业注册) of a district enterprise without an account,
 * whose pending account logs in with its credit code and Demo@2025 and sees /loginStatus.
 */
async function seedRequests(db: Db, passwordHash: string): Promise<void> {
  const [kjj] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'staff_kjj'));
  await db.insert(kshApplication).values({ userId: kjj!.id, reason: '科技局需要查看区人才指数和产业人才分布，用于年度人才政策评估。', days: 30 });
  const [ent] = await db
    .select({ id: enterprise.id, name: enterprise.name, creditCode: enterprise.creditCode })
    .from(enterprise)
    .where(sql`not exists (select 1 from ${appUser} where ${appUser.enterpriseId} = ${enterprise.id})`)
    .orderBy(asc(enterprise.id))
    .limit(1);
  const [user] = await db
    .insert(appUser)
    .values({ username: ent!.creditCode, passwordHash, userKind: 2, name: '梁志强', nickName: '梁志强', phonenumber: '13900139005', enterpriseId: ent!.id, status: 'pending' })
    .returning({ id: appUser.id });
  await db.insert(settleApplication).values({ userId: user!.id, source: 'register', entName: ent!.name, creditCode: ent!.creditCode, enterpriseId: ent!.id, contactName: '梁志强', phone: '13900139005' });
}

/**
 * Inserts every demo account of issue 3 (password `passwordHash`, i.e. Demo@2025): the government
 * staff above; the enterprises ent_demo (enterprise 1), ent_hr (an HR service institution),
 * ent_training (a private vocational training institution) and ent_new (created by staff, must set
 * its password at first login); the individual person_demo and the school school_demo with its
 * students. Enterprises must be in the database already.
 */
export async function seedAccounts(db: Db, passwordHash: string, f: Faker): Promise<void> {
  const hr = await firstOfType(db, HR_SERVICE_INSTITUTION);
  const training = await firstOfType(db, PRIVATE_VOCATIONAL_TRAINING);
  const ent = (username: string, name: string, enterpriseId: number, phonenumber: string, extra: Partial<NewUser> = {}): NewUser => ({
    username,
    passwordHash,
    userKind: 2,
    name,
    nickName: name,
    enterpriseId,
    phonenumber,
    ...extra,
  });
  // the managers' scopes (docs/collection-summary.md): staff_street the street of enterprise 1 (ent_demo), staff_industry two sections
  const [demo] = await db.select({ streetCode: enterprise.streetCode }).from(enterprise).where(eq(enterprise.id, 1));
  const scopes: Record<string, Partial<NewUser>> = { staff_street: { streetCode: demo!.streetCode }, staff_industry: { industryCodes: [...DEMO_INDUSTRY_SCOPE] } };
  await db.insert(appUser).values([
    ...STAFF.map((s) => ({ ...s, ...scopes[s.username], passwordHash })),
    ent('ent_demo', '陈晓明', 1, '13900139001'),
    ent('ent_hr', '刘芳', hr, '13900139002'),
    ent('ent_training', '黄磊', training, '13900139003'),
    ent('ent_new', '林晨', 2, '13900139004', { mustSetPassword: true }),
    { username: 'person_demo', passwordHash, userKind: 3, category: 'person', name: '张伟', nickName: '张伟', idCard: idCard(f, '1992-06-18', true), phonenumber: '13700137001' },
    { username: 'school_demo', passwordHash, userKind: 3, category: 'school', name: '南湾职业技术学院', nickName: '南湾职院', phonenumber: '13700137002' },
  ]);
  await seedRequests(db, passwordHash);
  const [school] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'school_demo'));
  await db.insert(schoolStudent).values(
    Array.from({ length: 36 }, (_, i) => {
      const male = f.datatype.boolean();
      const graduationYear = 2023 + (i % 3);
      return {
        schoolUserId: school!.id,
        name: f.person.lastName() + f.person.firstName(male ? 'male' : 'female'),
        idCard: idCard(f, `${graduationYear - 21}-${String(f.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${String(f.number.int({ min: 1, max: 28 })).padStart(2, '0')}`, male),
        major: MAJORS[i % MAJORS.length]!,
        graduationYear,
        phone: `13${f.number.int({ min: 5, max: 9 })}${f.string.numeric(8)}`,
      };
    }),
  );
}
