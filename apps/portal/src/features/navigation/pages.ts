import { ADMIN_PERMISSION, TRAIN_ROLES, AGE_APPROPRIATE_ROLES, DOCKING_DEPARTMENTS, APPLICATION_FILERS, DEPT_MODULE_PLACES, DEPT_PAGES, DEPT_RECONCILIATIONS, DEPT_REGISTER_KEEPERS, DEPT_TYPES, EMPLOYMENT_MONITOR_PAGE_READERS, deptTypesOf, fillsModule, EMPLOYMENT_SERVICE_ROLES, HOTLINE_ROLE, LABOUR_RELATIONS_ROLES, POSTDOC_ROLES, SKILLS_READERS, areaAuditAbilitiesOf, readableApplicationTypes, reviewsDeptData, rolesOfDeptTypes, type DeptType, type EmploymentMonitorPath, type UserTypeCode } from '@portal/api/vocabulary';
import type { RuleOutcome, RuleSession } from '@portal/auth';
import { resolveDataCollection, resolveVisualPlatform, visibleMenu } from '@portal/auth';
import * as t from '../../i18n/zh-CN';

/** A condition on the session (the role rules of SPEC.md section 6, libs/auth rules.ts). */
export type SessionRule = (s: RuleSession) => boolean;

/**
 * Who may open a page: everyone (visitors too), or logged-in users of some user types (1 staff,
 * 2 enterprises, 3 individuals and schools) that also pass `rule`; `need` names them on the 403 page.
 */
export type Access = { kind: 'public' } | { kind: 'user'; types: readonly UserTypeCode[]; rule?: SessionRule; need: string };

/** The top-level items of the header menu, in the order of SPEC.md section 2 (工作台 added for staff, issue 24). */
export const MENU_SLOTS = [
  { key: 'myEnterprise', label: t.nav.titles.business, kind: 'link' },
  { key: 'home', label: t.nav.titles.home, kind: 'link' },
  { key: 'notices', label: t.menu.notices, kind: 'dropdown' },
  { key: 'jobs', label: t.nav.titles.jobs, kind: 'link' },
  { key: 'publicData', label: t.nav.titles.publicData, kind: 'link' },
  { key: 'miniHome', label: t.menu.miniHome, kind: 'dropdown' },
  { key: 'hotline', label: t.nav.titles.hotline, kind: 'link' },
  { key: 'talentReports', label: t.nav.titles.talentReports, kind: 'link' },
  { key: 'onlineService', label: t.services.title, kind: 'dropdown' },
  { key: 'workbench', label: t.nav.workbench, kind: 'dropdown' },
  // one item: a link; with 数据采集汇总 as well: a dropdown (key dataCollectionGroup)
  { key: 'dataCollection', label: t.menu.dataCollection, kind: 'auto' },
  // the centre's administration (issue 18, docs/administration.md)
  { key: 'admin', label: t.menu.admin, kind: 'dropdown' },
] as const satisfies readonly { key: string; label: string; kind: 'link' | 'dropdown' | 'auto' }[];

/** A key of {@link MENU_SLOTS}. */
export type MenuSlot = (typeof MENU_SLOTS)[number]['key'];

/**
 * Where a page is offered:
 * - `menu`: in the header slot `slot` (its dropdown, or the slot's own link), as item `key`, with
 *   `label` (default: the page title) and `search` appended to the path;
 * - `workbench`: a tile of the staff 工作台 dropdown;
 * - `profile`: a link of 个人中心 (/modifyPassword, card 常用入口);
 * - `account`: a link of the header's user area (个人中心, 我的消息: libs/ui Header);
 * - `link`: only from a link (a list row's, a card's or a button's) on the page `from`.
 * `when` further limits who sees the place (the page's access always applies).
 */
export type Place =
  | { in: 'menu'; slot: MenuSlot; key: string; label?: string; search?: string; when?: SessionRule }
  | { in: 'workbench' | 'profile' | 'account'; label?: string; when?: SessionRule }
  | { in: 'link'; from: string };

/** A portal page: its path (SPEC.md section 2), title, who may open it and where it is offered. */
export interface PageEntry {
  path: string;
  title: string;
  access: Access;
  places: readonly Place[];
}

/** A header item whose target the role rules resolve from the session (数据采集, 可视化平台, SPEC.md section 6). */
export interface RuleItemEntry {
  key: string;
  label: string;
  slot: MenuSlot;
  when: SessionRule;
  resolve: (s: RuleSession) => RuleOutcome;
}

/** One row of the navigation table. */
export type NavEntry = PageEntry | RuleItemEntry;

const N = t.nav.need;
const T = t.nav.titles;
const M = t.menu;

const PUBLIC: Access = { kind: 'public' };
const USER: Access = { kind: 'user', types: [1, 2, 3], need: N.user };
const GOV: Access = { kind: 'user', types: [1], need: N.gov };
const ENT: Access = { kind: 'user', types: [2], need: N.ent };
/** Staff and enterprises: the two sides of a department's message (issue 15). */
const GOV_OR_ENT: Access = { kind: 'user', types: [1, 2], need: N.govOrEnt };
const hasRole = (roles: readonly string[]): SessionRule => (s) => s.user?.userType.some((r) => roles.includes(r)) ?? false;
/** Staff of a department a service request may be assigned to (libs/api DOCKING_DEPARTMENTS; 街道管理: the street managers): the 工作台 tile of /companyDocking. */
const handlesDocking: SessionRule = (s) => s.userType === 1 && (hasRole(DOCKING_DEPARTMENTS)(s) || (DOCKING_DEPARTMENTS as readonly string[]).includes(s.user?.deptName ?? ''));
/** Job demands, responses and track records: the employment service roles of the contract (libs/api demand.ts). */
const EMPLOYMENT: Access = { kind: 'user', types: [1], rule: hasRole(EMPLOYMENT_SERVICE_ROLES), need: N.employmentService };
/** The age-appropriate work surveys (issue 16, docs/questionnaires.md): the employment centre and the employment promotion office (libs/api ageAppropriate.ts). */
const AGE: Access = { kind: 'user', types: [1], rule: hasRole(AGE_APPROPRIATE_ROLES), need: N.ageAppropriate };
/** The postdoctoral registers and funding view: the professional technology office (libs/api postdoctoral.ts). */
const POSTDOC: Access = { kind: 'user', types: [1], rule: hasRole(POSTDOC_ROLES), need: N.postdoc };
/** The labour-relations ledgers and their inquiry: the labour-relations office (libs/api laborRelation.ts). */
const LABOUR: Access = { kind: 'user', types: [1], rule: hasRole(LABOUR_RELATIONS_ROLES), need: N.labourRelations };
/** The hotline centre (libs/api hotline.ts HOTLINE_ROLE): phone intake, allotting every call event. */
/** Vocational training and the training-needs survey (docs/station.md): enterprises, and staff of the training departments (libs/api TRAIN_ROLES). */
const TRAINING: Access = { kind: 'user', types: [1, 2], rule: (s) => s.userType === 2 || hasRole(TRAIN_ROLES)(s), need: N.training };
const HOTLINE: Access = { kind: 'user', types: [1], rule: hasRole([HOTLINE_ROLE]), need: N.hotline };
const areaAudit = (s: RuleSession) => (s.user ? areaAuditAbilitiesOf(s.user.userType, s.personRouters.map((r) => r.name)) : null);
/** The district area audit (docs/area-audit.md): readers, auditors and experts. */
const AREA_AUDIT: Access = { kind: 'user', types: [1], rule: (s) => areaAudit(s)?.read === true, need: N.areaAudit };
/** Scoring in the area audit: auditors and experts (docs/area-audit.md). */
const AREA_EVALUATE: Access = { kind: 'user', types: [1], rule: (s) => areaAudit(s)?.evaluate === true, need: N.areaEvaluate };
const menuHas = (key: Parameters<ReturnType<typeof visibleMenu>['has']>[0]): SessionRule => (s) => visibleMenu(s).has(key);
/** Staff passing one of the header rules of SPEC.md section 6 (libs/auth visibleMenu). */
const govWhere = (rule: SessionRule, need: string): Access => ({ kind: 'user', types: [1], rule, need });
/** Whether the data-collection rule of SPEC.md section 6 (libs/auth resolveDataCollection) sends `s` to `path`. */
const collectsAt =
  (path: string): SessionRule =>
  (s) => {
    const outcome = resolveDataCollection(s);
    return outcome.kind === 'go' && outcome.to === path;
  };
/** Staff whose departments audit (or, for experts, score) applications, of the filer kind given or any (libs/api readableApplicationTypes). */
const readsApplications =
  (filer?: 'person' | 'ent'): SessionRule =>
  (s) =>
    s.userType === 1 && readableApplicationTypes(s.user?.userType ?? []).some((type) => !filer || APPLICATION_FILERS[type] === filer);
/** Individuals (type 3, category person): schools neither apply nor respond to jobs. */
const isPersonAccount: SessionRule = (s) => s.userType === 3 && s.user !== null && s.category === 'person';
const PERSON: Access = { kind: 'user', types: [3], rule: isPersonAccount, need: N.person };
const isType =
  (type: UserTypeCode): SessionRule =>
  (s) =>
    s.userType === type && s.user !== null;

const page = (path: string, title: string, access: Access, places: readonly Place[] = []): PageEntry => ({ path, title, access, places });
const menu = (slot: MenuSlot, key: string, extra: Omit<Extract<Place, { in: 'menu' }>, 'in' | 'slot' | 'key'> = {}): Place => ({ in: 'menu', slot, key, ...extra });
const from = (path: string): Place => ({ in: 'link', from: path });
const WORKBENCH: Place = { in: 'workbench' };
/** The department types a staff member collects for (libs/api deptTypesOf: department name and roles). */
const typesOf = (s: RuleSession) => (s.userType === 1 && s.user ? deptTypesOf({ deptName: s.user.deptName, roles: s.user.userType }) : []);
/** Whether `s` confirms or returns the departments' figures (libs/api reviewsDeptData: person router 数据采集审核). */
const reviewsData: SessionRule = (s) => reviewsDeptData({ userKind: s.userType, personRouters: s.personRouters.map((r) => r.name) });

/**
 * A page of employment-monitoring registers (libs/api EMPLOYMENT_MONITOR_PAGE_READERS): enterprises
 * fill them (reached from 我的企业); staff of the registers' `readers` roles oversee every enterprise's
 * rows (a 工作台 tile).
 */
function monitorPage(path: EmploymentMonitorPath, title: string): PageEntry {
  const readers = EMPLOYMENT_MONITOR_PAGE_READERS[path];
  const need = readers === SKILLS_READERS ? N.skillsRegisters : N.employmentMonitor;
  return page(path, title, { kind: 'user', types: [1, 2], rule: (s) => s.userType === 2 || hasRole(readers)(s), need }, [{ in: 'workbench', when: isType(1) }, from('/business')]);
}
const PROFILE: Place = { in: 'profile' };
/** The centre's administrators: staff with the person router 'admin' (libs/api center.ts), who alone reach /api/center/* (issue 18). */
const ADMIN: Access = { kind: 'user', types: [1], rule: (s) => s.personRouters.some((r) => r.name === ADMIN_PERMISSION), need: N.admin };

/**
 * The navigation table (issue 24): every portal page once, in the order of the header menu, then
 * the pages reached from the workbench, 个人中心 and list rows. The header ({@link buildMenu}),
 * 工作台, 个人中心, the route guard ({@link guardPage}), the 404 page and docs/navigation.md read it.
 */
export const NAVIGATION: readonly NavEntry[] = [
  page('/business', T.business, ENT, [menu('myEnterprise', 'myEnterprise')]),
  page('/Home', T.home, PUBLIC, [menu('home', 'home')]),
  page('/notice', T.notice, PUBLIC, [menu('notices', 'notice')]),
  page('/policy', T.policy, PUBLIC, [menu('notices', 'policy')]),
  page('/noticeDetail', T.noticeDetail, PUBLIC, [from('/notice'), from('/policy')]),
  page('/entDemandAll', T.jobs, PUBLIC, [menu('jobs', 'jobs')]),
  page('/entDemandAllcopy', T.jobsCopy, PUBLIC, [from('/entDemandAll'), from('/jobDemandAll')]),
  page('/jobDemandAll', T.jobDemandAll, PUBLIC, [from('/entDemandAll')]),
  page('/entDemandDetail', T.jobDetail, PUBLIC, [from('/jobDemandAll'), from('/entDemandAllcopy'), from('/miniHomePc'), from('/rcfnz'), from('/rcfnzZYG'), from('/rcfnzCompany')]),
  page('/sjgk', T.publicData, PUBLIC, [menu('publicData', 'publicData')]),
  page('/sjgkDetail', T.publicDataDetail, PUBLIC, [from('/sjgk')]),
  page('/sjgkDetail2', T.publicDataFile, PUBLIC, [from('/sjgkDetail')]),
  page('/minihome', T.miniHome, PUBLIC, [menu('miniHome', 'myMiniHome', { label: M.myMiniHome, when: isType(2) })]),
  page('/modifyMini', T.modifyMini, { kind: 'user', types: [1, 2], need: N.govOrEnt }, [menu('miniHome', 'hrProductRelease', { label: M.hrProductRelease, search: '?tab=product', when: menuHas('hrProductRelease') }), from('/minihome')]),
  page('/organList', T.organList, PUBLIC, [menu('miniHome', 'keyEnterprises', { label: t.organisation.types[2], search: '?type=2' }), menu('miniHome', 'serviceOrganisations', { label: t.organisation.types[1], search: '?type=1' })]),
  page('/miniHomePc', T.miniHomePc, PUBLIC, [from('/organList')]),
  page('/miniHomedetail', T.miniHomeDetail, PUBLIC, [from('/miniHomePc'), from('/minihome')]),
  page('/respondCallEntrance', T.hotlineGov, GOV, [menu('hotline', 'hotline', { label: T.hotline })]),
  page('/respondIntellectCall', T.hotline, PUBLIC, [menu('hotline', 'hotline', { when: (s) => s.userType !== 1 }), from('/respondCall'), from('/respondCallEntrance')]),
  page('/respondCall', T.respondCall, USER, [from('/respondCallEntrance'), from('/respondIntellectCall')]),
  page('/respondCallDetail', T.respondCallDetail, USER, [from('/respondCall'), from('/respondCallEntrance')]),
  page('/respondCallAdd', T.respondCallAdd, HOTLINE, [from('/respondCallEntrance'), from('/respondCall')]),
  page('/knowledgeBank', T.knowledgeBank, PUBLIC, [from('/respondIntellectCall'), from('/respondCallEntrance'), from('/respondCallAdd')]),
  page('/rcbg', T.talentReports, PUBLIC, [menu('talentReports', 'talentReports')]),
  page('/rcbgDetail', T.talentReportDetail, PUBLIC, [from('/rcbg')]),
  page('/serviceHandle', T.serviceHandle, PUBLIC, [menu('onlineService', 'serviceHandle')]),
  page('/handlingDetail', T.handlingDetail, PUBLIC, [from('/serviceHandle')]),
  page('/handlingGS', T.handlingGS, PUBLIC, [from('/serviceHandle')]),
  page('/policyCash', T.policyCash, PUBLIC, [menu('onlineService', 'policyCash')]),
  page('/moreService', T.moreService, PUBLIC, [menu('onlineService', 'moreService')]),
  page('/serviceGuide', T.serviceGuide, PUBLIC, [from('/moreService')]),
  page('/recruitnet', T.recruitnet, PUBLIC, [from('/moreService')]),
  page('/rcfnz', T.empowermentStation, PUBLIC, [menu('onlineService', 'empowermentStation')]),
  page('/registerAct', T.registerAct, PUBLIC, [menu('onlineService', 'registerAct'), from('/rcfnz')]),
  page('/activityManage', T.activityManage, GOV, [WORKBENCH, from('/rcfnz')]),
  page('/rcfnzLddj', T.rcfnzLddj, PERSON, [from('/rcfnz'), PROFILE]),
  // enterprises ask, the station's staff handle (their department, street or assignment: docs/station.md)
  page('/companyDocking', T.companyDocking, GOV_OR_ENT, [{ in: 'workbench', when: handlesDocking }, from('/business'), from('/rcfnz')]),
  page('/rcfnzCompany', T.rcfnzCompany, PUBLIC, [from('/rcfnz')]),
  page('/xunlong', T.xunlong, ENT, [from('/business'), from('/rcfnz')]),
  page('/rcfnzList', T.rcfnzList, PUBLIC, [from('/rcfnz')]),
  page('/rcfnzDetail', T.rcfnzDetail, PUBLIC, [from('/rcfnzList'), from('/rcfnz')]),
  // issue 17, not built yet: answered with 页面建设中
  page('/trainingResearch', T.trainingResearch, TRAINING, [{ in: 'workbench', when: isType(1) }, from('/business'), from('/rcfnz')]),
  {
    key: 'visualPlatform',
    label: M.visualPlatform,
    slot: 'onlineService',
    when: menuHas('visualPlatform'),
    resolve: resolveVisualPlatform,
  },
  page('/rcfnzZYG', T.employmentPost, govWhere(menuHas('employmentPost'), N.streetManager), [menu('onlineService', 'employmentPost'), from('/rcfnz')]),
  page('/applySubsidies', T.applySubsidies, { kind: 'user', types: [2, 3], rule: (s) => s.userType === 2 || isPersonAccount(s), need: N.applicant }, [menu('onlineService', 'applySubsidies', { when: (s) => s.userType !== 1 })]),
  page('/perBusiness', T.perBusiness, { kind: 'user', types: [1, 3], rule: (s) => s.userType === 3 || readsApplications()(s), need: N.personApplications }, [
    menu('onlineService', 'myApplications', { label: M.myApplications, when: isType(3) }),
    menu('onlineService', 'myApplications', { label: M.auditApplications, when: isType(1) }),
  ]),
  page('/zygSubsidy', T.zygSubsidy, { kind: 'user', types: [1, 2], rule: (s) => s.userType === 2 || readsApplications('ent')(s), need: N.entApplications }, [menu('onlineService', 'myApplications', { label: M.myApplications, when: isType(2) }), from('/perBusiness')]),
  page('/servicePublicity', T.servicePublicity, PUBLIC, [menu('onlineService', 'servicePublicity')]),
  page('/publicityDetail', T.publicityDetail, PUBLIC, [from('/servicePublicity')]),
  page('/serviceProgress', T.serviceProgress, PUBLIC, [menu('onlineService', 'serviceProgress'), from('/perBusiness')]),
  page('/perBusDetail', T.perBusDetail, { kind: 'user', types: [2, 3], rule: (s) => s.userType === 2 || isPersonAccount(s), need: N.applicant }, [from('/perBusiness'), from('/zygSubsidy')]),
  page('/perAuditDetail', T.perAuditDetail, govWhere(readsApplications('person'), N.personAuditor), [from('/perBusiness')]),
  page('/entAuditDetail', T.entAuditDetail, govWhere(readsApplications('ent'), N.entAuditor), [from('/perBusiness'), from('/zygSubsidy')]),
  page('/modifyGJN', t.allowance.personsTitle, AREA_AUDIT, [menu('onlineService', 'areaAuditPersons')]),
  page('/modifyGJNS', t.allowance.companiesTitle, AREA_AUDIT, [menu('onlineService', 'areaAuditCompanies')]),
  page('/evaluateGJN', M.areaAuditEvaluate, AREA_EVALUATE, [menu('onlineService', 'areaAuditEvaluate')]),
  page('/evaluateGJNNoEdit', T.areaAuditEvaluateReadOnly, AREA_AUDIT, [menu('onlineService', 'areaAuditEvaluate', { label: M.areaAuditEvaluate, when: (s) => areaAudit(s)?.evaluate === false })]),
  page('/modifyRecord', M.areaAuditRecords, AREA_AUDIT, [menu('onlineService', 'areaAuditRecords')]),
  page('/modifyNotice', T.modifyNotice, GOV, [WORKBENCH, from('/Home')]),
  page('/modifyPolicy', T.modifyPolicy, GOV, [WORKBENCH]),
  page('/modifyExplain', T.modifyExplain, GOV, [WORKBENCH]),
  page('/modifySjgk', T.modifySjgk, GOV, [WORKBENCH]),
  page('/modifyRcbg', T.modifyRcbg, GOV, [WORKBENCH]),
  page('/modifyPolicyMatter', T.modifyPolicyMatter, GOV, [WORKBENCH]),
  page('/modifyPolicyMatterDetail', T.modifyPolicyMatterDetail, GOV, [from('/modifyPolicyMatter')]),
  page('/modifyPolicyMatterDetailSpecial', T.modifyPolicyMatterDetailSpecial, GOV, [from('/modifyPolicyMatterDetail')]),
  page('/modifyRcfnzService', T.modifyRcfnzService, GOV, [WORKBENCH, from('/rcfnz')]),
  page('/modifyRcfnzNews', T.modifyRcfnzNews, GOV, [WORKBENCH, from('/modifyRcfnzService')]),
  page('/modifyDemand', T.modifyDemand, EMPLOYMENT, [WORKBENCH]),
  page('/allocation', T.allocation, EMPLOYMENT, [WORKBENCH]),
  page('/allocationDetail', T.allocationDetail, EMPLOYMENT, [from('/allocation')]),
  page('/track-service', T.trackService, EMPLOYMENT, [WORKBENCH]),
  page('/basics-import', T.basicsImport, AGE, [WORKBENCH, from('/group-query'), from('/hard-list')]),
  page('/basics-detail', T.basicsDetail, AGE, [from('/basics-import')]),
  page('/hard-list', T.hardList, AGE, [WORKBENCH, from('/basics-import')]),
  page('/hard-detail', T.hardDetail, AGE, [from('/hard-list')]),
  page('/group-query', T.groupQuery, AGE, [WORKBENCH, from('/basics-import'), from('/sms-add')]),
  page('/questionnaire-list', T.questionnaireList, AGE, [WORKBENCH, from('/subject-edit'), from('/questionnaire-stat')]),
  page('/subject-edit', T.subjectEdit, AGE, [from('/questionnaire-list')]),
  page('/questionnaire-stat', T.questionnaireStat, AGE, [from('/questionnaire-list'), from('/sms-detail')]),
  page('/sms-list', T.smsList, AGE, [WORKBENCH, from('/sms-detail'), from('/sms-add'), from('/bsRecord')]),
  page('/sms-add', T.smsAdd, AGE, [from('/sms-list'), from('/group-query'), from('/sms-edit')]),
  page('/sms-detail', T.smsDetail, AGE, [from('/sms-list'), from('/bsRecord')]),
  page('/sms-edit', T.smsEdit, AGE, [from('/sms-list'), from('/sms-add')]),
  page('/bsRecord', T.bsRecord, AGE, [WORKBENCH, from('/sms-list'), from('/sms-detail')]),
  page('/postDoctoralStationUnits', T.postdocUnits, POSTDOC, [WORKBENCH, from('/postDoctoralMoneyYear')]),
  page('/postDoctoralMoneyYear', T.postdocMoney, POSTDOC, [WORKBENCH, from('/postDoctoralStationUnits')]),
  page('/modifyLabor', T.laborLedgers, LABOUR, [WORKBENCH, from('/laoDongQuery')]),
  page('/modifySite', T.siteLedgers, LABOUR, [WORKBENCH]),
  page('/laoDongQuery', T.laborQuery, LABOUR, [WORKBENCH]),
  monitorPage('/modifyUnemployment', T.monitorUnemployment),
  monitorPage('/modifyFulfill', T.monitorFulfill),
  monitorPage('/modifyCraftsman', T.monitorCraftsman),
  monitorPage('/modifyWorkTraining', T.monitorWorkTraining),
  monitorPage('/modifFitDuty', T.monitorFitDuty),
  monitorPage('/modifyTrain', T.monitorTrain),
  monitorPage('/modifySurvey', T.monitorSurvey),
  {
    key: 'dataCollection',
    label: M.dataCollection,
    slot: 'dataCollection',
    when: menuHas('dataCollection'),
    resolve: resolveDataCollection,
  },
  page('/entdataAll', T.dataSummary, govWhere(menuHas('dataCollectionSummary'), N.dataSummary), [menu('dataCollection', 'dataCollectionSummary', { label: M.dataCollectionSummary })]),
  page('/entdataAllSchool', T.dataSummarySchool, govWhere(menuHas('dataCollectionSummarySchool'), N.vocationalCentre), [menu('dataCollection', 'dataCollectionSummarySchool', { label: M.dataCollectionSummary })]),
  page('/entdata', T.entdata, { ...ENT, rule: collectsAt('/entdata'), need: N.entNotTraining }, [from('/business')]),
  page('/entdataSchool', T.entdataSchool, { ...ENT, rule: collectsAt('/entdataSchool'), need: N.trainingInstitution }, [from('/business')]),
  page('/xzsjIndex', T.xzsjIndex, govWhere((s) => typesOf(s).length > 0 || reviewsData(s), N.oneDepartment), [from('/daam')]),
  page('/daam', T.daam, govWhere(collectsAt('/daam'), N.severalDepartments), []),
  page('/modifySummary', T.modifySummary, govWhere(reviewsData, N.dataReview), [WORKBENCH]),
  page('/modifyGovernment', T.modifyGovernment, govWhere((s) => typesOf(s).length > 0, N.oneDepartment), [from('/xzsjIndex')]),
  ...Object.entries(DEPT_PAGES).map(([path, modules]) =>
    page(path, T.deptPages[path]!, govWhere((s) => reviewsData(s) || modules.some((m) => typesOf(s).includes(m.type) || (s.user !== null && fillsModule({ deptName: s.user.deptName, roles: s.user.userType }, m))), N.deptData), [from('/xzsjIndex'), from('/modifySummary'), from('/modifyDR')]),
  ),
  ...Object.entries(DEPT_REGISTER_KEEPERS).map(([path, types]: [string, readonly DeptType[]]) =>
    page(path, T.deptRegisters[path]!, govWhere(hasRole(rolesOfDeptTypes(types)), N.deptRegister(types.map((type) => DEPT_TYPES[type]))), [from('/xzsjIndex'), from('/modifyDR')]),
  ),
  page('/modifyDR', T.modifyDR, govWhere((s) => reviewsData(s) || DEPT_RECONCILIATIONS.some((c) => typesOf(s).includes(DEPT_MODULE_PLACES.find((m) => m.key === c.module)!.type)), N.reconcile), [from('/xzsjIndex'), from('/modifySummary')]),
  page('/modifyScreen', T.modifyScreen, GOV, [{ in: 'profile', when: isType(1) }]),
  page('/sysUser', T.sysUser, ADMIN, [menu('admin', 'sysUser')]),
  page('/entAccount', T.entAccount, ADMIN, [menu('admin', 'entAccount')]),
  page('/modifyScreenAll', T.modifyScreenAll, ADMIN, [menu('admin', 'modifyScreenAll')]),
  page('/loginLog', T.loginLog, ADMIN, [menu('admin', 'loginLog')]),
  page('/operationLog', T.operationLog, ADMIN, [menu('admin', 'operationLog')]),
  page('/smsOutbox', T.smsOutbox, ADMIN, [menu('admin', 'smsOutbox')]),
  page('/smsGateway', T.smsGateway, ADMIN, [menu('admin', 'smsGateway')]),
  page('/sysConfig', T.sysConfig, ADMIN, [menu('admin', 'sysConfig')]),
  page('/sysDict', T.sysDict, ADMIN, [menu('admin', 'sysDict')]),
  // the district's own data and what a production install still lacks (issue 42, docs/going-live.md)
  page('/sysDistrict', T.sysDistrict, ADMIN, [menu('admin', 'sysDistrict')]),
  page('/sysReadiness', T.sysReadiness, ADMIN, [menu('admin', 'sysReadiness')]),
  // the server's and the database's health for the bureau's operators (docs/operations.md): every staff member may look; administrators find it in 系统管理
  page('/test', T.test, GOV, [menu('admin', 'test', { when: (s) => s.personRouters.some((r) => r.name === ADMIN_PERMISSION) }), WORKBENCH]),
  page('/entDemand', T.entDemand, ENT, [PROFILE]),
  page('/entDemandAddType', T.entDemandAddType, ENT, [PROFILE, from('/entDemand')]),
  page('/entDemandAdd', T.entDemandAdd, ENT, [from('/entDemandAddType')]),
  page('/entDemandEdit', T.entDemandEdit, ENT, [from('/entDemand')]),
  page('/talentdata', T.talentdata, ENT, [from('/business')]),
  page('/talentdataH5', T.talentdataH5, ENT, [from('/talentdata')]),
  page('/identificationH5', T.identificationH5, ENT, [from('/talentdata'), from('/talentdataH5')]),
  page('/modifyEntInfo', T.modifyEntInfo, ENT, [from('/business')]),
  page('/modifyChunjieEnts', T.modifyChunjieEnts, ENT, [from('/zygSubsidy')]),
  page('/modifyChunjieEnt', T.modifyChunjieEnt, ENT, [from('/modifyChunjieEnts')]),
  page('/modifyPassword', T.modifyPassword, USER, [{ in: 'account', label: t.nav.profile }]),
  page('/modifyUserInfo', T.modifyUserInfo, USER, [PROFILE]),
  page('/modifyUserInfoEdit', T.modifyUserInfoEdit, { kind: 'user', types: [2, 3], rule: (s) => s.userType === 2 || isPersonAccount(s), need: N.entOrPerson }, [from('/modifyUserInfo')]),
  page('/modifyFilledBy', T.modifyFilledBy, ENT, [from('/modifyUserInfo')]),
  page('/userBindPhone', T.userBindPhone, USER, [from('/modifyPassword')]),
  page('/userMessage', T.userMessage, USER, [{ in: 'account' }, from('/Home')]),
  // the in-site mailbox: the same list under its own title (docs/messages.md)
  page('/mail', T.mail, USER, [PROFILE]),
  // messages of a department to enterprises and their threads (issue 15, docs/messages.md 消息往来)
  page('/modifyMessage', T.modifyMessage, GOV, [WORKBENCH]),
  page('/userMessageDetail', T.userMessageDetail, GOV_OR_ENT, [from('/userMessage'), from('/mail'), from('/modifyMessage')]),
  page('/userMessageReply', T.userMessageReply, GOV_OR_ENT, [from('/userMessageDetail')]),
  page('/myResponse', T.myResponse, PERSON, [from('/modifyPassword')]),
  page('/claimRecords', T.claimRecords, PERSON, [from('/modifyPassword')]),
];

/** The pages of the table (without the rule items). */
export const PAGES: readonly PageEntry[] = NAVIGATION.filter((e): e is PageEntry => 'path' in e);

const BY_PATH = new Map(PAGES.map((p) => [p.path.toLowerCase(), p]));

/** The table's page of a path (case-insensitive like the router, trailing slashes ignored), or undefined. */
export function pageOf(pathname: string): PageEntry | undefined {
  return BY_PATH.get((pathname.replace(/\/+$/, '') || '/').toLowerCase());
}

/** Whether `s` may open `p` (its access: user type and rule). */
export function mayOpen(p: PageEntry, s: RuleSession): boolean {
  if (p.access.kind === 'public') return true;
  if (!s.user || !s.userType || !p.access.types.includes(s.userType)) return false;
  return p.access.rule ? p.access.rule(s) : true;
}

/** Whether the place `place` of `p` is offered to `s`: `s` may open the page and passes the place's own rule. */
export function offers(p: PageEntry, place: Place, s: RuleSession): boolean {
  return mayOpen(p, s) && (place.in === 'link' || !place.when || place.when(s));
}

/** A place's href: the page's path and the place's search. */
export function placeHref(p: PageEntry, place: Place): string {
  return place.in === 'menu' && place.search ? `${p.path}${place.search}` : p.path;
}

/** A place's label: its own, or the page title. */
export function placeLabel(p: PageEntry, place: Place): string {
  return (place.in !== 'link' && place.label) || p.title;
}

/** The links of a kind of place (工作台 tiles or 个人中心 links) that a session is offered, in table order. */
export function linksOf(kind: 'workbench' | 'profile', s: RuleSession): { path: string; label: string }[] {
  return PAGES.flatMap((p) => p.places.filter((pl) => pl.in === kind && offers(p, pl, s)).map((pl) => ({ path: placeHref(p, pl), label: placeLabel(p, pl) })));
}

/**
 * The pages `s` reaches by clicking from where login lands, as the table declares them: those
 * offered in a header menu, 工作台, 个人中心 or the header's user area, those a rule item sends it
 * to (数据采集), and then, until nothing is added, those linked from a page already reached.
 * Pages `s` may open but reaches by none of these are reached only by typing their address.
 * The e2e walk (e2e/tests/navigation.spec.ts) checks that the running portal reaches each one.
 */
export function reachablePages(s: RuleSession): PageEntry[] {
  const reached = new Set<string>();
  for (const e of NAVIGATION) {
    if ('path' in e || !e.when(s)) continue;
    const outcome = e.resolve(s);
    if (outcome.kind === 'go') reached.add(outcome.to.toLowerCase());
  }
  for (const p of PAGES) if (p.places.some((pl) => pl.in !== 'link' && offers(p, pl, s))) reached.add(p.path.toLowerCase());
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of PAGES) {
      if (reached.has(p.path.toLowerCase()) || !p.places.some((pl) => pl.in === 'link' && reached.has(pl.from.toLowerCase()) && offers(p, pl, s))) continue;
      reached.add(p.path.toLowerCase());
      grew = true;
    }
  }
  return PAGES.filter((p) => reached.has(p.path.toLowerCase()) && mayOpen(p, s));
}
