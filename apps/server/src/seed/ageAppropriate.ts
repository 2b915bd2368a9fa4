import { Faker, base, zh_CN } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import { DIFFICULTY_CATEGORIES, TARGET_CATEGORIES, WORK_STATUSES, type ASSISTANCE_KINDS, type AnswerValue, type HardTimelineKind, type Question } from '@portal/api';
import { ageFromIdCard } from '@portal/validators';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { hardProfile, hardTimeline, questionnaire, questionnaireAnswer, questionnaireLog, smsRecipient, smsTask, smsTemplateTable, targetGroup, targetGroupMember, targetPerson } from '../modules/ageAppropriate/tables';
import { DAY_MS, demoIdCard, REFERENCE_TIME } from './common';
import { DEMO_STREETS } from './reference';

/** Seed of the questionnaire demo data: its own generator, so adding it changes no other demo data. */
const SEED = 16_2026;

/** The demo survey: what older workers could take on (a three-question questionnaire plus a rating and a number). */
const SURVEY: Question[] = [
  { kind: 'single', title: '您目前是否有就业意愿？', required: true, options: ['有，希望尽快就业', '有，可以等合适的岗位', '暂时没有'] },
  { kind: 'multiple', title: '您希望从事哪类工作？', required: true, options: ['社区服务', '保洁保安', '家政养老', '商超零售', '手工制作'] },
  { kind: 'number', title: '您每周最多能工作几天？', required: false, options: [] },
  { kind: 'rating', title: '您对社区就业服务的满意程度', required: false, options: [] },
  { kind: 'text', title: '您还希望我们提供哪些帮助？', required: false, options: [] },
];

const TEMPLATE = '{name}您好，区就业中心邀请您填写就业意愿调查，约2分钟：{link}';

/**
 * The questionnaire demo data (issue 16): 60 target people in the seven demo streets (aged 42–63 on
 * the reference day, valid identity numbers), the group 科学城街道50至60岁, the survey started ten
 * days before the reference day with a finished SMS task to that group (all sent, one failed) and
 * answers from most recipients, a draft questionnaire, two saved SMS templates, and the recognition and assistance of the
 * people with employment difficulties ({@link seedHardPeople}). Entered by staff_jyzx (就业中心).
 * Deterministic; call after the staff accounts exist.
 */
export async function seedAgeAppropriate(db: Db): Promise<void> {
  const f = new Faker({ locale: [zh_CN, base], seed: SEED });
  const [clerk] = await db.select({ id: appUser.id, name: appUser.name }).from(appUser).where(eq(appUser.username, 'staff_jyzx'));
  const userId = clerk?.id ?? null;
  const reference = new Date(REFERENCE_TIME);
  const people = Array.from({ length: 60 }, (_v, i) => {
    const male = f.datatype.boolean();
    const street = i < 14 ? '科学城街道' : DEMO_STREETS[i % DEMO_STREETS.length]!;
    const age = i < 14 ? 50 + (i % 10) : f.number.int({ min: 42, max: 63 });
    const birth = new Date(Date.UTC(reference.getUTCFullYear() - age - 1, f.number.int({ min: 0, max: 11 }), f.number.int({ min: 1, max: 28 })));
    return {
      name: f.person.lastName() + f.person.firstName(male ? 'male' : 'female'),
      idCard: demoIdCard(f, birth, male),
      phone: `13${f.number.int({ min: 5, max: 9 })}${String(20_000_000 + i * 137).padStart(8, '0')}`,
      street,
      community: `${street.replace('街道', '')}${f.helpers.arrayElement(['东', '西', '南', '北', '中'])}社区`,
      category: i % 4 === 3 ? TARGET_CATEGORIES[1] : TARGET_CATEGORIES[0],
      workStatus: WORK_STATUSES[i % 5 === 4 ? 1 : 0],
      skills: f.helpers.arrayElement(['', '电工', '烹饪', '驾驶', '缝纫', '护理', '保洁']),
      userId,
    };
  });
  const inserted = await db.insert(targetPerson).values(people).returning({ id: targetPerson.id, name: targetPerson.name, phone: targetPerson.phone, street: targetPerson.street, idCard: targetPerson.idCard });
  const members = inserted.filter((p) => p.street === '科学城街道' && (ageFromIdCard(p.idCard, reference) ?? 0) >= 50 && (ageFromIdCard(p.idCard, reference) ?? 0) <= 60);
  const created = new Date(REFERENCE_TIME - 12 * DAY_MS);
  const [group] = await db
    .insert(targetGroup)
    .values({ name: '科学城街道50至60岁', filter: { ageMin: 50, ageMax: 60, street: '科学城街道' }, size: members.length, userId, createdAt: created })
    .returning({ id: targetGroup.id });
  await db.insert(targetGroupMember).values(members.map((m) => ({ groupId: group!.id, personId: m.id })));

  const started = new Date(REFERENCE_TIME - 10 * DAY_MS);
  const [survey] = await db
    .insert(questionnaire)
    .values({ title: '适龄劳动力就业意愿调查（2026年秋季）', intro: '为了给您推荐合适的岗位和培训，请花2分钟填写。您的信息仅用于就业服务。', questions: SURVEY, status: 'started', userId, createdAt: created, startedAt: started })
    .returning({ id: questionnaire.id });
  await db.insert(questionnaireLog).values({ questionnaireId: survey!.id, action: 'start', fromStatus: 'draft', toStatus: 'started', userId, at: started });
  await db.insert(questionnaire).values({ title: '就业困难人员帮扶需求调查', intro: '了解您需要的帮扶措施。', questions: SURVEY.slice(0, 2), userId, createdAt: started });

  const [task] = await db
    .insert(smsTask)
    .values({ title: '秋季就业意愿调查短信', questionnaireId: survey!.id, groupId: group!.id, groupName: '科学城街道50至60岁', template: TEMPLATE, userId, createdAt: started })
    .returning({ id: smsTask.id });
  const recipients = await db
    .insert(smsRecipient)
    .values(
      members.map((m, i) => ({
        taskId: task!.id,
        personId: m.id,
        name: m.name,
        phone: m.phone,
        street: m.street,
        status: i === members.length - 1 ? ('failed' as const) : ('sent' as const),
        reason: i === members.length - 1 ? '号码为空号' : '',
        attempts: 1,
        sentAt: i === members.length - 1 ? null : started,
        createdAt: started,
      })),
    )
    .returning({ id: smsRecipient.id, status: smsRecipient.status });
  const answering = recipients.filter((r, i) => r.status === 'sent' && i % 3 !== 2);
  const wishes = ['希望有离家近的工作', '想参加电脑培训', '希望能灵活安排时间', '需要了解社保补贴'];
  for (const [i, r] of answering.entries()) {
    const at = new Date(started.getTime() + (i + 1) * 3_600_000);
    const answers: AnswerValue[] = [SURVEY[0]!.options[i % 3]!, [SURVEY[1]!.options[(i * 3) % 5]!, ...(i % 2 ? [SURVEY[1]!.options[((i * 3) % 5 + 1 + (i % 3)) % 5]!] : [])], 3 + (i % 3), 3 + (i % 3), i % 2 ? wishes[i % wishes.length]! : null];
    await db.update(smsRecipient).set({ answeredAt: at }).where(eq(smsRecipient.id, r.id));
    await db.insert(questionnaireAnswer).values({ questionnaireId: survey!.id, recipientId: r.id, answers, at });
  }
  await db.insert(smsTemplateTable).values([
    { name: '就业意愿调查邀请', content: TEMPLATE, userId, updatedAt: created },
    { name: '帮扶需求调查邀请', content: '{name}您好，为更好地为您提供就业帮扶，请花1分钟填写帮扶需求：{link}', userId, updatedAt: started },
  ]);
  await seedHardPeople(db, inserted.filter((_p, i) => people[i]!.category === TARGET_CATEGORIES[1]), clerk ?? null);
}

/** What staff did for a person, by kind (the demo timelines). */
const ASSISTANCE_NOTES: [kind: (typeof ASSISTANCE_KINDS)[number], content: string][] = [
  ['职业指导', '上门了解就业意愿，讲解灵活就业和社保补贴政策'],
  ['岗位推荐', '推荐社区保洁员岗位2个，已约定面试时间'],
  ['技能培训', '报名参加家政服务员初级培训（10天）'],
  ['公益性岗位安置', '安置到社区公益性岗位（治安巡逻），签订一年协议'],
];

/**
 * The people with employment difficulties of the demo (issue 16, /hard-list): the first two thirds
 * recognised (a category each, 30 to 200 days before the reference day) with one to three
 * assistance records after it; the rest not yet recognised nor assisted, so the list shows both.
 */
async function seedHardPeople(db: Db, hard: { id: number }[], clerk: { id: number; name: string } | null): Promise<void> {
  const recognised = hard.slice(0, Math.ceil((hard.length * 2) / 3));
  const day = (daysBefore: number) => new Date(REFERENCE_TIME - daysBefore * DAY_MS).toISOString().slice(0, 10);
  const by = { userId: clerk?.id ?? null, userName: clerk?.name ?? '就业中心' };
  for (const [i, p] of recognised.entries()) {
    const difficulty = DIFFICULTY_CATEGORIES[i % DIFFICULTY_CATEGORIES.length]!;
    const recognizedOn = day(200 - i * 12);
    await db.insert(hardProfile).values({ personId: p.id, difficulty, recognizedOn, userId: by.userId });
    const entries: { kind: HardTimelineKind; happenedOn: string; content: string }[] = [{ kind: '困难认定', happenedOn: recognizedOn, content: `认定为就业困难人员，困难类别：${difficulty}` }];
    for (let k = 0; k < 1 + (i % 3); k++) {
      const [kind, content] = ASSISTANCE_NOTES[(i + k) % ASSISTANCE_NOTES.length]!;
      entries.push({ kind, happenedOn: day(180 - i * 12 - k * 9), content });
    }
    await db.insert(hardTimeline).values(entries.map((e) => ({ personId: p.id, ...e, ...by })));
  }
}

