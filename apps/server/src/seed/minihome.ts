import type { Faker } from '@faker-js/faker';
import { asc, inArray, like } from 'drizzle-orm';
import type { PRODUCT_LABELS } from '@portal/api';
import { HR_SERVICE_INSTITUTION } from '@portal/api';
import type { Db } from '../db/open';
import { enterprise } from '../modules/enterprise/tables';
import { organisation } from '../modules/home/tables';
import { entProduct, productMessage, tinyHome } from '../modules/minihome/tables';
import { REFERENCE_TIME } from './common';

/** HR products offered by the district's HR service institutions: name, labels, summary. */
const PRODUCTS: [string, (typeof PRODUCT_LABELS)[number][], string][] = [
  ['高端人才寻访', ['猎头服务'], '面向高新技术企业的中高端管理与技术人才寻访，平均30天交付候选人。'],
  ['灵活用工平台', ['灵活用工', '数字化工具'], '在线发布短期用工需求，按小时结算，人员保险全程覆盖。'],
  ['人力资源外包', ['外包服务', '薪酬服务'], '招聘、入职、社保公积金与薪酬发放一站式外包，适合成长型企业。'],
  ['薪酬福利管理', ['薪酬服务'], '薪酬体系诊断、个税与社保核算、弹性福利方案设计。'],
  ['员工技能培训', ['培训服务'], '覆盖安全生产、数字技能与管理能力的定制化企业内训。'],
  ['校园招聘专场', ['招聘服务'], '联合区内外高校举办专场招聘会，提供场地、宣传与简历初筛。'],
  ['人才测评工具', ['测评服务', '数字化工具'], '岗位胜任力模型与在线测评，帮助企业提升招聘准确率。'],
  ['劳动关系咨询', ['咨询服务'], '劳动合同、规章制度审查与劳动争议预防咨询。'],
  ['蓝领批量招聘', ['招聘服务', '劳务派遣'], '制造业与物流业一线岗位批量招聘，7天内集中到岗。'],
];

const DESCRIPTION = (name: string, summary: string) =>
  `${name}：${summary}\n服务流程：需求沟通、方案确认、签订服务协议、交付与回访。\n服务对象：区内各类企业，重点服务高新技术企业与专精特新企业。`;

/**
 * Micro-homepages and HR products of the demo district: the published products of the first HR
 * service institutions (the /organList?type=3 cards, ent_hr's among them) with a few messages,
 * and micro-homepages for every enterprise of /organList (types 1 and 2) and the demo enterprise.
 */
export async function seedMinihome(db: Db, f: Faker): Promise<void> {
  const hr = await db
    .select({ id: enterprise.id, name: enterprise.name, contactName: enterprise.contactName })
    .from(enterprise)
    .where(like(enterprise.enterpriseType, `%${HR_SERVICE_INSTITUTION}%`))
    .orderBy(asc(enterprise.id))
    .limit(6);
  const day = 86_400_000;
  const products = PRODUCTS.flatMap(([name, labels, summary], i) => {
    const owner = hr[i % Math.max(hr.length, 1)];
    if (!owner) return [];
    const updatedAt = new Date(REFERENCE_TIME - (i + 1) * 3 * day);
    return [{ enterpriseId: owner.id, name, labels, summary, description: DESCRIPTION(name, summary), price: i % 3 === 0 ? '面议' : `${f.number.int({ min: 2, max: 50 }) * 1000}元起`, contactName: `${f.person.lastName()}经理`, contactPhone: `138${f.string.numeric(8)}`, stage: 'on', createdAt: updatedAt, updatedAt }];
  });
  const inserted = products.length ? await db.insert(entProduct).values(products).returning({ id: entProduct.id }) : [];
  const questions = ['请问服务范围覆盖全区各街道吗？', '小微企业可以按月付费吗？', '能否提供上门服务，大概多久可以安排？'];
  await db.insert(productMessage).values(
    inserted.slice(0, 4).flatMap((p, i) =>
      questions.slice(0, 1 + (i % 3)).map((content, k) => ({
        productId: p.id,
        name: `${f.person.lastName()}${k % 2 ? '女士' : '先生'}`,
        phone: `139${f.string.numeric(8)}`,
        content,
        reply: k === 0 ? '您好，可以的，请拨打产品页的联系电话与我们的顾问联系。' : '',
        createdAt: new Date(REFERENCE_TIME - (k + 1) * day),
        repliedAt: k === 0 ? new Date(REFERENCE_TIME - k * day) : null,
      })),
    ),
  );
  const listed = await db.select({ id: organisation.enterpriseId }).from(organisation).where(inArray(organisation.type, [1, 2]));
  const ids = [...new Set([1, ...listed.map((l) => l.id).filter((id): id is number => id !== null)])];
  const ents = await db.select({ id: enterprise.id, name: enterprise.name, intro: enterprise.intro }).from(enterprise).where(inArray(enterprise.id, ids));
  if (ents.length === 0) return;
  await db.insert(tinyHome).values(
    ents.map((e, i) => ({
      enterpriseId: e.id,
      description: `<h2>关于我们</h2><p>${e.name}${e.intro ? `，${e.intro}` : '扎根本区，坚持以人为本、诚信经营。'}</p><h2>发展与福利</h2><ul><li>五险一金、带薪年假与年度体检</li><li>完善的培训体系与晋升通道</li><li>人才公寓与通勤班车</li></ul>`,
      remark: i % 3 === 0 ? '春季招聘进行中，欢迎投递' : '',
      updatedAt: new Date(REFERENCE_TIME - (i % 30) * day),
    })),
  );
}
