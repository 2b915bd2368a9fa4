import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { hashNewPassword } from '../account/password';
import { checkCode, sendCode } from '../sms/service';
import { readiness } from './install';
import { checkSetupCode, createFirstAdmin, setupState } from './service';

/**
 * Going live (issue 42, docs/going-live.md): /setup's calls, open while no administrator exists (then
 * 4004), each checking the setup code again (a wrong one counted), and the administrators' 上线检查.
 */
export function setupRoutes(r: Router): void {
  r.handle(endpoints.setupState, (_i, { db }) => setupState(db));
  r.handle(endpoints.setupCheckCode, async ({ code }, { db }) => {
    const { expiresAt } = await checkSetupCode(db, code);
    return { expiresAt: expiresAt.toISOString() };
  });
  r.handle(endpoints.setupSendSms, async ({ code, phone }, ctx) => {
    await checkSetupCode(ctx.db, code);
    return sendCode(ctx, phone, 'setupAdmin');
  });
  r.handle(endpoints.setupCreateAdmin, async (input, { db }) => {
    await checkSetupCode(db, input.code);
    // the password first: a refused one leaves the SMS code unused for the next try
    const passwordHash = await hashNewPassword(input.password, { account: input.username, phone: input.phone, name: input.name });
    await checkCode(db, input.phone, 'setupAdmin', input.smsCode);
    await createFirstAdmin(db, { name: input.name, username: input.username, phone: input.phone, passwordHash }, { code: input.code });
    return { username: input.username };
  });
  r.handle(endpoints.readinessList, async (_i, { db, config, sms, protocol }) => ({
    production: config.production,
    items: await readiness(db, config, { smsTransport: sms.name, request: { protocol } }),
  }));
}
