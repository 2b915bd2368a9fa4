import { endpoints, targetPersonLedger, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { afterCommit } from '../../db/afterCommit';
import { XLSX_TYPE } from '../files/workbook';
import { registerTemplate } from '../files/templates';
import { mountLedger } from '../ledger/mount';
import { exportGroup, importGroup, phoneListTemplate } from './groupLists';
import { assistHard, hardDetail, listHard, recognizeHard, setWorkStatus } from './hard';
import { addOptOut, deleteTemplate, listOptOuts, listTemplates, optOutByToken, previewName, removeOptOut, saveTemplate } from './smsSettings';
import {
  addTask,
  changeQuestionnaire,
  copyQuestionnaire,
  countGroup,
  exportRecords,
  derivePerson,
  exportAnswers,
  fillForm,
  listGroups,
  listQuestionnaires,
  listRecords,
  listTasks,
  questionnaireStats,
  readQuestionnaire,
  retryFailed,
  saveGroup,
  saveQuestionnaire,
  submitAnswers,
  taskDetail,
} from './service';
import { targetPerson } from './tables';
import { sendableProblem, smsTemplates } from '../sms/outbox';

/**
 * The age-appropriate work system (SPEC.md section 7, "Age-appropriate system"; docs/questionnaires.md):
 * target people on the ledger engine (/api/system/force), groups, questionnaires and their
 * workflow, the people with employment difficulties and their assistance (hard.ts), SMS send tasks,
 * templates and opt-outs (smsSettings.ts), groups from uploaded lists and their export (groupLists.ts) (queued for the campaign worker, `wake` starts it once the call has committed), the public
 * answer calls and the statistics.
 */
export function ageAppropriateRoutes(r: Router, campaign: { wake: () => void }): void {
  mountLedger(r, targetPersonLedger, targetPerson, { derive: derivePerson });
  r.handle(endpoints.groupCount, (f, { db }) => countGroup(db, f));
  r.handle(endpoints.groupSave, ({ name, filter }, { db, user }) => saveGroup(db, user, name, filter));
  r.handle(endpoints.groupList, (_i, { db }) => listGroups(db));
  r.handle(endpoints.questionnaireSave, (input, { db, user }) => saveQuestionnaire(db, user, input));
  r.handle(endpoints.questionnaireList, (f, { db }) => listQuestionnaires(db, f));
  r.handle(endpoints.questionnaireDetail, async ({ id }, { db }) => {
    const q = await readQuestionnaire(db, id);
    return { id: q.id, title: q.title, intro: q.intro, status: q.status, questions: q.questions };
  });
  r.handle(endpoints.questionnaireStart, ({ id }, { db, user }) => changeQuestionnaire(db, user, id, 'start'));
  r.handle(endpoints.questionnaireEnd, ({ id }, { db, user }) => changeQuestionnaire(db, user, id, 'end'));
  r.handle(endpoints.questionnaireCopy, ({ id }, { db, user }) => copyQuestionnaire(db, user, id));
  r.handle(endpoints.questionnaireFill, ({ token }, { db, config }) => fillForm(db, config, token));
  r.handle(endpoints.questionnaireAnswer, ({ token, answers }, { db, config }) => submitAnswers(db, config, token, answers));
  r.handle(endpoints.questionnaireStats, ({ id }, { db }) => questionnaireStats(db, id));
  r.handle(endpoints.questionnaireExport, async ({ id }, { db, log }) => ({ ...(await exportAnswers(db, id, log)), contentType: XLSX_TYPE }));
  // the worker is woken once the texts queued in the call's transaction have committed (db/afterCommit.ts)
  r.handle(endpoints.smsTaskAdd, async (input, ctx) => {
    const task = await addTask(ctx.db, ctx.user, input);
    await afterCommit(ctx, async () => campaign.wake());
    return task;
  });
  r.handle(endpoints.smsTaskList, (f, { db }) => listTasks(db, f));
  r.handle(endpoints.smsCampaignGatewayState, async (_i, { db, config }) => {
    const t = (await smsTemplates(db, config)).campaign;
    return { signName: config.sms.signName, content: t.content, paramMaxLength: config.sms.paramMaxLength, problem: sendableProblem(config, t) };
  });
  r.handle(endpoints.smsTaskDetail, ({ id }, { db }) => taskDetail(db, id));
  r.handle(endpoints.smsTaskRetry, async ({ id }, ctx) => {
    const done = await retryFailed(ctx.db, id);
    await afterCommit(ctx, async () => campaign.wake());
    return done;
  });
  r.handle(endpoints.smsRecordList, (f, { db }) => listRecords(db, f));
  r.handle(endpoints.smsRecordExport, async (f, { db, user, log }) => ({ ...(await exportRecords(db, user, f, log)), contentType: XLSX_TYPE }));
  r.handle(endpoints.hardList, (f, { db }) => listHard(db, f));
  r.handle(endpoints.hardDetail, ({ id }, { db }) => hardDetail(db, id));
  r.handle(endpoints.hardRecognize, (input, { db, user }) => recognizeHard(db, user, input));
  r.handle(endpoints.hardAssist, (input, { db, user }) => assistHard(db, user, input));
  registerTemplate('campaignPhones', '目标人群号码名单模板.xlsx', phoneListTemplate);
  r.handle(endpoints.groupImport, ({ file, name }, { db, user }) => importGroup(db, user, { name, file: file as ReceivedFile }));
  r.handle(endpoints.groupExport, async (input, { db, user, log }) => ({ ...(await exportGroup(db, user, input, log)), contentType: XLSX_TYPE }));
  r.handle(endpoints.groupPreview, ({ groupId }, { db }) => previewName(db, groupId));
  r.handle(endpoints.smsTemplateList, (_i, { db }) => listTemplates(db));
  r.handle(endpoints.smsTemplateSave, (input, { db, user }) => saveTemplate(db, user, input));
  r.handle(endpoints.smsTemplateDelete, ({ id }, { db }) => deleteTemplate(db, id));
  r.handle(endpoints.optOutList, (f, { db }) => listOptOuts(db, f));
  r.handle(endpoints.optOutAdd, ({ phone, note }, { db, user }) => addOptOut(db, user, phone, note));
  r.handle(endpoints.optOutRemove, ({ phone }, { db }) => removeOptOut(db, phone));
  r.handle(endpoints.questionnaireOptOut, ({ token }, { db, config }) => optOutByToken(db, config, token));
  r.handle(endpoints.workStatusUpdate, ({ ids, workStatus }, { db, user }) => setWorkStatus(db, user, ids, workStatus));
}
