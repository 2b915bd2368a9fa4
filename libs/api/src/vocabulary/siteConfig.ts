/**
 * Keys and codes of the site's configuration (sys_config, SPEC.md sections 1 and 9) that the home
 * page, the station and the administrators' pages (endpoints/sysConfig.ts) all name.
 */

/** The sys_config key of the site notice (温馨提示, SPEC.md section 1): one JSON value, siteNoticeConfig (records.ts). */
export const SITE_NOTICE_KEY = 'site.notice';

/** Where the notice's text shows its deadline (as 'YYYY年M月D日', emphasised). */
export const SITE_NOTICE_DEADLINE_SLOT = '{deadline}';

/**
 * Entrance configuration codes (SPEC.md section 9): 10 人才入户, 20 人才住房补贴, 30 企业补贴申报,
 * 31 春节留岗补贴, 32 一次性创业资助, 33 就业见习补贴, 40 人事人才服务, 41 博士后工作站,
 * 42 职业技能培训补贴, 99 招聘网.
 */
export const ENTRANCE_CODES = ['10', '20', '30', '31', '32', '33', '40', '41', '42', '99'] as const;
export type EntranceCode = (typeof ENTRANCE_CODES)[number];

/** The sys_config item that shows the latest recruitment session on /Home ('1' shown, anything else hidden; endpoints/stationContent.ts). */
export const RECRUITMENT_SESSION_SWITCH_KEY = 'recruitmentSession.switch';
