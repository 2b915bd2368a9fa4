export * from './contract';
export * from './envelope';
export * from './businessMessages';
export * from './schemas';
export * from './client';
export * from './workflow';
export * from './vocabulary';
export * from './records';
export * from './contentItems';
export { entNameField, personNameField } from './accountFields';
export { renderTemplate, templatePlaceholders, templateValues } from './smsTemplates';
export * from './endpoints/index';
export { SYS_CONFIG_KEYS, type SysConfigKey } from './endpoints/common';
export {
  userInfo,
  loginResult,
  type UserInfo,
  type LoginResult,
  type AccountState,
  type SettleApplication,
} from './endpoints/account';
export { SMS_SCENES, type SmsScene } from './endpoints/common';
export {
  TEMPLATE_NAMES,
  staffLedger,
  entInfoFields,
  annualFields,
  schoolAnnualFields,
  schoolAnnualOk,
  staffLineValues,
  SCHOOL_ANNUAL_MESSAGE,
  type StaffRecord,
} from './endpoints/enterprise';
export * from './ledger';
export * from './ledgerFields';
export * from './endpoints/training';
export * from './endpoints/laborRelation';
export * from './endpoints/employmentMonitor';
export * from './endpoints/deptData';
export * from './endpoints/deptRegisters';
export { type CollectionRow, type CollectStatistics, type CollectEntInfo } from './endpoints/collection';
export { revealSource } from './endpoints/personalData';
export { BOARD_MODULES, BOARD_PAGES, boardPagesIn, EXPORT_MODULES, SAND_TABLE_H3_RESOLUTION, type BoardModuleName, type BoardPage, type BoardPagePath, type BoardPagesIn, type BoardPlace, type ExportModule } from './endpoints/dashboard';
export * from './richText';
export {
  CONTENT_WORKFLOW,
  type SmsChoiceItem,
  type MessageKind,
} from './endpoints/notice';
export { MSG_MAX_RECIPIENTS, msgFields, msgReplyText } from './endpoints/msg';
export { UPLOAD_TYPES, MAX_UPLOAD_BYTES, type UploadExtension } from './endpoints/files';
export { SELF_FIGURES } from './endpoints/home';
export {
  HANDLING_MODES,
  HANDLING_MODE_LABELS,
  policyMatterFields,
  materialInput,
  standardRow,
  extraSection,
  type HandlingMode,
  type PolicyMatterItem,
  type PolicyMatterDetail,
  type PolicyMatterStaffDetail,
} from './endpoints/policyMatter';
export {
  DEMAND_WORKFLOW,
  demandFields,
  demandImportFields,
  salaryRangeOk,
  SALARY_RANGE_MESSAGE,
  type DemandAction,
  type DemandDetail,
} from './endpoints/demand';
export {
  RESPONSE_SOURCES,
  RESPONSE_SOURCE_LABELS,
  MAIL_TARGETS,
  MAIL_TARGET_LABELS,
  resumeImportFields,
  type ResponseItem,
} from './endpoints/demandResponse';
export { TRACK_SERVICE_TYPES, trackRecordLedger, type TrackRecordItem } from './endpoints/trackRecord';
export {
  POSTDOC_EXIT_KINDS,
  POSTDOC_FUNDING_PER_PERSON_YEAR,
  POSTDOC_STATION_KINDS,
  POSTDOC_UNIT_STATUSES,
  postdocRecordLedger,
  postdocTicketLedger,
  postdocUnitLedger,
  type PostdocFundingLine,
  type PostdocFundingYear,
  type PostdocRecordItem,
} from './endpoints/postdoctoral';
export { LP_PUSH_STATUSES, LP_PUSH_STATUS_LABELS } from './endpoints/lp';
export {
  MAX_TINY_HOME_IMAGES,
  PRODUCT_STAGES,
  PRODUCT_STAGE_LABELS,
  PRODUCT_LABELS,
  productFields,
  type ProductStage,
  type ProductItem,
  type ProductDetail,
  type ProductMessage,
  type TinyHome,
} from './endpoints/minihome';
export { agencyFields, type AgencyItem } from './endpoints/agency';
export {
  AREA_AUDIT_DECISIONS,
  AREA_AUDIT_WORKFLOW,
  type AreaAuditAction,
  AREA_AUDIT_KINDS,
  DEGREE_RESULTS,
  QR_STATES,
  MAX_BATCH,
  MAX_CHUNKED_BYTES,
  MAX_CHUNKS,
  areaAuditPersonFields,
  type AreaAuditDecision,
  type AreaAuditKind,
  type AreaAuditPerson,
  type AreaAuditCompany,
  type AuditRecord,
  type ItemResult,
  type BatchResult,
  type QrState,
} from './endpoints/allowance';
export {
  APPLICATION_WORKFLOW,
  APPLICATION_ACTIONS,
  APPLICATION_EVENT_LABELS,
  ACTOR_ROLES,
  ACTOR_ROLE_LABELS,
  APPLICATION_FORM_FIELDS,
  PEOPLE_TYPES,
  canTransition,
  transitionTarget,
  peopleColumns,
  applicationFormSchema,
  draftForm,
  applyForms,
  type ApplicationAction,
  type ApplicationActor,
  type ActorRole,
  type TransitionSource,
  type FormField,
  type FormFieldKind,
  type EligibilityCheck,
  type TimelineEntry,
  type ApplicationItem,
  type ApplicationDetail,
  type ApplicationSaved,
  type ApplicationBatchResult,
  type PublicityItem,
  type ClaimableRecord,
} from './endpoints/applications';
export { WORKBENCH_TASKS, type WorkbenchTask } from './workbenchTasks';
export { type WorkbenchTaskCount } from './endpoints/workbench';
export * from './endpoints/center';
export * from './endpoints/sysConfig';
export * from './endpoints/setup';
export * from './endpoints/sms';
export * from './endpoints/dict';
export * from './endpoints/hotline';
export * from './endpoints/ageAppropriate';
export * from './endpoints/station';
export * from './endpoints/stationContent';
export * from './endpoints/knowledge';
