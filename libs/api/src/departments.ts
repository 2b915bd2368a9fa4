/**
 * Department names and roles used by the role rules of SPEC.md section 6, shared by the portal's
 * rules (@portal/auth) and the server (access checks, seed) without React. The specification names
 * them in English; these are the bureau's Chinese names, the values stored in deptName and userType.
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

/** Person-router name that grants the visual platform (SPEC.md section 6). */
export const VISUAL_VIEW_PERMISSION = '可视化查看权限';
/** Person-router name of the district talent index application (SPEC.md section 6). */
export const TALENT_INDEX_APPLY = '区人才指数（申请）';
