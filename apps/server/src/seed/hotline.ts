import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { callCategory, callEvent, callEventLog, callRecord } from '../modules/hotline/tables';
import { plainText, searchGrams } from '../modules/knowledge/search';
import { knowledgeItem } from '../modules/knowledge/tables';
import { DAY_MS, insertChunked, REFERENCE_TIME } from './common';

/** Categories of call events and their time limits in hours (editable by staff_hotline). */
export const CALL_CATEGORIES = [
  { name: '政策咨询', limitHours: 72 },
  { name: '就业创业', limitHours: 120 },
  { name: '社会保险', limitHours: 120 },
  { name: '人才服务', limitHours: 120 },
  { name: '劳动维权', limitHours: 48 },
  { name: '投诉建议', limitHours: 168 },
] as const;

const HOUR_MS = 3_600_000;

/** Published knowledge items of the demo (question, answer paragraphs, category, keywords, policy); the last two stay a draft and a pending item. */
const KNOWLEDGE: { question: string; answer: string[]; category: string; keywords: string; sourcePolicy: string; status?: 'draft' | 'pending' }[] = [
  { question: '住房补贴怎么申请？', answer: ['符合条件的人才登录本平台，在“在线办事”中选择“住房补贴”，填写申请表并上传劳动合同、社保缴纳证明和学历（学位）证书。', '申请条件：在本区就业并缴纳社会保险满6个月，本人及配偶在本区无自有住房。审核通过后按月发放，最长36个月。'], category: '人才服务', keywords: '住房补贴 租房补贴 人才安居', sourcePolicy: '《南湾区人才安居办法》第十二条' },
  { question: '灵活就业人员社会保险补贴的申请条件是什么？', answer: ['就业困难人员和离校2年内未就业高校毕业生以灵活就业方式就业，并以个人身份缴纳社会保险费的，可申请社会保险补贴。', '补贴标准不超过实际缴费的三分之二，期限最长3年。'], category: '社会保险', keywords: '社保补贴 灵活就业', sourcePolicy: '《就业补助资金管理办法》' },
  { question: '企业吸纳高校毕业生可以享受哪些补贴？', answer: ['企业招用毕业年度或离校2年内未就业高校毕业生，签订1年以上劳动合同并缴纳社会保险的，可申请一次性吸纳就业补贴，每人3000元。'], category: '就业创业', keywords: '吸纳就业补贴 高校毕业生 企业', sourcePolicy: '《关于进一步稳定和扩大就业的若干措施》' },
  { question: '失业登记在哪里办理？需要什么材料？', answer: ['失业人员可持身份证到户籍地或常住地街道公共就业服务窗口办理失业登记，也可在本平台网上办理。'], category: '就业创业', keywords: '失业登记 就业失业登记证', sourcePolicy: '《就业服务与就业管理规定》' },
  { question: '创业担保贷款的申请条件和额度', answer: ['符合条件的个人创业者可申请最高30万元创业担保贷款，小微企业最高400万元，按规定享受财政贴息。'], category: '就业创业', keywords: '创业贷款 贴息 创业担保', sourcePolicy: '《创业担保贷款实施细则》' },
  { question: '被拖欠工资怎么投诉？', answer: ['可拨打劳动保障监察投诉电话，或携带身份证、劳动合同、工资欠条等证据到区劳动保障监察大队现场投诉。'], category: '劳动维权', keywords: '欠薪 拖欠工资 投诉 劳动监察', sourcePolicy: '《保障农民工工资支付条例》' },
  { question: '博士后科研工作站如何申请设站？', answer: ['具有独立法人资格、具备一定科研条件的企业可向区人社局专业技术科提出设站申请，经市、省审核后报人社部批准。'], category: '人才服务', keywords: '博士后 设站 工作站', sourcePolicy: '《博士后管理工作规定》' },
  { question: '人才公寓申请流程（修订中）', answer: ['人才公寓申请流程正在修订，修订完成后发布。'], category: '人才服务', keywords: '人才公寓', sourcePolicy: '', status: 'draft' },
  { question: '技能提升补贴申领', answer: ['参保职工取得职业资格证书或职业技能等级证书的，可在证书核发之日起12个月内申领技能提升补贴。'], category: '政策咨询', keywords: '技能提升补贴 职业技能', sourcePolicy: '《失业保险支持技能提升的通知》', status: 'pending' },
];

const SUBJECTS = ['住房补贴', '社保补贴', '创业担保贷款', '失业登记', '技能提升补贴', '人才引进', '档案转递', '人才落户', '职称评审', '工伤认定', '就业见习', '求职创业补贴', '稳岗返还', '人才公寓', '博士后资助', '高层次人才认定', '劳动合同', '欠薪投诉', '退休待遇', '医疗保险', '生育津贴', '失业保险金', '职业培训', '技能鉴定', '灵活就业', '招聘会', '劳务派遣', '企业年金', '人事代理', '社保转移'];
const ASPECTS = ['申请条件', '办理流程', '所需材料', '补贴标准', '办理时限', '办理地点', '政策依据', '常见问题'];
const GROUPS = ['高校毕业生', '灵活就业人员', '退役军人', '小微企业', '个体工商户', '外来务工人员', '博士后', '技能人才', '用人单位', '港澳青年'];

/**
 * `count` more published knowledge items made of combined subjects, aspects and groups (for the
 * large data set: the search benchmark at 100,000 items, `npm run bench`); one multi-row insert
 * per few thousand items.
 */
export async function seedKnowledgeVolume(db: Db, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => {
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    const aspect = ASPECTS[Math.floor(i / SUBJECTS.length) % ASPECTS.length]!;
    const group = GROUPS[Math.floor(i / (SUBJECTS.length * ASPECTS.length)) % GROUPS.length]!;
    const question = `${group}的${subject}${aspect}（${Math.floor(i / 2400) + 1}号解答）`;
    const answerText = `${group}办理${subject}，${aspect}以区人力资源和社会保障局最新公布的规定为准。可登录本平台“在线办事”查询，或拨打热线咨询，编号${i + 1}。`;
    return { question, answer: `<p>${answerText}</p>`, answerText, category: '政策咨询', keywords: `${subject} ${aspect}`, sourcePolicy: '', validFrom: '2026-01-01', status: 'published', grams: searchGrams(`${question} ${subject} ${aspect} ${answerText}`), questionGrams: searchGrams(`${question} ${subject} ${aspect}`) };
  });
  await insertChunked(db, knowledgeItem, rows);
}

/**
 * The hotline demo (issue 15, docs/hotline.md): the categories, and three events of person_demo
 * and ent_demo: one still waiting to be allotted (overdue, shown first in red), one accepted by
 * 就业中心 with a call record, one closed with its answer and rated 5; and the knowledge base.
 */
export async function seedHotline(db: Db): Promise<void> {
  const cats = await db.insert(callCategory).values([...CALL_CATEGORIES]).returning();
  const cat = (name: string) => cats.find((c) => c.name === name)!;
  const users = await db.select({ id: appUser.id, username: appUser.username, name: appUser.name, phonenumber: appUser.phonenumber, deptName: appUser.deptName }).from(appUser).where(inArray(appUser.username, ['person_demo', 'ent_demo', 'staff_hotline', 'staff_jyzx']));
  const u = (username: string) => users.find((x) => x.username === username)!;
  const [person, ent, hotline, jyzx] = [u('person_demo'), u('ent_demo'), u('staff_hotline'), u('staff_jyzx')];
  const at = (days: number) => new Date(REFERENCE_TIME - days * DAY_MS);
  const event = (n: number, category: string, created: Date, caller: typeof person, content: string, extra: Partial<typeof callEvent.$inferInsert>) => ({
    eventNo: `RX${created.toISOString().slice(0, 10).replaceAll('-', '')}${String(n).padStart(6, '0')}`,
    categoryId: cat(category).id,
    content,
    channel: 'online',
    callerUserId: caller.id,
    callerName: caller.name,
    callerPhone: caller.phonenumber,
    deadline: new Date(created.getTime() + cat(category).limitHours * HOUR_MS),
    createdAt: created,
    updatedAt: created,
    ...extra,
  });
  const [waiting, accepted, closed] = await db
    .insert(callEvent)
    .values([
      event(1, '社会保险', at(10), person, '我是灵活就业人员，想了解个人缴纳社会保险的补贴标准和申请方式。', {}),
      event(2, '就业创业', at(6), ent, '我司计划招用一批应届高校毕业生，请问吸纳就业补贴需要准备哪些材料？', { status: 'accepted', version: 3, deptName: jyzx.deptName, allotterId: hotline.id, updatedAt: at(5) }),
      event(3, '政策咨询', at(20), person, '住房补贴怎么申请？需要满足哪些条件？', {
        status: 'closed',
        version: 4,
        deptName: jyzx.deptName,
        allotterId: hotline.id,
        answer: '符合条件的人才可在本平台“在线办事”中申请住房补贴，需提供劳动合同、社保缴纳证明和学历证书，审核通过后按月发放。',
        closedAt: at(18),
        updatedAt: at(18),
        score: 5,
        comment: '答复清楚，办理及时。',
        ratedAt: at(17),
      }),
    ])
    .returning({ id: callEvent.id });
  const step = (eventId: number, action: string, fromStatus: string, toStatus: string, who: typeof person | null, note: string, when: Date) => ({ eventId, action, fromStatus, toStatus, userId: who?.id ?? null, userName: who?.name ?? '', deptName: who?.deptName ?? '', note, at: when });
  await db.insert(callEventLog).values([
    step(waiting!.id, 'submit', '', 'pending', person, '网上提交', at(10)),
    step(accepted!.id, 'submit', '', 'pending', ent, '网上提交', at(6)),
    step(accepted!.id, 'allot', 'pending', 'allotted', hotline, '分派至就业中心', at(5.9)),
    step(accepted!.id, 'accept', 'allotted', 'accepted', jyzx, '', at(5)),
    step(closed!.id, 'submit', '', 'pending', person, '网上提交', at(20)),
    step(closed!.id, 'allot', 'pending', 'allotted', hotline, '分派至就业中心', at(19.8)),
    step(closed!.id, 'accept', 'allotted', 'accepted', jyzx, '', at(19)),
    step(closed!.id, 'close', 'accepted', 'closed', jyzx, '答复已通过电话告知', at(18)),
  ]);
  await db.insert(knowledgeItem).values(
    KNOWLEDGE.map((k) => {
      const answer = k.answer.map((p) => `<p>${p}</p>`).join('');
      const answerText = plainText(answer);
      return { question: k.question, answer, answerText, category: k.category, keywords: k.keywords, sourcePolicy: k.sourcePolicy, validFrom: '2026-01-01', status: k.status ?? 'published', createdBy: hotline.id, grams: searchGrams(`${k.question} ${k.keywords} ${answerText}`), questionGrams: searchGrams(`${k.question} ${k.keywords}`), createdAt: at(30), updatedAt: at(30) };
    }),
  );
  await db.insert(callRecord).values({ eventId: accepted!.id, content: '已致电企业联系人，告知需提供劳动合同和社保缴费明细。', userId: jyzx.id, userName: jyzx.name, deptName: jyzx.deptName, at: at(4.5) });
}
