import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { issueCaptcha } from './captcha';
import { loginResultFor, passwordLogin } from './login';
import { endSession } from './session';

/** Captcha, logins, logout and the current session (SPEC.md section 7, Common and Account). */
export function accountRoutes(r: Router): void {
  r.handle(endpoints.captcha, async (_input, { db, config }) =>
    config.captchaEnabled ? { captchaEnabled: true, ...(await issueCaptcha(db)) } : { captchaEnabled: false, uuid: '', img: '' },
  );
  r.handle(endpoints.adminAccountLogin, (input, { db, config, ip }) => passwordLogin(db, config, 1, input, ip));
  r.handle(endpoints.entLogin, (input, { db, config, ip }) => passwordLogin(db, config, 2, input, ip));
  r.handle(endpoints.logout, async (_input, { db, user }) => {
    await endSession(db, user!.token);
    return null;
  });
  r.handle(endpoints.currentUser, async (_input, { db, user }) => loginResultFor(db, user!, user!.token));
}
