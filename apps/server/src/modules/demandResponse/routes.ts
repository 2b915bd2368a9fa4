import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { exportWithFullNumbers, registerRevealSource } from '../personalData/service';
import { shanghaiDay } from '../../http/time';
import { EXPORT_PAGE_ROWS, keysetPages, streamXlsx } from '../../http/xlsxStream';
import { ownEnterpriseId } from '../enterprise/staff';
import { directoryStorage } from '../files/storage';
import { XLSX_TYPE } from '../files/workbook';
import { registerTemplate } from '../files/templates';
import { importResumes, RESPONSE_EXPORT_COLUMNS, resumeTemplate } from './resumeWorkbook';
import {
  addResponse,
  addTrack,
  allocate,
  allocationCandidates,
  autoAllocate,
  checkBeforeResponding,
  confirmTrack,
  deleteResponse,
  exportPage,
  revealResponsePhone,
  graduationYears,
  latestPublic,
  listAll,
  listForEnterprise,
  listMine,
  mailsOf,
  resumeOf,
  sendMail,
  setHidden,
  staffGroups,
  statistics,
  summaryByDemand,
  tracksOf,
  unbind,
} from './service';

/**
 * Resume responses (SPEC.md section 7, Demand responses): respond and withdraw, the lists of
 * the applicant, the enterprise and staff, allocation by hand and automatic, unbinding, hiding,
 * tracking and its confirmation, in-site mails, statistics, the resume import and the export.
 */
export function demandResponseRoutes(r: Router): void {
  registerTemplate('resume', '简历信息导入模板.xlsx', resumeTemplate);
  r.handle(endpoints.responseAdd, (input, { db, config, user }) => addResponse(db, config, user, { ...input, file: input.file as ReceivedFile }));
  r.handle(endpoints.myResponse, (input, { db, user }) => listMine(db, user.id, input));
  r.handle(endpoints.checkAttachment, ({ demandId }, { db, user }) => checkBeforeResponding(db, user.id, demandId));
  r.handle(endpoints.deleteDemandResponse, ({ id }, { db, user }) => deleteResponse(db, user, id));
  r.handle(endpoints.confirmDemandTrack, ({ id }, { db, user }) => confirmTrack(db, user, id));
  r.handle(endpoints.responseListNeedLogin, (input, { db, user }) => listForEnterprise(db, ownEnterpriseId(user), input));
  r.handle(endpoints.responseList, (_input, { db }) => latestPublic(db));
  r.handle(endpoints.selectAllResponse, (input, { db }) => listAll(db, input));
  r.handle(endpoints.selectAllResponse2, (input, { db }) => summaryByDemand(db, input));
  r.handle(endpoints.getAllocationList, (_input, { db }) => allocationCandidates(db));
  r.handle(endpoints.getGroupLists, (_input, { db }) => staffGroups(db));
  r.handle(endpoints.allocation, ({ ids, adminId }, { db }) => allocate(db, ids, adminId));
  r.handle(endpoints.automationAllocation, (_input, { db }) => autoAllocate(db));
  r.handle(endpoints.unbindAdminId, ({ ids }, { db }) => unbind(db, ids));
  r.handle(endpoints.responseHide, ({ ids, hidden }, { db }) => setHidden(db, ids, hidden));
  r.handle(endpoints.sendInMail, (input, { db, user }) => sendMail(db, user, input));
  r.handle(endpoints.selectNotice, ({ id }, { db, user }) => mailsOf(db, user, id));
  r.handle(endpoints.addDemandTrack, ({ id, content }, { db, user }) => addTrack(db, user, id, content));
  r.handle(endpoints.getDemandTrack, ({ id }, { db, user }) => tracksOf(db, user, id));
  r.handle(endpoints.getStatistics, (_input, { db }) => statistics(db));
  r.handle(endpoints.getGraduateDate, (_input, { db }) => graduationYears(db));
  r.handle(endpoints.importResumeInfo, ({ file }, { db }) => importResumes(db, file as ReceivedFile));
  registerRevealSource('demandResponse', { fields: { applicantPhone: 'mobile' }, read: (db, user, id) => revealResponsePhone(db, user, id) });
  r.handle(endpoints.responseExport, async ({ fullNumbers, page, ...filter }, { db, user, log }) => {
    // the export's roles are those that may see the applicants' numbers (revealResponsePhone)
    const full = await exportWithFullNumbers(db, user, 'demandResponse', { fullNumbers, page, ...filter }, true);
    return {
      filename: `简历投递${shanghaiDay(new Date()).replaceAll('-', '')}.xlsx`,
      contentType: XLSX_TYPE,
      body: streamXlsx('简历投递', RESPONSE_EXPORT_COLUMNS, keysetPages(exportPage(db, filter, full), EXPORT_PAGE_ROWS), log),
    };
  });
  r.handle(endpoints.responseResume, async ({ id }, { db, config, user }) => {
    const file = await resumeOf(db, user, id);
    return { filename: file.name, contentType: file.mimeType, body: await directoryStorage(config.storageDir).get(file.key) };
  });
}
