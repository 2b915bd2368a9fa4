import { Faker, base, zh_CN } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { SITE_NOTICE_KEY, STAFF_ROLES, type SiteNotice } from '@portal/api';
import { creditCodeCheckChar } from '@portal/validators';
import type { Db } from '../db/open';
import type { FileStorage } from '../modules/files/storage';
import { hashPassword } from '../modules/account/password';
import { EDUCATION_LEVELS, enterprise, staff, street } from '../modules/enterprise/tables';
import { GBT4754_SECTIONS } from '../modules/enterprise/industries';
import { friendlyLink, siteVisit, sysConfig } from '../modules/system/tables';
import { seedDashboard } from './dashboard';
import { seedAccounts } from './accounts';
import { seedApplications } from './applications';
import { seedAllowance } from './allowance';
import { seedContent } from './content';
import { seedJobs } from './jobs';
import { seedDemandResponses } from './demandResponses';
import { seedMinihome } from './minihome';
import { seedPostdoctoral } from './postdoctoral';
import { drawDemoStreets } from './geometry';
import { daysAgo, demoIdCard, insertChunked, REFERENCE_TIME } from './common';
import { seedLaborRelations } from './laborRelations';
import { seedEmploymentMonitor } from './employmentMonitor';
import { seedDeptData, seedDeptRegisters } from './deptData';
import { seedHotline, seedKnowledgeVolume } from './hotline';
import { seedMessages } from './messages';
import { seedAgeAppropriate } from './ageAppropriate';
import { seedStation } from './station';
import { seedTraining } from './training';
import { seedStationContent } from './stationContent';
import { BRAND_WORDS, DEMO_DISTRICT, DEMO_STREETS, INDUSTRY_WORDS, SECTION_WEIGHTS } from './reference';
import { seedShared } from './shared';
import { DEMO_PASSWORD } from './credentials';
import { DEMO_MARKER_KEY } from '../modules/setup/install';

/** Sizes of the demo data set: `small` for `npm start` and tests, `large` for benchmarks. */
export const SCALES = {
  small: { enterprises: 600, staffPerEnterprise: [3, 30], notices: 150, knowledge: 0 },
  large: { enterprises: 50_000, staffPerEnterprise: [6, 36], notices: 100_000, knowledge: 100_000 },
} as const;
export type Scale = keyof typeof SCALES;



/**
 * The demo's site notice (温馨提示, SPEC.md section 1): the data-collection round closes on the last
 * day of the February after the demo's reference time, so the demo shows the notice to enterprises.
 */
export function demoSiteNotice(): SiteNotice {
  const year = new Date(REFERENCE_TIME).getUTCFullYear() + 1;
  const lastOfFebruary = new Date(Date.UTC(year, 2, 0)).getUTCDate();
  return {
    text: '各位企业联系人：请于{deadline}前通过「数据采集」模块更新本企业数据。',
    deadline: `${year}-02-${lastOfFebruary}`,
    phones: ['020-34680001', '020-34680002'],
    email: 'rcsjcj@nanwan-demo.gov.cn',
  };
}

/** Check character of a 9-character organisation code (GB 11714-1997): 11 - (sum mod 11), 10 is 'X', 11 is '0'. */
function organisationCode(body8: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += parseInt(body8[i]!, 36) * weights[i]!;
  const c = 11 - (sum % 11);
  return body8 + (c === 10 ? 'X' : c === 11 ? '0' : String(c));
}

/** A unified social credit code (GB 32100-2015) of an enterprise registered in `division`, unique for `serial` below 1,000,000. */
export function demoCreditCode(division: string, serial: number, f: Faker): string {
  const body8 = serial.toString().padStart(6, '0') + f.string.numeric(2);
  const head = `91${division}${organisationCode(body8)}`;
  return head + creditCodeCheckChar(head);
}

/** The seed of the demo data when none is given. */
const DEFAULT_SEED = 20250228;

/** Options of {@link seedDemo}; `storage` receives the generated files of public data and reports (none: no files). */
export interface DemoOptions {
  scale?: Scale;
  seed?: number;
  onProgress?: (step: string) => void;
  storage?: FileStorage;
}

/** Legal forms an enterprise name may end with, for a second company of the same words. */
const LEGAL_FORMS = ['股份有限公司', '集团有限公司', '实业有限公司', '控股有限公司'];

/**
 * Gives a repeated enterprise name another legal form (广州锐远装备制造有限公司 → 广州锐远装备制造股份有限公司),
 * as two registered companies never share a name; draws nothing, so the rest of the demo is unchanged.
 */
function distinctNames(enterprises: { name: string }[]): void {
  const used = new Set<string>();
  for (const e of enterprises) {
    const name = [e.name, ...LEGAL_FORMS.map((form) => e.name.replace(/有限公司$/, form))].find((n) => !used.has(n)) ?? `${e.name.replace(/有限公司$/, '')}（${used.size}）有限公司`;
    used.add(name);
    e.name = name;
  }
}

/**
 * Fills an empty, migrated database with the demo district: 7 streets with demo geometry, the
 * GB/T 4754-2017 industry sections, enterprises with valid credit codes, staff with valid
 * identity numbers, notices and policies, system configuration, friendly links, visit counts and
 * the demo accounts. Deterministic: the same `seed` and `scale` give the same data.
 * @param onProgress called with a short Chinese description of each step
 */
export async function seedDemo(db: Db, opts: DemoOptions = {}): Promise<void> {
  const scale = SCALES[opts.scale ?? 'small'];
  const progress = opts.onProgress ?? (() => {});
  const f = new Faker({ locale: [zh_CN, base], seed: opts.seed ?? DEFAULT_SEED });
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    progress('街道与行业');
    const shapes = drawDemoStreets(DEMO_DISTRICT.center, DEMO_DISTRICT.radius, DEMO_STREETS.length - 1, () => f.number.float({ min: 0, max: 1 }));
    const streets = DEMO_STREETS.map((name, i) => ({
      code: `${DEMO_DISTRICT.code}${String(i + 1).padStart(3, '0')}`,
      name,
      geometry: { type: 'Polygon', coordinates: [shapes[i]!.polygon] },
      centerLng: shapes[i]!.center[0],
      centerLat: shapes[i]!.center[1],
    }));
    await tx.insert(street).values(streets);
    progress('行业分类与数据字典');
    await seedShared(tx);

    progress(`企业 ${scale.enterprises} 家`);
    const sections = GBT4754_SECTIONS.map((s) => ({ value: s.code, weight: SECTION_WEIGHTS[s.code]! }));
    const streetWeights = streets.map((s, i) => ({ value: s.code, weight: i === 0 ? 3 : 1 + (i % 3) }));
    const enterprises = Array.from({ length: scale.enterprises }, (_, i) => {
      const industryCode = f.helpers.weightedArrayElement(sections);
      const word = f.helpers.arrayElement(INDUSTRY_WORDS[industryCode]!);
      const brand = f.helpers.arrayElements(BRAND_WORDS, 2).join('');
      const types = [...(word === '人力资源服务' ? ['人力资源服务机构'] : []), ...(word === '职业培训学校' ? ['民办职业培训机构'] : [])];
      return {
        name: `广州${brand}${word}有限公司`,
        creditCode: demoCreditCode(DEMO_DISTRICT.code, i + 1, f),
        streetCode: f.helpers.weightedArrayElement(streetWeights),
        industryCode,
        enterpriseType: types.join(','),
        foundedOn: f.date.between({ from: '1995-01-01', to: '2025-12-31' }).toISOString().slice(0, 10),
      };
    });
    distinctNames(enterprises);
    await insertChunked(tx, enterprise, enterprises);

    progress('在职人员');
    const educations = EDUCATION_LEVELS.map((value, i) => ({ value, weight: [2, 8, 30, 25, 35][i]! }));
    const [minStaff, maxStaff] = scale.staffPerEnterprise;
    const batch: (typeof staff.$inferInsert)[] = [];
    for (let e = 1; e <= scale.enterprises; e++) {
      const n = f.number.int({ min: minStaff, max: maxStaff });
      for (let k = 0; k < n; k++) {
        const male = f.datatype.boolean();
        const birth = new Date(Date.UTC(f.number.int({ min: 1966, max: 2004 }), f.number.int({ min: 0, max: 11 }), f.number.int({ min: 1, max: 28 })));
        batch.push({
          enterpriseId: e,
          name: f.person.lastName() + f.person.firstName(male ? 'male' : 'female'),
          idCard: demoIdCard(f, birth, male),
          education: f.helpers.weightedArrayElement(educations),
          phone: `1${f.helpers.arrayElement(['3', '5', '7', '8', '9'])}${f.string.numeric(9)}`,
          entryDate: daysAgo(f.number.int({ min: 30, max: 3650 })),
        });
      }
      if (batch.length >= 50_000) await insertChunked(tx, staff, batch.splice(0));
    }
    await insertChunked(tx, staff, batch);


    await seedDashboard(tx, f);
    progress('系统配置与账号');
    await tx.insert(sysConfig).values(
      Object.entries({
        platform_top_image: '/images/banner.svg',
        recruit_top_image: '/images/banner.svg',
        ruhu_top_image: '/images/banner.svg',
        zhufang_top_image: '/images/banner.svg',
        recruit_net_img: '/images/banner.svg',
        liePinUrl: 'https://www.liepin.com/',
        // the departments collect last year's figures (SPEC.md section 9), until the deadline (docs/data-collection.md)
        'on.off': '0',
        'dataCollection.deadline': '2027-02-28',
        'on.off.ent': '0',
        [SITE_NOTICE_KEY]: JSON.stringify(demoSiteNotice()),
        'site.filingNumber': '粤ICP备00000000号-1（演示）',
        'district.name': DEMO_DISTRICT.name,
        'district.code': DEMO_DISTRICT.code,
        'district.bureau': `${DEMO_DISTRICT.name}人力资源和社会保障局（演示数据）`,
        'district.demoGeometry': 'true',
        // this database is the demo: the readiness check lists it (modules/setup)
        [DEMO_MARKER_KEY]: 'true',
      }).map(([key, value]) => ({ key, value })),
    );
    await tx.insert(friendlyLink).values([
      { name: '中华人民共和国人力资源和社会保障部', link: 'http://www.mohrss.gov.cn/', sort: 1 },
      { name: '广东省人力资源和社会保障厅', link: 'http://hrss.gd.gov.cn/', sort: 2 },
      { name: '广州市人力资源和社会保障局', link: 'http://rsj.gz.gov.cn/', sort: 3 },
      { name: '国家社会保险公共服务平台', link: 'http://si.12333.gov.cn/', sort: 4 },
      { name: '广东政务服务网', link: 'https://www.gdzwfw.gov.cn/', sort: 5 },
      { name: '中国公共招聘网', link: 'http://job.mohrss.gov.cn/', sort: 6 },
    ]);
    await tx.insert(siteVisit).values(
      Array.from({ length: 365 }, (_, d) => ({ day: daysAgo(d + 1), count: f.number.int({ min: 200, max: 2400 }) })),
    );
    await seedAccounts(tx, passwordHash, f);
    progress(`通知、政策与公开内容（通知与政策 ${scale.notices} 条）`);
    await seedContent(tx, { notices: scale.notices, seed: opts.seed ?? DEFAULT_SEED, passwordHash, storage: opts.storage });
    await seedJobs(tx, f);
    await seedDemandResponses(tx, opts.storage);
    await seedAllowance(tx);
    await seedMinihome(tx, f);
    progress('补贴与津贴申请');
    await seedApplications(tx, { passwordHash, seed: opts.seed ?? DEFAULT_SEED });
    progress('博士后设站单位与进出站记录');
    await seedPostdoctoral(tx);
    progress('劳动关系台账');
    await seedLaborRelations(tx, opts.seed ?? DEFAULT_SEED);
    progress('就业监测与职业技能台账');
    await seedEmploymentMonitor(tx, opts.seed ?? DEFAULT_SEED);
    progress('部门数据采集');
    await seedDeptData(tx);
    await seedDeptRegisters(tx, opts.seed ?? DEFAULT_SEED);
    progress('热线服务');
    await seedHotline(tx);
    await seedMessages(tx);
    await seedKnowledgeVolume(tx, scale.knowledge);
    progress('适龄劳动力问卷与短信');
    await seedAgeAppropriate(tx);
    progress('人才赋能站活动');
    await seedStation(tx, passwordHash);
    await seedStationContent(tx, passwordHash);
    progress('职业技能培训与培训需求调研');
    await seedTraining(tx);
    // 区情配置's departments: the demo's department names, each a role where the name is one (SPEC.md section 6)
    await tx.execute(sql`insert into department (name, roles, sort)
      select d.name, case when d.name in (select json_array_elements_text(${JSON.stringify(STAFF_ROLES)}::json)) then array[d.name] else '{}'::text[] end, row_number() over (order by d.name)
      from (select distinct dept_name as name from app_user where user_kind = 1 and dept_name <> '') d`);
    progress('完成');
  });
  await db.execute(sql`analyze`);
}
