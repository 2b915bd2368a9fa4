import type { Endpoint } from '../contract';
import { ledgerEndpoints } from '../ledger';
import * as calls from './calls';
import * as ageAppropriate from './ageAppropriate';
import * as applications from './applications';
import * as dashboard from './dashboard';
import * as deptData from './deptData';
import * as deptRegisters from './deptRegisters';
import * as employmentMonitor from './employmentMonitor';
import * as enterprise from './enterprise';
import * as laborRelation from './laborRelation';
import * as postdoctoral from './postdoctoral';
import * as trackRecord from './trackRecord';
import * as training from './training';

/**
 * The endpoint table: every call the server registers and OpenAPI documents, keyed by its stable
 * name; the path is written only in the endpoint's declaration. The named calls of calls.ts, then
 * those generated from registers: the dashboard modules, each ledger's calls (ledgerEndpoints),
 * the department modules, the labour inquiries and the application forms (fill, save and get of
 * every type). The apps call through the named calls (`endpoints` of @portal/api), so that an
 * app loads only the declarations it uses; the server, its generated checks and the operation log
 * read this table.
 */
export const endpointTable = {
  ...calls,
  ...dashboard.BOARD_MODULES,
  ...ledgerEndpoints(trackRecord.trackRecordLedger),
  ...ledgerEndpoints(training.trainingSurveyLedger),
  ...ledgerEndpoints(enterprise.staffLedger),
  ...ledgerEndpoints(postdoctoral.postdocUnitLedger),
  ...ledgerEndpoints(postdoctoral.postdocTicketLedger),
  ...ledgerEndpoints(postdoctoral.postdocRecordLedger),
  ...ledgerEndpoints(ageAppropriate.targetPersonLedger),
  ...ledgerEndpoints(laborRelation.harmonyEntLedger),
  ...ledgerEndpoints(laborRelation.supervisionLedger),
  ...ledgerEndpoints(laborRelation.courtFeedbackLedger),
  ...ledgerEndpoints(laborRelation.petitionLedger),
  ...ledgerEndpoints(laborRelation.consultInfoLedger),
  ...ledgerEndpoints(laborRelation.siteInfoLedger),
  ...ledgerEndpoints(laborRelation.sgxkzdjLedger),
  ...deptData.deptModuleEndpointTable,
  ...ledgerEndpoints(employmentMonitor.unemploymentMonitorLedger),
  ...ledgerEndpoints(employmentMonitor.fixedPointMonitorLedger),
  ...ledgerEndpoints(employmentMonitor.fulfillmentLedger),
  ...ledgerEndpoints(employmentMonitor.craftsmanLedger),
  ...ledgerEndpoints(employmentMonitor.workTrainingLedger),
  ...ledgerEndpoints(employmentMonitor.fitDutyLedger),
  ...ledgerEndpoints(employmentMonitor.trainLedger),
  ...ledgerEndpoints(employmentMonitor.surveyLedger),
  ...ledgerEndpoints(deptRegisters.entRecognitionLedger),
  ...ledgerEndpoints(deptRegisters.talentRosterLedger),
  selectLaborRW: laborRelation.LABOR_INQUIRIES.selectLaborRW.endpoint,
  selectLaborPet: laborRelation.LABOR_INQUIRIES.selectLaborPet.endpoint,
  selectLaborArb: laborRelation.LABOR_INQUIRIES.selectLaborArb.endpoint,
  ruhuFill: applications.applyForms.ruhu.fill,
  ruhuSave: applications.applyForms.ruhu.save,
  ruhuGet: applications.applyForms.ruhu.get,
  zhufangFill: applications.applyForms.zhufang.fill,
  zhufangSave: applications.applyForms.zhufang.save,
  zhufangGet: applications.applyForms.zhufang.get,
  PersonnelFill: applications.applyForms.Personnel.fill,
  PersonnelSave: applications.applyForms.Personnel.save,
  PersonnelGet: applications.applyForms.Personnel.get,
  XzybzkfFill: applications.applyForms.Xzybzkf.fill,
  XzybzkfSave: applications.applyForms.Xzybzkf.save,
  XzybzkfGet: applications.applyForms.Xzybzkf.get,
  ZizhuFill: applications.applyForms.Zizhu.fill,
  ZizhuSave: applications.applyForms.Zizhu.save,
  ZizhuGet: applications.applyForms.Zizhu.get,
  cjbtFill: applications.applyForms.cjbt.fill,
  cjbtSave: applications.applyForms.cjbt.save,
  cjbtGet: applications.applyForms.cjbt.get,
  zfbtEntFill: applications.applyForms.zfbtEnt.fill,
  zfbtEntSave: applications.applyForms.zfbtEnt.save,
  zfbtEntGet: applications.applyForms.zfbtEnt.get,
  zfbtUserFill: applications.applyForms.zfbtUser.fill,
  zfbtUserSave: applications.applyForms.zfbtUser.save,
  zfbtUserGet: applications.applyForms.zfbtUser.get,
  springAllowanceFill: applications.applyForms.springAllowance.fill,
  springAllowanceSave: applications.applyForms.springAllowance.save,
  springAllowanceGet: applications.applyForms.springAllowance.get,
  fcwgFill: applications.applyForms.fcwg.fill,
  fcwgSave: applications.applyForms.fcwg.save,
  fcwgGet: applications.applyForms.fcwg.get,
} satisfies Record<string, Endpoint>;
