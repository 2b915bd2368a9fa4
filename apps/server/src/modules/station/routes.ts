import { endpoints, JOB_CATEGORIES, STATION_CONTENT_KINDS, WORK_TYPES } from '@portal/api';
import type { Router } from '../../http/router';
import { formatDateTime } from '../../http/time';
import { XLSX_TYPE } from '../files/workbook';
import { streamXlsx } from '../../http/xlsxStream';
import { actOnActivity, activityDetail, APPLY_EXPORT_COLUMNS, cancelSignUp, checkIn, exportRows, mySignUps, ownActivities, publicActivities, saveActivity, signUp, signUpList, venueQrCode } from './activities';
import { actOnDocking, addDocking, assignableStaff, dockingDetail, myDockings, scopeDockings } from './docking';
import { addFollowUp, myResume, saveResume, seekerDetail, streetSeekers } from './seekers';
import { inviteTalent, searchTalent, servedCompanies, SERVED_COMPANIES_CACHE } from './talent';
import { latestSession, PUBLIC_ACTIVITIES_CACHE, sessionList, sessionSwitch } from './sessions';
import { activity, companyDocking } from './tables';
import { listPublications, openPublication, PUBLICATION_LIST_CACHE } from '../notice/publicService';
import { sysConfig } from '../system/tables';

/**
 * The talent empowerment station (SPEC.md section 7: /api/ppw/activity and activityApply;
 * docs/station.md): activities along ACTIVITY_TRANSITIONS, sign-ups with capacity and a waiting
 * list along APPLY_TRANSITIONS, check-in by code or venue QR code, the attendance export; job
 * seekers' registration (/api/h5/) and the street's employment post (/employmentStation/seeker/);
 * enterprise service requests along DOCKING_TRANSITIONS (/api/ppw/companyDocking/), the enterprises
 * served (/api/ppw/stationCompany/), the talent search for enterprises (/api/ppw/talent/), the
 * station's service items and news (kinds of the content table) and recruitment sessions
 * (/recruitmentSession/, activities of type recruitment).
 */
export function stationRoutes(r: Router): void {
  r.handle(endpoints.activityList, (input, { db, user }) => publicActivities(db, user, input), { cache: PUBLIC_ACTIVITIES_CACHE });
  r.handle(endpoints.activityDetail, ({ id }, { db, user }) => activityDetail(db, user, id));
  r.handle(endpoints.activityManageList, (input, { db, user }) => ownActivities(db, user, input));
  r.handle(endpoints.activitySave, (input, { db, user }) => saveActivity(db, user, input), { record: activity });
  r.handle(endpoints.activityPublish, async ({ id }, ctx) => ({ status: (await actOnActivity(ctx, 'publish', id)).status }), { record: activity });
  r.handle(endpoints.activityCancel, ({ id, reason }, ctx) => actOnActivity(ctx, 'cancel', id, reason), { record: activity });
  r.handle(endpoints.activityEnd, async ({ id }, ctx) => ({ status: (await actOnActivity(ctx, 'end', id)).status }), { record: activity });
  r.handle(endpoints.activityQrCode, ({ id }, ctx) => venueQrCode(ctx, id));
  r.handle(endpoints.activityApplyAdd, ({ activityId }, { db, user }) => signUp(db, user, activityId));
  r.handle(endpoints.activityApplyCancel, ({ id }, { db, user }) => cancelSignUp(db, user, id));
  r.handle(endpoints.activityApplyMine, (input, { db, user }) => mySignUps(db, user, input));
  r.handle(endpoints.activityApplyList, (input, { db, user }) => signUpList(db, user, input));
  r.handle(endpoints.activityApplyCheckIn, (input, { db, user }) => checkIn(db, user, input));
  // constants of the contract: the answer cache gives them an ETag (304 on a repeat)
  r.handle(endpoints.h5JobCategoryList, async () => [...JOB_CATEGORIES], { cache: { tables: [] } });
  r.handle(endpoints.h5WorkTypeList, async () => [...WORK_TYPES], { cache: { tables: [] } });
  r.handle(endpoints.h5ResumeMine, (_input, { db, user }) => myResume(db, user));
  r.handle(endpoints.h5ResumeAdd, (input, { db, user }) => saveResume(db, user, input, 'add'));
  r.handle(endpoints.h5ResumeUpdate, (input, { db, user }) => saveResume(db, user, input, 'update'));
  r.handle(endpoints.seekerPage, (input, { db, user }) => streetSeekers(db, user, input));
  r.handle(endpoints.seekerDetail, ({ id }, { db, user }) => seekerDetail(db, user, id));
  r.handle(endpoints.seekerFollow, ({ seekerId, note }, { db, user }) => addFollowUp(db, user, seekerId, note));
  r.handle(endpoints.dockingAdd, (input, { db, user }) => addDocking(db, user, input));
  r.handle(endpoints.dockingMine, (input, { db, user }) => myDockings(db, user, input));
  r.handle(endpoints.dockingPage, (input, { db, user }) => scopeDockings(db, user, input));
  r.handle(endpoints.dockingDetail, ({ id }, { db, user }) => dockingDetail(db, user, id));
  r.handle(endpoints.dockingStaff, ({ id, deptName }, { db, user }) => assignableStaff(db, user, id, deptName));
  r.handle(endpoints.dockingAssign, (input, { db, user }) => actOnDocking(db, user, 'assign', input), { record: companyDocking });
  r.handle(endpoints.dockingFollowUp, (input, { db, user }) => actOnDocking(db, user, 'followUp', input));
  r.handle(endpoints.dockingClose, (input, { db, user }) => actOnDocking(db, user, 'close', input), { record: companyDocking });
  r.handle(endpoints.stationCompanyList, (input, { db }) => servedCompanies(db, input), { cache: SERVED_COMPANIES_CACHE });
  r.handle(endpoints.talentSearch, (input, { db, user }) => searchTalent(db, user, input));
  r.handle(endpoints.talentInvite, (input, { db, user }) => inviteTalent(db, user, input));
  r.handle(endpoints.stationArticlePage, ({ category, ...f }, { db }) => listPublications(db, category ? [category] : STATION_CONTENT_KINDS, f), { cache: PUBLICATION_LIST_CACHE });
  r.handle(endpoints.stationArticleDetail, ({ id }, { db, user }) => openPublication(db, STATION_CONTENT_KINDS, id, user?.id));
  r.handle(endpoints.recruitmentSessionLatest, (_input, { db, user }) => latestSession(db, user), { cache: PUBLIC_ACTIVITIES_CACHE });
  r.handle(endpoints.recruitmentSessionSwitch, (_input, { db }) => sessionSwitch(db), { cache: { tables: [sysConfig] } });
  r.handle(endpoints.recruitmentSessionList, (input, { db, user }) => sessionList(db, user, input), { cache: PUBLIC_ACTIVITIES_CACHE });
  r.handle(endpoints.activityApplyExport, async ({ activityId }, { db, user, log }) => {
    const { title, rows } = await exportRows(db, user, activityId);
    return {
      filename: `${title}报名签到名单${formatDateTime(new Date()).slice(0, 10).replaceAll('-', '')}.xlsx`,
      contentType: XLSX_TYPE,
      body: streamXlsx('报名签到名单', APPLY_EXPORT_COLUMNS, (async function* () {
        yield rows;
      })(), log),
    };
  });
}
