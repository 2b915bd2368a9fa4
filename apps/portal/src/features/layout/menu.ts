import { areaAuditAbilitiesOf } from '@portal/api';
import type { RuleOutcome, RuleSession } from '@portal/auth';
import { resolveDataCollection, resolveVisualPlatform, visibleMenu } from '@portal/auth';
import type { NavItem } from '@portal/ui';
import { t } from '../../i18n/zh-CN';

/** What the header does with a rule's outcome (go to a route, leave for another app, or show a message). */
export type OutcomeRunner = (outcome: RuleOutcome) => void;

/** Paths of the header menu (SPEC.md section 2); pages not built yet show the 页面建设中 page. */
export const MENU_PATHS = {
  myEnterprise: '/business',
  home: '/Home',
  notice: '/notice',
  policy: '/policy',
  jobs: '/entDemandAll',
  publicData: '/sjgk',
  myMiniHome: '/minihome',
  hrProductRelease: '/modifyMini?tab=product',
  keyEnterprises: '/organList?type=2',
  serviceOrganisations: '/organList?type=1',
  hotlineGov: '/respondCallEntrance',
  hotline: '/respondIntellectCall',
  talentReports: '/rcbg',
  empowermentStation: '/rcfnz',
  employmentPost: '/rcfnzZYG',
  serviceHandle: '/serviceHandle',
  policyCash: '/policyCash',
  moreService: '/moreService',
  dataCollectionSummary: '/entdataAll',
  dataCollectionSummarySchool: '/entdataAllSchool',
  applySubsidies: '/applySubsidies',
  myApplications: '/perBusiness',
  entApplications: '/zygSubsidy',
  servicePublicity: '/servicePublicity',
  areaAuditPersons: '/modifyGJN',
  areaAuditCompanies: '/modifyGJNS',
  areaAuditEvaluate: '/evaluateGJN',
  areaAuditEvaluateReadOnly: '/evaluateGJNNoEdit',
  areaAuditRecords: '/modifyRecord',
} as const;

/**
 * A menu item whose target a role rule decides (数据采集, 可视化平台): a link to where the rule
 * sends this session, so a click navigates like any link (also in a closing dropdown, and with
 * ctrl-click to a new tab); when the rule answers a message, an action handing it to `run`.
 */
function ruleItem(key: string, label: string, outcome: RuleOutcome, run: OutcomeRunner): NavItem {
  return outcome.kind === 'go' ? { key, label, href: outcomeHref(outcome) } : { key, label, onSelect: () => run(outcome) };
}

/**
 * The header menu of a session, in the order of SPEC.md section 2, filtered by `visibleMenu`
 * of @portal/auth. Items whose target depends on the user (数据采集, 可视化平台) are links to
 * where the role rule sends the session, or actions showing the rule's message ({@link ruleItem}).
 */
export function buildMenu(session: RuleSession, run: OutcomeRunner): NavItem[] {
  const visible = visibleMenu(session);
  const m = t.menu;
  const P = MENU_PATHS;
  const items: NavItem[] = [];
  const add = (cond: boolean, item: NavItem) => {
    if (cond) items.push(item);
  };
  add(visible.has('myEnterprise'), { key: 'myEnterprise', label: m.myEnterprise, href: P.myEnterprise });
  add(visible.has('home'), { key: 'home', label: m.home, href: P.home });
  add(visible.has('notices'), {
    key: 'notices',
    label: m.notices,
    children: [
      { key: 'notice', label: m.notice, href: P.notice },
      { key: 'policy', label: m.policy, href: P.policy },
    ],
  });
  add(visible.has('jobs'), { key: 'jobs', label: m.jobs, href: P.jobs });
  add(visible.has('publicData'), { key: 'publicData', label: m.publicData, href: P.publicData });
  if (visible.has('miniHome')) {
    const children: NavItem[] = [];
    if (session.userType === 2 && session.user) children.push({ key: 'myMiniHome', label: m.myMiniHome, href: P.myMiniHome });
    if (visible.has('hrProductRelease')) children.push({ key: 'hrProductRelease', label: m.hrProductRelease, href: P.hrProductRelease });
    if (visible.has('keyEnterprises')) children.push({ key: 'keyEnterprises', label: m.keyEnterprises, href: P.keyEnterprises });
    if (visible.has('serviceOrganisations')) children.push({ key: 'serviceOrganisations', label: m.serviceOrganisations, href: P.serviceOrganisations });
    items.push({ key: 'miniHome', label: m.miniHome, children });
  }
  add(visible.has('hotline'), { key: 'hotline', label: m.hotline, href: session.userType === 1 ? P.hotlineGov : P.hotline });
  add(visible.has('talentReports'), { key: 'talentReports', label: m.talentReports, href: P.talentReports });
  if (visible.has('onlineService')) {
    // 在线办理, 政策兑现 and 全部服务 (issue 4) for everyone, then the dropdown of SPEC.md section 2
    const children: NavItem[] = [
      { key: 'serviceHandle', label: t.services.handle, href: P.serviceHandle },
      { key: 'policyCash', label: t.services.policyCash, href: P.policyCash },
      { key: 'moreService', label: t.services.all, href: P.moreService },
    ];
    if (visible.has('empowermentStation')) children.push({ key: 'empowermentStation', label: m.empowermentStation, href: P.empowermentStation });
    if (visible.has('visualPlatform')) children.push(ruleItem('visualPlatform', m.visualPlatform, resolveVisualPlatform(session), run));
    if (visible.has('employmentPost')) children.push({ key: 'employmentPost', label: m.employmentPost, href: P.employmentPost });
    // subsidy applications (issue 6): filing for individuals and enterprises, the audit lists for staff, the publicity for all
    if (session.user && session.userType !== 1) children.push({ key: 'applySubsidies', label: m.applySubsidies, href: P.applySubsidies });
    if (session.user) children.push({ key: 'myApplications', label: session.userType === 1 ? m.auditApplications : m.myApplications, href: session.userType === 2 ? P.entApplications : P.myApplications });
    children.push({ key: 'servicePublicity', label: m.servicePublicity, href: P.servicePublicity });
    // the district's area audit (issue 6) for the staff docs/area-audit.md lets read it; experts and auditors score, readers see the scores
    const areaAudit = session.userType === 1 && session.user ? areaAuditAbilitiesOf(session.user.userType, session.personRouters.map((r) => r.name)) : null;
    if (areaAudit?.read) {
      children.push(
        { key: 'areaAuditPersons', label: t.allowance.personsTitle, href: P.areaAuditPersons },
        { key: 'areaAuditCompanies', label: t.allowance.companiesTitle, href: P.areaAuditCompanies },
        { key: 'areaAuditEvaluate', label: m.areaAuditEvaluate, href: areaAudit.evaluate ? P.areaAuditEvaluate : P.areaAuditEvaluateReadOnly },
        { key: 'areaAuditRecords', label: m.areaAuditRecords, href: P.areaAuditRecords },
      );
    }
    items.push({ key: 'onlineService', label: m.onlineService, children });
  }
  const collect = ruleItem('dataCollection', m.dataCollection, resolveDataCollection(session), run);
  const summaries: NavItem[] = [];
  if (visible.has('dataCollectionSummary')) summaries.push({ key: 'dataCollectionSummary', label: m.dataCollectionSummary, href: P.dataCollectionSummary });
  if (visible.has('dataCollectionSummarySchool')) summaries.push({ key: 'dataCollectionSummarySchool', label: m.dataCollectionSummary, href: P.dataCollectionSummarySchool });
  if (summaries.length > 0) {
    items.push({ key: 'dataCollectionGroup', label: m.dataCollection, children: visible.has('dataCollection') ? [collect, ...summaries] : summaries });
  } else if (visible.has('dataCollection')) {
    items.push(collect);
  }
  return items;
}

/** The menu item (or dropdown) to highlight for a path. */
export function activeMenuKey(pathname: string): string | null {
  const p = pathname.replace(/\/+$/, '') || '/';
  const lower = p.toLowerCase();
  if (lower === '/home') return 'home';
  if (['/notice', '/policy', '/noticedetail'].includes(lower)) return 'notices';
  if (lower === '/business') return 'myEnterprise';
  if (lower === '/entdemandall') return 'jobs';
  if (lower.startsWith('/sjgk')) return 'publicData';
  if (lower.startsWith('/rcbg')) return 'talentReports';
  if (lower === '/organlist' || lower.startsWith('/minihome')) return 'miniHome';
  if (lower.startsWith('/respond')) return 'hotline';
  if (lower.startsWith('/rcfnz')) return 'onlineService';
  if (['/servicehandle', '/handlingdetail', '/handlinggs', '/policycash', '/moreservice', '/serviceguide'].includes(lower)) return 'onlineService';
  if (['/modifygjn', '/modifygjns', '/evaluategjn', '/evaluategjnnoedit', '/modifyrecord'].includes(lower)) return 'onlineService';
  if (['/applysubsidies', '/perbusiness', '/zygsubsidy', '/perbusdetail', '/perauditdetail', '/entauditdetail', '/serviceprogress', '/servicepublicity', '/publicitydetail', '/modifychunjieent', '/modifychunjieents'].includes(lower)) return 'onlineService';
  return null;
}

/** The href of a rule outcome: its path plus its search. */
export function outcomeHref(outcome: Extract<RuleOutcome, { kind: 'go' }>): string {
  const qs = outcome.search ? new URLSearchParams(Object.entries(outcome.search).map(([k, v]) => [k, String(v)])).toString() : '';
  return qs ? `${outcome.to}?${qs}` : outcome.to;
}
