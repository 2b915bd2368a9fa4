export * from './contract';
export * from './envelope';
export * from './messages';
export * from './schemas';
export * from './client';
export * from './endpoints/index';
export { SYS_CONFIG_KEYS, type SysConfigKey } from './endpoints/common';
export {
  userInfo,
  loginResult,
  ACCOUNT_KINDS,
  SETTLE_STATUSES,
  type UserInfo,
  type LoginResult,
  type UserTypeCode,
  type AccountKind,
  type AccountState,
  type SettleApplication,
} from './endpoints/account';
export { SMS_SCENES, type SmsScene } from './endpoints/common';
export {
  EDUCATION_LEVELS,
  STAFF_STATUSES,
  TEMPLATE_NAMES,
  staffFields,
  entInfoFields,
  annualFields,
  type EntInfo,
  type AnnualData,
  type EducationLevel,
  type StaffRecord,
  type ImportProblem,
  type ImportResult,
} from './endpoints/enterprise';
export { EXPORT_MODULES } from './endpoints/dashboard';
export * from './richText';
export {
  CONTENT_KINDS,
  CONTENT_KIND_LABELS,
  NOTICE_CATEGORIES,
  READABLE_KINDS,
  NOTICE_STATUSES,
  NOTICE_STATUS_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  NOTICE_AUDIT_PERMISSION,
  noticeFields,
  type ContentKind,
  type NoticeCategory,
  type NoticeStatus,
  type AuditAction,
} from './endpoints/notice';
export { UPLOAD_TYPES, MAX_UPLOAD_BYTES, type Attachment, type UploadExtension } from './endpoints/files';
export { ENTRANCE_CODES, SELF_FIGURES, type Entrance, type EntranceCode } from './endpoints/home';
export { ORGANISATION_TYPES, type OrganisationType } from './endpoints/organisation';
export {
  DEMAND_STATUSES,
  DEMAND_STATUS_LABELS,
  DEMAND_TRANSITIONS,
  DEMAND_EDUCATIONS,
  demandFields,
  salaryRangeOk,
  SALARY_RANGE_MESSAGE,
  type DemandStatus,
  type DemandAction,
  type DemandItem,
  type DemandDetail,
} from './endpoints/demand';
export { RESPONSE_STAGES, RESPONSE_STAGE_LABELS, type ResponseItem } from './endpoints/demandResponse';
