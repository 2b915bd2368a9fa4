import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { dateOnly, dateTime, empty, idParam, byId } from '../schemas';
import { SITE_NOTICE_KEY, ENTRANCE_CODES, RECRUITMENT_SESSION_SWITCH_KEY, ADMIN_PERMISSION } from '../vocabulary';
import { siteNoticeConfig, entrance } from '../records';

/**
 * A web address an administrator may enter: http(s) only (no javascript: or data: links), at most
 * 300 characters.
 */
export const webAddress = z
  .string()
  .trim()
  .max(300, '网址不能超过300个字符')
  .regex(/^https?:\/\/[^\s<>"']+$/i, '网址应以 http:// 或 https:// 开头');

/**
 * A banner picture: a path of the site (`/images/...`) or an uploaded file
 * (`/prod-api/common/file/{id}`, which then becomes public: apps/server modules/files isPublic).
 */
export const bannerImage = z
  .string()
  .trim()
  .max(300, '图片地址不能超过300个字符')
  .regex(/^\/(images\/[\w.-]+\.(svg|png|jpe?g)|prod-api\/common\/file\/\d{1,10})$/, '请上传 png 或 jpg 图片');

/** The collected year of SPEC.md section 9 (on.off, on.off.ent): '1' this year, '0' last year. */
const yearSwitch = z.enum(['0', '1'], { message: '请选择采集年度' });

/** A block shown or hidden: '1' shown, '0' hidden. */
const showSwitch = z.enum(['0', '1'], { message: '请选择是否展示' });

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字符`);

/**
 * How an item is edited on /sysConfig: `siteNotice` the structured site notice (text, deadline,
 * phones, mailbox), `image` an uploaded picture, `yearSwitch` this year / last year, `showSwitch`
 * shown / hidden, `date`,
 * `url` and `text` one field.
 */
export type SysConfigEditor = 'siteNotice' | 'image' | 'yearSwitch' | 'showSwitch' | 'date' | 'url' | 'text';

/** One configuration item administrators edit (SPEC.md section 3 keys, and the site texts of section 1). */
export interface SysConfigItem {
  readonly key: string;
  /** the heading of its group on /sysConfig */
  readonly group: '网站与提示' | '数据采集' | '横幅图片' | '对外链接';
  readonly label: string;
  /** what changes when it changes, shown under the label */
  readonly help: string;
  readonly editor: SysConfigEditor;
  /** the value as saved and listed (the site notice as an object, every other item as text) */
  readonly schema: z.ZodType;
}

const banner = (key: string, label: string, help: string): SysConfigItem => ({ key, group: '横幅图片', label, help, editor: 'image', schema: bannerImage });

/**
 * Every configuration item of the administration's /sysConfig (issue 18 "Configuration"; issue 24
 * "the site notice for its audience": its text, deadline, phones and mailbox are one item), declared
 * once: the contract's save input, the server's check and storage (sys_config) and the page's form
 * all follow from it. A change takes effect on the next request (every reader reads sys_config).
 * The district's name, code and bureau (the footer's 主办单位) are set at 区情配置 (/sysDistrict,
 * districtProfile) and the talent index's base year when the district is installed; they are not here.
 */
export const SYS_CONFIG_ITEMS = [
  {
    key: SITE_NOTICE_KEY,
    group: '网站与提示',
    label: '温馨提示（企业账号登录后弹出）',
    help: '只对企业账号弹出，截止日期（含当天）前每个账号确认一次；修改截止日期后重新弹出',
    editor: 'siteNotice',
    schema: siteNoticeConfig,
  },
  { key: 'site.filingNumber', group: '网站与提示', label: '网站备案号', help: '显示在每页页脚', editor: 'text', schema: text('备案号', 50) },
  {
    key: RECRUITMENT_SESSION_SWITCH_KEY,
    group: '网站与提示',
    label: '首页展示最近一场招聘会',
    help: '展示时，首页显示尚未结束的招聘会中开始最早的一场（在“活动管理”中以“招聘会”类型发布）',
    editor: 'showSwitch',
    schema: showSwitch,
  },
  { key: 'on.off', group: '数据采集', label: '部门数据采集年度', help: '各部门在“数据采集”中填报的年度', editor: 'yearSwitch', schema: yearSwitch },
  { key: 'dataCollection.deadline', group: '数据采集', label: '部门数据采集截止日期', help: '截止日期后（北京时间）不再接受提交', editor: 'date', schema: dateOnly },
  { key: 'on.off.ent', group: '数据采集', label: '企业数据填报年度', help: '企业在“数据采集”中填报的年度', editor: 'yearSwitch', schema: yearSwitch },
  banner('platform_top_image', '平台首页横幅', '首页及未单独配置的页面'),
  banner('recruit_top_image', '招聘页横幅', '招聘需求列表'),
  banner('ruhu_top_image', '入户申请横幅', '新引进入户申请及其进度、公示'),
  banner('zhufang_top_image', '住房补贴横幅', '住房补贴申请及其进度、公示'),
  banner('recruit_net_img', '招聘网横幅', '“招聘网”页面'),
  { key: 'liePinUrl', group: '对外链接', label: '合作招聘网站地址', help: '“招聘网”页面打开的网站', editor: 'url', schema: webAddress },
] as const satisfies readonly SysConfigItem[];

export type SysConfigItemKey = (typeof SYS_CONFIG_ITEMS)[number]['key'];

/** An item's stored value as the administration reads it, with who changed it last. */
export const sysConfigEntry = z.object({
  key: z.string(),
  /** the site notice as an object; every other item as text; null when never set (or unreadable) */
  value: z.unknown(),
  updatedAt: dateTime.nullable(),
  updatedBy: z.string().describe('最近修改人姓名；初始数据为空'),
});
export type SysConfigEntry = z.infer<typeof sysConfigEntry>;

export const sysConfigList = defineEndpoint({
  method: 'GET',
  path: '/api/center/config/list',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '系统配置：每个可修改配置项的当前值与最近修改人',
  input: empty,
  output: z.array(sysConfigEntry),
});

/** The save input: one item's key and its value, checked by that item's own schema. */
const sysConfigSaveInput = z.discriminatedUnion(
  'key',
  SYS_CONFIG_ITEMS.map((item) => z.object({ key: z.literal(item.key), value: item.schema })) as unknown as [
    z.ZodObject<{ key: z.ZodLiteral<SysConfigItemKey>; value: z.ZodType }>,
    ...z.ZodObject<{ key: z.ZodLiteral<SysConfigItemKey>; value: z.ZodType }>[],
  ],
  { message: '未知的配置项' },
);

export const sysConfigSave = defineEndpoint({
  method: 'POST',
  path: '/api/center/config/save',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '修改一个配置项（下一次请求起生效，无需重启；记录修改人与时间）',
  input: sysConfigSaveInput,
  output: sysConfigEntry,
});

/** Friendly links shown in the footer: the first 5 by sort (SPEC.md sections 1 and 9). */
export const FRIENDLY_LINKS_SHOWN = 5;
/** At most this many friendly links are kept. */
export const MAX_FRIENDLY_LINKS = 10;

export const friendlyLinkItem = z.object({ id: z.number().int(), name: z.string(), link: z.string(), sort: z.number().int() });
export type FriendlyLinkItem = z.infer<typeof friendlyLinkItem>;

export const friendlyLinkList = defineEndpoint({
  method: 'GET',
  path: '/api/center/friendlyLink/list',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '友情链接（按排序；页脚显示前5个）',
  input: empty,
  output: z.array(friendlyLinkItem),
});

export const friendlyLinkSave = defineEndpoint({
  method: 'POST',
  path: '/api/center/friendlyLink/save',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '新增（无 id）或修改友情链接；最多保留10个',
  input: z.object({
    id: idParam.optional(),
    name: text('链接名称', 30),
    link: webAddress,
    sort: z.coerce.number({ message: '排序应为数字' }).int('排序应为整数').min(0, '排序应在0到999之间').max(999, '排序应在0到999之间'),
  }),
  output: friendlyLinkItem,
});

export const friendlyLinkDelete = defineEndpoint({
  method: 'POST',
  path: '/api/center/friendlyLink/delete/{id}',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '删除友情链接',
  input: byId,
  output: z.object({ removed: z.number().int() }),
});

/** A service entrance as administrators keep it: the public fields, and its place on /Home (重点服务) and in the order. */
export const entranceSetting = entrance.extend({ important: z.boolean(), sort: z.number().int() });
export type EntranceSetting = z.infer<typeof entranceSetting>;

/**
 * Where an entrance leads: a path of the portal (`/serviceGuide?code=10`; not `//`, which would
 * leave the site) or an http(s) address ({@link webAddress}).
 */
export const entranceHref = z.union([z.string().trim().max(200, '链接不能超过200个字符').regex(/^\/(?!\/)[^\s<>"']*$/, '链接应为本站路径（以 / 开头）或以 http:// 或 https:// 开头的网址'), webAddress], { message: '链接应为本站路径（以 / 开头）或以 http:// 或 https:// 开头的网址' });

export const entranceSettingList = defineEndpoint({
  method: 'GET',
  path: '/api/center/entrance/list',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '服务入口配置（编码 10、20、30、31、32、33、40、41、42、99）：名称、说明、链接、是否开放、首页重点服务、排序',
  input: empty,
  output: z.array(entranceSetting),
});

export const entranceSettingSave = defineEndpoint({
  method: 'POST',
  path: '/api/center/entrance/save',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '修改一个服务入口（编码固定，SPEC.md 第9节）；保存后 /oa/entranceConfig 与首页重点服务即时生效',
  input: z.object({
    code: z.enum(ENTRANCE_CODES, { message: '未知的入口编码' }),
    name: text('入口名称', 20),
    description: z.string().trim().max(100, '说明不能超过100个字符'),
    href: entranceHref,
    enabled: z.boolean({ message: '请选择是否开放' }),
    important: z.boolean({ message: '请选择是否在首页显示' }),
    sort: z.coerce.number({ message: '排序应为数字' }).int('排序应为整数').min(0, '排序应在0到999之间').max(999, '排序应在0到999之间'),
  }),
  output: entranceSetting,
});
