import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { registerTemplate } from '../files/templates';
import { chooseSms, smsChoices } from './service';
import { entList, msgDetail, recipientListTemplate, replyTo, sendToEnterprises, sendToList, sentPage } from './threads';

/**
 * The user's choice of business messages texted too (我的消息 › 短信提醒设置), and the messages
 * staff send to enterprises with their threads (/api/msg/*, issue 15; docs/messages.md).
 */
export function messageRoutes(r: Router): void {
  r.handle(endpoints.smsChoiceList, (_input, { db, user }) => smsChoices(db, user));
  r.handle(endpoints.smsChoiceSave, (input, { db, user }) => chooseSms(db, user, input));

  registerTemplate('msgEnterprises', '消息收信企业名单模板.xlsx', recipientListTemplate);
  r.handle(endpoints.msgEntList, (input, { db }) => entList(db, input));
  r.handle(endpoints.msgInsert, (input, { db, user }) => sendToEnterprises(db, user, input));
  r.handle(endpoints.msgInsertExcel, ({ file, ...input }, { db, user }) => sendToList(db, user, { ...input, file: file as ReceivedFile }));
  r.handle(endpoints.msgSentPage, (input, { db, user }) => sentPage(db, user, input));
  r.handle(endpoints.msgDetail, (input, { db, user }) => msgDetail(db, user, input));
  r.handle(endpoints.msgReply, (input, { db, user }) => replyTo(db, user, input));
}
