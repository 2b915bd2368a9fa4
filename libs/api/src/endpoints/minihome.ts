import { z } from 'zod';
import { isValidMobile } from '@portal/validators';
import { defineEndpoint } from '../contract';
import { dateTime, dictOption, idListParam, idParam, mobileNumber, pageOf, pagination, recordId, attachment, byId } from '../schemas';
import { richTextField } from '../richText';
import { demandItem } from '../records';

/** Most pictures a micro-homepage shows (uploaded through POST /common/uploadFile, png or jpeg). */
export const MAX_TINY_HOME_IMAGES = 9;

/**
 * Stages of an HR product (SPEC.md section 7, Others: /api/ent/product stage): draft 未发布,
 * on 已发布 (listed in /organList?type=3 and on the institution's micro-homepage), off 已下架.
 */
export const PRODUCT_STAGES = ['draft', 'on', 'off'] as const;
export type ProductStage = (typeof PRODUCT_STAGES)[number];
export const PRODUCT_STAGE_LABELS: Record<ProductStage, string> = { draft: '未发布', on: '已发布', off: '已下架' };

/** Labels an HR product may carry (the label list of /api/ent/product/label/list); one to three per product. */
export const PRODUCT_LABELS = ['招聘服务', '猎头服务', '劳务派遣', '外包服务', '灵活用工', '薪酬服务', '培训服务', '测评服务', '咨询服务', '数字化工具'] as const;

/** An HR product as cards and lists show it. */
export const productItem = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  entName: z.string(),
  name: z.string(),
  summary: z.string(),
  labels: z.array(z.string()),
  price: z.string(),
  stage: z.enum(PRODUCT_STAGES),
  messages: z.number().int().describe('留言数'),
  updatedAt: dateTime,
});
export type ProductItem = z.infer<typeof productItem>;
export const productDetailOut = productItem.extend({ description: z.string(), contactName: z.string(), contactPhone: z.string(), mine: z.boolean().describe('调用者是发布机构') });
export type ProductDetail = z.infer<typeof productDetailOut>;

/** The fields of a product as the HR service institution writes them. */
export const productFields = {
  name: z.string().trim().min(1, '请填写产品名称').max(50, '产品名称不能超过50个字'),
  summary: z.string().trim().min(1, '请填写产品简介').max(200, '产品简介不能超过200个字'),
  description: z.string().trim().min(10, '产品详情至少10个字').max(5000, '产品详情不能超过5000个字'),
  labels: z
    .array(z.enum(PRODUCT_LABELS, { message: '标签不在标签列表中' }))
    .min(1, '请至少选择一个标签')
    .max(3, '最多选择三个标签')
    .refine((a) => new Set(a).size === a.length, '标签不能重复'),
  price: z.string().trim().max(50, '价格说明不能超过50个字').default('面议'),
  contactName: z.string().trim().min(1, '请填写联系人').max(50, '联系人不能超过50个字'),
  contactPhone: z.string().trim().refine(isValidMobile, '联系电话应为11位大陆手机号'),
};

/** A micro-homepage (entDescription, SPEC.md section 3) with what the public page shows around it. */
export const tinyHome = z.object({
  enterpriseId: z.number().int(),
  entName: z.string(),
  streetName: z.string(),
  industryName: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** sanitised rich text (RICH_TEXT_POLICY) */
  description: z.string(),
  remark: z.string().describe('页首的一句话公告，如“春季招聘进行中”'),
  images: z.array(attachment),
  /** null while the enterprise has not saved its micro-homepage yet */
  updatedAt: dateTime.nullable(),
  jobs: z.array(demandItem).describe('在招岗位（最新10条）'),
  jobCount: z.object({ posts: z.number().int(), headcount: z.number().int() }),
  products: z.array(productItem).describe('已发布的人力资源产品（人力资源服务机构）'),
  hrInstitution: z.boolean().describe('企业类型含人力资源服务机构'),
});
export type TinyHome = z.infer<typeof tinyHome>;

export const getTinyHome = defineEndpoint({
  method: 'GET',
  path: '/api/ent/info/getTinyHome',
  body: 'query',
  access: 'ent',
  tag: 'minihome',
  summary: '本企业的微主页（未创建时 updatedAt 为 null，内容为空）',
  input: z.object({}),
  output: tinyHome,
});

export const getTinyHomeById = defineEndpoint({
  method: 'GET',
  path: '/api/ent/info/getTinyHomeById/{id}',
  body: 'query',
  access: 'public',
  tag: 'minihome',
  summary: '一家企业的公开微主页，id 为企业编号；尚未创建时 4004',
  input: byId,
  output: tinyHome,
});

export const modifyTinyHome = defineEndpoint({
  method: 'POST',
  path: '/api/ent/info/modifyTinyHome',
  body: 'json',
  access: 'ent',
  tag: 'minihome',
  summary: '创建或修改本企业的微主页：企业介绍（富文本，服务器按 RICH_TEXT_POLICY 清洗）、图片（本人上传的 png/jpg，最多9张）、公告；id 为其他企业时 4003',
  input: z.object({
    id: idParam.optional().describe('企业编号，缺省为本企业'),
    description: richTextField('企业介绍', 50_000).describe('HTML'),
    remark: z.string().trim().max(60, '公告不能超过60个字').default(''),
    imageIds: z.array(recordId).max(MAX_TINY_HOME_IMAGES, `最多${MAX_TINY_HOME_IMAGES}张图片`).default([]),
  }),
  output: z.null(),
});

export const modifyRemark = defineEndpoint({
  method: 'POST',
  path: '/api/ent/info/modifyRemark',
  body: 'json',
  access: 'ent',
  tag: 'minihome',
  summary: '只修改微主页的公告（无需重新编辑整页）；尚未创建微主页时 4009，id 为其他企业时 4003',
  input: z.object({ id: idParam.optional().describe('企业编号，缺省为本企业'), remark: z.string().trim().max(60, '公告不能超过60个字') }),
  output: z.null(),
});

export const centerMinihome = defineEndpoint({
  method: 'GET',
  path: '/api/center/minihome',
  body: 'query',
  access: 'gov',
  tag: 'minihome',
  summary: '已创建的企业微主页（企业名称关键字，分页，最近更新在前），附在招岗位与已发布产品数',
  input: z.object({ ...pagination, keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional() }),
  output: pageOf(
    z.object({
      enterpriseId: z.number().int(),
      entName: z.string(),
      streetName: z.string(),
      remark: z.string(),
      images: z.number().int(),
      posts: z.number().int(),
      products: z.number().int(),
      updatedAt: dateTime,
    }),
  ),
});

// ---- HR products (/api/ent/product) ----

export const productList = defineEndpoint({
  method: 'GET',
  path: '/api/ent/product/list',
  body: 'query',
  access: 'ent',
  tag: 'minihome',
  summary: '本机构的人力资源产品（阶段筛选，分页，最近更新在前）',
  input: z.object({ ...pagination, stage: z.enum(PRODUCT_STAGES).optional() }),
  output: pageOf(productItem),
});

export const productDetail = defineEndpoint({
  method: 'GET',
  path: '/api/ent/product/detail/{id}',
  body: 'query',
  access: 'public',
  tag: 'minihome',
  summary: '一个人力资源产品：已发布的人人可看，其他阶段只有发布机构可看（4004）',
  input: byId,
  output: productDetailOut,
});

export const productAddOrUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/ent/product/addOrUpdate',
  body: 'json',
  access: 'ent',
  tag: 'minihome',
  summary: '新增（无 id，阶段为未发布）或修改本机构的产品；只有人力资源服务机构可发布产品，修改其他机构的产品 4003',
  input: z.object({ id: recordId.optional(), ...productFields }),
  output: z.object({ id: z.number().int() }),
});

export const productRemove = defineEndpoint({
  method: 'POST',
  path: '/api/ent/product/remove/{ids}',
  body: 'json',
  access: 'ent',
  tag: 'minihome',
  summary: '删除本机构的产品（路径中逗号分隔的编号，连同留言）；含其他机构的产品时整体拒绝（4003）',
  input: z.object({
    ids: idListParam(100),
  }),
  output: z.object({ removed: z.number().int() }),
});

export const productStage = defineEndpoint({
  method: 'POST',
  path: '/api/ent/product/stage',
  body: 'json',
  access: 'ent',
  tag: 'minihome',
  summary: '发布（on）或下架（off）本机构的产品',
  input: z.object({ id: idParam, stage: z.enum(['on', 'off']) }),
  output: z.object({ stage: z.enum(PRODUCT_STAGES) }),
});

export const productLabelList = defineEndpoint({
  method: 'GET',
  path: '/api/ent/product/label/list',
  body: 'query',
  access: 'public',
  tag: 'minihome',
  summary: '产品标签列表，附已发布产品数',
  input: z.object({}),
  output: z.array(dictOption.extend({ products: z.number().int() })),
});

/** A message left on a product's board, with the institution's answer ('' until answered). */
export const productMessage = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  /** masked for everyone but the institution: 138****8000 */
  phone: z.string(),
  content: z.string(),
  reply: z.string(),
  createdAt: dateTime,
  repliedAt: dateTime.nullable(),
});
export type ProductMessage = z.infer<typeof productMessage>;

export const productMessageList = defineEndpoint({
  method: 'GET',
  path: '/api/ent/product/message/list',
  body: 'query',
  access: 'public',
  tag: 'minihome',
  summary: '一个已发布产品的留言板（最新在前，分页）；发布机构看到完整手机号',
  input: z.object({ ...pagination, productId: idParam }),
  output: pageOf(productMessage),
});

export const productMessageAdd = defineEndpoint({
  method: 'POST',
  path: '/api/ent/product/message/add',
  body: 'json',
  access: 'public',
  tag: 'minihome',
  summary: '在已发布产品的留言板留言（无需登录），机构答复后公开显示',
  input: z.object({
    productId: idParam,
    name: z.string().trim().min(1, '请填写称呼').max(30, '称呼不能超过30个字'),
    phone: mobileNumber,
    content: z.string().trim().min(5, '留言至少5个字').max(500, '留言不能超过500个字'),
  }),
  output: z.object({ id: z.number().int() }),
});

export const productMessageReply = defineEndpoint({
  method: 'POST',
  path: '/api/ent/product/message/reply',
  body: 'json',
  access: 'ent',
  tag: 'minihome',
  summary: '发布机构答复留言（可修改答复）；其他机构 4003',
  input: z.object({ id: idParam, reply: z.string().trim().min(1, '请填写答复').max(500, '答复不能超过500个字') }),
  output: z.null(),
});
