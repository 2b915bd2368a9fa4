import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { gatewayState, listSmsOutbox, saveTemplate, testSend } from './admin';

/** 系统管理 › 短信网关 and 短信发送记录 (issue 40, docs/sms.md): the gateway's state, each kind's template, a test send, the outbox. */
export function smsRoutes(r: Router): void {
  r.handle(endpoints.smsGatewayState, (_i, { db, config }) => gatewayState(db, config));
  r.handle(endpoints.smsGatewayTemplateSave, (input, { db, config, user }) => saveTemplate(db, config, user, input));
  r.handle(endpoints.smsGatewayTestSend, ({ kind }, ctx) => testSend(ctx, ctx.user, kind), { outside: true });
  r.handle(endpoints.smsOutboxPage, (input, { db }) => listSmsOutbox(db, input));
}
