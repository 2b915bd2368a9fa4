import { endpoints, trainingSurveyLedger } from '@portal/api';
import type { Router } from '../../http/router';
import { streamXlsx } from '../../http/xlsxStream';
import { XLSX_TYPE } from '../files/workbook';
import { mountLedger } from '../ledger/mount';
import { actOnCourse, cancelEnrolment, completeEnrolment, courseTrainees, enrol, myEnrolments, mySurvey, offeredCourses, ownCourses, reportRows, saveCourse, submitSurvey, surveyReportOf, surveyServer, trainingInstitutionUsers } from './service';
import { trainingSurvey } from './tables';

/**
 * Vocational training and the training-needs survey (SPEC.md section 7: /api/third/ train, survey,
 * surveyReport, entuser and data imports; docs/station.md "Training and surveys"): courses along
 * COURSE_TRANSITIONS with enrolments along ENROL_TRANSITIONS (capacity by a conditional update),
 * the survey answers as a register on the ledger engine (staff: list, add, correct, import with
 * row errors, export; enterprises answer their own through survey/my and survey/submit), the
 * report computed from the answers with its export, and the training institutions' accounts.
 */
export function trainingRoutes(r: Router): void {
  r.handle(endpoints.trainList, (input, { db, user }) => offeredCourses(db, user, input));
  r.handle(endpoints.trainManageList, (input, { db, user }) => ownCourses(db, user, input));
  r.handle(endpoints.trainCourseSave, (input, { db, user }) => saveCourse(db, user, input));
  r.handle(endpoints.trainPublish, ({ id }, { db, user }) => actOnCourse(db, user, 'publish', id));
  r.handle(endpoints.trainFinish, ({ id }, { db, user }) => actOnCourse(db, user, 'finish', id));
  r.handle(endpoints.trainEnrol, (input, { db, user }) => enrol(db, user, input));
  r.handle(endpoints.trainEnrolCancel, ({ id }, { db, user }) => cancelEnrolment(db, user, id));
  r.handle(endpoints.trainMyEnrol, (input, { db, user }) => myEnrolments(db, user, input));
  r.handle(endpoints.trainEnrolList, (input, { db, user }) => courseTrainees(db, user, input));
  r.handle(endpoints.trainComplete, ({ id }, { db, user }) => completeEnrolment(db, user, id));
  const engine = mountLedger(r, trainingSurveyLedger, trainingSurvey, surveyServer);
  r.handle(endpoints.surveyMine, (_input, { db, user }) => mySurvey(db, user));
  r.handle(endpoints.surveySubmit, (input, { db, user }) => submitSurvey(db, user, engine, input));
  r.handle(endpoints.surveyReportGet, ({ year }, { db }) => surveyReportOf(db, year));
  r.handle(endpoints.surveyReportExport, async ({ year }, { db, log }) => {
    const report = await surveyReportOf(db, year);
    return {
      filename: `${report.year}年度企业培训需求调研报告.xlsx`,
      contentType: XLSX_TYPE,
      body: streamXlsx(
        '调研报告',
        [
          { header: '统计维度', width: 14, value: (x) => x.dimension },
          { header: '分类', width: 30, value: (x) => x.name },
          { header: '企业数', width: 10, value: (x) => x.count },
          { header: '计划培训人数', width: 14, value: (x) => x.trainees },
        ],
        (async function* () {
          yield reportRows(report);
        })(),
        log,
      ),
    };
  });
  r.handle(endpoints.entUserList, (input, { db }) => trainingInstitutionUsers(db, input));
}
