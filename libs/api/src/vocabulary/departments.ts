/**
 * Department names and roles used by the role rules of SPEC.md section 6, shared by the portal's
 * rules (@portal/auth) and the server (access checks, seed) without React. The specification names
 * them in English; these are the bureau's Chinese names, the values stored in deptName and userType.
 * Below them: the enterprise types, and which department roles do each area's work.
 */
export const DEPARTMENTS = {
  employmentCentre: '就业中心',
  employmentPromotionOffice: '就业促进科',
  socialSecurityCentre: '社保中心',
  professionalTechnologyOffice: '专业技术科',
  technologyBureau: '科技局',
  ipBureau: '知识产权局',
  talentGroup: '人才集团',
  talentGroupApartments: '人才集团（公寓）',
  talentGroupSpecialFunds: '人才集团（专项资金）',
  businessEnvironmentBureau: '营商环境改革局',
  migrantBureau: '来穗人员服务管理局',
  comprehensiveData: '综合数据',
  talentExchangeCentre: '人才交流中心',
  industryManager: '行业主管部门',
  streetManager: '街道管理',
  vocationalConstructionCentre: '职业能力建设指导中心',
  /** keeps the labour-relations ledgers and answers /laoDongQuery (issue 14) */
  labourRelationsOffice: '劳动关系科',
  /** the hotline service centre: takes calls, allots every call event and sees them all (issue 15, docs/hotline.md) */
  hotlineCentre: '热线服务中心',
} as const;

/** Enterprise type text meaning a private vocational training institution (SPEC.md section 6). */
export const PRIVATE_VOCATIONAL_TRAINING = '民办职业培训机构';
/** Enterprise type text meaning a human-resource service institution (SPEC.md section 2, HR product release). */
export const HR_SERVICE_INSTITUTION = '人力资源服务机构';
/** The enterprise types (enterpriseType) the portal knows, which administrators set at /entAccount (issue 18). */
export const ENTERPRISE_TYPES = [HR_SERVICE_INSTITUTION, PRIVATE_VOCATIONAL_TRAINING] as const;
export type EnterpriseType = (typeof ENTERPRISE_TYPES)[number];

/** The department roles (userType) an administrator may give: the departments of SPEC.md section 6. */
export const STAFF_ROLES = Object.values(DEPARTMENTS);

/* ---- who does what: the department roles (userType) of each area's work ---- */

/**
 * The department roles that do the employment services: demand audit (/api/center/demand/*),
 * resume responses and their allocation (/api/demandResponse/*) and track records
 * (/trackRecord/*). Staff without one get 4003 there (a staff member without any role has no
 * permissions, SPEC.md section 6: '请通知管理员设置权限').
 */
export const EMPLOYMENT_SERVICE_ROLES = ['就业中心'] as const;

/** Departments that run courses and read the survey (staff_vocational, staff_jyzx); others get 4003. */
export const TRAIN_ROLES = [DEPARTMENTS.vocationalConstructionCentre, DEPARTMENTS.employmentCentre] as const;

/** Who runs the surveys: the employment centre (demo account staff_jyzx) and the employment promotion office. */
export const AGE_APPROPRIATE_ROLES = [DEPARTMENTS.employmentCentre, DEPARTMENTS.employmentPromotionOffice] as const;

/** The role that takes calls, allots every event and sees them all (DEPARTMENTS.hotlineCentre; demo account staff_hotline). */
export const HOTLINE_ROLE = DEPARTMENTS.hotlineCentre;

/** Who keeps the labour-relations ledgers: staff of the labour-relations office (劳动关系科). */
export const LABOUR_RELATIONS_ROLES = [DEPARTMENTS.labourRelationsOffice] as const;

/** Who keeps the postdoctoral registers: staff of the professional technology office. */
export const POSTDOC_ROLES = [DEPARTMENTS.professionalTechnologyOffice] as const;

/** Departments a request may be assigned to; 街道管理 means the employment post of the enterprise's street. */
export const DOCKING_DEPARTMENTS = [
  DEPARTMENTS.employmentCentre,
  DEPARTMENTS.employmentPromotionOffice,
  DEPARTMENTS.socialSecurityCentre,
  DEPARTMENTS.vocationalConstructionCentre,
  DEPARTMENTS.talentExchangeCentre,
  DEPARTMENTS.streetManager,
] as const;

/** Who oversees the employment-monitoring registers: the employment promotion office and the employment centre. */
export const EMPLOYMENT_MONITOR_READERS = [DEPARTMENTS.employmentPromotionOffice, DEPARTMENTS.employmentCentre] as const;
/** Who oversees the skills registers (craftsmen, training): the vocational capacity centre and the employment promotion office. */
export const SKILLS_READERS = [DEPARTMENTS.vocationalConstructionCentre, DEPARTMENTS.employmentPromotionOffice] as const;

/**
 * The employment-monitoring pages (SPEC.md section 2) and who oversees their registers: enterprises
 * fill them, staff of these roles read every enterprise's rows (endpoints/employmentMonitor.ts
 * declares each page's registers with these readers).
 */
export const EMPLOYMENT_MONITOR_PAGE_READERS = {
  '/modifyUnemployment': EMPLOYMENT_MONITOR_READERS,
  '/modifyFulfill': EMPLOYMENT_MONITOR_READERS,
  '/modifyCraftsman': SKILLS_READERS,
  '/modifyWorkTraining': SKILLS_READERS,
  '/modifFitDuty': SKILLS_READERS,
  '/modifyTrain': SKILLS_READERS,
  '/modifySurvey': EMPLOYMENT_MONITOR_READERS,
} as const;
/** A page of employment-monitoring registers. */
export type EmploymentMonitorPath = keyof typeof EMPLOYMENT_MONITOR_PAGE_READERS;

/** Whose annual data a summary follows: enterprises (/entdata) or private vocational training institutions (/entdataSchool). */
export type CollectionKind = 'enterprise' | 'school';

/** The departments that read a data-collection summary, and which (SPEC.md section 6); the header's rule and the server's read this one table. */
export const COLLECTION_SUMMARY_DEPARTMENTS: Readonly<Record<string, CollectionKind>> = {
  [DEPARTMENTS.streetManager]: 'enterprise',
  [DEPARTMENTS.industryManager]: 'enterprise',
  [DEPARTMENTS.vocationalConstructionCentre]: 'school',
};

/** The summary a department reads, or null when it reads none. */
export const collectionSummaryOf = (deptName: string): CollectionKind | null => COLLECTION_SUMMARY_DEPARTMENTS[deptName] ?? null;
